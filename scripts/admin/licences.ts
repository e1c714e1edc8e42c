/** Licence operations for support: resend the licence e-mail, issue an order's free second key. */
import { issueSecondKey, type LicenceMailSettings, orderLicence, queueLicenceMail } from "#worker/services/licences.ts";
import { type AdminCommand, UsageError } from "./command";

/** The Worker's mail settings, from the same wrangler.toml values it runs with. */
export interface LicenceCommandSettings {
  readonly mail: LicenceMailSettings;
}

function orderIdOf(text: string | undefined): string {
  if (!text || !/^\d{1,32}$/.test(text)) throw new UsageError(`order ID must be digits, got ${text ?? "(missing)"}`);
  return text;
}

export function licenceCommands(settings: LicenceCommandSettings): readonly AdminCommand[] {
  return [
    {
      name: "licence:resend",
      usage: "licence:resend <orderId>",
      description: "Queues the licence e-mail again, with every live key of the order.",
      async run(db, [raw]) {
        const orderId = orderIdOf(raw);
        const licence = await orderLicence(db, orderId);
        if (!licence) throw new UsageError(`no order ${orderId}`);
        if (licence.keys.length === 0) throw new UsageError(`order ${orderId} has no live key (refunded?)`);
        await queueLicenceMail(db, licence, settings.mail, `resend-${Date.now()}`);
        console.log(
          `Queued the licence e-mail for order ${orderId} to ${licence.email} (${licence.keys.length} key(s)).`,
        );
      },
    },
    {
      name: "licence:second-key",
      usage: "licence:second-key <orderId>",
      description: "Issues the free second key of an order and e-mails both keys.",
      async run(db, [raw]) {
        const orderId = orderIdOf(raw);
        const issued = await issueSecondKey(db, orderId);
        if ("error" in issued) {
          const reasons = {
            "no-order": `no order ${orderId}`,
            refunded: `order ${orderId} was refunded`,
            exists: `order ${orderId} already has its second key (use licence:resend)`,
          } as const;
          throw new UsageError(reasons[issued.error]);
        }
        const licence = await orderLicence(db, orderId);
        if (licence) await queueLicenceMail(db, licence, settings.mail, "second-key");
        console.log(`Issued ${issued.key} for order ${orderId} and queued the e-mail.`);
      },
    },
  ];
}
