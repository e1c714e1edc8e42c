/**
 * The check `npm run stripe:contract` runs with a test-mode key (live.ts decides whether it may):
 * the Worker's own Stripe calls against https://api.stripe.com, the events they produced saved,
 * scrubbed, as fixtures, and checked against the committed schemas.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import Stripe from "stripe";
import { LIFETIME_LOOKUP_KEY } from "#common/api/checkout.ts";
import { LICENCE_CURRENCIES, LICENCE_DEFAULT_CURRENCY, LICENCE_PRICES } from "#common/prices.ts";
import { LICENCE_TAX_BEHAVIOR, licenceTaxBehavior } from "#common/tax.ts";
import { type CheckoutOpened, startCheckout } from "#worker/services/checkout/start.ts";
import { Refusal } from "#worker/services/refusal.ts";
import {
  checkoutSessionStatus,
  createPromotionCode,
  findPrice,
  findPromotionCode,
  refundPayment,
  STRIPE_API_VERSION,
  type StripeEnv,
} from "#worker/services/stripe.ts";
import { checkEvents } from "./check-events";
import { createScrubber } from "./scrub";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const RECORDED_DIR = join(ROOT, "tests/contracts/stripe/recorded");
/** The production site (wrangler.toml): Stripe takes its URLs for the session's return and terms links. */
const SITE_URL = process.env.SITE_URL?.trim() || "https://ticksim.app";
const EVENTS_SETTLE_MS = 5_000;
/**
 * The licence's Price when the test account has none yet, from the site's one configuration
 * (common/prices.ts): its own currency and amount, and every other currency the pages print as
 * a currency option with its tax behaviour (common/tax.ts: tax included where the pages say so).
 * Production's Price is made the same way.
 */
const LICENCE_PRICE = {
  currency: LICENCE_DEFAULT_CURRENCY,
  unit_amount: LICENCE_PRICES[LICENCE_DEFAULT_CURRENCY],
  tax_behavior: LICENCE_TAX_BEHAVIOR,
  currency_options: Object.fromEntries(
    LICENCE_CURRENCIES.filter((currency) => currency !== LICENCE_DEFAULT_CURRENCY).map((currency) => [
      currency,
      { unit_amount: LICENCE_PRICES[currency], tax_behavior: licenceTaxBehavior(currency) },
    ]),
  ),
} satisfies Stripe.PriceCreateParams;

interface Step {
  readonly name: string;
  readonly outcome: "ok" | "failed";
  readonly detail: string;
}

/** Runs one step, reporting it; a failed step does not stop the independent ones after it. */
async function step<T>(steps: Step[], name: string, run: () => Promise<T>, summary: (value: T) => string) {
  try {
    const value = await run();
    const detail = summary(value);
    steps.push({ name, outcome: "ok", detail });
    console.log(`  ok      ${name}: ${detail}`);
    return value;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    steps.push({ name, outcome: "failed", detail });
    console.log(`  FAILED  ${name}: ${detail}`);
    return undefined;
  }
}

/** The Price the Worker sells, created in test mode when the account has none yet. */
async function ensurePrice(stripe: Stripe, env: StripeEnv) {
  const found = await findPrice(env, LIFETIME_LOOKUP_KEY);
  if (found) return { ...found, created: false };
  const product = await stripe.products.create({ name: "TickSim lifetime licence (contract check)" });
  await stripe.prices.create({
    ...LICENCE_PRICE,
    product: product.id,
    lookup_key: LIFETIME_LOOKUP_KEY,
  });
  const created = await findPrice(env, LIFETIME_LOOKUP_KEY);
  if (!created) throw new Error("the Price just created is not found by its lookup key");
  return { ...created, created: true };
}

