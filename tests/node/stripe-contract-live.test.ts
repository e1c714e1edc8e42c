/**
 * `npm run stripe:contract` (tests/tools/stripe-live/live.ts) without reaching Stripe: what it
 * does without a key or with a live one, and the scrubbing of the events it records.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { FAKE_API_VERSION, refundedCharge, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { checkEvents } from "#tests/tools/stripe-live/check-events.ts";
import { createScrubber } from "#tests/tools/stripe-live/scrub.ts";

const run = async (key: string | undefined) => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (key === undefined) delete env.STRIPE_SECRET_KEY;
  else env.STRIPE_SECRET_KEY = key;
  try {
    const { stdout, stderr } = await promisify(execFile)("node_modules/.bin/tsx", ["tests/tools/stripe-live/live.ts"], {
      env,
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
};

describe("npm run stripe:contract", () => {
  it("without a key, says what it would do and how to run it, and exits 0", async () => {
    const { code, out } = await run(undefined);
    expect(code).toBe(0);
    expect(out).toContain("no STRIPE_SECRET_KEY in the environment, so nothing was sent to Stripe");
    expect(out).toContain("refund it as the console does");
    expect(out).toContain("STRIPE_SECRET_KEY=sk_test_... npm run stripe:contract");
  }, 30_000);

  it.each(["sk_live_51abc", "rk_live_51abc"])(
    "refuses the live key %s with exit code 2",
    async (key) => {
      const { code, out } = await run(key);
      expect(code).toBe(2);
      expect(out).toContain("Refusing a live key (sk_live_/rk_live_)");
    },
    30_000,
  );

  it("refuses a key that is not a test-mode secret key", async () => {
    const { code, out } = await run("pk_test_51abc");
    expect(code).toBe(2);
    expect(out).toContain("is not a Stripe test-mode secret key");
  }, 30_000);
});

describe("the recorded events' scrubbing", () => {
  const intent = "pi_3QxYzAbCdEfGhIjK0aBcDeFg";
  const event = {
    id: "evt_3QxYzAbCdEfGhIjK0xYzXyZw",
    account: "acct_1QxYzAbCdEfGhIjK",
    data: {
      object: {
        id: "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6",
        client_secret: "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6_secret_fidwbEhqYWAnPydmcHZxamgneCUl",
        payment_intent: intent,
        customer_details: { email: "owner.name@realshop.com" },
        hosted_invoice_url: "https://invoice.stripe.com/i/acct_1QxYzAbCdEfGhIjK/test_YWNjdF8xUXh5?s=ap",
        metadata: { lookup_key: "Live_LifetimeLicense", note: "key sk_test_51QxYzAbCdEfGhIjKlMnOpQr leaked" },
      },
    },
    request: { id: "req_AbCdEfGhIjKlMn", idempotency_key: "refund-order-CONTRACT-M3X1" },
    related: [intent],
  };

  it("leaves no account id, secret, address or signed URL, and renames each id the same way everywhere", () => {
    const scrubbed = createScrubber()(event) as typeof event;
    const text = JSON.stringify(scrubbed);
    for (const secret of [
      "acct_1QxYz",
      "_secret_fidwb",
      "owner.name@realshop.com",
      "sk_test_51",
      "invoice.stripe.com",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(intent);
    expect(scrubbed.data.object.payment_intent).toMatch(/^pi_recorded\d{6}$/);
    expect(scrubbed.related).toEqual([scrubbed.data.object.payment_intent]);
    expect(scrubbed.account).toMatch(/^acct_recorded\d{6}$/);
    expect(scrubbed.data.object.customer_details.email).toBe("buyer@example.com");
    expect(scrubbed.data.object.metadata.lookup_key).toBe("Live_LifetimeLicense");
    expect(scrubbed.request.idempotency_key).toBe("refund-order-CONTRACT-M3X1");
  });
});

describe("the recorded events' check against the committed schemas", () => {
  const recorded = (apiVersion?: string, change: (charge: Record<string, unknown>) => void = () => {}) => {
    const event = structuredClone(stripeEvent("charge.refunded", refundedCharge("pi_recorded000001", 26_900)));
    change(event.data.object as unknown as Record<string, unknown>);
    return { ...event, ...(apiVersion ? { api_version: apiVersion } : {}) } as unknown as Stripe.Event;
  };

  it("counts an event that breaks its object's schema, and passes one that holds to it", async () => {
    expect(await checkEvents([recorded()], FAKE_API_VERSION)).toBe(0);
    expect(await checkEvents([recorded(undefined, (charge) => (charge.amount = "26900"))], FAKE_API_VERSION)).toBe(1);
  });

  it("does not check an event Stripe rendered in another API version than the pinned one", async () => {
    const broken = recorded("2024-06-20", (charge) => (charge.amount = "26900"));
    expect(await checkEvents([broken], FAKE_API_VERSION)).toBe(0);
  });
});
