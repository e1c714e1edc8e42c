/**
 * Rotating the webhook signing secret (issue 42.8): Stripe signs each delivery once per active
 * secret while a rolled one expires, and the Worker accepts the previous secret
 * (STRIPE_WEBHOOK_SECRET_PREVIOUS) until the configured end of the overlap, so no delivery is
 * refused while the secret changes on either side.
 */
import { describe, expect, it, vi } from "vitest";
import { checkoutSession, completedSession, signedDelivery, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { overview } from "#worker/services/admin/overview.ts";
import { counts, db, deliver, fakeServicesPerTest } from "./helpers";

const fakes = fakeServicesPerTest();

const OLD = workerTestBindings.STRIPE_WEBHOOK_SECRET;
const NEW = "whsec_test_rolled_secret_0123456789";
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const purchase = () =>
  stripeEvent(
    "checkout.session.completed",
    completedSession(checkoutSession({ metadata: { lookup_key: "Live_LifetimeLicense" } }), {
      email: `rotation.${crypto.randomUUID().slice(0, 8)}@example.com`,
      country: "US",
    }),
  );

/** Posts a purchase signed with `secrets` to the Worker running with `vars` over its test bindings. */
async function deliverTo(vars: Record<string, string>, secrets: string | readonly string[]) {
  const res = await deliver(purchase(), { secret: secrets, vars });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the Stripe fake rolls its webhook secret as Stripe does", () => {
  it("signs with one v1 per secret until the rolled one expires, then with the new one only", async () => {
    expect(fakes.stripe.webhookSecrets()).toEqual([OLD]);
    fakes.stripe.rollWebhookSecret(NEW, 3600);
    expect(fakes.stripe.webhookSecrets()).toEqual([NEW, OLD]);
    const { signature } = await signedDelivery(purchase(), fakes.stripe.webhookSecrets());
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    fakes.stripe.rollWebhookSecret("whsec_test_rolled_again_0123456789", 0);
    expect(fakes.stripe.webhookSecrets()).toEqual(["whsec_test_rolled_again_0123456789"]);
    expect(() => fakes.stripe.rollWebhookSecret(NEW, 25 * 3600)).toThrow(/24 hours/);
  });
});

describe("POST /stripe/webhook during a secret rotation", () => {
  it("accepts a delivery signed with the old and the new secret while the Worker still has the old one", async () => {
    fakes.stripe.rollWebhookSecret(NEW, 3600);
    const res = await deliverTo({}, fakes.stripe.webhookSecrets());
    expect(res).toEqual({ status: 200, body: { received: true, outcome: "fulfilled" } });
  });

  it("accepts the previous secret alone until STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL, then refuses it", async () => {
    const overlap = { STRIPE_WEBHOOK_SECRET: NEW, STRIPE_WEBHOOK_SECRET_PREVIOUS: OLD };
    const during = { ...overlap, STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: inHours(2) };
    expect((await deliverTo(during, OLD)).status).toBe(200);
    expect((await deliverTo(during, NEW)).status).toBe(200);

    const before = await counts();
    const after = { ...overlap, STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: inHours(-1) };
    expect(await deliverTo(after, OLD)).toEqual({
      status: 400,
      body: { error: "Invalid or missing Stripe-Signature" },
    });
    expect(await counts()).toEqual(before);
    expect((await deliverTo(after, NEW)).status).toBe(200);
  });

  it("without a previous secret, only the current one verifies", async () => {
    expect((await deliverTo({ STRIPE_WEBHOOK_SECRET: NEW }, OLD)).status).toBe(400);
  });

  it.each([
    [{ STRIPE_WEBHOOK_SECRET_PREVIOUS: OLD }, /set together/],
    [{ STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: inHours(2) }, /set together/],
    [{ STRIPE_WEBHOOK_SECRET_PREVIOUS: OLD, STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: "tomorrow" }, /date and time/],
    [{ STRIPE_WEBHOOK_SECRET_PREVIOUS: "sk_test_x", STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: inHours(2) }, /whsec_/],
    [{ STRIPE_WEBHOOK_SECRET_PREVIOUS: OLD, STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: inHours(24 * 8) }, /7 days/],
  ])(
    "answers 503 for a malformed overlap %j, writes nothing and names it on the health card",
    async (vars, problem) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const before = await counts();
      const res = await deliverTo({ STRIPE_WEBHOOK_SECRET: NEW, ...vars }, NEW);
      expect(res).toEqual({ status: 503, body: { error: "Webhooks are not configured correctly on this server" } });
      expect(await counts()).toEqual(before);
      expect(errors.mock.calls.map((call) => JSON.parse(String(call[0])))).toContainEqual(
        expect.objectContaining({ event: "config.invalid", name: "STRIPE_WEBHOOK_SECRET_PREVIOUS" }),
      );
      const { configProblems } = await overview(db, { STRIPE_WEBHOOK_SECRET: NEW, ...vars });
      expect(configProblems).toEqual([
        { name: "STRIPE_WEBHOOK_SECRET_PREVIOUS", problem: expect.stringMatching(problem) },
      ]);
      errors.mockRestore();
    },
  );

  it("refuses the development secret as the previous one where the Worker is deployed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await deliverTo(
      {
        ENVIRONMENT: "production",
        JWT_SECRET: "Zq8vN3xL0pR7tY2mK9wB4cF6hJ1sD5gA",
        STRIPE_WEBHOOK_SECRET: "whsec_Xk29aLq0Vb7Rt3Nm8Pz1Wc5Yh6Jd4Fg2",
        STRIPE_WEBHOOK_SECRET_PREVIOUS: "whsec_dev_only_0123456789abcdefghijklmnopqrstuv",
        STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: inHours(2),
      },
      "whsec_dev_only_0123456789abcdefghijklmnopqrstuv",
    );
    expect(res).toEqual({ status: 503, body: { error: "Webhooks are not configured correctly on this server" } });
    vi.restoreAllMocks();
  });
});
