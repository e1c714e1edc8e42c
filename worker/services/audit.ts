/**
 * The audit log: every operator action leaves a row (who, what, target, when, before/after). The
 * row is written before the action runs and completed after it, so an action that fails or dies
 * half-way is still on record (outcome failed, or none: "unfinished"). Shared by every service
 * whose actions are audited (the console's, payouts); the console reads the log in ./admin/audit-log.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";
import { auditLog } from "#worker/db/schema.ts";
import { Refusal } from "./refusal";

export interface AuditEntry {
  /** The operator's e-mail, or "cron". */
  readonly actor: string;
  /** e.g. `licence.revoke`. */
  readonly action: string;
  /** e.g. `licence:<key>`, `order:<id>`. */
  readonly target: string;
  /** The target before the action (JSON-serialisable), or null when it did not exist. */
  readonly before: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Runs `act` on record; its result is stored as `after`. A `Refusal` it returns, and an error it
 * throws, are both a failed attempt recorded with their message; the refusal is returned, the error
 * rethrown.
 */
export async function audited<T>(
  db: Db,
  entry: AuditEntry,
  act: () => Promise<T>,
  /** The target once the action made it (a new affiliate's id), when it differs from `entry.target`. */
  targetOf?: (after: Exclude<T, Refusal>) => string,
): Promise<T> {
  const [row] = await db
    .insert(auditLog)
    .values({ actor: entry.actor, action: entry.action, target: entry.target, before: json(entry.before) })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("the audit row was not written");
  const failed = (message: string) =>
    db
      .update(auditLog)
      .set({ outcome: "failed", error: message.slice(0, 500) })
      .where(eq(auditLog.id, row.id));
  try {
    const after = await act();
    if (after instanceof Refusal) {
      await failed(after.message);
      return after;
    }
    await db
      .update(auditLog)
      .set({ after: json(after), outcome: "ok", target: targetOf?.(after as Exclude<T, Refusal>) ?? entry.target })
      .where(eq(auditLog.id, row.id));
    return after;
  } catch (error) {
    await failed(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
