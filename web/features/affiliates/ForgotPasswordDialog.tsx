import { useState } from "react";
import { forgotPasswordForm } from "#common/api/affiliates.ts";
import { Dialog, MessageDialog } from "#web/components/Dialog.tsx";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
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
  const [sent, setSent] = useState(false);

  const change = (next: boolean) => {
    if (!next) {
      setSent(false);
      form.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = form.submit(async (data) => {
    await request(data.email);
    setSent(true);
  });

  if (sent) return <MessageDialog open={open} onOpenChange={change} {...copy.sent} />;
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={copy.title}
      actions={<SubmitButton label={copy.confirm} form="affiliate-forgot-password" size="normal" {...form.button} />}
    >
      <form id="affiliate-forgot-password" onSubmit={onSubmit} noValidate>
        <p>{copy.prompt}</p>
        <EmailField label={affiliateCopy.emailLabel} {...form.field("email")} />
      </form>
    </Dialog>
  );
}
