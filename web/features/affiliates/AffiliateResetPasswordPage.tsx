import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { resetPasswordForm } from "#common/api/affiliates.ts";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { useDialogState } from "#web/components/Dialog.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import panel from "#web/components/form/FormPanel.module.css";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { PasswordField } from "#web/components/form/PasswordField.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { showToast } from "#web/components/toast/toasts.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useRouteParams } from "#web/lib/use-route-params.ts";
import styles from "./AffiliateResetPasswordPage.module.css";
import { resetPasswordMessages } from "./affiliate-reset-password-messages";
import { confirmPasswordReset, resetLinkInfo } from "./api";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";

/** The mismatch message hides after 3 s. */
const MISMATCH_MESSAGE_MS = 3000;

/** "unreachable": the link could not be checked (no network, server error); it may well be valid. */
type State = "checking" | "unreachable" | "KO1" | "KO2" | "form" | "done";

/**
 * A failed check that still tells about the link: the server refused the token itself (400: not
 * a token at all, 404). Anything else (no network, 429, 5xx) says nothing about it.
 */
const refusesToken = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);

/** Where the tab keeps the link's token once it left the address bar, so a reload still works. */
export const RESET_TOKEN_KEY = "affiliate-reset-token";

/**
 * The link's token. Read from the address once, it is moved to this tab's session storage and
 * the address becomes /affiliates/resetpassword, so no history entry, Referer, analytics hit or
 * shoulder-surfer sees it. The router is not told (the original replaceState, not the one wouter
 * wraps): the page stays as it is, with no second page view.
 */
function useResetToken(): string {
  const { token: fromPath } = useRouteParams<"token">();
  const locale = useLocale();
  const [token] = useState(() => {
    if (fromPath || typeof sessionStorage === "undefined") return fromPath ?? "";
    return sessionStorage.getItem(RESET_TOKEN_KEY) ?? "";
  });
  useEffect(() => {
    if (!fromPath) return;
    sessionStorage.setItem(RESET_TOKEN_KEY, fromPath);
    History.prototype.replaceState.call(
      window.history,
      window.history.state,
      "",
      pathTo("affiliate-reset-password-form", {}, locale),
    );
  }, [fromPath, locale]);
  return token;
}

function SignInLink({ variant }: { variant: "primary" | "outline" }) {
  const shell = useMessages(shellMessages);
  return (
    <Link href={pathTo("affiliates", {}, useLocale())} className={buttonClass(variant)}>
      {shell("sign_in")}
    </Link>
  );
}

/**
 * '/affiliates/resetpassword/{token}': the link is checked on load, then the form, then success.
 * An unknown, used or expired link offers a new one (the forgot-password dialog); a check that
 * got no answer is not mistaken for "No such link" and can be tried again.
 */
export default function AffiliateResetPasswordPage() {
  const t = useMessages(resetPasswordMessages);
  const forms = useMessages(formsMessages);
  const token = useResetToken();
  const [state, setState] = useState<State>("checking");
  const [mismatch, setMismatch] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [request, setRequestOpen] = useDialogState();
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useZodForm(resetPasswordForm, { Password: "", PasswordConfirm: "" });

  useEffect(() => {
    // A spent or expired link, or a tab that never had one, is done with its token.
    if (state === "KO1" || state === "KO2" || state === "done") sessionStorage.removeItem(RESET_TOKEN_KEY);
  }, [state]);

  useEffect(() => {
    if (!token) {
      setState("KO1");
      return;
    }
    // `attempt` is a dependency so that Try again checks the link once more.
    void attempt;
    setState("checking");
    const controller = new AbortController();
    resetLinkInfo(token, { signal: controller.signal })
      .then((answer) => setState(answer === "KO1" || answer === "KO2" ? answer : "form"))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState(refusesToken(error) ? "KO1" : "unreachable");
      });
    return () => controller.abort();
  }, [token, attempt]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const onSubmit = form.submit(async (data) => {
    try {
      const answer = await confirmPasswordReset(token, data.Password, data.PasswordConfirm);
      if (answer === "KO3") {
        setMismatch(true);
        clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(() => setMismatch(false), MISMATCH_MESSAGE_MS);
      } else if (answer === "KO1" || answer === "KO2") {
        setState(answer);
      } else {
        setState("done");
      }
    } catch {
      showToast({ message: forms("failure"), tone: "error" });
    }
  });

  const empty = form.values.Password === "" || form.values.PasswordConfirm === "";

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className={styles.box}>
        {state === "checking" && <p className={styles.muted}>{forms("loading")}</p>}
        {state === "unreachable" && (
          <div className={`${panel.form} ${styles.message}`} role="alert">
            <p>{t("unreachable")}</p>
            <button type="button" className={buttonClass("primary")} onClick={() => setAttempt((n) => n + 1)}>
              {t("retry")}
            </button>
          </div>
        )}
        {(state === "KO1" || state === "KO2") && (
          <div className={`${panel.form} ${styles.message}`} role="status">
            <p>{state === "KO1" ? t("no_such_link") : t("expired")}</p>
            <p className={styles.hint}>{t("request_new_hint")}</p>
            <div className={styles.actions}>
              <button
                ref={request.returnTo}
                type="button"
                className={buttonClass("primary")}
                onClick={() => setRequestOpen(true)}
              >
                {t("request_new")}
              </button>
              <SignInLink variant="outline" />
            </div>
          </div>
        )}
        {state === "done" && (
          <div className={`${panel.form} ${styles.message}`} role="status">
            <p>{t("success")}</p>
            <SignInLink variant="primary" />
          </div>
        )}
        {state === "form" && (
          <form className={panel.form} onSubmit={onSubmit} noValidate aria-busy={form.pending}>
            <PasswordField
              label={t("new_password")}
              name="new-password"
              autoComplete="new-password"
              {...form.field("Password")}
            />
            <PasswordField
              label={t("confirm_password")}
              name="confirm-password"
              autoComplete="new-password"
              {...form.field("PasswordConfirm")}
            />
            <FormError message={mismatch ? t("mismatch") : null} />
            <div className={panel.actions}>
              <SubmitButton label={t("save")} pending={form.pending} disabled={empty} />
            </div>
          </form>
        )}
      </div>
      <ForgotPasswordDialog open={request.value} onOpenChange={setRequestOpen} />
    </>
  );
}