/** The Worker's checkout start, on a throwaway local D1 (the lookup cache and coupons live there). */
async function startWorkerCheckout(env: StripeEnv, code: string): Promise<CheckoutOpened> {
  // wrangler's local D1, loaded only for this step.
  const { migrateLocal, openLocalD1 } = await import("#scripts/lib/d1.ts");
  const dir = await mkdtemp(join(tmpdir(), "stripe-contract-"));
  try {
    await migrateLocal(dir);
    const local = await openLocalD1(dir);
    try {
      const opened = await startCheckout(
        local.db,
        { ...env, SITE_URL, PUBLIC_COUPON_CODES: code },
        // In yen and Japanese: a currency option without minor units, and Stripe's tag for a site language.
        {
          lookupKey: LIFETIME_LOOKUP_KEY,
          couponCode: code,
          attemptKey: `contract-${code}`,
          currency: "jpy",
          locale: "ja",
        },
      );
      if (opened instanceof Refusal) throw new Error(opened.message);
      return opened;
    } finally {
      await local.dispose();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The events since `since` (Unix seconds), oldest first. */
async function eventsSince(stripe: Stripe, since: number): Promise<Stripe.Event[]> {
  // Stripe writes some events (a refund's charge.refunded) a moment after the call that caused them.
  await new Promise((resolve) => setTimeout(resolve, EVENTS_SETTLE_MS));
  const events: Stripe.Event[] = [];
  for await (const event of stripe.events.list({ created: { gte: since }, limit: 100 })) events.push(event);
  return events.sort((a, b) => a.created - b.created);
}

/** Saves each event, scrubbed, as `<type>.json` (the last of a type wins); answers the files. */
async function saveEvents(events: readonly Stripe.Event[]): Promise<string[]> {
  const scrub = createScrubber();
  await mkdir(RECORDED_DIR, { recursive: true });
  const files = new Map<string, unknown>();
  for (const event of events) files.set(`${event.type}.json`, scrub(event));
  for (const [file, event] of files) await writeFile(join(RECORDED_DIR, file), `${JSON.stringify(event, null, 2)}\n`);
  return [...files.keys()];
}

export async function check(key: string): Promise<number> {
  const env: StripeEnv = { STRIPE_API_BASE: "https://api.stripe.com", STRIPE_SECRET_KEY: key };
  const stripe = new Stripe(key, { apiVersion: STRIPE_API_VERSION });
  // A little before now: Stripe's clock and ours may differ by a second or two.
  const since = Math.floor(Date.now() / 1000) - 5;
  const code = `CONTRACT-${Date.now().toString(36).toUpperCase()}`;
  const steps: Step[] = [];
  console.log(`Stripe test mode, API version ${STRIPE_API_VERSION}:`);

  await step(
    steps,
    "price",
    () => ensurePrice(stripe, env),
    (p) => `${p.id} (${p.created ? "created" : "found"})`,
  );
  await step(
    steps,
    "promotion code",
    async () => {
      const made = await createPromotionCode(env, { code, percentOff: 10, affiliate: "stripe-contract" });
      if (made instanceof Refusal) throw new Error(made.message);
      return made;
    },
    (d) => `${code}: coupon ${d.couponId}, promotion code ${d.promotionCodeId}`,
  );
  await step(
    steps,
    "promotion code lookup",
    async () => {
      const found = await findPromotionCode(env, code);
      if (!found) throw new Error(`${code} is not found by the Worker's lookup`);
      return found;
    },
    (p) => `${p.id}, ${p.percentOff} % off`,
  );
  const opened = await step(
    steps,
    "checkout session",
    () => startWorkerCheckout(env, code),
    (o) =>
      `${o.unusableCoupon ? `created WITHOUT ${code}: Stripe would not redeem it` : `created with ${code}`}, in ${o.currency.toUpperCase()}`,
  );
  if (opened) {
    // The client secret is `<session id>_secret_<…>`; the Worker reads sessions by id.
    const sessionId = opened.clientSecret.slice(0, opened.clientSecret.indexOf("_secret_"));
    await step(
      steps,
      "checkout session read back",
      () => checkoutSessionStatus(env, sessionId),
      (s) => (s instanceof Refusal ? s.message : s),
    );
  }
  const intent = await step(
    steps,
    "test payment",
    () =>
      stripe.paymentIntents.create({
        amount: LICENCE_PRICE.unit_amount,
        currency: LICENCE_PRICE.currency,
        payment_method: "pm_card_visa",
        // A card payment confirmed here: no redirect-based method may be offered.
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        confirm: true,
        metadata: { check: "stripe-contract" },
      }),
    (pi) => `${pi.id} ${pi.status}`,
  );
  if (intent) {
    await step(
      steps,
      "refund",
      async () => {
        const refund = await refundPayment(env, {
          paymentIntentId: intent.id,
          orderId: code,
          operator: "stripe-contract",
        });
        if (refund instanceof Refusal) throw new Error(`${intent.id}: ${refund.message}`);
        return refund;
      },
      (r) => `${r.id} ${r.status}`,
    );
  }
  const events =
    (await step(
      steps,
      "events",
      () => eventsSince(stripe, since),
      (e) => `${e.length} events`,
    )) ?? [];
  if (events.length) {
    const files = await saveEvents(events);
    console.log(`Saved ${files.length} event fixtures in ${relative(ROOT, RECORDED_DIR)}/: ${files.join(", ")}`);
  }
  const invalid = await checkEvents(events, STRIPE_API_VERSION);
  const failed = steps.filter((s) => s.outcome === "failed").length;
  console.log(failed || invalid ? `${failed} step(s) failed, ${invalid} event(s) invalid.` : "Every step passed.");
  return failed || invalid ? 1 : 0;
}
