/** startCheckout's outcomes, read without HTTP (the order page's answers are in checkout.test.ts). */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { startCheckout } from "#worker/services/checkout/start.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { db, fakeServicesPerTest } from "./helpers";

fakeServicesPerTest();

const start = (lookupKey: string) =>
  startCheckout(db, env, { lookupKey, couponCode: undefined, attemptKey: crypto.randomUUID() });

describe("startCheckout", () => {
  it("opens a session for a lookup key Stripe has a Price for", async () => {
    expect(await start("Live_LifetimeLicense")).toEqual({
      clientSecret: expect.stringContaining("_secret_"),
      currency: "usd",
    });
  });

  it("answers which lookup key no active Price has, opening nothing", async () => {
    expect(await start("No_Such_Licence")).toEqual(
      new Refusal("invalid", 'No active price has the lookup key "No_Such_Licence"'),
    );
  });
});
