/**
 * POST /stripe/webhook before any rule runs: a signed body that is not a well-formed event of the
 * pinned API version is a 400 that changes nothing but, for a version mismatch, the record the
 * console's health card reads.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkoutSession,
  completedSession,
  disputeOf,
  type FakeEvent,
  refundedCharge,
  stripeEvent,
} from "#tests/fakes/stripe-events.ts";
import { overview } from "#worker/services/admin/overview.ts";
import { STRIPE_API_VERSION } from "#worker/services/stripe.ts";
import { counts, db, deliver, fakeServicesPerTest } from "./helpers";

fakeServicesPerTest();
afterEach(() => vi.restoreAllMocks());

const paidSession = () => completedSession(checkoutSession(), { email: "envelope@example.com" });

/** Delivers a signed body that need not be an event. */
const deliverBody = (body: unknown) => deliver(body as FakeEvent);

async function refusedWith400(body: unknown) {
  const before = await counts();
  const res = await deliverBody(body);
  expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
  const { error } = (await res.json()) as { error: string };
  expect(error).toMatch(/^Malformed Stripe event: /);
  expect(await counts()).toEqual(before);
  return error;
}

describe("POST /stripe/webhook: malformed signed events", () => {
  it("answers 400 for a body of [], writing nothing", async () => {
    await refusedWith400([]);
  });

  it("answers 400 for an event without a type, without data, or whose data.object is null", async () => {
    const { type: _, ...untyped } = stripeEvent("checkout.session.completed", paidSession());
    expect(await refusedWith400(untyped)).toContain("type");
    const { data: __, ...dataless } = stripeEvent("checkout.session.completed", paidSession());
    expect(await refusedWith400(dataless)).toContain("data");
    const objects = {
      "checkout.session.completed": paidSession(),
      "charge.refunded": refundedCharge("pi_test_envelope", 26_900),
      "charge.dispute.created": disputeOf("pi_test_envelope", 26_900),
    };
    for (const [type, object] of Object.entries(objects)) {
      const emptied = { ...stripeEvent(type, object), data: { object: null } };
      expect(await refusedWith400(emptied)).toContain("data.object");
    }
  });

  it("answers 400 for an object of another kind than its type carries", async () => {
    const chargeEvent = stripeEvent("charge.refunded", refundedCharge("pi_test_envelope", 26_900));
    for (const type of ["checkout.session.completed", "invoice.paid", "charge.dispute.closed", "price.updated"]) {
      expect(await refusedWith400({ ...chargeEvent, id: `${chargeEvent.id}_${type}`, type })).toMatch(/data\.object/);
    }
    const sessionEvent = stripeEvent("checkout.session.completed", paidSession());
    expect(await refusedWith400({ ...sessionEvent, type: "charge.refunded" })).toBe(
      "Malformed Stripe event: data.object is not a charge",
    );
  });

  it("answers 400 for a dispute without the charge or amount the rules read", async () => {
    const event = stripeEvent("charge.dispute.created", disputeOf("pi_test_envelope", 26_900));
    const { charge: _, ...chargeless } = event.data.object;
    await refusedWith400({ ...event, data: { object: chargeless } });
    await refusedWith400({ ...event, data: { object: { ...event.data.object, amount: "1" } } });
  });

  it("still acknowledges a well-formed event of a type it does not act on", async () => {
    const res = await deliver(stripeEvent("customer.created", { id: "cus_test_1", object: "customer" }));
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("POST /stripe/webhook: the endpoint's API version", () => {
  it("refuses an event of another API version with a 400 and a logged error, shown on the health card until a matching event arrives", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await counts();
    const old = { ...stripeEvent("checkout.session.completed", paidSession()), api_version: "2024-06-20" };
    const res = await deliver(old);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(
      `Events must be of Stripe API version ${STRIPE_API_VERSION}, not 2024-06-20: recreate the webhook endpoint with version ${STRIPE_API_VERSION}`,
    );
    expect(await counts()).toEqual(before);
    expect(errors.mock.calls.map((call) => JSON.parse(String(call[0])))).toContainEqual(
      expect.objectContaining({
        level: "error",
        event: "stripe.api_version_mismatch",
        received: "2024-06-20",
        expected: STRIPE_API_VERSION,
      }),
    );

    const shown = (await overview(db, {})).webhookVersionMismatch;
    expect(shown).toEqual({ received: "2024-06-20", expected: STRIPE_API_VERSION, lastAt: expect.any(Number) });
    expect(Math.abs((shown?.lastAt ?? 0) - Date.now())).toBeLessThan(60_000);

    // Stripe retries it: still refused. Once the endpoint is recreated, its events are handled.
    expect((await deliver(old)).status).toBe(400);
    expect((await overview(db, {})).webhookVersionMismatch?.received).toBe("2024-06-20");
    const fixed = await deliver({ ...old, api_version: STRIPE_API_VERSION });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).not.toHaveProperty("duplicate");
    expect((await overview(db, {})).webhookVersionMismatch).toBeNull();
  });

  it("refuses an event that names no API version", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await deliver({
      ...stripeEvent("charge.refunded", refundedCharge("pi_test_x", 1)),
      api_version: null,
    } as unknown as FakeEvent);
    expect(res.status).toBe(400);
    expect((await overview(db, {})).webhookVersionMismatch?.received).toBe("");
  });
});
