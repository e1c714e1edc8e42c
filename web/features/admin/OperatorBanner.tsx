import type { Operator } from "#common/api/admin.ts";
import styles from "./AdminPage.module.css";

/** Who acts (every action is audited under this name); the development identity says it loudly. */
export function OperatorBanner({ operator }: { operator: Operator }) {
  if (operator.development) {
    return (
      <p className={`${styles.operator} ${styles.development}`} data-testid="operator">
        <strong>Development operator</strong> ({operator.email}): no Cloudflare Access checks this console
        (ENVIRONMENT=development). Actions are audited under this name.
      </p>
    );
  }
  return (
    <p className={styles.operator} data-testid="operator">
      Signed in as <strong>{operator.email}</strong> through Cloudflare Access
    </p>
  );
}
