/** The affiliate's password reset link (spec: the forgot-password dialog, /affiliates/resetpassword/{token}). */
import type { Locale } from "#common/locales.ts";
import { mailText } from "./i18n";
import { type MailBrand, type RenderedMail, renderMail } from "./layout";
import type en from "./messages/en/password-reset.json";

export interface PasswordResetInput {
  readonly username: string;
  readonly link: string;
  /** The partner's language (the account's). */
  readonly locale: Locale;
}

export function passwordResetMail(input: PasswordResetInput, brand: MailBrand): RenderedMail {
  const { t } = mailText<keyof typeof en>("password-reset", input.locale);
  return renderMail(
    {
      lang: input.locale,
      subject: t("subject"),
      preheader: t("preheader"),
      heading: t("heading"),
      reason: t("reason"),
      blocks: [
        { kind: "paragraph", text: t("greeting", { username: input.username }) },
        { kind: "paragraph", text: t("intro") },
        { kind: "button", label: t("button"), url: input.link },
        { kind: "links", links: [{ label: t("copy_link"), url: input.link }] },
        { kind: "small", text: t("fine_print") },
      ],
    },
    brand,
  );
}
