/**
 * The mail outbox in the console: pending and failed mails with their last error, one mail whole,
 * and "retry now" (due at once, then one sender run while the operator waits).
 */
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type MailRow, type OutboxDetailAnswer } from "#common/api/admin.ts";
import type { Db } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { conflict, notFound, Refusal } from "#worker/services/refusal.ts";
import { Unavailable } from "#worker/services/unavailable.ts";
import { idCursor, idsBefore, type ListRead, pageOf } from "./cursor";
import { mailRowOf } from "./rows";

type State = "pending" | "failed" | "sent" | "all";

const stateFilter: Record<State, SQL | undefined> = {
  pending: and(isNull(outbox.sentAt), isNull(outbox.lastError)),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.lastError)),
  sent: isNotNull(outbox.sentAt),
  all: undefined,
};

/** Newest first; cursor: the last id. */
export const searchOutbox: ListRead<{ state: State }, MailRow> = async (db, input, limit = ADMIN_PAGE_SIZE) => {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(stateFilter[input.state], idsBefore(outbox.id, input.cursor)))
    .orderBy(desc(outbox.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, idCursor);
  return { items: page.items.map(mailRowOf), next: page.next };
};

async function mailOrRefusal(db: Db, id: number) {
  return (await db.query.outbox.findFirst({ where: eq(outbox.id, id) })) ?? notFound(`No mail ${id}`);
}

export async function mailDetail(db: Db, id: number): Promise<OutboxDetailAnswer | Refusal> {
  const row = await mailOrRefusal(db, id);
  if (row instanceof Refusal) return row;
  return { ...mailRowOf(row), body: row.bodyText };
}

/** A mail's delivery state, as the audit log records it. */
export async function mailState(db: Db, id: number) {
  const row = await mailOrRefusal(db, id);
  if (row instanceof Refusal) return row;
  const { to, subject, state, attempts, lastError, sentAt, nextAttemptAt } = mailRowOf(row);
  return { id, to, subject, state, attempts, lastError, sentAt, nextAttemptAt };
}

/**
 * Puts an unsent mail first in line and runs the sender (`send`, the outbox's own drain), then
 * reports: a 502 with the provider's answer when it failed again.
 */
export async function retryMail(db: Db, id: number, send: () => Promise<unknown>) {
  const before = await mailState(db, id);
  if (before instanceof Refusal) return before;
  if (before.state === "sent") return conflict("This mail was already sent");
  await db
    .update(outbox)
    .set({ nextAttemptAt: 0 })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
  await send();
  const after = await mailState(db, id);
  if (after instanceof Refusal) return after;
  if (after.state !== "sent") {
    throw new Unavailable(502, `The mail provider did not take it: ${after.lastError ?? "not sent yet"}`);
  }
  return after;
}
