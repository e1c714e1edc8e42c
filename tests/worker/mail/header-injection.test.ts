/**
 * No control character reaches a mail header (issue 43, item 8). Every value that becomes a
 * subject, a sender or a recipient is either refused with a 400 at the form, or kept on one line
 * where the mail is composed, and the provider sends no header with a line break whatever the
 * outbox holds.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { affiliateEmail, contactEmail, orderId, purchaseEmail } from "#common/api/fields.ts";
import { createMailFake } from "#tests/fakes/mail.ts";
import { createRecaptchaVerifyFake, fakeToken } from "#tests/fakes/recaptcha.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { createDb } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { contactNoticeMail } from "#worker/mail/contact-notice.ts";
import { licenceMail } from "#worker/mail/licence.ts";
import { passwordResetMail } from "#worker/mail/password-reset.ts";
import { payoutSentMail } from "#worker/mail/payout-sent.ts";
import { httpMailProvider, sendPendingMail } from "#worker/services/mail.ts";

const INJECTED = "Hi\r\nBcc: victim@example.com";
/** Every character that could end a header line or hide one: CR, LF, the other C0s, DEL, C1s, U+2028. */
const BREAKS = ["\r\n", "\n", "\r", "\t", "\u0000", "\u000b", "\u007f", "\u0085", "\u2028", "\u2029"];
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a header must not hold, named to find them.
const oneLine = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/u;
const brand = { siteUrl: "https://ticksim.test/", supportEmail: "support@ticksim.test" };
const db = createDb(env.DB);

describe("the contact form", () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    const verify = createRecaptchaVerifyFake({ secret: workerTestBindings.RECAPTCHA_SECRET });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return new URL(request.url).hostname === "recaptcha.fake.test" ? verify.handler(request) : realFetch(input, init);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  let ip = 0;
  const post = (body: Record<string, string>) =>
    SELF.fetch("https://ticksim.test/api/tv/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${++ip}` },
      body: JSON.stringify({ Content: "Hello\nsecond line", CaptchaToken: fakeToken(), ...body }),
    });

  it("keeps a Subject with CR/LF on one line: the message and support's mail subject", async () => {
    const sender = `injector.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await post({ Name: sender, Subject: INJECTED });
    expect(res.status).toBe(200);
    const stored = await env.DB.prepare("SELECT subject, content FROM contact_messages WHERE email = ?")
      .bind(sender)
      .first<{ subject: string; content: string }>();
    expect(stored).toEqual({ subject: "Hi Bcc: victim@example.com", content: "Hello\nsecond line" });
    const mail = await db.select().from(outbox).where(eq(outbox.kind, "contact"));
    const subjects = mail.filter((row) => row.bodyText.includes(sender)).map((row) => row.subject);
    expect(subjects).toEqual(["[Contact] Hi Bcc: victim@example.com"]);
  });

  it.each(BREAKS.map((c) => [JSON.stringify(c), c]))("turns %s in a Subject into a space", async (_name, c) => {
    const sender = `breaks.${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await post({ Name: sender, Subject: `a${c}b` })).status).toBe(200);
    const stored = await env.DB.prepare("SELECT subject FROM contact_messages WHERE email = ?")
      .bind(sender)
      .first<{ subject: string }>();
    expect(stored?.subject).toBe("a b");
  });

  it("refuses a Subject of nothing but control characters as empty, with the form's message", async () => {
    const res = await post({ Name: "someone@example.com", Subject: "\r\n\t" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Field is required");
  });

  it("refuses a sender address (Name) with CR/LF with a 400", async () => {
    const res = await post({ Name: "someone@example.com\r\nBcc: victim@example.com", Subject: "Hi" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Incorrect email address");
  });
});

describe("the addresses the forms take for a mail", () => {
  // The licence resend and reset (purchaseEmail), the partner's password reset and the console's
  // new partner (affiliateEmail), the contact form's sender: each refuses an address with a break.
  it.each([
    ["contact", contactEmail],
    ["purchase", purchaseEmail],
    ["affiliate", affiliateEmail],
  ] as const)("the %s address refuses every control character", (_name, field) => {
    for (const c of BREAKS) expect(field.safeParse(`buyer@example.com${c}Bcc: x@example.com`).success).toBe(false);
    expect(field.safeParse("buyer@example.com").success).toBe(true);
  });

  it("an order id (in the licence mails' subject) is digits only", () => {
    expect(orderId.safeParse("123456789012\r\nBcc: x@example.com").success).toBe(false);
  });
});

describe("the mails' subjects", () => {
  it("are one line whatever their values hold: support's notice, the licence, the partner's mails", () => {
    const mails = [
      contactNoticeMail({ email: "a@example.com", subject: INJECTED, content: "x" }, brand),
      licenceMail({ occasion: "purchase", locale: "en", orders: [{ orderId: INJECTED, keys: ["k"] }] }, brand),
      licenceMail({ occasion: "second-key", locale: "fr", orders: [{ orderId: INJECTED, keys: ["k"] }] }, brand),
      passwordResetMail({ username: INJECTED, link: "https://ticksim.test/r", locale: "en" }, brand),
      payoutSentMail(
        {
          username: INJECTED,
          currency: "usd",
          amount: 100,
          paidOn: "2026-12-01",
          reference: INJECTED,
          commissions: 1,
          adjustments: 0,
          locale: "en",
        },
        brand,
      ),
    ];
    for (const mail of mails) expect(mail.subject).toMatch(oneLine);
    expect(mails[0]?.subject).toBe("[Contact] Hi Bcc: victim@example.com");
    expect(mails[1]?.subject).toContain("(order Hi Bcc: victim@example.com)");
  });
});

describe("the provider", () => {
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

  async function queue(to: string, subject: string) {
    const [row] = await db
      .insert(outbox)
      .values({ kind: "licence", dedupeKey: `test:${crypto.randomUUID()}`, toAddress: to, subject, bodyText: "x" })
      .returning();
    if (!row) throw new Error("not queued");
    return row.id;
  }
  const rowOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it("sends a stored subject with CR/LF (a row from before this rule) on one line", async () => {
    await queue("buyer@example.com", INJECTED);
    expect(await sendPendingMail(db, provider, workerTestBindings.MAIL_FROM)).toEqual({ sent: 1, failed: 0 });
    expect(mail.sent.map((m) => m.subject)).toEqual(["Hi Bcc: victim@example.com"]);
  });

  it("sends nothing to a recipient with a control character, and the row says why", async () => {
    const id = await queue("buyer@example.com\r\nBcc: victim@example.com", "Your key");
    expect(await sendPendingMail(db, provider, workerTestBindings.MAIL_FROM)).toEqual({ sent: 0, failed: 1 });
    expect(mail.sent).toEqual([]);
    expect((await rowOf(id))?.lastError).toContain("the to address holds a control character");
  });

  it("sends nothing from a sender (MAIL_FROM) with a control character", async () => {
    const id = await queue("buyer@example.com", "Your key");
    const from = "TickSim <noreply@ticksim.test>\nBcc: victim@example.com";
    expect(await sendPendingMail(db, provider, from)).toEqual({ sent: 0, failed: 1 });
    expect(mail.sent).toEqual([]);
    expect((await rowOf(id))?.lastError).toContain("the from address holds a control character");
  });
});
