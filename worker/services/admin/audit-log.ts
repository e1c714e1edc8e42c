/** The console's reads of the audit log that ../audit.ts writes. */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AuditRow } from "#common/api/admin.ts";
import { ADMIN_PAGE_SIZE } from "#common/api/admin.ts";
import type { Db } from "#worker/db/client.ts";
import { auditLog } from "#worker/db/schema.ts";
import { idCursor, idsBefore, type ListRead, pageOf } from "./cursor";
import { auditRowOf } from "./rows";

/** Newest first, optionally about one target; the cursor is the last row's id. */
export const auditPage: ListRead<{ target?: string | undefined }, AuditRow> = async (
  db,
  input,
  limit = ADMIN_PAGE_SIZE,
) => {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(input.target ? eq(auditLog.target, input.target) : undefined, idsBefore(auditLog.id, input.cursor)))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, idCursor);
  return { items: page.items.map(auditRowOf), next: page.next };
};

/** The latest rows about any of these targets (an order's page shows its own and its keys'). */
export async function historyOf(db: Db, targets: readonly string[], limit = 20): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.target, [...targets]))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(auditRowOf);
}
