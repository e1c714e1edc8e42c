/**
 * STRIPE_SECRET_KEY=sk_test_... npm run stripe:contract
 *
 * The owner's check of the Worker against Stripe itself, in test mode: it runs the Worker's own
 * Stripe calls (worker/services/stripe.ts, and the checkout exactly as the Worker starts it, on a
 * throwaway local D1) at https://api.stripe.com, then saves the events they produced as fixtures
 * in tests/contracts/stripe/recorded/ (scrubbed: scrub.ts) and checks each against the committed
 * object schemas (tests/fakes/stripe-contract.ts) when they are there. Never part of `npm test`.
 *
 * Without a key it prints what it would do and exits 0; a live key is refused (exit 2).
 * docs/checkout.md, "Checking against Stripe's test mode", says how to prepare the account.
 */
import { LIFETIME_LOOKUP_KEY } from "#common/api/checkout.ts";
import { LICENCE_TAX_BEHAVIOR } from "#common/tax.ts";

const PLAN = [
  `find the active Price with lookup key ${LIFETIME_LOOKUP_KEY} (created, 269 USD, tax ${LICENCE_TAX_BEHAVIOR}, when missing)`,
  "create a coupon and its promotion code as the console does (CONTRACT-<time>, 10 % off), and look the code up",
  "start an embedded Checkout with that code exactly as the Worker does, and read the session back",
  "pay 269 USD with the test card (pm_card_visa) and refund it as the console does",
  `list the events these produced (GET /v1/events?created[gte]=...) and save them, scrubbed, in tests/contracts/stripe/recorded/`,
  "check each event against the committed object schemas (tests/contracts/stripe), when they exist",
];

type KeyMode = "none" | "test" | "live" | "other";

/** What kind of key this is: only a test-mode secret or restricted key may run the check. */
function keyMode(key: string): KeyMode {
  if (!key) return "none";
  if (/^(sk|rk)_live_/.test(key)) return "live";
  return /^(sk|rk)_test_/.test(key) ? "test" : "other";
}

function explain(): void {
  console.log(`npm run stripe:contract: no STRIPE_SECRET_KEY in the environment, so nothing was sent to Stripe.

With a test-mode key it would, in the account's test mode:
${PLAN.map((line, i) => `  ${i + 1}. ${line}`).join("\n")}

Run it with:  STRIPE_SECRET_KEY=sk_test_... npm run stripe:contract
(docs/checkout.md, "Checking against Stripe's test mode").`);
}

const key = process.env.STRIPE_SECRET_KEY?.trim() ?? "";
const mode = keyMode(key);
if (mode === "none") {
  explain();
} else if (mode === "live") {
  console.error(
    "Refusing a live key (sk_live_/rk_live_): this check creates prices, coupons, payments and refunds. Use a test-mode key (sk_test_...).",
  );
  process.exitCode = 2;
} else if (mode === "other") {
  console.error("STRIPE_SECRET_KEY is not a Stripe test-mode secret key (sk_test_... or rk_test_...).");
  process.exitCode = 2;
} else {
  // Loaded only now: the Worker's modules, the Stripe SDK and wrangler's local D1 are heavy.
  const { check } = await import("./live-run");
  process.exitCode = await check(key);
}
