import { useState } from "react";
import { affiliateSigninRequest } from "#common/api/affiliates.ts";
import { useDialogState } from "#web/components/Dialog.tsx";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import panel from "#web/components/form/FormPanel.module.css";
import { PasswordField } from "#web/components/form/PasswordField.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { signInAffiliate } from "./api";
import { affiliateCopy as copy } from "./copy";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import styles from "./SignInForm.module.css";
import { startSession } from "./session";

const empty = { EmailAddress: "", Password: "" };

interface Props {
  readonly signIn?: typeof signInAffiliate;
}

/** Email, password (show/hide), 'Forgot your password?' and Sign in (disabled until valid). */
export function SignInForm({ signIn = signInAffiliate }: Props) {
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
      setError(status === 401 ? copy.wrongCredentials : status === 429 ? copy.tooManyAttempts : copy.failure);
    }
  });

  return (
    <>
      <form className={panel.form} onSubmit={onSubmit} noValidate aria-busy={form.pending}>
        <EmailField label={copy.emailLabel} {...form.field("EmailAddress")} autoComplete="username" />
        <PasswordField
          label={copy.passwordLabel}
          name="password"
          autoComplete="current-password"
          {...form.field("Password")}
        />
        <FormError message={error} />
        <div className={styles.actions}>
          <button ref={forgot.returnTo} type="button" className={styles.link} onClick={() => setForgotOpen(true)}>
            {copy.forgotPassword}
          </button>
          <SubmitButton label={copy.signIn} {...form.button} />
        </div>
      </form>
      <ForgotPasswordDialog open={forgot.value} onOpenChange={setForgotOpen} />
    </>
  );
}
