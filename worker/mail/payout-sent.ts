/** The partner's notice that a payout was sent (marked paid in the operator console). */
import { centsText } from "#common/money.ts";
import { pathTo } from "#common/routes.ts";
import { siteAddress } from "#common/site-url.ts";
import { type MailBrand, type RenderedMail, renderMail } from "./layout";

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
}

export function payoutSentMail(input: PayoutSentInput, brand: MailBrand): RenderedMail {
  const amount = `${centsText(input.amount, { currency: input.currency })} ${input.currency.toUpperCase()}`;
  const portal = siteAddress(brand.siteUrl, pathTo("affiliates"));
  return renderMail(
    {
      subject: "Your TickSim affiliate payout was sent",
      preheader: `${amount} is on its way to you.`,
      heading: "Your payout was sent",
      reason: "You receive this e-mail because you are a TickSim affiliate partner and a payout was sent to you.",
      blocks: [
        { kind: "paragraph", text: `Hello ${input.username},` },
        {
          kind: "paragraph",
          text: "We sent your affiliate payout. Depending on your bank or PayPal, it may take a few days to arrive.",
        },
        {
          kind: "facts",
          rows: [
            ["Amount", amount],
            ["Sent on", input.paidOn],
            ["Reference", input.reference],
            ["Commissions", String(input.commissions)],
            ...(input.adjustments !== 0
              ? [
                  [
                    "Adjustments",
                    `${centsText(input.adjustments, { currency: input.currency, sign: true })} ${input.currency.toUpperCase()}`,
                  ] as const,
                ]
              : []),
          ],
        },
        { kind: "button", label: "See your payouts", url: portal },
        ...(input.adjustments !== 0
          ? [
              {
                kind: "small",
                text: "Adjustments correct commissions paid before whose sale was later refunded or disputed.",
              } as const,
            ]
          : []),
      ],
    },
    brand,
  );
}
