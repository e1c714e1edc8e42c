/**
 * Nothing lost for good (issue 42, point 3): the daily reconciliation reads Stripe's Events API
 * for the last 30 days, every type the webhook handles, and applies the events the webhook never
 * recorded through the webhook's own code; what it still cannot apply is reported as failing.
 */
import { describe, expect, it } from "vitest";
import type { OverviewAnswer, ReconciliationRun } from "#common/api/admin.ts";
import { FAKE_API_VERSION, refundedCharge, refundOf, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { aPartner, aSale, keysOf, states } from "#tests/worker/payouts/helpers.ts";
import { HANDLED_EVENT_TYPES } from "#worker/services/checkout/webhook.ts";
import { adminGet, adminPost, adminServicesPerTest } from "./access";

const fakes = adminServicesPerTest();

const runNow = async () => {
  const res = await adminPost("/api/admin/reconciliation/run");
  expect(res.status).toBe(200);
  return ((await res.json()) as { run: ReconciliationRun }).run;
};

const DAY_S = 86_400;

describe("the replay of missed Stripe events", () => {
  it("applies a refund whose webhook was refused for days, once, and reports what it cannot apply", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon);
    // The endpoint answered 400 for this refund (a mis-set endpoint) until Stripe gave up: only the Events API has it.
    const charge = refundedCharge(sale.paymentIntent, sale.amount);
    const lost = { ...stripeEvent("charge.refunded", charge), created: Math.floor(Date.now() / 1000) - 5 * DAY_S };
    const refund = stripeEvent("refund.created", refundOf(charge, sale.amount));
    fakes.stripe.logEvent(lost);
    fakes.stripe.logEvent(refund);
    // Older than Stripe keeps: never asked for.
    fakes.stripe.logEvent({
      ...stripeEvent("charge.refunded", charge),
      created: Math.floor(Date.now() / 1000) - 40 * DAY_S,
    });
    // Rendered in the version the account had then: the Worker cannot read it.
    const other = { ...stripeEvent("refund.updated", refundOf(charge, 100)), api_version: "2024-06-20" };
    fakes.stripe.logEvent(other);
    expect(await states(partner.id)).toEqual(["pending"]);

    const run = await runNow();
    expect(run.replayed).toBe(2);
    expect(run.failing).toEqual([
      { eventId: other.id, type: "refund.updated", reason: expect.stringContaining(`not 2024-06-20`) },
    ]);
    expect(await states(partner.id)).toEqual(["void"]);
    expect((await keysOf(sale.paymentIntent))[0]?.revokedAt).toEqual(expect.any(Number));
    expect(FAKE_API_VERSION).not.toBe("2024-06-20");

    // Asked for every handled type, 30 days back, at most 20 types per request.
    const asked = fakes.stripe.requests.filter((r) => r.path === "/v1/events");
    const types = asked.flatMap((r) =>
      [...new URLSearchParams(r.query).entries()].filter(([k]) => k.startsWith("types")).map(([, v]) => v),
    );
    expect(types.sort()).toEqual([...HANDLED_EVENT_TYPES].sort());
    const since = Number(new URLSearchParams(asked[0]?.query).get("created[gte]"));
    expect(Math.round((Date.now() / 1000 - since) / DAY_S)).toBe(30);

    // A second run replays nothing more; the health card says what the last run did.
    expect((await runNow()).replayed).toBe(0);
    const overview = (await (await adminGet("/api/admin/overview")).json()) as OverviewAnswer;
    expect(overview.lastReconciliation).toMatchObject({
      replayed: 0,
      failing: [expect.objectContaining({ eventId: other.id })],
    });
  });
});
