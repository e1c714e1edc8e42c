/**
 * Throttling (issue 16.2): checkout creation and session look-ups are limited per client address
 * before any Stripe call, so a script cannot spend the Stripe account's rate limit.
 */
import { describe, expect } from "vitest";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";
import { anIp, createCheckout, fakeServicesPerTest, sessionStatus } from "./helpers";

const fakes = fakeServicesPerTest();

describe("CHECKOUT_LIMITER", () => {
  itWithinOneLimiterWindow(
    "answers the 11th checkout of a minute from one address with a 429 and no Stripe call; others go on",
    async () => {
      const ip = anIp();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await createCheckout({ lookup_key: "Live_LifetimeLicense" }, { ip })).status);
      expect(statuses).toEqual(Array(10).fill(200));
      const calls = fakes.stripe.requests.length;

      const limited = await createCheckout({ lookup_key: "Live_LifetimeLicense" }, { ip });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: "Too many checkout requests from this address; try again in a minute",
      });
      // Refused before the body is even read: a malformed flood is refused the same way.
      expect((await createCheckout("{not json", { ip })).status).toBe(429);
      expect(fakes.stripe.requests).toHaveLength(calls);

      expect((await createCheckout({ lookup_key: "Live_LifetimeLicense" })).status).toBe(200);
    },
  );

  itWithinOneLimiterWindow("limits session look-ups the same way, apart from checkout creation", async () => {
    const ip = anIp();
    for (let i = 0; i < 10; i++) expect((await sessionStatus("cs_test_unknown", ip)).status).toBe(404);
    const calls = fakes.stripe.requests.length;
    const limited = await sessionStatus("cs_test_unknown", ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: "Too many checkout requests from this address; try again in a minute",
    });
    expect(fakes.stripe.requests).toHaveLength(calls);
    // Creation keeps its own count for the same address.
    expect((await createCheckout({ lookup_key: "Live_LifetimeLicense" }, { ip })).status).toBe(200);
  });
});
