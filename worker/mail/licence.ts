/**
 * The licence e-mail: one template for the purchase mail, the second-key mail and the resend
 * ("send me my licence again") mail, so a buyer always gets the same mail to keep: the key(s)
 * in a monospace block, the order ID, the download button, three steps to activate, the reset
 * and find-my-key links, and the refund terms.
 */
import { pathTo } from "#common/routes.ts";
import { siteAddress } from "#common/site-url.ts";
import { type MailBlock, type MailBrand, type RenderedMail, renderMail } from "./layout";

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
}

/** The refund terms of the spec (section 9), in one line. */
export const REFUND_TERMS =
  "Refunds: desktop app only, within 14 days of receipt, repaid within 14 days by the same payment means, requested via the in-software refund feature or by email.";

const opening = {
  purchase: {
    heading: "Thank you for your purchase",
    intro: "Here is your licence key for the TickSim desktop app. Keep this e-mail: it is your proof of purchase.",
  },
  "second-key": {
    heading: "Your second licence key",
    intro:
      "As requested, your order now has a second key, free of charge. Both keys are below: each one binds to one computer.",
  },
  resend: {
    heading: "Your licence keys",
    intro: "You asked us to send your licence again. Here is every order of this address with its keys.",
  },
} as const satisfies Record<LicenceMailOccasion, { heading: string; intro: string }>;

function subjectOf({ occasion, orders }: LicenceMailInput): string {
  const [only] = orders;
  if (orders.length !== 1 || !only) return "Your TickSim desktop licence keys";
  return occasion === "second-key"
    ? `Your second TickSim licence key (order ${only.orderId})`
    : `Your TickSim desktop licence key (order ${only.orderId})`;
}

function orderBlocks(order: LicenceOrder, titled: boolean): MailBlock[] {
  return [
    ...(titled ? [{ kind: "heading", text: `Order ${order.orderId}` } as const] : []),
    { kind: "code", label: order.keys.length > 1 ? "Licence keys" : "Licence key", lines: order.keys },
    { kind: "facts", rows: [["Order ID", order.orderId]] },
    ...(order.invoiceUrl
      ? [{ kind: "links", links: [{ label: "Download the invoice (PDF)", url: order.invoiceUrl }] } as const]
      : []),
  ];
}

export function licenceMail(input: LicenceMailInput, settings: LicenceMailSettings): RenderedMail {
  const site = siteAddress(settings.siteUrl);
  const { heading, intro } = opening[input.occasion];
  const keyCount = input.orders.reduce((n, order) => n + order.keys.length, 0);
  return renderMail(
    {
      subject: subjectOf(input),
      preheader: `Your licence key${keyCount > 1 ? "s" : ""}, order ID and the desktop app download.`,
      heading,
      reason:
        input.occasion === "resend"
          ? "You receive this e-mail because someone asked on our site to send the licences of this address again."
          : "You receive this e-mail because you bought the TickSim desktop app with this address.",
      blocks: [
        { kind: "paragraph", text: intro },
        ...input.orders.flatMap((order) => orderBlocks(order, input.orders.length > 1)),
        { kind: "button", label: "Download the desktop app", url: `${site}${pathTo("download")}` },
        {
          kind: "steps",
          title: "Activate in three steps",
          items: [
            "Install the app on your Windows computer (virtualization support must be enabled).",
            "Start it and enter your licence key when it asks for it.",
            "Done: the key is now bound to this computer. To move to another one, reset the key first.",
          ],
        },
        {
          kind: "links",
          links: [
            { label: "Reset a key to install on another computer", url: `${site}${pathTo("licence-reset")}` },
            { label: "Lost this e-mail? Get your keys again", url: `${site}${pathTo("licence-resend")}` },
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Need a second computer? One extra key is free on request. Questions? Write to ",
            { label: settings.supportEmail, url: `mailto:${settings.supportEmail}` },
            " or ask on ",
            { label: "our Discord", url: `${site}${pathTo("discord")}` },
            ".",
          ],
        },
        { kind: "small", text: REFUND_TERMS },
      ],
    },
    settings,
  );
}
