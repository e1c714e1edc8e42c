/**
 * The Stripe API calls of the operator console, for the Stripe fake (tests/fakes/stripe.ts):
 * refunds (with the `charge.refunded` and `refund.created` events Stripe then sends), coupons, promotion codes, and
 * the list of Checkout Sessions the reconciliation reads. Answers and errors as Stripe's.
 *
 * Test control: `POST /__fake/sessions/{id}/complete-without-webhook` completes a session like
 * `/complete` but drops its webhook, as a lost delivery would.
 */
import { baseObject, checkObject, errorAnswer, listAnswer } from "./stripe-contract";
import { type FakeCheckoutSession, type FakeEvent, randomId, refundedCharge, stripeEvent } from "./stripe-events";

export interface FakePromotionCode {
  id: string;
  code: string;
  active: boolean;
  /** Null for an amount-off coupon (`amount_off`). */
  percent_off: number | null;
  /**
   * An amount-off coupon: minor units off in its own currency and, as the Dashboard's "add an
   * amount per currency" makes it, in others (Stripe's `currency_options`, lower-case codes).
   */
  amount_off?: { amount: number; currency: string; currency_options?: Readonly<Record<string, number>> };
  /** Unix seconds after which the code cannot be redeemed. */
  expires_at?: number | null;
  max_redemptions?: number | null;
  times_redeemed?: number;
  /** Only customers without a previous payment may redeem it (Checkout has none to check: refused). */
  first_time_transaction?: boolean;
  /** Smallest subtotal (in `minimum_amount_currency`) the code applies to. */
  minimum_amount?: number | null;
  minimum_amount_currency?: string | null;
  /** The coupon's validity: false once its `redeem_by` passed or its redemptions ran out. */
  coupon_valid?: boolean;
}

const invalid = (param: string, message: string, code?: string) =>
  errorAnswer(400, { type: "invalid_request_error", param, message, ...(code ? { code } : {}) });

/** `metadata[a]=1` -> `{a: "1"}`. */
const metadataOf = (form: URLSearchParams) =>
  Object.fromEntries(
    [...form.entries()]
      .filter(([key]) => /^metadata\[[^[\]]+\]$/.test(key))
      .map(([key, value]) => [key.slice(9, -1), value]),
  );

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  reason: string | null;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
}

export interface FakeCoupon {
  id: string;
  object: "coupon";
  percent_off: number;
  duration: "once" | "forever" | "repeating";
  name: string | null;
  valid: boolean;
  metadata: Record<string, string>;
  created: number;
}

export interface ConsoleState {
  readonly sessions: Map<string, FakeCheckoutSession>;
  readonly promotionCodes: FakePromotionCode[];
  readonly events: FakeEvent[];
  readonly livemode: boolean;
  /** Signs and posts an event to the webhook URL, if the fake has one; answers its status. */
  readonly deliver: (event: FakeEvent) => Promise<number | null>;
  /** Completes a session as paid, without delivering its event when `deliver` is false. */
  readonly complete: (id: string, email: string, deliver: boolean) => Promise<unknown>;
}

