/** The partner's notice that a payout was sent (marked paid in the operator console). */
import type { Locale } from "#common/locales.ts";
import { mailText, pageIn } from "./i18n";
import { type MailBrand, type RenderedMail, renderMail } from "./layout";
import type en from "./messages/en/payout-sent.json";

export interface PayoutSentInput {
  readonly username: string;
  readonly currency: string;
  /** Cents, adjustments included. */
  readonly amount: number;
  /** YYYY-MM-DD */
  readonly paidOn: string;
  readonly reference: string;
  readonly commissions: number;
  /** Signed cents of the corrections it carries (refunds of commissions paid before), 0 when none. */
  readonly adjustments: number;
  /** The partner's language (the account's). */
  readonly locale: Locale;
}

export function payoutSentMail(input: PayoutSentInput, brand: MailBrand): RenderedMail {
  const { t, format } = mailText<keyof typeof en>("payout-sent", input.locale);
  const { currency } = input;
  const amount = format.money(input.amount, { currency });
  const adjusted = input.adjustments !== 0;
  return renderMail(
    {
      lang: input.locale,
      subject: t("subject"),
      preheader: t("preheader", { amount }),
      heading: t("heading"),
      reason: t("reason"),
      blocks: [
        { kind: "paragraph", text: t("greeting", { username: input.username }) },
        { kind: "paragraph", text: t("intro") },
        {
          kind: "facts",
          rows: [
            [t("amount"), amount],
            [t("sent_on"), format.date(input.paidOn)],
            [t("reference"), input.reference],
            [t("commissions"), format.number(input.commissions)],
            ...(adjusted
              ? [[t("adjustments"), format.money(input.adjustments, { currency, sign: true })] as const]
              : []),
          ],
        },
        { kind: "button", label: t("button"), url: pageIn(brand, "affiliates", input.locale) },
        ...(adjusted ? [{ kind: "small", text: t("adjustments_note") } as const] : []),
      ],
    },
    brand,
  );
}
