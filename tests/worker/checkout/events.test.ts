/** What the webhook's event checks report, read without HTTP (the 400s they become are in webhook-envelope.test.ts). */
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { disputeOf, paidInvoice, refundedCharge, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { disputeProblem } from "#worker/services/checkout/dispute.ts";
import { envelopeProblem, objectKindProblem, otherApiVersion } from "#worker/services/checkout/events.ts";
import { STRIPE_API_VERSION } from "#worker/services/stripe.ts";
import { db } from "./helpers";

const asEvent = (value: unknown) => value as Stripe.Event;
const asDispute = (value: unknown) => value as Stripe.Dispute;

describe("the webhook's event checks", () => {
  it("find nothing wrong with a well-formed event of the pinned version", async () => {
    const event = asEvent(stripeEvent("charge.refunded", refundedCharge("pi_test_checks", 100)));
    expect(envelopeProblem(event)).toBeUndefined();
    expect(objectKindProblem(event)).toBeUndefined();
    expect(await otherApiVersion(db, event)).toBeUndefined();
  });

  it("name what is wrong with the envelope or the object's kind", () => {
    expect(envelopeProblem(asEvent({}))).toMatch(/^Malformed Stripe event: /);
    const refunded = stripeEvent("charge.refunded", refundedCharge("pi_test_kind", 100));
    const invoice = paidInvoice({ email: "checks@example.com", subtotal: 100, periodDays: 30 });
    expect(objectKindProblem(asEvent({ ...refunded, data: { object: invoice } }))).toBe(
      "Malformed Stripe event: data.object is not a charge",
    );
    const unhandled = { ...refunded, type: "customer.created", data: { object: { object: "customer" } } };
    expect(objectKindProblem(asEvent(unhandled))).toBeUndefined();
  });

  it("name what a dispute lacks", () => {
    expect(disputeProblem(asDispute(disputeOf("pi_test_checks", 100)))).toBeUndefined();
    expect(disputeProblem(asDispute({ ...disputeOf("pi_test_checks", 100), amount: "1" }))).toMatch(
      /^Malformed Stripe event: data\.object: amount/,
    );
  });

  it("report another API version with what was received, and record it", async () => {
    const event = asEvent({
      ...stripeEvent("charge.refunded", refundedCharge("pi_test_v", 100)),
      api_version: "2020-08-27",
    });
    expect(STRIPE_API_VERSION).not.toBe("2020-08-27");
    expect(await otherApiVersion(db, event)).toEqual({ received: "2020-08-27" });
    const recorded = await db.query.stripeVersionMismatches.findFirst();
    expect(recorded).toMatchObject({ apiVersion: "2020-08-27", lastEventId: event.id });
  });
});
