/**
 * A fake Stripe API for the calls the Worker makes, answering like Stripe (objects, lists and
 * its error bodies): prices by lookup key, promotion codes by code, Checkout Sessions (create,
 * retrieve). A fetch handler: worker tests call it through a fetch stub, e2e serves it over HTTP.
 *
 * Test control (not Stripe's API):
 * - `POST /__fake/sessions/{id}/complete` with JSON `{email, country?}` completes a session as a
 *   paid checkout and, when `webhookUrl` is set, delivers the signed `checkout.session.completed`
 *   event to it. Answers `{session, event, webhookStatus}`.
 * - `fake.failNext(status, error, times)` makes the next API calls fail with that Stripe error
 *   (the client retries a 5xx once, so an outage takes two).
 */
import {
  checkoutSession,
  completedSession,
  type FakeCheckoutSession,
  type FakeEvent,
  signedDelivery,
  stripeEvent,
} from "./stripe-events";

export interface FakePrice {
  id: string;
  lookup_key: string;
  unit_amount: number;
  currency: string;
  active: boolean;
  type: "one_time" | "recurring";
}

export interface FakePromotionCode {
  id: string;
  code: string;
  active: boolean;
  percent_off: number;
}

export interface StripeFakeOptions {
  /** The secret key callers must present (`Authorization: Bearer ...`). */
  readonly apiKey: string;
  readonly webhookSecret: string;
  /** Where completed sessions' events are delivered (the Worker's /stripe/webhook). */
  readonly webhookUrl?: string;
  readonly prices?: readonly FakePrice[];
  readonly promotionCodes?: readonly FakePromotionCode[];
}

export const defaultPrices: readonly FakePrice[] = [
  {
    id: "price_lifetime",
    lookup_key: "Live_LifetimeLicense",
    unit_amount: 26_900,
    currency: "usd",
    active: true,
    type: "one_time",
  },
  {
    id: "price_old",
    lookup_key: "Old_LifetimeLicense",
    unit_amount: 19_900,
    currency: "usd",
    active: false,
    type: "one_time",
  },
];

export const defaultPromotionCodes: readonly FakePromotionCode[] = [
  { id: "promo_demo", code: "DEMO10", active: true, percent_off: 10 },
  { id: "promo_expired", code: "EXPIRED", active: false, percent_off: 50 },
];

/** The ui_mode the pinned API version accepts for an embedded Checkout. */
const EMBEDDED_UI_MODE = "embedded_page";

interface StripeErrorBody {
  type: "invalid_request_error" | "api_error" | "authentication_error" | "rate_limit_error";
  message: string;
  code?: string;
  param?: string;
}

const stripeError = (status: number, error: StripeErrorBody) =>
  Response.json({ error: { ...error, request_log_url: "https://dashboard.stripe.com/test/logs" } }, { status });

const list = <T>(url: string, data: T[]) => Response.json({ object: "list", url, has_more: false, data });

/** Form values of one bracketed prefix, e.g. `lookup_keys[0]`, `lookup_keys[]`. */
const valuesOf = (params: URLSearchParams, name: string) =>
  [...params.entries()].filter(([key]) => key === name || key.startsWith(`${name}[`)).map(([, value]) => value);

