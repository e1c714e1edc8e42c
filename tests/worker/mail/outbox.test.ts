import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMailFake } from "#tests/fakes/mail.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { FREQUENT_CRON } from "#worker/cron/triggers.ts";
import { createDb } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import worker from "#worker/index.ts";
import { queueMail } from "#worker/mail/queue.ts";
import {
  CLAIM_MS,
  httpMailProvider,
  mailProviderFor,
  recordingMailProvider,
  retryDelayMs,
  sendPendingMail,
} from "#worker/services/mail.ts";

const db = createDb(env.DB);
const FROM = workerTestBindings.MAIL_FROM;
let mail: ReturnType<typeof createMailFake>;
let provider: ReturnType<typeof httpMailProvider>;

beforeEach(async () => {
  await db.delete(outbox);
  mail = createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY });
  provider = httpMailProvider({
    baseUrl: workerTestBindings.MAIL_API_BASE,
    apiKey: workerTestBindings.MAIL_API_KEY,
    fetch: routeOutbound({ mail: mail.handler }),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function queue(to: string) {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: "licence",
      dedupeKey: `test:${crypto.randomUUID()}`,
      toAddress: to,
      subject: "Your key",
      bodyText: "Key: x",
    })
    .returning();
  if (!row) throw new Error("not queued");
  return row.id;
}
const rowOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe("the outbox sender", () => {
  it("sends due mails through the provider and marks them sent", async () => {
    const id = await queue("buyer@example.com");
    expect(await sendPendingMail(db, provider, FROM)).toEqual({ sent: 1, failed: 0 });
    expect(mail.sent).toEqual([{ from: FROM, to: ["buyer@example.com"], subject: "Your key", text: "Key: x" }]);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Number) });
    expect(await sendPendingMail(db, provider, FROM)).toEqual({ sent: 0, failed: 0 });
  });

  it("sends the HTML part with its plain-text alternative", async () => {
    const dedupeKey = `test:${crypto.randomUUID()}`;
    await db.run(
      queueMail(
        { subject: "Both parts", text: "Key: x", html: "<!DOCTYPE html><p>Key: <code>x</code></p>" },
        { kind: "licence", dedupeKey, to: "buyer@example.com" },
      ),
    );
    const row = await db.query.outbox.findFirst({ where: eq(outbox.dedupeKey, dedupeKey) });
    expect(row?.bodyHtml).toBe("<!DOCTYPE html><p>Key: <code>x</code></p>");
    expect(await sendPendingMail(db, provider, FROM)).toEqual({ sent: 1, failed: 0 });
    expect(mail.sent).toEqual([
      {
        from: FROM,
        to: ["buyer@example.com"],
        subject: "Both parts",
        text: "Key: x",
        html: "<!DOCTYPE html><p>Key: <code>x</code></p>",
      },
    ]);
  });

  it("keeps a mail the provider refused and sends it once the provider recovers, with backoff", async () => {
    let now = 1_000_000;
    const clock = () => now;
    const id = await queue("buyer@example.com");
    mail.fail();
    expect(await sendPendingMail(db, provider, FROM, clock)).toEqual({ sent: 0, failed: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: now + retryDelayMs(1) });
    expect(row?.lastError).toContain("mail API answered 503");

    // Not due yet: nothing happens.
    expect(await sendPendingMail(db, provider, FROM, clock)).toEqual({ sent: 0, failed: 0 });
    now += retryDelayMs(1);
    expect(await sendPendingMail(db, provider, FROM, clock)).toEqual({ sent: 0, failed: 1 });
    row = await rowOf(id);
    expect(row?.nextAttemptAt).toBe(now + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    mail.recover();
    now += retryDelayMs(2);
    expect(await sendPendingMail(db, provider, FROM, clock)).toEqual({ sent: 1, failed: 0 });
    expect(mail.sent).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, lastError: null, sentAt: now });
  });

  it("caps the backoff at six hours", () => {
    expect(retryDelayMs(30)).toBe(6 * 3600_000);
  });

  it("never sends one mail twice when two senders run at once", async () => {
    for (let i = 0; i < 5; i++) await queue(`buyer${i}@example.com`);
    const [a, b] = await Promise.all([sendPendingMail(db, provider, FROM), sendPendingMail(db, provider, FROM)]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(5);
    expect(mail.sent).toHaveLength(5);
  });

  it("leaves a claimed mail alone until its claim lapses", async () => {
    const id = await queue("buyer@example.com");
    const now = Date.now();
    await db
      .update(outbox)
      .set({ nextAttemptAt: now + CLAIM_MS })
      .where(eq(outbox.id, id));
    expect(await sendPendingMail(db, provider, FROM)).toEqual({ sent: 0, failed: 0 });
  });
});

describe("the provider for an environment", () => {
  it("uses the HTTP API when configured, records locally, and keeps mails pending in production without one", async () => {
    expect(
      mailProviderFor({ ENVIRONMENT: "production", MAIL_API_BASE: "https://mail.example", MAIL_API_KEY: "k" }).name,
    ).toBe("http");
    expect(mailProviderFor({ ENVIRONMENT: "development", MAIL_API_BASE: "", MAIL_API_KEY: "" })).toBe(
      recordingMailProvider,
    );
    const unconfigured = mailProviderFor({ ENVIRONMENT: "production", MAIL_API_BASE: "", MAIL_API_KEY: "" });
    await expect(
      unconfigured.send({ from: FROM, to: "a@example.com", subject: "s", text: "t", idempotencyKey: "k" }),
    ).rejects.toThrow("no e-mail provider configured");
  });

  it("only records on staging, the mail sandbox, even with a provider configured", () => {
    const configured = { MAIL_API_BASE: "https://mail.example", MAIL_API_KEY: "k" };
    expect(mailProviderFor({ ENVIRONMENT: "staging", ...configured })).toBe(recordingMailProvider);
    expect(mailProviderFor({ ENVIRONMENT: "staging", MAIL_API_BASE: "", MAIL_API_KEY: "" })).toBe(
      recordingMailProvider,
    );
  });
});

describe("the cron trigger", () => {
  it("drains the outbox", async () => {
    vi.stubGlobal("fetch", routeOutbound({ mail: mail.handler }));
    const id = await queue("cron@example.com");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: FREQUENT_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await rowOf(id))?.sentAt).toEqual(expect.any(Number));
    expect(mail.sent.map((m) => m.to)).toEqual([["cron@example.com"]]);
  });
});
