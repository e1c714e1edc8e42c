import styles from "./TopBar.module.css";

/** The red notification badge; screen readers hear "(1 new)" after the label. */
export function Badge({ value }: { value: string }) {
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {value}
      </span>
      <span className="visually-hidden">({value} new)</span>
    </>
  );
}
