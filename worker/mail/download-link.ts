/**
 * "Send me the link": the /download address for someone who found the desktop app away from a
 * Windows computer (a phone, a Mac), to open later where it runs.
 */
import type { Locale } from "#common/locales.ts";
import { mailText, pageIn } from "./i18n";
import { type MailBrand, type RenderedMail, renderMail } from "./layout";
import type en from "./messages/en/download-link.json";

/** `locale`: the language of the page the link was asked from. */
export function downloadLinkMail(brand: MailBrand, locale: Locale): RenderedMail {
  const { t } = mailText<keyof typeof en>("download-link", locale);
  const page = pageIn(brand, "download", locale);
  return renderMail(
    {
      lang: locale,
      subject: t("subject"),
      preheader: t("preheader"),
      heading: t("heading"),
      reason: t("reason"),
      blocks: [
        { kind: "paragraph", text: t("intro") },
        { kind: "button", label: t("button"), url: page },
        { kind: "links", links: [{ label: t("copy_link"), url: page }] },
        { kind: "small", text: t("fine_print") },
      ],
    },
    brand,
  );
}
