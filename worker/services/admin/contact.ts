/** The contact inbox: messages newest first, one message whole, marked handled (or open again). */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type ContactDetailAnswer, type ContactRow } from "#common/api/admin.ts";
import type { Db } from "#worker/db/client.ts";
import { contactMessages } from "#worker/db/schema.ts";
import { conflict, notFound, Refusal } from "#worker/services/refusal.ts";
import { type ListRead, olderThan, pageOf, timeCursor } from "./cursor";

const m = contactMessages;
const rowColumns = {
  id: m.id,
  email: m.email,
  subject: m.subject,
  createdAt: m.createdAt,
  handledAt: m.handledAt,
  handledBy: m.handledBy,
};

export const searchContact: ListRead<{ status: "open" | "handled" | "all" }, ContactRow> = async (
  db,
  input,
  limit = ADMIN_PAGE_SIZE,
) => {
  const rows = await db
    .select(rowColumns)
    .from(m)
    .where(
      and(
        input.status === "open" ? isNull(m.handledAt) : input.status === "handled" ? isNotNull(m.handledAt) : undefined,
        olderThan(m.createdAt, m.id, input.cursor),
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit + 1);
  return pageOf(rows, limit, timeCursor);
};

export async function contactDetail(db: Db, id: number): Promise<ContactDetailAnswer | Refusal> {
  const row = await db.query.contactMessages.findFirst({ where: eq(m.id, id) });
  if (!row) return notFound(`No contact message ${id}`);
  const { id: rowId, email, subject, content, captchaScore, ip, createdAt, handledAt, handledBy } = row;
  return { id: rowId, email, subject, content, captchaScore, ip, createdAt, handledAt, handledBy };
}

/** A message's state as the audit log records it. */
export async function contactState(db: Db, id: number) {
  const detail = await contactDetail(db, id);
  if (detail instanceof Refusal) return detail;
  const { handledAt, handledBy, subject, email } = detail;
  return { id, email, subject, handledAt, handledBy };
}

export async function setHandled(db: Db, id: number, handled: boolean, operator: string, now = Date.now()) {
  const before = await contactState(db, id);
  if (before instanceof Refusal) return before;
  if ((before.handledAt !== null) === handled)
    return conflict(`The message is already ${handled ? "handled" : "open"}`);
  await db
    .update(m)
    .set(handled ? { handledAt: now, handledBy: operator } : { handledAt: null, handledBy: null })
    .where(eq(m.id, id));
  return contactState(db, id);
}
