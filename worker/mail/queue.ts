import { type SQL, sql } from "drizzle-orm";
import { outbox } from "#worker/db/schema.ts";
import { columnList } from "#worker/db/sql.ts";
import type { RenderedMail } from "./layout";

/** What the outbox row says besides the mail: `dedupeKey` names the mail, so queueing it again is a no-op. */
export interface MailAddress {
  readonly kind: string;
  readonly dedupeKey: string;
  readonly to: string;
}

/**
 * The statement that queues one rendered mail, both parts (worker/services/mail.ts sends it): put
 * it in the batch (worker/db/batch.ts) that writes the data the mail describes. With `when`, the
 * mail is queued only if that condition holds as the batch runs, i.e. the write it announces landed.
 */
export function queueMail(mail: RenderedMail, address: MailAddress, when: SQL = sql`1`): SQL {
  const { kind, dedupeKey, toAddress, subject, bodyText, bodyHtml } = outbox;
  // SQLite reads ON after a SELECT without WHERE as a join's: the WHERE is always there.
  return sql`INSERT INTO ${outbox} ${columnList(kind, dedupeKey, toAddress, subject, bodyText, bodyHtml)}
    SELECT ${address.kind}, ${address.dedupeKey}, ${address.to}, ${mail.subject}, ${mail.text}, ${mail.html}
    WHERE ${when} ON CONFLICT DO NOTHING`;
}
