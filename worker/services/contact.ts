import { desc } from "drizzle-orm";
import { runBatch } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { contactMessages } from "#worker/db/schema.ts";
import { contactNoticeMail } from "#worker/mail/contact-notice.ts";
import type { MailBrand } from "#worker/mail/layout.ts";
import { queueMail } from "#worker/mail/queue.ts";

export interface NewContactMessage {
  readonly email: string;
  readonly subject: string;
  readonly content: string;
  /** The captcha score, or null when the development verifier let it through unchecked. */
  readonly captchaScore: number | null;
  readonly ip: string | null;
}

/** Stores the message and queues its notice to support (brand.supportEmail) in one batch: both or neither. */
export async function saveContactMessage(db: Db, message: NewContactMessage, brand: MailBrand): Promise<void> {
  const notice = contactNoticeMail(message, brand);
  await runBatch(db, [
    db.insert(contactMessages).values({
      email: message.email,
      subject: message.subject,
      content: message.content,
      captchaScore: message.captchaScore,
      ip: message.ip,
    }),
    // Each accepted message is its own mail; the key only guards against a replayed write.
    queueMail(notice, { kind: "contact", dedupeKey: `contact:${crypto.randomUUID()}`, to: brand.supportEmail }),
  ]);
}

/** The most recent messages, newest first (the admin listing). */
export function recentContactMessages(db: Db, limit: number) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
