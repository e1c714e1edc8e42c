/**
 * npm run stripe:simulate -- [email] [COUPON] [--url http://localhost:5173]
 *
 * Simulates a paid lifetime-licence checkout against the local Worker (`npm run dev`): builds
 * the `checkout.session.completed` event Stripe would send, signs it with STRIPE_WEBHOOK_SECRET
 * from .dev.vars (the development-only secret of .dev.vars.example) and posts it to
 * /stripe/webhook. The licence e-mail then shows in `npm run outbox`.
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LIFETIME_LOOKUP_KEY } from "#common/api/checkout.ts";
import { checkoutSession, completedSession, signedDelivery, stripeEvent } from "#tests/fakes/stripe-events.ts";

function devVar(name: string): string | undefined {
  const file = existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example";
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim() || undefined;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: "string", default: devVar("SITE_URL") ?? "http://localhost:5173" } },
});
const [email = "buyer@example.com", coupon] = positionals;
const secret = devVar("STRIPE_WEBHOOK_SECRET");
if (!secret) {
  console.error("STRIPE_WEBHOOK_SECRET is not set in .dev.vars");
  process.exit(2);
}

const metadata: Record<string, string> = { lookup_key: LIFETIME_LOOKUP_KEY };
if (coupon) metadata.coupon_code = coupon.toUpperCase();
const discount = coupon ? 2_690 : 0;
const session = completedSession(checkoutSession({ amountDiscount: discount, metadata }), { email, country: "US" });
const event = stripeEvent("checkout.session.completed", session);
const delivery = await signedDelivery(event, secret);

const endpoint = new URL("/stripe/webhook", values.url).href;
let res: Response;
try {
  res = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature },
    body: delivery.body,
  });
} catch (error) {
  console.error(`Could not reach ${endpoint} (is \`npm run dev\` running?): ${String(error)}`);
  process.exit(1);
}
console.log(`${endpoint} answered ${res.status}: ${await res.text()}`);
console.log(`Session ${session.id} for ${email}${coupon ? ` with coupon ${coupon.toUpperCase()}` : ""}.`);
console.log("Read the licence e-mail with: npm run outbox");
process.exit(res.ok ? 0 : 1);
