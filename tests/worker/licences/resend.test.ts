import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EFFECT_TEST_TIMEOUT_MS, EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { createMailFake } from "#tests/fakes/mail.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";
import { licenceLookups, licences, outbox } from "#worker/db/schema.ts";
import { sha256Hex } from "#worker/services/affiliates/affiliates.ts";
import { RESEND_PER_HOUR, requestLicenceResend } from "#worker/services/licences.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { aLicence, anIp, db, SITE } from "./helpers";

const settings = {
  siteUrl: SITE,
  supportEmail: workerTestBindings.SUPPORT_EMAIL,
};
const HOUR = 3_600_000;

let mail: ReturnType<typeof createMailFake>;
beforeEach(() => {
  mail = createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY });
  vi.stubGlobal("fetch", routeOutbound({ mail: mail.handler }));
});
afterEach(() => vi.unstubAllGlobals());

function resend(email: unknown, ip = anIp()) {
  return SELF.fetch(`${SITE}/api/licenses/resend`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ email }),
  });
}

const anAddress = () => `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`;
const lookupsOf = async (email: string) =>
  db
    .select()
    .from(licenceLookups)
    .where(eq(licenceLookups.emailHash, await sha256Hex(email.toLowerCase())));
const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.toAddress, email));

/** A buyer with two paid orders (the first with its free second key) and a refunded one. */
async function aBuyer(email = anAddress()) {
  const first = await aLicence({ email, createdAt: Date.UTC(2026, 0, 5) });
  const secondKey = crypto.randomUUID();
  await db.insert(licences).values({ key: secondKey, orderId: first.orderId, seq: 2, email });
  const second = await aLicence({ email, createdAt: Date.UTC(2026, 5, 5) });
  const refunded = await aLicence({ email, revoked: true, createdAt: Date.UTC(2026, 7, 5) });
  return { email, first, secondKey, second, refunded };
}

describe("POST /api/licenses/resend", { timeout: EFFECT_TEST_TIMEOUT_MS }, () => {
  it("answers 202 at once and mails every order of the address with its keys, in HTML and text", async () => {
    const buyer = await aBuyer();
    const res = await resend(buyer.email);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    await vi.waitFor(() => expect(mail.sent.map((m) => m.to)).toEqual([[buyer.email]]), { timeout: EFFECT_TIMEOUT_MS });
    const [sent] = mail.sent;
    expect(sent?.subject).toBe("Your TickSim desktop licence keys");
    for (const part of [sent?.text ?? "", sent?.html ?? ""]) {
      for (const value of [
        buyer.first.orderId,
        buyer.first.key,
        buyer.secondKey,
        buyer.second.orderId,
        buyer.second.key,
      ]) {
        expect(part).toContain(value);
      }
      expect(part).not.toContain(buyer.refunded.key);
      expect(part).not.toContain(buyer.refunded.orderId);
    }
    expect(sent?.html).toMatch(/^<!DOCTYPE html>/);
    // The older order comes first.
    expect(sent?.text.indexOf(buyer.first.orderId)).toBeLessThan(sent?.text.indexOf(buyer.second.orderId) ?? 0);
  });

  it("matches the address whatever its case", async () => {
    const buyer = await aBuyer();
    expect((await resend(buyer.email.toUpperCase())).status).toBe(202);
    await vi.waitFor(async () => expect(await mailsTo(buyer.email)).toHaveLength(1), { timeout: EFFECT_TIMEOUT_MS });
  });

  it("gives an unknown address the very same answer, and mails nothing", async () => {
    const buyer = await aBuyer();
    const unknown = anAddress();
    const [known, stranger] = [await resend(buyer.email), await resend(unknown)];
    expect(stranger.status).toBe(known.status);
    expect(await stranger.text()).toBe(await known.text());
    const headers = (res: Response) =>
      [...res.headers].filter(([name]) => !["date", "x-request-id"].includes(name.toLowerCase()));
    expect(headers(stranger)).toEqual(headers(known));

    // The request was counted like any other, but found nothing to send.
    await vi.waitFor(async () => expect(await lookupsOf(unknown)).toHaveLength(1), { timeout: EFFECT_TIMEOUT_MS });
    await vi.waitFor(async () => expect(await mailsTo(buyer.email)).toHaveLength(1), { timeout: EFFECT_TIMEOUT_MS });
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it("accepts any address a purchase can carry and refuses malformed ones with a 400", async () => {
    expect((await resend("maker@studio.studio")).status).toBe(202);
    for (const [body, error] of [
      ["not-an-email", "email: Incorrect email address"],
      ["", "email: Field is required"],
      [42, "email: Field is required"],
    ] as const) {
      const res = await resend(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(new RegExp(`^${error}`));
    }
  });

  itWithinOneLimiterWindow("is limited per client address", async () => {
    const ip = anIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(anAddress(), ip)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

/** "queued", or the refusal's kind. */
async function outcomeOf(email: string, at?: number) {
  const outcome = await requestLicenceResend(db, email, settings, at);
  return outcome instanceof Refusal ? outcome.kind : "queued";
}

describe("requestLicenceResend (the deferred work)", { timeout: EFFECT_TEST_TIMEOUT_MS }, () => {
  it(`queues at most ${RESEND_PER_HOUR} mails an hour per address, known or not, then again after the hour`, async () => {
    const buyer = await aBuyer();
    const t0 = Date.UTC(2026, 10, 20, 12);
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await outcomeOf(buyer.email, t0 + i * 60_000));
    expect(outcomes).toEqual(["queued", "queued", "queued", "limited"]);
    expect(await mailsTo(buyer.email)).toHaveLength(3);
    expect(await outcomeOf(buyer.email.toUpperCase(), t0 + HOUR - 1)).toBe("limited");
    expect(await outcomeOf(buyer.email, t0 + HOUR)).toBe("queued");

    const unknown = anAddress();
    const unknownOutcomes = [];
    for (let i = 0; i < 4; i++) unknownOutcomes.push(await outcomeOf(unknown, t0 + i));
    expect(unknownOutcomes).toEqual(["not-found", "not-found", "not-found", "limited"]);
  });

  it("writes the mail in the language of the address's newest order", async () => {
    const email = anAddress();
    await aLicence({ email, locale: "de", createdAt: Date.UTC(2026, 0, 5) });
    const newest = await aLicence({ email, locale: "ja", createdAt: Date.UTC(2026, 5, 5) });
    expect(await outcomeOf(email)).toBe("queued");
    const [sent] = await mailsTo(email);
    expect(sent?.subject).toBe("TickSim デスクトップ版のライセンスキー");
    expect(sent?.bodyHtml).toContain('<html lang="ja">');
    expect(sent?.bodyText).toContain(`ご注文 ${newest.orderId}`);
  });

  it("keeps no request older than an hour, and stores addresses only as hashes", async () => {
    const email = anAddress();
    const t0 = Date.UTC(2026, 10, 21, 12);
    await requestLicenceResend(db, email, settings, t0);
    await requestLicenceResend(db, anAddress(), settings, t0 + HOUR + 1);
    expect(await lookupsOf(email)).toEqual([]);
    const rows = await db.select().from(licenceLookups);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.emailHash))).toBe(true);
  });
});
