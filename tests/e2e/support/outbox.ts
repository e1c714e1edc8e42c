import { readdirSync } from "node:fs";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { E2E_PERSIST_DIR } from "./e2e-site";

export interface OutboxMail {
  readonly subject: string;
  readonly body_text: string;
  /** The provider's answer to the last failed attempt, or null. */
  readonly last_error: string | null;
  readonly sent_at: number | null;
}

/** One row of a query on the e2e D1 database, read-only, beside the running Worker. */
export function readE2eD1<Row>(query: string, ...params: SQLInputValue[]): Row | undefined {
  const dir = `${E2E_PERSIST_DIR}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${dir}`);
  const db = new DatabaseSync(`${dir}/${file}`, { readOnly: true });
  try {
    return db.prepare(query).get(...params) as Row | undefined;
  } finally {
    db.close();
  }
}

/** The newest e-mail to `to` the Worker wrote. */
export const newestMailTo = (to: string): OutboxMail | undefined =>
  readE2eD1<OutboxMail>(
    "SELECT subject, body_text, last_error, sent_at FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1",
    to,
  );

/** An order's status ("paid", "refunded"), as the webhooks leave it. */
export const orderStatus = (orderId: string): string | undefined =>
  readE2eD1<{ status: string }>("SELECT status FROM orders WHERE id = ?", orderId)?.status;
