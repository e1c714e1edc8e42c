/**
 * Each currency's balance against its own minimum (issue 29 item 5): the yen has no minor unit,
 * so one number of minor units for every currency made ¥5,000 reach a $50 minimum.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { createPayoutBatch, dueBalances, payoutRules } from "#worker/services/payouts/payouts.ts";
import { aRecordedSale, DAY, db, payoutsOf } from "./helpers";

/** The deployed configuration (wrangler.toml). */
const rules = payoutRules(env);
const old = () => Date.now() - 60 * DAY;

describe("payout minimums per currency", () => {
  it("is configured for every currency the licence is sold in, each in its own units", () => {
    expect(rules.minimums).toEqual({ usd: 5_000, eur: 5_000, gbp: 4_000, jpy: 7_500, brl: 25_000 });
  });

  it("keeps ¥6,000 waiting and pays ¥7,500, beside a $50.00 balance", async () => {
    const under = await anAffiliate(db);
    const over = await anAffiliate(db);
    await aRecordedSale(under.id, { created: old(), commission: 6_000, currency: "jpy" });
    await aRecordedSale(under.id, { created: old(), commission: 5_000, currency: "usd" });
    await aRecordedSale(over.id, { created: old(), commission: 7_500, currency: "jpy" });
    await aRecordedSale(over.id, { created: old(), commission: 24_999, currency: "brl" });

    const balances = await dueBalances(db, rules);
    const row = (id: number, currency: string) => balances.find((b) => b.affiliateId === id && b.currency === currency);
    expect(row(under.id, "jpy")).toMatchObject({ payable: 6_000, minimum: 7_500, eligible: false });
    expect(row(under.id, "usd")).toMatchObject({ payable: 5_000, minimum: 5_000, eligible: true });
    expect(row(over.id, "jpy")).toMatchObject({ payable: 7_500, minimum: 7_500, eligible: true });
    expect(row(over.id, "brl")).toMatchObject({ payable: 24_999, minimum: 25_000, eligible: false });

    expect(await createPayoutBatch(db, rules, "owner@ticksim.test")).toEqual({ batchId: expect.any(Number) });
    const paid = (payouts: { currency: string; amount: number }[]) => payouts.map((p) => [p.currency, p.amount]).sort();
    expect(paid(await payoutsOf(under.id))).toEqual([["usd", 5_000]]);
    expect(paid(await payoutsOf(over.id))).toEqual([["jpy", 7_500]]);
  });

  it("keeps a balance in a currency with no minimum waiting rather than guessing one", async () => {
    const partner = await anAffiliate(db);
    await aRecordedSale(partner.id, { created: old(), commission: 900_000, currency: "cad" });
    const row = (await dueBalances(db, rules)).find((b) => b.affiliateId === partner.id);
    expect(row).toMatchObject({ currency: "cad", minimum: null, eligible: false });
    await createPayoutBatch(db, rules, "owner@ticksim.test");
    expect(await payoutsOf(partner.id)).toEqual([]);
  });
});
