/**
 * Every dispute status of the pinned API version (stripe-node's `Dispute.Status`) and what it does
 * to the sale's licence key and its affiliate's commission, reached through the events Stripe
 * sends on the way there (docs/payouts.md, "Disputes").
 */
import { describe, expect, it, vi } from "vitest";
import { disputeOf, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { deliver, fakeServicesPerTest } from "#tests/worker/checkout/helpers.ts";
import { DISPUTE_EFFECTS } from "#worker/services/payouts/commissions.ts";
import { aPartner, aSale, keysOf, states } from "./helpers";

fakeServicesPerTest();

type Step = readonly [type: string, status: string];
const created = (status: string): Step => ["charge.dispute.created", status];
const updated = (status: string): Step => ["charge.dispute.updated", status];
const closed = (status: string): Step => ["charge.dispute.closed", status];

const KEY_ACTIVE = { key: "active", commission: "pending" } as const;
const COMMISSION_HELD = { key: "active", commission: "void" } as const;
const SUSPENDED = { key: "suspended", commission: "void" } as const;

/** Each status, the events that lead to it, and the outcome. */
const cases: Record<string, { steps: Step[]; outcome: { key: string; commission: string } }> = {
  // An inquiry: no money has moved; the buyer keeps the key, the commission waits.
  warning_needs_response: { steps: [created("warning_needs_response")], outcome: COMMISSION_HELD },
  warning_under_review: {
    steps: [created("warning_needs_response"), updated("warning_under_review")],
    outcome: COMMISSION_HELD,
  },
  warning_closed: { steps: [created("warning_needs_response"), closed("warning_closed")], outcome: KEY_ACTIVE },
  // An inquiry escalated into a chargeback, through `charge.dispute.updated`.
  needs_response: { steps: [created("warning_needs_response"), updated("needs_response")], outcome: SUSPENDED },
  under_review: { steps: [created("needs_response"), updated("under_review")], outcome: SUSPENDED },
  won: { steps: [created("needs_response"), closed("won")], outcome: KEY_ACTIVE },
  lost: { steps: [created("needs_response"), closed("lost")], outcome: SUSPENDED },
  // A lost dispute appealed stays lost for the shop until the appeal is won.
  appeal_needs_response: {
    steps: [created("needs_response"), closed("lost"), updated("appeal_needs_response")],
    outcome: SUSPENDED,
  },
  appeal_under_review: { steps: [created("needs_response"), updated("appeal_under_review")], outcome: SUSPENDED },
  // Stopped by a prevention programme (Visa RDR): the buyer was given the money back.
  prevented: { steps: [created("prevented")], outcome: SUSPENDED },
};

describe("dispute statuses", () => {
  it("the table covers exactly the statuses the rules decide", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(DISPUTE_EFFECTS).sort());
  });

  it.each(Object.entries(cases))("%s", async (_status, { steps, outcome }) => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    const dispute = disputeOf(sale.paymentIntent, sale.amount);
    for (const [type, status] of steps) {
      const res = await deliver(stripeEvent(type, { ...dispute, status }));
      expect(res.status, `${type} ${status}`).toBe(200);
    }
    const [key] = await keysOf(sale.paymentIntent);
    expect({
      key: key?.suspendedAt && key.revokedAt === key.suspendedAt ? "suspended" : key?.revokedAt ? "revoked" : "active",
      commission: (await states(partner.id))[0],
    }).toEqual(outcome);
  });

  it("an inquiry never comes back over a chargeback: a late `created` of it changes nothing", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    const dispute = disputeOf(sale.paymentIntent, sale.amount);
    await deliver(stripeEvent("charge.dispute.updated", { ...dispute, status: "needs_response" }));
    await deliver(stripeEvent("charge.dispute.created", { ...dispute, status: "warning_needs_response" }));
    expect((await keysOf(sale.paymentIntent))[0]?.suspendedAt).toEqual(expect.any(Number));
  });

  it("a status Stripe adds later counts as a chargeback, and is logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    // Not in the pinned version's schema, so set after the fake built the event.
    const event = stripeEvent("charge.dispute.created", disputeOf(sale.paymentIntent, sale.amount));
    const future = { ...event, data: { object: { ...event.data.object, status: "arbitration_pending" } } };
    expect((await deliver(future)).status).toBe(200);
    expect((await keysOf(sale.paymentIntent))[0]?.suspendedAt).toEqual(expect.any(Number));
    expect(await states(partner.id)).toEqual(["void"]);
    expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toContain("stripe.dispute_status_unknown");
    warn.mockRestore();
  });

  it("a won appeal reinstates the key and the commission, whatever order its events are delivered in", async () => {
    // Stripe's story: a chargeback, lost, appealed, then won on appeal; each event at its own time.
    const story: (readonly [Step, number])[] = [
      [created("needs_response"), 0],
      [closed("lost"), 60],
      [updated("appeal_under_review"), 120],
      [closed("won"), 180],
    ];
    const orders = [
      [0, 1, 2, 3],
      [0, 3, 1, 2],
      [3, 2, 1, 0],
    ];
    for (const order of orders) {
      const partner = await aPartner();
      const sale = await aSale(partner.coupon);
      const dispute = disputeOf(sale.paymentIntent, sale.amount);
      for (const index of order) {
        const [[type, status], offset] = story[index] ?? [closed("won"), 0];
        const event = { ...stripeEvent(type, { ...dispute, status }), created: dispute.created + offset };
        expect((await deliver(event)).status, `${type} ${status}`).toBe(200);
      }
      expect(await keysOf(sale.paymentIntent), `order ${order.join(",")}`).toEqual([
        { revokedAt: null, suspendedAt: null },
      ]);
      expect(await states(partner.id)).toEqual(["pending"]);
    }
  });
});
