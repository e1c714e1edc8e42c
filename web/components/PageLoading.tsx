import styles from "./PageLoading.module.css";

/** Shown while a page's code loads after a client-side navigation. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" data-page-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
