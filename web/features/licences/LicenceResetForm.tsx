import { type FormEvent, useState } from "react";
import { licenceResetForm } from "#common/api/licences.ts";
import { buttonClass } from "#web/components/button.ts";
import styles from "#web/components/form/FormPanel.module.css";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { Spinner } from "#web/components/Spinner.tsx";
import { showToast } from "#web/components/toast/toasts.ts";
import { RESET_TOAST_MS, resetCopy } from "#web/content/checkout/copy.ts";
import { resetLicenceKey } from "./api";

const emptyForm = { email: "", licenceKey: "", orderId: "" };

interface Props {
  /** Sends the reset; the real call unless a test passes its own. */
  readonly reset?: typeof resetLicenceKey;
}

/** The spec's licence reset: idle, loading (fields read-only), then a success or failure toast. */
export function LicenceResetForm({ reset = resetLicenceKey }: Props) {
  const form = useZodForm(licenceResetForm, emptyForm);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !form.data) return;
    setSending(true);
    let done = false;
    try {
      done = await reset(form.data);
    } finally {
      setSending(false);
    }
    if (done) form.reset();
    showToast({
      message: done ? resetCopy.success : resetCopy.failure,
      tone: done ? "success" : "error",
      durationMs: RESET_TOAST_MS,
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending}>
      <TextField
        label={resetCopy.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onChange={(v) => form.setValue("email", v)}
        onBlur={() => form.touch("email")}
        error={form.errors.email}
        readOnly={sending}
        required
      />
      <TextField
        label={resetCopy.keyLabel}
        name="licenceKey"
        placeholder={resetCopy.keyPlaceholder}
        autoComplete="off"
        value={form.values.licenceKey}
        onChange={(v) => form.setValue("licenceKey", v)}
        onBlur={() => form.touch("licenceKey")}
        error={form.errors.licenceKey}
        readOnly={sending}
        maxLength={36}
        required
      />
      <TextField
        label={resetCopy.orderLabel}
        name="orderId"
        placeholder={resetCopy.orderPlaceholder}
        inputMode="numeric"
        autoComplete="off"
        value={form.values.orderId}
        onChange={(v) => form.setValue("orderId", v)}
        onBlur={() => form.touch("orderId")}
        error={form.errors.orderId}
        readOnly={sending}
        maxLength={32}
        required
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass("primary", "large")} disabled={!form.isValid || sending}>
          {sending ? <Spinner label={resetCopy.sending} /> : null}
          {resetCopy.submit}
        </button>
      </div>
    </form>
  );
}
