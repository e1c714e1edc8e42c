import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runBatch } from "#worker/db/batch.ts";
import { createDb } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { queueMail } from "#worker/mail/queue.ts";

const db = createDb(env.DB);
const mail = { subject: "Your key", text: "Key: x", html: "<p>Key: <code>x</code></p>" };
const rowsOf = (dedupeKey: string) => db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));

describe("queueMail", () => {
  it("writes one outbox row with both parts, addressed as given", async () => {
    const dedupeKey = `licence:${crypto.randomUUID()}`;
    await db.run(queueMail(mail, { kind: "licence", dedupeKey, to: "buyer@example.com" }));
    expect(await rowsOf(dedupeKey)).toEqual([
      expect.objectContaining({
        kind: "licence",
        dedupeKey,
        toAddress: "buyer@example.com",
        subject: "Your key",
        bodyText: "Key: x",
        bodyHtml: "<p>Key: <code>x</code></p>",
        sentAt: null,
      }),
    ]);
  });

  it("queues a mail once however often its dedupe key is queued, in one batch or several", async () => {
    const dedupeKey = `licence:${crypto.randomUUID()}`;
    const statement = () => queueMail(mail, { kind: "licence", dedupeKey, to: "buyer@example.com" });
    await runBatch(db, [statement(), statement()]);
    await db.run(queueMail({ ...mail, subject: "Another" }, { kind: "licence", dedupeKey, to: "other@example.com" }));
    expect(await rowsOf(dedupeKey)).toEqual([expect.objectContaining({ subject: "Your key" })]);
  });

  it("queues nothing when its condition does not hold as the batch runs", async () => {
    const [kept, dropped] = [`a:${crypto.randomUUID()}`, `b:${crypto.randomUUID()}`];
    await runBatch(db, [
      queueMail(mail, { kind: "licence", dedupeKey: kept, to: "buyer@example.com" }, sql`1 = 1`),
      queueMail(mail, { kind: "licence", dedupeKey: dropped, to: "buyer@example.com" }, sql`1 = 0`),
    ]);
    expect(await rowsOf(kept)).toHaveLength(1);
    expect(await rowsOf(dropped)).toHaveLength(0);
  });
});
