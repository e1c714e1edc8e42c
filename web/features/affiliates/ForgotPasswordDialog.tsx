import { type FormEvent, useState } from "react";
import { forgotPasswordForm } from "#common/api/affiliates.ts";
import { buttonClass } from "#web/components/button.ts";
import { Dialog, DialogClose } from "#web/components/Dialog.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { requestPasswordReset } from "./api";
import { affiliateCopy } from "./copy";

const copy = affiliateCopy.forgot;

interface Props {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly request?: typeof requestPasswordReset;
}

/** Enter the email, then the 'sent' confirmation (shown whatever the answer), then close. */
export function ForgotPasswordDialog({ open, onOpenChange, request = requestPasswordReset }: Props) {
  const form = useZodForm(forgotPasswordForm, { email: "" });
  const [step, setStep] = useState<"enter" | "sending" | "sent">("enter");

  const change = (next: boolean) => {
    if (!next) {
      setStep("enter");
      form.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.data || step !== "enter") return;
    setStep("sending");
    await request(form.data.email);
    setStep("sent");
  };

  if (step === "sent") {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title={copy.sentTitle}
        actions={
          <DialogClose>
            <button type="button" className={buttonClass("primary")}>
              {copy.ok}
            </button>
          </DialogClose>
        }
      >
        <p>{copy.sentText}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={copy.title}
      actions={
        <button
          type="submit"
          form="affiliate-forgot-password"
          className={buttonClass("primary")}
          disabled={!form.isValid || step === "sending"}
        >
          {copy.confirm}
        </button>
      }
    >
      <form id="affiliate-forgot-password" onSubmit={onSubmit} noValidate>
        <p>{copy.prompt}</p>
        <TextField
          label={affiliateCopy.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.values.email}
          onChange={(v) => form.setValue("email", v)}
          onBlur={() => form.touch("email")}
          error={form.errors.email}
          readOnly={step === "sending"}
          required
        />
      </form>
    </Dialog>
  );
}
