import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ContactDetailAnswer, ContactRow, MailRow, OutboxDetailAnswer } from "#common/api/admin.ts";
import { contactMessages, outbox } from "#worker/db/schema.ts";
import { adminGet, adminPost, adminServicesPerTest, OPERATOR } from "./access";
import { auditOf, db } from "./fixtures";

const fakes = adminServicesPerTest();

async function aMessage(subject: string, createdAt: number) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      email: "visitor@example.com",
      subject,
      content: `About ${subject}\nSecond line`,
      captchaScore: 0.9,
      ip: "198.51.100.7",
      createdAt,
    })
    .returning({ id: contactMessages.id });
  return row?.id as number;
}

async function aMail(fields: Partial<typeof outbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: "licence",
      dedupeKey: `test:${crypto.randomUUID()}`,
      toAddress: "customer@example.com",
      subject: "Your licence",
      bodyText: "Your key: 1234",
      ...fields,
    })
    .returning({ id: outbox.id });
  return row?.id as number;
}

const list = async <T>(path: string, body: unknown) =>
  (await (await adminPost(path, body)).json()) as { items: T[]; next: string | null };

describe("contact inbox", () => {
  it("lists open messages newest first, then handled ones on their own", async () => {
    const old = await aMessage("Old question", 1_000);
    const recent = await aMessage("Recent question", 2_000);
    const open = await list<ContactRow>("/api/admin/contact/search", { status: "open" });
    expect(open.items.map((m) => m.id)).toEqual([recent, old]);

    const res = await adminPost(`/api/admin/contact/${old}/handled`, { handled: true });
    expect(await res.json()).toEqual({ ok: true, message: "Message marked handled" });
    expect((await list<ContactRow>("/api/admin/contact/search", {})).items.map((m) => m.id)).toEqual([recent]);
    const handled = await list<ContactRow>("/api/admin/contact/search", { status: "handled" });
    expect(handled.items).toEqual([
      expect.objectContaining({ id: old, handledBy: OPERATOR, handledAt: expect.any(Number) }),
    ]);
  });

  it("reads a message whole", async () => {
    const id = await aMessage("Whole message", 3_000);
    const res = await adminGet(`/api/admin/contact/${id}`);
    expect((await res.json()) as ContactDetailAnswer).toMatchObject({
      id,
      email: "visitor@example.com",
      subject: "Whole message",
      content: "About Whole message\nSecond line",
      captchaScore: 0.9,
    });
    expect((await adminGet("/api/admin/contact/999999")).status).toBe(404);
  });

  it("opens a handled message again, each change on record", async () => {
    const id = await aMessage("Twice", 4_000);
    await adminPost(`/api/admin/contact/${id}/handled`, { handled: true });
    expect((await adminPost(`/api/admin/contact/${id}/handled`, { handled: true })).status).toBe(409);
    expect((await adminPost(`/api/admin/contact/${id}/handled`, { handled: false })).status).toBe(200);
    expect((await db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) }))?.handledAt).toBeNull();
    const rows = await auditOf(`contact:${id}`);
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ["contact.handled", "ok"],
      ["contact.handled", "failed"],
      ["contact.reopen", "ok"],
    ]);
    expect(rows[0]).toMatchObject({ before: { handledAt: null }, after: { handledBy: OPERATOR } });
  });

  it("answers 400 for a status it does not know", async () => {
    expect((await adminPost("/api/admin/contact/search", { status: "spam" })).status).toBe(400);
  });
});

describe("mail outbox", () => {
  it("lists failed mails with their last error, pending ones apart", async () => {
    const failed = await aMail({ attempts: 2, lastError: "mail API answered 503", nextAttemptAt: Date.now() + 60_000 });
    const pending = await aMail();
    const failedList = await list<MailRow>("/api/admin/outbox/search", { state: "failed" });
    expect(failedList.items.map((m) => [m.id, m.state, m.lastError])).toContainEqual([
      failed,
      "failed",
      "mail API answered 503",
    ]);
    expect(failedList.items.map((m) => m.id)).not.toContain(pending);
    const pendingList = await list<MailRow>("/api/admin/outbox/search", { state: "pending" });
    expect(pendingList.items.map((m) => m.id)).toContain(pending);
  });

  it("reads a mail whole", async () => {
    const id = await aMail({ subject: "Read me", bodyText: "The whole body" });
    const mail = (await (await adminGet(`/api/admin/outbox/${id}`)).json()) as OutboxDetailAnswer;
    expect(mail).toMatchObject({ id, subject: "Read me", body: "The whole body", state: "pending" });
  });

  it("retries a failed mail now: 502 with the provider's answer while it fails, sent once it recovers", async () => {
    const id = await aMail({
      toAddress: "retry@example.com",
      attempts: 3,
      lastError: "timeout",
      nextAttemptAt: Date.now() + 3_600_000,
    });
    fakes.mail.fail();
    const failing = await adminPost(`/api/admin/outbox/${id}/retry`);
    expect(failing.status).toBe(502);
    expect(((await failing.json()) as { error: string }).error).toContain("mail API answered 503");

    fakes.mail.recover();
    const res = await adminPost(`/api/admin/outbox/${id}/retry`);
    expect(await res.json()).toEqual({ ok: true, message: `Mail ${id} sent` });
    expect(fakes.mail.sent.filter((m) => m.to.includes("retry@example.com"))).toHaveLength(1);
    expect((await adminPost(`/api/admin/outbox/${id}/retry`)).status).toBe(409);

    const rows = await auditOf(`mail:${id}`);
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ["mail.retry", "failed"],
      ["mail.retry", "ok"],
      ["mail.retry", "failed"],
    ]);
    expect(rows[1]).toMatchObject({ before: { state: "failed" }, after: { state: "sent" } });
  });
});
