import type { ReactNode } from "react";
import { buttonClass } from "#web/components/button.ts";
import { Spinner } from "#web/components/Spinner.tsx";
import type { Loaded } from "./data";
import styles from "./LoadState.module.css";

interface Props<T> {
  readonly state: Loaded<T>;
  readonly onRetry: () => void;
  /** What is loading, for the spinner. */
  readonly label: string;
  readonly children: (data: T) => ReactNode;
}

/** A page's answer: a spinner while it loads, the error with Retry, or the page. */
export function LoadState<T>({ state, onRetry, label, children }: Props<T>) {
  if (state.status === "loading") return <Spinner label={label} />;
  if (state.status === "error") return <ErrorNote message={state.error.message} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}

export function ErrorNote({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass("outline")} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
