/**
 * The licence e-mail: one template for the purchase mail, the second-key mail and the resend
 * ("send me my licence again") mail, so a buyer always gets the same mail to keep: the key(s)
 * in a monospace block, the order ID, the download button, three steps to activate, the reset
 * and find-my-key links, and the refund terms.
 */
import type { Locale } from "#common/locales.ts";
import type { RouteId } from "#common/routes.ts";
import { type MailText, mailText, pageIn, withLinks } from "./i18n";
import { type MailBlock, type MailBrand, type RenderedMail, renderMail } from "./layout";
import type en from "./messages/en/licence.json";

/** The download button always leads to /download, which offers the current installer and every earlier one. */
export type LicenceMailSettings = MailBrand;

export interface LicenceOrder {
  readonly orderId: string;
  /** The order's live keys, in issue order. */
  readonly keys: readonly string[];
  /** The order's invoice (a PDF link), when there is one. */
  readonly invoiceUrl?: string | undefined;
}

/** Why the mail goes out: the purchase itself, the free second key, or the buyer asked again. */
export type LicenceMailOccasion = "purchase" | "second-key" | "resend";

export interface LicenceMailInput {
  readonly occasion: LicenceMailOccasion;
  /** One order, or every order of the address for a resend. */
  readonly orders: readonly LicenceOrder[];
  /** The buyer's language: the order's (the newest order's for a resend). */
  readonly locale: Locale;
}

type Text = MailText<keyof typeof en>;

/** The refund terms of the spec (section 9), in one line, in a language. */
export const refundTerms = (locale: Locale): string => mailText<keyof typeof en>("licence", locale).t("refund_terms");

const opening = {
  purchase: { heading: "purchase_heading", intro: "purchase_intro" },
  "second-key": { heading: "second_key_heading", intro: "second_key_intro" },
  resend: { heading: "resend_heading", intro: "resend_intro" },
} as const satisfies Record<LicenceMailOccasion, { heading: keyof typeof en; intro: keyof typeof en }>;

function subjectOf({ occasion, orders }: LicenceMailInput, { t }: Text): string {
  const [only] = orders;
  if (orders.length !== 1 || !only) return t("subject_orders");
  return t(occasion === "second-key" ? "subject_second_key" : "subject_order", { orderId: only.orderId });
}

function orderBlocks(order: LicenceOrder, titled: boolean, { t }: Text): MailBlock[] {
  return [
    ...(titled ? [{ kind: "heading", text: t("order_heading", { orderId: order.orderId }) } as const] : []),
    { kind: "code", label: t("keys_label", { keys: order.keys.length }), lines: order.keys },
    { kind: "facts", rows: [[t("order_id"), order.orderId]] },
    ...(order.invoiceUrl ? [{ kind: "links", links: [{ label: t("invoice"), url: order.invoiceUrl }] } as const] : []),
  ];
}

export function licenceMail(input: LicenceMailInput, settings: LicenceMailSettings): RenderedMail {
  const text = mailText<keyof typeof en>("licence", input.locale);
  const { t } = text;
  const page = (id: RouteId) => pageIn(settings, id, input.locale);
  const { heading, intro } = opening[input.occasion];
  const keyCount = input.orders.reduce((n, order) => n + order.keys.length, 0);
  return renderMail(
    {
      lang: input.locale,
      subject: subjectOf(input, text),
      preheader: t("preheader", { keys: keyCount }),
      heading: t(heading),
      reason: t(input.occasion === "resend" ? "resend_reason" : "purchase_reason"),
      blocks: [
        { kind: "paragraph", text: t(intro) },
        ...input.orders.flatMap((order) => orderBlocks(order, input.orders.length > 1, text)),
        { kind: "button", label: t("download"), url: page("download") },
        { kind: "steps", title: t("steps_title"), items: [t("step_install"), t("step_key"), t("step_done")] },
        {
          kind: "links",
          links: [
            { label: t("reset_link"), url: page("licence-reset") },
            { label: t("resend_link"), url: page("licence-resend") },
          ],
        },
        {
          kind: "paragraph",
          text: withLinks(text, "help", {
            support: { label: settings.supportEmail, url: `mailto:${settings.supportEmail}` },
            discord: { label: t("discord"), url: page("discord") },
          }),
        },
        { kind: "small", text: t("refund_terms") },
      ],
    },
    settings,
  );
}