export function createStripeFake(options: StripeFakeOptions) {
  const prices = [...(options.prices ?? defaultPrices)];
  const promotionCodes = [...(options.promotionCodes ?? defaultPromotionCodes)];
  const sessions = new Map<string, FakeCheckoutSession>();
  /** Every Checkout Session creation's form parameters, for assertions. */
  const createdWith: URLSearchParams[] = [];
  const events: FakeEvent[] = [];
  let pendingFailure: { status: number; error: StripeErrorBody; times: number } | undefined;

  async function createSession(form: URLSearchParams): Promise<Response> {
    createdWith.push(form);
    const priceId = form.get("line_items[0][price]");
    const price = prices.find((p) => p.id === priceId);
    if (!price) {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "line_items[0][price]",
        message: `No such price: '${priceId}'`,
      });
    }
    const uiMode = form.get("ui_mode") ?? "hosted_page";
    if (!["hosted_page", EMBEDDED_UI_MODE, "elements"].includes(uiMode)) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "ui_mode",
        message: `Invalid ui_mode: must be one of hosted_page, ${EMBEDDED_UI_MODE} or elements`,
      });
    }
    const returnUrl = form.get("return_url");
    if (uiMode === EMBEDDED_UI_MODE && !returnUrl) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "return_url",
        message: "return_url is required when ui_mode is embedded_page",
      });
    }
    const promotionId = form.get("discounts[0][promotion_code]");
    const promotion = promotionCodes.find((p) => p.id === promotionId);
    if (promotionId && !promotion?.active) {
      return stripeError(400, {
        type: "invalid_request_error",
        param: "discounts[0][promotion_code]",
        message: promotion ? "This promotion code is not active" : `No such promotion code: '${promotionId}'`,
      });
    }
    const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
    const subtotal = price.unit_amount * quantity;
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );
    const session = {
      ...checkoutSession({
        amountSubtotal: subtotal,
        amountDiscount: promotion ? Math.round((subtotal * promotion.percent_off) / 100) : 0,
        currency: form.get("currency") ?? price.currency,
        metadata,
        returnUrl,
        uiMode,
      }),
      mode: (form.get("mode") ?? "payment") as FakeCheckoutSession["mode"],
      customer_email: form.get("customer_email"),
      discounts: promotion ? [{ promotion_code: promotion.id }] : [],
    };
    sessions.set(session.id, session);
    return Response.json(session);
  }

  function missingSession(id: string) {
    return stripeError(404, {
      type: "invalid_request_error",
      code: "resource_missing",
      param: "session",
      message: `No such checkout.session: '${id}'`,
    });
  }

  /** Completes a session as paid and delivers its signed event to the webhook URL. */
  async function completeSession(id: string, customer: { email: string; country?: string | null }) {
    const session = sessions.get(id);
    if (!session) return undefined;
    const done = completedSession(session, customer);
    sessions.set(id, done);
    const event = stripeEvent("checkout.session.completed", done);
    events.push(event);
    let webhookStatus: number | null = null;
    if (options.webhookUrl) {
      const delivery = await signedDelivery(event, options.webhookSecret);
      const res = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature },
        body: delivery.body,
      });
      webhookStatus = res.status;
    }
    return { session: done, event, webhookStatus };
  }

  async function control(request: Request, path: string): Promise<Response> {
    const match = /^\/__fake\/sessions\/([^/]+)\/complete$/.exec(path);
    if (!match || request.method !== "POST") return new Response("Not found", { status: 404 });
    const body = (await request.json().catch(() => ({}))) as { email?: string; country?: string };
    const done = await completeSession(decodeURIComponent(match[1] ?? ""), {
      email: body.email ?? "buyer@example.com",
      country: body.country ?? "US",
    });
    return done ? Response.json(done) : new Response("No such session", { status: 404 });
  }

  async function handler(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__fake/")) return control(request, url.pathname);

    if (request.headers.get("authorization") !== `Bearer ${options.apiKey}`) {
      return stripeError(401, { type: "authentication_error", message: "Invalid API Key provided" });
    }
    if (pendingFailure) {
      const { status, error, times } = pendingFailure;
      pendingFailure = times > 1 ? { status, error, times: times - 1 } : undefined;
      return stripeError(status, error);
    }
    const query = url.searchParams;
    if (request.method === "GET" && url.pathname === "/v1/prices") {
      const keys = valuesOf(query, "lookup_keys");
      const active = query.get("active");
      const found = prices.filter(
        (p) => keys.includes(p.lookup_key) && (active === null || String(p.active) === active),
      );
      return list(
        "/v1/prices",
        found.map((p) => ({ object: "price", ...p })),
      );
    }
    if (request.method === "GET" && url.pathname === "/v1/promotion_codes") {
      const code = query.get("code");
      const active = query.get("active");
      const found = promotionCodes.filter((p) => p.code === code && (active === null || String(p.active) === active));
      return list(
        "/v1/promotion_codes",
        found.map((p) => ({ object: "promotion_code", id: p.id, code: p.code, active: p.active })),
      );
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      return createSession(new URLSearchParams(await request.text()));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1] ?? "");
      const session = sessions.get(id);
      return session ? Response.json(session) : missingSession(id);
    }
    return stripeError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
    });
  }

  return {
    handler,
    sessions,
    createdWith,
    events,
    completeSession,
    /** The next `times` API calls answer this Stripe error. */
    failNext(status: number, error: StripeErrorBody, times = 1) {
      pendingFailure = { status, error, times };
    },
    /** Marks a session expired, as Stripe does after 24 hours. */
    expireSession(id: string) {
      const session = sessions.get(id);
      if (session) sessions.set(id, { ...session, status: "expired" });
    },
  };
}

export type StripeFake = ReturnType<typeof createStripeFake>;
