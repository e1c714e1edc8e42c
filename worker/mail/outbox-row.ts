import type { RenderedMail } from "./layout";

/**
 * The outbox row of one rendered mail, both parts; insert it in the batch that writes the data
 * the mail describes (worker/services/mail.ts sends it). `dedupeKey` names the mail, so a
 * second write of it is a no-op.
 */
export function outboxRow(mail: RenderedMail, row: { kind: string; dedupeKey: string; to: string }) {
  return {
    kind: row.kind,
    dedupeKey: row.dedupeKey,
    toAddress: row.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
  };
}
