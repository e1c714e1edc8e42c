/**
 * Live and test mode (issue 16.4): fulfilment takes only events of the mode of the secret key in
 * use, so a test-mode event never issues a live licence and a live event never a test one.
 */
import { describe, expect, it, vi } from "vitest";
import { checkoutSession, completedSession, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { isLiveKey } from "#worker/services/stripe.ts";
import { counts, deliver, fakeServicesPerTest } from "./helpers";

fakeServicesPerTest();

const paid = (livemode: boolean) =>
  completedSession(checkoutSession({ metadata: { lookup_key: "Live_LifetimeLicense" }, livemode }), {
    email: `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`,
    country: "US",
  });

/** Delivers the event to the Worker running with another secret key (a live one). */
const deliverWithKey = (event: ReturnType<typeof stripeEvent>, secretKey: string) =>
  deliver(event, { vars: { STRIPE_SECRET_KEY: secretKey } });

describe("POST /stripe/webhook: livemode", () => {
  it("ignores a live event while the key in use is a test key: no order, key or mail", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await counts();
    const res = await deliver(stripeEvent("checkout.session.completed", paid(true), { livemode: true }));
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
  });

  it("ignores a test event while the key in use is live, and fulfils a live one", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await counts();
    const test = await deliverWithKey(stripeEvent("checkout.session.completed", paid(false)), "sk_live_fake");
    expect(await test.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
    expect(warned.mock.calls.join("\n")).toContain("stripe.livemode_mismatch");

    const live = await deliverWithKey(
      stripeEvent("checkout.session.completed", paid(true), { livemode: true }),
      "rk_live_restricted",
    );
    expect(await live.json()).toEqual({ received: true, outcome: "fulfilled" });
  });

  it("knows a live key by its prefix, secret or restricted", () => {
    const mode = (key: string) => isLiveKey({ STRIPE_API_BASE: "https://api.stripe.com", STRIPE_SECRET_KEY: key });
    expect([mode("sk_live_1"), mode("rk_live_1"), mode("sk_test_1"), mode("rk_test_1"), mode("")]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
