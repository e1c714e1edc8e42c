import { useState } from "react";
import { forgotPasswordForm } from "#common/api/affiliates.ts";
import { Dialog, MessageDialog } from "#web/components/Dialog.tsx";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { forgotPasswordMessages } from "./affiliate-forgot-password-messages";
import { requestPasswordReset } from "./api";

interface Props {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly request?: typeof requestPasswordReset;
}

/** Enter the email, then the 'sent' confirmation (shown whatever the answer), then close. */
export function ForgotPasswordDialog({ open, onOpenChange, request = requestPasswordReset }: Props) {
  const t = useMessages(forgotPasswordMessages);
  const forms = useMessages(formsMessages);
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

  if (sent) {
    return (
      <MessageDialog
        open={open}
        onOpenChange={change}
        title={t("sent_title")}
        text={t("sent_text")}
        closeLabel={t("sent_close")}
      />
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t("title")}
      actions={<SubmitButton label={t("confirm")} form="affiliate-forgot-password" size="normal" {...form.button} />}
    >
      <form id="affiliate-forgot-password" onSubmit={onSubmit} noValidate>
        <p>{t("prompt")}</p>
        <EmailField label={forms("email")} {...form.field("email")} />
      </form>
    </Dialog>
  );
}
