import { readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { E2E_PERSIST_DIR } from "./e2e-site";

export interface OutboxMail {
  readonly subject: string;
  readonly body_text: string;
}

/** The newest e-mail to `to` in the e2e D1 database (read-only, beside the running Worker). */
export function newestMailTo(to: string): OutboxMail | undefined {
  const dir = `${E2E_PERSIST_DIR}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${dir}`);
  const db = new DatabaseSync(`${dir}/${file}`, { readOnly: true });
  try {
    return db.prepare("SELECT subject, body_text FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1").get(to) as
      | OutboxMail
      | undefined;
  } finally {
    db.close();
  }
}
