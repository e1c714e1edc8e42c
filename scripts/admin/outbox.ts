import { desc } from "drizzle-orm";
import { outbox } from "#worker/db/schema.ts";
import { type AdminCommand, UsageError } from "./command";

const DEFAULT_COUNT = 10;
const MAX_COUNT = 500;

function stateOf(row: typeof outbox.$inferSelect): string {
  if (row.sentAt !== null) return `sent ${new Date(row.sentAt).toISOString()}`;
  if (row.attempts === 0) return "pending";
  return `retry after ${new Date(row.nextAttemptAt).toISOString()} (${row.attempts} attempt(s): ${row.lastError ?? "?"})`;
}

/** `npm run outbox [n]`: the n latest e-mails the Worker wrote, newest first, in full. */
export const outboxList: AdminCommand = {
  name: "outbox",
  usage: "outbox [n]",
  description: `the n latest e-mails in the outbox, newest first, with their state (default ${DEFAULT_COUNT})`,
  async run(db, [raw]) {
    const count = raw === undefined ? DEFAULT_COUNT : Number(raw);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
      throw new UsageError(`n must be a whole number from 1 to ${MAX_COUNT}, got ${JSON.stringify(raw)}`);
    }
    const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(count);
    if (rows.length === 0) {
      console.log("The outbox is empty.");
      return;
    }
    for (const row of rows) {
      console.log(
        [
          `#${row.id}  ${new Date(row.createdAt).toISOString()}  [${row.kind}]  ${stateOf(row)}`,
          `To: ${row.toAddress}`,
          `Subject: ${row.subject}`,
          "",
          ...row.bodyText.split("\n").map((line) => `  ${line}`),
          "",
        ].join("\n"),
      );
    }
  },
};
