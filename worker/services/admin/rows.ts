/** D1 rows as the console's API shapes (common/api/admin.ts). */
import type { AuditRow, MailRow, ReconciliationRun } from "#common/api/admin.ts";
import type { auditLog, outbox, reconciliationRuns } from "#worker/db/schema.ts";

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export const runOf = (row: typeof reconciliationRuns.$inferSelect): ReconciliationRun => ({
  id: row.id,
  trigger: row.trigger,
  actor: row.actor,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  checked: row.checked,
  fixed: parsed(row.fixed) as ReconciliationRun["fixed"],
  replayed: row.replayed,
  failing: parsed(row.failing) as ReconciliationRun["failing"],
  error: row.error,
});

export const auditRowOf = (row: typeof auditLog.$inferSelect): AuditRow => ({
  id: row.id,
  at: row.at,
  actor: row.actor,
  action: row.action,
  target: row.target,
  before: parsed(row.before),
  after: parsed(row.after),
  outcome: row.outcome ?? "unfinished",
  error: row.error,
});

export const mailStateOf = (row: Pick<typeof outbox.$inferSelect, "sentAt" | "lastError">): MailRow["state"] =>
  row.sentAt !== null ? "sent" : row.lastError !== null ? "failed" : "pending";

export const mailRowOf = (row: typeof outbox.$inferSelect): MailRow => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt,
  lastError: row.lastError,
  state: mailStateOf(row),
});
