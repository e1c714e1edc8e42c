/** Licence operations for support: resend the licence e-mail, the free second key, one more device reset. */
import { licenceKey } from "#common/api/fields.ts";
import type { LicenceMailSettings } from "#worker/mail/licence.ts";
import {
  grantExtraReset,
  issueSecondKey,
  orderLicence,
  queueLicenceMail,
  type ResetPolicy,
} from "#worker/services/licences.ts";
import { type AdminCommand, UsageError } from "./command";

/** The Worker's settings, from the same wrangler.toml values it runs with. */
export interface LicenceCommandSettings {
  readonly mail: LicenceMailSettings;
  readonly resetPolicy: ResetPolicy;
}

function orderIdOf(text: string | undefined): string {
  if (!text || !/^\d{1,32}$/.test(text)) throw new UsageError(`order ID must be digits, got ${text ?? "(missing)"}`);
  return text;
}

function keyOf(text: string | undefined): string {
  const parsed = licenceKey.safeParse(text ?? "");
  if (!parsed.success) throw new UsageError(`licence key must be 8-4-4-4-12 hexadecimal, got ${text ?? "(missing)"}`);
  return parsed.data;
}

export function licenceCommands(settings: LicenceCommandSettings): readonly AdminCommand[] {
  const { perWindow, windowMs } = settings.resetPolicy;
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
        await queueLicenceMail(db, licence, settings.mail, "resend");
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
    {
      name: "licence:grant-reset",
      usage: "licence:grant-reset <licenceKey>",
      description: `Grants one device reset past the key's quota (${perWindow} in any ${windowMs / 86_400_000} days).`,
      async run(db, [raw]) {
        const key = keyOf(raw);
        const outcome = await grantExtraReset(db, key);
        if (outcome.status !== "granted") {
          throw new UsageError(
            outcome.status === "unknown" ? `no licence ${key}` : `licence ${key} was revoked (refunded order)`,
          );
        }
        console.log(`Granted: ${key} now has ${outcome.extraResets} reset(s) beyond its quota.`);
      },
    },
  ];
}
