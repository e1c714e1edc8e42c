import { useState } from "react";
import { affiliateSigninRequest } from "#common/api/affiliates.ts";
import { useDialogState } from "#web/components/Dialog.tsx";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import panel from "#web/components/form/FormPanel.module.css";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { PasswordField } from "#web/components/form/PasswordField.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { affiliatesMessages } from "./affiliates-messages";
import { signInAffiliate } from "./api";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import styles from "./SignInForm.module.css";
import { startSession } from "./session";

const empty = { EmailAddress: "", Password: "" };

interface Props {
  readonly signIn?: typeof signInAffiliate;
}

/** Email, password (show/hide), 'Forgot your password?' and Sign in (disabled until valid). */
export function SignInForm({ signIn = signInAffiliate }: Props) {
  const t = useMessages(affiliatesMessages);
  const forms = useMessages(formsMessages);
  const shell = useMessages(shellMessages);
  const form = useZodForm(affiliateSigninRequest, empty);
  const [error, setError] = useState<string | null>(null);
  const [forgot, setForgotOpen] = useDialogState();

  const onSubmit = form.submit(async (data) => {
    setError(null);
    try {
      const answer = await signIn(data.EmailAddress, data.Password);
      startSession({
        Username: answer.username,
        Email: answer.email,
        Token: answer.token,
        Commission: answer.commission,
      });
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      setError(status === 401 ? t("wrong_credentials") : status === 429 ? t("too_many_attempts") : forms("failure"));
    }
  });

  return (
    <>
      <form className={panel.form} onSubmit={onSubmit} noValidate aria-busy={form.pending}>
        <EmailField label={forms("email")} {...form.field("EmailAddress")} autoComplete="username" />
        <PasswordField
          label={forms("password")}
          name="password"
          autoComplete="current-password"
          {...form.field("Password")}
        />
        <FormError message={error} />
        <div className={styles.actions}>
          <button ref={forgot.returnTo} type="button" className={styles.link} onClick={() => setForgotOpen(true)}>
            {t("forgot_password")}
          </button>
          <SubmitButton label={shell("sign_in")} {...form.button} />
        </div>
      </form>
      <ForgotPasswordDialog open={forgot.value} onOpenChange={setForgotOpen} />
    </>
  );
}
