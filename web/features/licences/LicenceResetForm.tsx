import { useState } from "react";
import { licenceResetForm } from "#common/api/licences.ts";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { PanelForm } from "#web/components/form/PanelForm.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { showToast } from "#web/components/toast/toasts.ts";
import { RESET_TOAST_MS, resetCopy } from "#web/content/checkout/copy.ts";
import { resetLicenceKey } from "./api";
import { ResetLimitNotice } from "./ResetLimitNotice";

const emptyForm = { email: "", licenceKey: "", orderId: "" };

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
      message: done ? resetCopy.success : resetCopy.failure,
      tone: done ? "success" : "error",
      durationMs: RESET_TOAST_MS,
    });
  });

  return (
    <PanelForm
      onSubmit={onSubmit}
      button={form.button}
      copy={resetCopy}
      after={limitedUntil && <ResetLimitNotice nextResetAt={limitedUntil} />}
    >
      <EmailField label={resetCopy.emailLabel} {...form.field("email")} />
      <TextField
        label={resetCopy.keyLabel}
        name="licenceKey"
        placeholder={resetCopy.keyPlaceholder}
        autoComplete="off"
        {...form.field("licenceKey")}
      />
      <TextField
        label={resetCopy.orderLabel}
        name="orderId"
        placeholder={resetCopy.orderPlaceholder}
        inputMode="numeric"
        autoComplete="off"
        {...form.field("orderId")}
      />
    </PanelForm>
  );
}
