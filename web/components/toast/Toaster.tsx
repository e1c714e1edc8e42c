import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { trackControls } from "./placement";
import styles from "./Toaster.module.css";
import { dismissToast, toasts, toastsEdge } from "./toasts";

/**
 * Where toasts appear: errors are announced assertively, the rest politely; at the edge of the
 * screen away from the control the visitor just used, chosen again for each new toast.
 */
export function Toaster() {
  useSignals();
  const list = toasts.value;
  const edge = toastsEdge.value;
  useEffect(() => trackControls(document), []);
  return (
    <div className={`${styles.region} ${styles[edge]}`} data-edge={edge}>
      <div aria-live="assertive" className={styles.stack}>
        {list
          .filter((t) => t.tone === "error")
          .map((t) => (
            <ToastView key={t.id} id={t.id} message={t.message} tone={t.tone} />
          ))}
      </div>
      <div aria-live="polite" className={styles.stack}>
        {list
          .filter((t) => t.tone !== "error")
          .map((t) => (
            <ToastView key={t.id} id={t.id} message={t.message} tone={t.tone} />
          ))}
      </div>
    </div>
  );
}

function ToastView({ id, message, tone }: { id: number; message: string; tone: string }) {
  const t = useMessages(shellMessages);
  return (
    <div className={`${styles.toast} ${styles[tone]}`} role={tone === "error" ? "alert" : "status"}>
      <span>{message}</span>
      <button type="button" className={styles.close} onClick={() => dismissToast(id)} aria-label={t("toast_dismiss")}>
        ×
      </button>
    </div>
  );
}
