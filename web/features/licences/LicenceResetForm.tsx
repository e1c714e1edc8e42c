import { useState } from "react";
import { licenceResetForm } from "#common/api/licences.ts";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { PanelForm } from "#web/components/form/PanelForm.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { showToast } from "#web/components/toast/toasts.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { resetLicenceKey } from "./api";
import { licenceResetMessages } from "./licence-reset-messages";
import { ResetLimitNotice } from "./ResetLimitNotice";

const emptyForm = { email: "", licenceKey: "", orderId: "" };

/** The spec's licence reset toast time-out. */
export const RESET_TOAST_MS = 5000;

interface Props {
  /** Sends the reset; the real call unless a test passes its own. */
  readonly reset?: typeof resetLicenceKey;
}

/**
 * The spec's licence reset: idle, loading (fields read-only), then a success or failure toast.
 * The key and order fields set no maxLength: the browser would cut a pasted key with spaces
 * around it before the contract's schema trims it; the schema caps the trimmed length instead.
 * A key past its reset quota gets a notice instead: when the next reset is possible, and support.
 */
export function LicenceResetForm({ reset = resetLicenceKey }: Props) {
  const t = useMessages(licenceResetMessages);
  const forms = useMessages(formsMessages);
  const form = useZodForm(licenceResetForm, emptyForm);
  const [limitedUntil, setLimitedUntil] = useState<Date>();

  const onSubmit = form.submit(async (data) => {
    setLimitedUntil(undefined);
    const result = await reset(data);
    if (result.outcome === "limited") {
      setLimitedUntil(result.nextResetAt);
      return;
    }
    const done = result.outcome === "reset";
    if (done) form.reset();
    showToast({
      message: done ? t("success") : t("failure"),
      tone: done ? "success" : "error",
      durationMs: RESET_TOAST_MS,
    });
  });

  return (
    <PanelForm
      onSubmit={onSubmit}
      button={form.button}
      copy={{ submit: t("submit"), sending: t("sending") }}
      after={limitedUntil && <ResetLimitNotice nextResetAt={limitedUntil} />}
    >
      <EmailField label={forms("email_address")} {...form.field("email")} />
      <TextField
        label={t("key_label")}
        name="licenceKey"
        placeholder={t("key_placeholder")}
        autoComplete="off"
        {...form.field("licenceKey")}
      />
      <TextField
        label={t("order_label")}
        name="orderId"
        placeholder={t("order_placeholder")}
        inputMode="numeric"
        autoComplete="off"
        {...form.field("orderId")}
      />
    </PanelForm>
  );
}
