import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { affiliatePayoutsAnswer } from "#common/api/affiliates.ts";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { tokenFor } from "#tests/worker/affiliates/helpers.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { createPayoutBatch, markPayoutPaid, nextPayoutOn } from "#worker/services/payouts/payouts.ts";
import { aRecordedSale, DAY, db, payoutsOf, rules } from "./helpers";

const payoutsPath = `${workerTestBindings.SITE_URL}/api/tv/affiliate/payouts`;
const brand = { siteUrl: workerTestBindings.SITE_URL, supportEmail: workerTestBindings.SUPPORT_EMAIL };

const getPayouts = (token?: string) =>
  SELF.fetch(payoutsPath, { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });

describe("GET /api/tv/affiliate/payouts", () => {
  it("answers 401 without a valid token, like the transactions call", async () => {
    for (const token of [undefined, "", "not-a-jwt"]) {
      const res = await getPayouts(token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Sign in again" });
    }
  });

  it("answers a new partner's empty balances, the schedule and the minimum", async () => {
    const partner = await anAffiliate(db);
    const res = await getPayouts(await tokenFor(partner.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(affiliatePayoutsAnswer.parse(await res.json())).toEqual({
      balances: [],
      payouts: [],
      nextPayoutOn: nextPayoutOn(Date.now(), 15),
      minimum: 5_000,
      refundWindowDays: 14,
    });
  });

  it("answers pending, due (in a batch on its way too), paid to date and the payouts sent, per currency, in cents", async () => {
    const partner = await anAffiliate(db);
    const other = await anAffiliate(db);
    const old = Date.now() - 60 * DAY;
    await aRecordedSale(partner.id, { created: old, commission: 10_000 });
    await aRecordedSale(partner.id, { created: old, commission: 3_000, currency: "eur" });
    await aRecordedSale(other.id, { created: old, commission: 99_999 });
    // Two payouts sent (USD and EUR), marked paid on two days.
    await createPayoutBatch(db, rules, "owner@ticksim.test", old + 20 * DAY);
    const made = await payoutsOf(partner.id);
    const usd = made.find((p) => p.currency === "usd");
    const eur = made.find((p) => p.currency === "eur");
    await markPayoutPaid(db, { payoutId: usd?.id ?? 0, reference: "BANK-1", paidOn: "2026-10-15" }, "o", brand);
    await markPayoutPaid(db, { payoutId: eur?.id ?? 0, reference: "PAYPAL-2", paidOn: "2026-10-16" }, "o", brand);
    // Then one due now, one in a batch not yet paid, one still in its refund window, one refunded.
    await aRecordedSale(partner.id, { created: old, commission: 2_000 });
    await createPayoutBatch(db, rules, "owner@ticksim.test");
    await aRecordedSale(partner.id, { created: old, commission: 500 });
    await aRecordedSale(partner.id, { created: Date.now() - DAY, commission: 700 });
    await aRecordedSale(partner.id, { created: old, commission: 4_000, refunded: true });

    const answer = affiliatePayoutsAnswer.parse(await (await getPayouts(await tokenFor(partner.id))).json());
    expect(answer.balances).toEqual([
      { currency: "eur", pending: 0, due: 0, paid: 3_000, adjustments: 0, minimum: 5_000 },
      { currency: "usd", pending: 700, due: 2_500, paid: 10_000, adjustments: 0, minimum: 5_000 },
    ]);
    expect(answer.payouts).toEqual([
      { paidOn: "2026-10-16", reference: "PAYPAL-2", currency: "eur", amount: 3_000 },
      { paidOn: "2026-10-15", reference: "BANK-1", currency: "usd", amount: 10_000 },
    ]);
  });
});