export function consoleEndpoints(state: ConsoleState) {
  const refunds: FakeRefund[] = [];
  const coupons = new Map<string, FakeCoupon>();
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** Stripe's way of quoting an amount in its refund errors: "$0.90". */
  const money = (amount: number, currency: string) => {
    const format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  };

  /**
   * POST /v1/refunds: as Stripe's API reference says, `amount` defaults to the rest of the charge
   * and can be "only up to the remaining, unrefunded amount", so a partial refund can be followed by
   * others until nothing is left. Each refund sends `charge.refunded` (the charge with all its
   * refunds so far) and `refund.created`.
   */
  async function createRefund(form: URLSearchParams): Promise<Response> {
    const paymentIntent = form.get("payment_intent");
    if (!paymentIntent) return invalid("payment_intent", "You must provide a charge or a payment_intent.");
    const session = [...state.sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) return invalid("payment_intent", `No such payment_intent: '${paymentIntent}'`, "resource_missing");
    const charge = `ch_${paymentIntent.slice(3)}`;
    const refundedSoFar = refunds
      .filter((r) => r.payment_intent === paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
    const remaining = session.amount_total - refundedSoFar;
    if (remaining <= 0) {
      return invalid("payment_intent", `Charge ${charge} has already been refunded.`, "charge_already_refunded");
    }
    const amount = Number(form.get("amount") ?? remaining);
    if (amount > remaining) {
      return invalid(
        "amount",
        `Refund amount (${money(amount, session.currency)}) is greater than unrefunded amount on charge (${money(remaining, session.currency)})`,
      );
    }
    const refund: FakeRefund = {
      ...baseObject<FakeRefund>("refund"),
      id: randomId("re"),
      object: "refund",
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      charge,
      reason: form.get("reason"),
      status: "succeeded",
      metadata: metadataOf(form),
      created: nowSeconds(),
    };
    checkObject("refund", refund);
    refunds.push(refund);
    const livemode = { livemode: state.livemode };
    const events = [
      stripeEvent(
        "charge.refunded",
        refundedCharge(paymentIntent, session.amount_total, session.currency, refundedSoFar + amount, charge),
        livemode,
      ),
      stripeEvent("refund.created", refund, livemode),
    ];
    for (const event of events) {
      state.events.push(event);
      await state.deliver(event);
    }
    return Response.json(refund);
  }

  function createCoupon(form: URLSearchParams): Response {
    const percentOff = Number(form.get("percent_off"));
    if (!form.has("percent_off") && !form.has("amount_off")) {
      return invalid("percent_off", "You must pass either `percent_off` or `amount_off`.");
    }
    if (!(percentOff > 0 && percentOff <= 100)) {
      return invalid("percent_off", "Invalid percent_off: must be greater than 0 and at most 100");
    }
    const name = form.get("name");
    if (name && name.length > 40) return invalid("name", "Invalid name: must be at most 40 characters");
    const id = form.get("id") ?? crypto.randomUUID().replace(/-/g, "").slice(0, 8);
    if (coupons.has(id)) return invalid("id", "Coupon already exists.", "resource_already_exists");
    const coupon: FakeCoupon = {
      ...baseObject<FakeCoupon>("coupon"),
      id,
      object: "coupon",
      percent_off: percentOff,
      duration: (form.get("duration") ?? "once") as FakeCoupon["duration"],
      name,
      valid: true,
      metadata: metadataOf(form),
      created: nowSeconds(),
    };
    checkObject("coupon", coupon);
    coupons.set(id, coupon);
    return Response.json(coupon);
  }

  /** DELETE /v1/coupons/{id}: Stripe answers the deleted object's id. */
  function deleteCoupon(id: string): Response {
    if (!coupons.delete(id))
      return errorAnswer(404, {
        type: "invalid_request_error",
        message: `No such coupon: '${id}'`,
        code: "resource_missing",
        param: "coupon",
      });
    return Response.json({ id, object: "coupon", deleted: true });
  }

  function createPromotionCode(form: URLSearchParams): Response {
    const coupon = coupons.get(form.get("promotion[coupon]") ?? "");
    if (!coupon) {
      return invalid("promotion[coupon]", `No such coupon: '${form.get("promotion[coupon]")}'`, "resource_missing");
    }
    // Stripe generates letters and digits, within the alphabet it accepts.
    const code = form.get("code") ?? crypto.randomUUID().replace(/-/g, "").slice(0, 12).toUpperCase();
    if (state.promotionCodes.some((p) => p.active && p.code.toUpperCase() === code.toUpperCase())) {
      return invalid(
        "code",
        `An active promotion code with \`code: ${code}\` already exists.`,
        "resource_already_exists",
      );
    }
    const promotion: FakePromotionCode = {
      id: randomId("promo"),
      code,
      active: true,
      percent_off: coupon.percent_off,
    };
    state.promotionCodes.push(promotion);
    const answered = {
      ...baseObject("promotion_code"),
      id: promotion.id,
      active: true,
      code,
      promotion: { type: "coupon", coupon: coupon.id },
      metadata: metadataOf(form),
      livemode: state.livemode,
      created: nowSeconds(),
    };
    checkObject("promotion_code", answered);
    return Response.json(answered);
  }

  /** GET /v1/checkout/sessions: newest first, `created[gte]`, `status`, `limit`, `starting_after`. */
  function listSessions(url: URL): Response {
    const query = url.searchParams;
    const since = Number(query.get("created[gte]") ?? 0);
    const status = query.get("status");
    const limit = Math.min(100, Number(query.get("limit") ?? 10));
    const all = [...state.sessions.values()]
      .filter((s) => s.created >= since && (status === null || s.status === status))
      .reverse()
      .sort((a, b) => b.created - a.created);
    const after = query.get("starting_after");
    const start = after ? all.findIndex((s) => s.id === after) + 1 : 0;
    if (after && start === 0)
      return invalid("starting_after", `No such checkout.session: '${after}'`, "resource_missing");
    const data = all.slice(start, start + limit);
    return listAnswer(
      "/v1/checkout/sessions",
      data,
      (session) => checkObject("checkout.session", session),
      start + limit < all.length,
    );
  }

  /** The console's API calls; undefined for any other request. */
  async function handle(request: Request, url: URL, body: string): Promise<Response | undefined> {
    if (request.method === "POST" && url.pathname === "/v1/refunds") return createRefund(new URLSearchParams(body));
    if (request.method === "POST" && url.pathname === "/v1/coupons") return createCoupon(new URLSearchParams(body));
    const couponPath = /^\/v1\/coupons\/([^/]+)$/.exec(url.pathname);
    if (request.method === "DELETE" && couponPath) return deleteCoupon(decodeURIComponent(couponPath[1] ?? ""));
    if (request.method === "POST" && url.pathname === "/v1/promotion_codes") {
      return createPromotionCode(new URLSearchParams(body));
    }
    if (request.method === "GET" && url.pathname === "/v1/checkout/sessions") return listSessions(url);
    return undefined;
  }

  /** `/__fake/sessions/{id}/complete-without-webhook`; undefined for any other control path. */
  async function control(request: Request, path: string): Promise<Response | undefined> {
    const match = /^\/__fake\/sessions\/([^/]+)\/complete-without-webhook$/.exec(path);
    if (!match || request.method !== "POST") return undefined;
    const body = (await request.json().catch(() => ({}))) as { email?: string };
    const done = await state.complete(decodeURIComponent(match[1] ?? ""), body.email ?? "buyer@example.com", false);
    return done ? Response.json(done) : new Response("No such session", { status: 404 });
  }

  return { handle, control, refunds, coupons };
}
