import { buttonClass } from "#web/components/button.ts";
import type { ApiError } from "#web/lib/api-client.ts";
import styles from "./AdminPage.module.css";

const explanations: Record<number, string> = {
  401: "Sign in through Cloudflare Access to use the console.",
  403: "Your Cloudflare Access account is not on this shop's operator list (ADMIN_EMAILS).",
  503: "The console is not available on this server right now.",
};

/** Why the console cannot be used (no operator, not configured, offline) and a way to try again. */
export function AccessProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const explanation = explanations[error.status] ?? "The console could not be reached.";
  return (
    <div className={styles.problem} role="alert">
      <p>
        <strong>{explanation}</strong>
      </p>
      <p>{error.message}</p>
      <button type="button" className={buttonClass("outline")} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
