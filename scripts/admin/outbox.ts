import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { desc, eq } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { type AdminCommand, UsageError } from "./command";

const DEFAULT_COUNT = 10;
const MAX_COUNT = 500;

function stateOf(row: typeof outbox.$inferSelect): string {
  if (row.sentAt !== null) return `sent ${new Date(row.sentAt).toISOString()}`;
  if (row.attempts === 0) return "pending";
  return `retry after ${new Date(row.nextAttemptAt).toISOString()} (${row.attempts} attempt(s): ${row.lastError ?? "?"})`;
}

/** `npm run outbox -- html <id> [file]`: one mail's HTML part as a file to open in a browser. */
async function writeHtml(db: Db, rawId: string | undefined, file: string | undefined): Promise<void> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id < 1)
    throw new UsageError(`html needs a mail id (#n in the list), got ${JSON.stringify(rawId)}`);
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new UsageError(`no mail #${id} in the outbox`);
  if (row.bodyHtml === null) throw new UsageError(`mail #${id} has no HTML part (written before HTML mails)`);
  const path = resolve(file ?? `outbox-${id}.html`);
  await writeFile(path, row.bodyHtml);
  console.log(`Wrote the HTML of mail #${id} ("${row.subject}") to ${path}`);
}

/**
 * `npm run outbox [n]`: the n latest e-mails the Worker wrote, newest first, in full (the text
 * part); `npm run outbox -- html <id> [file]` writes one mail's HTML part to open in a browser.
 */
export const outboxList: AdminCommand = {
  name: "outbox",
  usage: "outbox [n] | outbox html <id> [file.html]",
  description: `the n latest e-mails in the outbox, newest first, with their state (default ${DEFAULT_COUNT}); html writes one mail's HTML part to a file`,
  async run(db, [raw, ...rest]) {
    if (raw === "html") return writeHtml(db, rest[0], rest[1]);
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
          `Subject: ${row.subject}${row.bodyHtml === null ? "" : `  (HTML part: npm run outbox -- html ${row.id})`}`,
          "",
          ...row.bodyText.split("\n").map((line) => `  ${line}`),
          "",
        ].join("\n"),
      );
    }
  },
};
