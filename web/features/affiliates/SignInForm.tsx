import { type FormEvent, useState } from "react";
import { affiliateSigninRequest } from "#common/api/affiliates.ts";
import { buttonClass } from "#web/components/button.ts";
import { PasswordField } from "#web/components/form/PasswordField.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { Spinner } from "#web/components/Spinner.tsx";
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.data) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await signIn(form.data.EmailAddress, form.data.Password);
      startSession({
        Username: answer.username,
        Email: answer.email,
        Token: answer.token,
        Commission: answer.commission,
      });
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      setError(status === 401 ? copy.wrongCredentials : status === 429 ? copy.tooManyAttempts : copy.failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <TextField
          label={copy.emailLabel}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={form.values.EmailAddress}
          onChange={(v) => form.setValue("EmailAddress", v)}
          onBlur={() => form.touch("EmailAddress")}
          error={form.errors.EmailAddress}
          required
        />
        <PasswordField
          label={copy.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={form.values.Password}
          onChange={(v) => form.setValue("Password", v)}
          onBlur={() => form.touch("Password")}
          error={form.errors.Password}
          required
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={() => setForgotOpen(true)}>
            {copy.forgotPassword}
          </button>
          <button type="submit" className={buttonClass("primary", "large")} disabled={!form.isValid || busy}>
            {busy ? <Spinner label={copy.signIn} /> : null}
            {copy.signIn}
          </button>
        </div>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}
