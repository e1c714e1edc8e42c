import { desc } from "drizzle-orm";
import { plainAnswers } from "#common/api/fields.ts";
import { runBatch } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { contactMessages } from "#worker/db/schema.ts";
import { logEvent } from "#worker/log.ts";
import { contactNoticeMail } from "#worker/mail/contact-notice.ts";
import type { MailBrand } from "#worker/mail/layout.ts";
import { queueMail } from "#worker/mail/queue.ts";
import type { CaptchaVerifier } from "#worker/services/captcha.ts";
import { Refusal } from "#worker/services/refusal.ts";

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

/**
 * The spec's call 4: a message whose captcha token passes is stored and support told; one the
 * captcha rejects is refused with 'KO1', and one whose captcha could not be checked with 'KO'
 * (the reason goes to the log, not to the visitor).
 */
export async function receiveContactMessage(
  db: Db,
  verifier: CaptchaVerifier,
  message: Omit<NewContactMessage, "captchaScore"> & { readonly captchaToken: string },
  brand: MailBrand,
): Promise<{ readonly stored: true } | Refusal> {
  const captcha = await verifier.verify(message.captchaToken, message.ip);
  if (captcha instanceof Refusal) {
    const rejected = captcha.kind === "invalid";
    logEvent(rejected ? "info" : "error", {
      event: rejected ? "contact.captcha_rejected" : "contact.captcha_unavailable",
      reason: captcha.message,
    });
    return new Refusal(captcha.kind, captcha.message, {
      plain: rejected ? plainAnswers.captchaRejected : plainAnswers.ko,
    });
  }
  const { captchaToken: _, ...fields } = message;
  await saveContactMessage(db, { ...fields, captchaScore: captcha.score }, brand);
  return { stored: true };
}

/** The most recent messages, newest first (the admin listing). */
export function recentContactMessages(db: Db, limit: number) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
