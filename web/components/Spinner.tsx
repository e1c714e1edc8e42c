import styles from "./Spinner.module.css";

/** A small busy indicator; `label` is read by screen readers. */
export function Spinner({ label = "Loading...", size = 20 }: { label?: string; size?: number }) {
  return (
    <span className={styles.wrap} role="status">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
