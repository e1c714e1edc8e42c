import { desc } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";
import { contactMessages, outbox } from "#worker/db/schema.ts";

export interface NewContactMessage {
  readonly email: string;
  readonly subject: string;
  readonly content: string;
  /** The captcha score, or null when the development verifier let it through unchecked. */
  readonly captchaScore: number | null;
  readonly ip: string | null;
  readonly supportEmail: string;
}

/** The notification support receives for one message. */
export function supportNotification(message: Pick<NewContactMessage, "email" | "subject" | "content">) {
  return {
    subject: `[Contact] ${message.subject}`,
    bodyText: [
      "A visitor wrote through the contact form.",
      "",
      `From: ${message.email}`,
      `Subject: ${message.subject}`,
      "",
      message.content,
      "",
      `Reply to ${message.email} directly.`,
    ].join("\n"),
  };
}

/** Stores the message and queues its notification to support in one batch: both or neither. */
export async function saveContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  const notification = supportNotification(message);
  await db.batch([
    db.insert(contactMessages).values({
      email: message.email,
      subject: message.subject,
      content: message.content,
      captchaScore: message.captchaScore,
      ip: message.ip,
    }),
    db
      .insert(outbox)
      .values({
        kind: "contact",
        // Each accepted message is its own mail; the key only guards against a replayed write.
        dedupeKey: `contact:${crypto.randomUUID()}`,
        toAddress: message.supportEmail,
        subject: notification.subject,
        bodyText: notification.bodyText,
      })
      .onConflictDoNothing(),
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
