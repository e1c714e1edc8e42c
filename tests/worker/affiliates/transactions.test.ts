import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateTransactionsAnswer } from "#common/api/affiliates.ts";
import { anAffiliate, aTransaction } from "#tests/fixtures/affiliates.ts";
import { affiliates } from "#worker/db/schema.ts";
import { TOKEN_TTL_SECONDS } from "#worker/services/affiliates/tokens.ts";
import { db, getTransactions, SITE, tokenFor } from "./helpers";

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const now = Math.floor(Date.now() / 1000);

describe("GET /api/tv/affiliate/transactions/{from}/{to}", () => {
  it("answers the spec's fields in currency units, with Created in Unix ms", async () => {
    const a = await anAffiliate(db);
    await aTransaction(db, a.id, {
      created: Date.UTC(2026, 1, 3, 10),
      amountPaid: 1599,
      amountCommission: 479,
      item: "Web_Monthly",
      recurring: true,
      currency: "eur",
      couponCode: "SPRING",
      customerEmail: "buyer@example.com",
    });
    const res = await getTransactions(0, now, await tokenFor(a.id));
    expect(res.status).toBe(200);
    const rows = affiliateTransactionsAnswer.parse(await res.json());
    expect(rows).toEqual([
      {
        CustomerEmail: "buyer@example.com",
        CustomerCountry: "FR",
        Created: Date.UTC(2026, 1, 3, 10),
        Status: "paid",
        Item: "Web_Monthly",
        CouponCode: "SPRING",
        Currency: "eur",
        AmountPaid: 15.99,
        AmountSubtotal: 13.33,
        AmountDiscount: 0,
        AmountCommission: 4.79,
        Recurring: true,
        Refunded: false,
        AmountRefunded: 0,
      },
    ]);
  });

  it("answers yen as whole yen and reais in reais: each currency in its own units", async () => {
    const a = await anAffiliate(db);
    await aTransaction(db, a.id, {
      created: Date.UTC(2026, 1, 3, 10),
      amountPaid: 39_800,
      amountCommission: 10_746,
      currency: "jpy",
    });
    await aTransaction(db, a.id, {
      created: Date.UTC(2026, 1, 4, 10),
      amountPaid: 139_900,
      amountCommission: 41_970,
      currency: "brl",
    });
    const rows = affiliateTransactionsAnswer.parse(await (await getTransactions(0, now, await tokenFor(a.id))).json());
    expect(rows.map((r) => [r.Currency, r.AmountPaid, r.AmountCommission])).toEqual([
      ["jpy", 39_800, 10_746],
      ["brl", 1_399, 419.7],
    ]);
  });

  it("never answers another affiliate's rows", async () => {
    const a = await anAffiliate(db);
    const b = await anAffiliate(db);
    await aTransaction(db, a.id, { customerEmail: "a-customer@example.com" });
    await aTransaction(db, b.id, { customerEmail: "b-customer@example.com" });
    await aTransaction(db, b.id, { customerEmail: "b-customer2@example.com" });
    const rowsOf = async (id: number) =>
      affiliateTransactionsAnswer.parse(await (await getTransactions(0, now, await tokenFor(id))).json());
    expect((await rowsOf(a.id)).map((r) => r.CustomerEmail)).toEqual(["a-customer@example.com"]);
    expect((await rowsOf(b.id)).map((r) => r.CustomerEmail).sort()).toEqual([
      "b-customer2@example.com",
      "b-customer@example.com",
    ]);
  });

  it("includes rows created exactly at from and anywhere within the second of to, nothing outside", async () => {
    const a = await anAffiliate(db);
    const from = 1_767_225_600; // 2026-01-01T00:00:00Z
    const to = 1_769_903_999; // 2026-01-31T23:59:59Z
    for (const [email, created] of [
      ["before", from * 1000 - 1],
      ["at-from", from * 1000],
      ["end-of-to", to * 1000 + 999],
      ["after", (to + 1) * 1000],
    ] as const) {
      await aTransaction(db, a.id, { created, customerEmail: `${email}@example.com` });
    }
    const res = await getTransactions(from, to, await tokenFor(a.id));
    const rows = affiliateTransactionsAnswer.parse(await res.json());
    expect(rows.map((r) => r.CustomerEmail)).toEqual(["at-from@example.com", "end-of-to@example.com"]);
  });

  it("answers the rows oldest first (same instant: in order of sale) as a JSON array, [] for an empty range", async () => {
    const a = await anAffiliate(db);
    const at = Date.UTC(2026, 2, 1);
    for (const [email, created] of [
      ["third", at + 2000],
      ["first", at],
      ["second", at],
    ] as const) {
      await aTransaction(db, a.id, { created, customerEmail: `${email}@example.com` });
    }
    const token = await tokenFor(a.id);
    const res = await getTransactions(0, now, token);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const rows = affiliateTransactionsAnswer.parse(await res.json());
    expect(rows.map((r) => r.CustomerEmail)).toEqual(["first@example.com", "second@example.com", "third@example.com"]);

    const empty = await getTransactions(0, at / 1000 - 1, token);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);
  });

  it("answers 0 commission for a refunded row", async () => {
    const a = await anAffiliate(db);
    await aTransaction(db, a.id, { refunded: true, amountCommission: 8070 });
    const rows = affiliateTransactionsAnswer.parse(await (await getTransactions(0, now, await tokenFor(a.id))).json());
    expect(rows[0]).toMatchObject({ Refunded: true, AmountCommission: 0 });
  });

  it("answers 400 when from is after to or either is not a number", async () => {
    const a = await anAffiliate(db);
    const token = await tokenFor(a.id);
    expect((await getTransactions(10, 9, token)).status).toBe(400);
    expect((await getTransactions("abc", 9, token)).status).toBe(400);
    expect((await getTransactions(0, "1e9", token)).status).toBe(400);
    expect((await getTransactions(-5, 9, token)).status).toBe(400);
    expect((await getTransactions(5, 5, token)).status).toBe(200);
  });

  describe("answers 401", () => {
    it("without a token", async () => {
      expect((await getTransactions(0, now)).status).toBe(401);
      expect((await getTransactions(0, now, "")).status).toBe(401);
    });

    it("for an expired token", async () => {
      const a = await anAffiliate(db);
      const expired = await tokenFor(a.id, now - TOKEN_TTL_SECONDS - 60);
      expect((await getTransactions(0, now, expired)).status).toBe(401);
    });

    it("for a token whose claims were changed (another affiliate's id)", async () => {
      const a = await anAffiliate(db);
      const b = await anAffiliate(db);
      const [header, payload, signature] = (await tokenFor(a.id)).split(".");
      const claims = JSON.parse(atob((payload ?? "").replaceAll("-", "+").replaceAll("_", "/")));
      const forged = `${header}.${b64url({ ...claims, sub: String(b.id) })}.${signature}`;
      expect((await getTransactions(0, now, forged)).status).toBe(401);
    });

    it("for a token signed with another secret", async () => {
      const a = await anAffiliate(db);
      const other = await tokenFor(a.id, undefined, "another-secret-0123456789abcdef0123456789");
      expect((await getTransactions(0, now, other)).status).toBe(401);
    });

    it("for an unsigned token (alg none)", async () => {
      const a = await anAffiliate(db);
      const none = `${b64url({ alg: "none", typ: "JWT" })}.${b64url({ sub: String(a.id), iss: "ticksim-affiliates", exp: now + 3600 })}.`;
      expect((await getTransactions(0, now, none)).status).toBe(401);
    });

    it("for a valid token of an account disabled since", async () => {
      const a = await anAffiliate(db);
      const token = await tokenFor(a.id);
      await db.update(affiliates).set({ disabled: true }).where(eq(affiliates.id, a.id));
      expect((await getTransactions(0, now, token)).status).toBe(401);
    });
  });
});

describe("GET /api/tv/affiliate/coupons", () => {
  it("answers the signed-in affiliate's coupon codes only", async () => {
    const a = await anAffiliate(db, { coupons: ["ALPHA10", "ALPHA20"] });
    await anAffiliate(db, { coupons: ["BETA10"] });
    const res = await SELF.fetch(`${SITE}/api/tv/affiliate/coupons`, {
      headers: { Authorization: `Bearer ${await tokenFor(a.id)}` },
    });
    expect(await res.json()).toEqual({ coupons: ["ALPHA10", "ALPHA20"] });
    expect((await SELF.fetch(`${SITE}/api/tv/affiliate/coupons`)).status).toBe(401);
  });
});
