/**
 * Licence operations for support: resend the licence e-mail, the free second key, one more device
 * reset. The rules are the operator console's (worker/services/admin/licence-actions.ts), and each
 * command is on the console's audit log, done by "npm run admin".
 */
import { licenceKey } from "#common/api/fields.ts";
import type { Db } from "#worker/db/client.ts";
import type { LicenceMailSettings } from "#worker/mail/licence.ts";
import {
  grantReset,
  issueSecondKeyWithMail,
  licenceState,
  orderState,
  resendLicenceMail,
} from "#worker/services/admin/licence-actions.ts";
import { audited } from "#worker/services/audit.ts";
import type { ResetPolicy } from "#worker/services/licences.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { type AdminCommand, UsageError } from "./command";

/** The Worker's settings, from the same wrangler.toml values it runs with. */
export interface LicenceCommandSettings {
  readonly mail: LicenceMailSettings;
  readonly resetPolicy: ResetPolicy;
}

/** Who the audit log names for these commands. */
export const CLI_ACTOR = "npm run admin";

function orderIdOf(text: string | undefined): string {
  if (!text || !/^\d{1,32}$/.test(text)) throw new UsageError(`order ID must be digits, got ${text ?? "(missing)"}`);
  return text;
}

function keyOf(text: string | undefined): string {
  const parsed = licenceKey.safeParse(text ?? "");
  if (!parsed.success) throw new UsageError(`licence key must be 8-4-4-4-12 hexadecimal, got ${text ?? "(missing)"}`);
  return parsed.data.toLowerCase();
}

/** The console's refusals (no such order, already has its second key...) are the user's mistakes here. */
function accepted<T>(outcome: T): Exclude<T, Refusal> {
  if (outcome instanceof Refusal) throw new UsageError(outcome.message);
  return outcome as Exclude<T, Refusal>;
}

/**
 * One action as the console does it, on its audit log under CLI_ACTOR with the state before (a
 * target that does not exist is refused before anything is recorded).
 */
async function auditedCommand<T>(
  db: Db,
  entry: { action: string; target: string; before: () => Promise<unknown> },
  act: () => Promise<T>,
): Promise<Exclude<T, Refusal>> {
  const before = accepted(await entry.before());
  return accepted(await audited(db, { actor: CLI_ACTOR, action: entry.action, target: entry.target, before }, act));
}

/** A console action on one order (resend, second key): `<name> <orderId>`, audited, then what it did. */
function orderCommand<T>(
  name: string,
  description: string,
  action: string,
  act: (db: Db, orderId: string) => Promise<T>,
  done: (result: Exclude<T, Refusal>, orderId: string) => string,
): AdminCommand {
  return {
    name,
    usage: `${name} <orderId>`,
    description,
    async run(db, [raw]) {
      const orderId = orderIdOf(raw);
      const before = () => orderState(db, orderId);
      const result = await auditedCommand(db, { action, target: `order:${orderId}`, before }, () => act(db, orderId));
      console.log(done(result, orderId));
    },
  };
}

export function licenceCommands(settings: LicenceCommandSettings): readonly AdminCommand[] {
  const { perWindow, windowMs } = settings.resetPolicy;
  return [
    orderCommand(
      "licence:resend",
      "Queues the licence e-mail again, with every live key of the order.",
      "licence.resend_mail",
      (db, orderId) => resendLicenceMail(db, orderId, settings.mail),
      (sent, orderId) => `Queued the licence e-mail for order ${orderId} to ${sent.to} (${sent.keys} key(s)).`,
    ),
    orderCommand(
      "licence:second-key",
      "Issues the free second key of an order and e-mails both keys.",
      "licence.second_key",
      (db, orderId) => issueSecondKeyWithMail(db, orderId, settings.mail),
      (issued, orderId) => `Issued ${issued.key} for order ${orderId} and queued the e-mail.`,
    ),
    {
      name: "licence:grant-reset",
      usage: "licence:grant-reset <licenceKey>",
      description: `Grants one device reset past the key's quota (${perWindow} in any ${windowMs / 86_400_000} days).`,
      async run(db, [raw]) {
        const key = keyOf(raw);
        const after = await auditedCommand(
          db,
          { action: "licence.grant_reset", target: `licence:${key}`, before: () => licenceState(db, key) },
          () => grantReset(db, key),
        );
        console.log(`Granted: ${key} now has ${after.extraResets} reset(s) beyond its quota.`);
      },
    },
  ];
}
