/**
 * Admin: the operator console's API (/api/admin/*). Every call needs an operator: in production a
 * Cloudflare Access token (`Cf-Access-Jwt-Assertion`) for an e-mail on the allow-list, locally a
 * labelled development identity. Every call that changes something writes an audit row.
 * Lists are keyset pages: an answer's `next` is the cursor of the following page (null at the end).
 */
import { z } from "zod/mini";
import { DEFAULT_LOCALE, locales } from "#common/locales.ts";
import { defineCalls } from "./call.ts";
import { couponCode } from "./coupon-code.ts";
import { affiliateEmail, atMost, licenceKey, orderId, requiredText } from "./fields.ts";

// ---- shared shapes ----------------------------------------------------------------------------

/** Who is acting: the Access e-mail, or the development identity (`development: true`). */
export const operator = z.object({ email: z.string(), development: z.boolean() });
export type Operator = z.infer<typeof operator>;

/** A list ordered by id: its cursor is the last row's id. */
export const ID_CURSOR = /^\d{1,16}$/;
/** A list ordered by time: its cursor is the last row's time and id. */
export const TIME_CURSOR = /^(\d{1,16})~([\w-]{1,64})$/;

/** An opaque page cursor, as the previous answer gave it; a text too long is refused for that alone. */
const pageCursor = (shape: RegExp) =>
  z.nullish(
    z
      .string()
      .check(
        z.maxLength(200, { error: "At most 200 characters", abort: true }),
        z.regex(shape, "not a cursor of this list"),
      ),
  );
const cursor = pageCursor(ID_CURSOR);
const timeCursor = pageCursor(TIME_CURSOR);
/** Rows per page: the console asks for small pages and loads more as the operator scrolls. */
export const ADMIN_PAGE_SIZE = 50;

export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), next: z.nullable(z.string()) });

/** An action's answer: what changed, in words the console shows as a toast. */
export const actionAnswer = z.object({ ok: z.literal(true), message: z.string() });
export type ActionAnswer = z.infer<typeof actionAnswer>;

/** POSTs without fields still send `{}` (JSON only: a cross-site form cannot post it without a preflight). */
export const noFields = z.strictObject({});

/** Path parameters `{ id }`: an id of digits, read as a number. */
export const idParams = z.object({
  id: z.pipe(z.string().check(z.regex(/^\d{1,12}$/, "id must be digits")), z.transform(Number)),
});

/** A console search box's text; empty lists the newest. */
const searchText = z._default(z.string().check(z.trim(), atMost(254)), "");

// ---- me & overview ----------------------------------------------------------------------------

/** Money per currency, in minor units (cents). */
export const currencyAmount = z.object({ currency: z.string(), count: z.int(), amount: z.int() });
export type CurrencyAmount = z.infer<typeof currencyAmount>;

export const overviewWindow = z.object({
  /** "today" (since 00:00 UTC), "7d" and "30d" (rolling). */
  window: z.enum(["today", "7d", "30d"]),
  sales: z.array(currencyAmount),
  licencesIssued: z.int(),
  refunds: z.array(currencyAmount),
  disputes: z.array(currencyAmount),
  /** Unix ms: the window's first moment (its end is the answer's `at`); the orders list asks for the same span. */
  since: z.number(),
});
export type OverviewWindow = z.infer<typeof overviewWindow>;

export const reconciliationRun = z.object({
  id: z.int(),
  trigger: z.enum(["cron", "console"]),
  actor: z.string(),
  startedAt: z.number(),
  finishedAt: z.nullable(z.number()),
  checked: z.int(),
  fixed: z.array(z.object({ sessionId: z.string(), orderId: z.nullable(z.string()) })),
  /** Stripe events the webhook had missed, applied by the run. */
  replayed: z.int(),
  /** Stripe events the run could not apply, and why. */
  failing: z.array(z.object({ eventId: z.string(), type: z.string(), reason: z.string() })),
  error: z.nullable(z.string()),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

/** One failing alert condition: `label` names it for people, `failingSince` is Unix ms. */
export const alertCondition = z.object({
  condition: z.string(),
  label: z.string(),
  failingSince: z.number(),
  detail: z.string(),
});
export type AlertCondition = z.infer<typeof alertCondition>;

export const overviewAnswer = z.object({
  /** Unix ms: the moment the figures were counted at. */
  at: z.number(),
  windows: z.array(overviewWindow),
  mail: z.object({ pending: z.int(), failed: z.int() }),
  /** Unix ms of the last Stripe webhook event received, null when none ever came. */
  lastWebhookAt: z.nullable(z.number()),
  /**
   * Stripe's webhook endpoint sends events of another API version than the Worker's (refused
   * with a 400 until it is recreated): the version received, the one expected, the last refusal.
   * Null once an event of the right version was accepted after it.
   */
  webhookVersionMismatch: z.nullable(z.object({ received: z.string(), expected: z.string(), lastAt: z.number() })),
  /** Settings the Worker cannot use (PUBLIC_COUPON_CODES...), each with what is wrong. */
  configProblems: z.array(z.object({ name: z.string(), problem: z.string() })),
  lastReconciliation: z.nullable(reconciliationRun),
  /** The cron's alert checks (decision 052). */
  alerts: z.object({
    /** Unix ms of the last check; null before the first. */
    checkedAt: z.nullable(z.number()),
    /** Whether failing conditions are also sent to an alert channel (ALERT_WEBHOOK_URL). */
    channel: z.boolean(),
    /** The conditions failing at the last check, with what is wrong. */
    failing: z.array(alertCondition),
  }),
});
export type OverviewAnswer = z.infer<typeof overviewAnswer>;

// ---- orders & licences ------------------------------------------------------------------------

/** What an overview figure counts, each dated on its own day: a sale, a refund, a dispute opened, a key issued (decision 072). */
export const orderFacts = ["sale", "refund", "dispute", "licence"] as const;
export type OrderFact = (typeof orderFacts)[number];

/** The orders list's states: paid (neither refunded nor disputed), refunded (in part or whole), disputed. */
export const orderStates = ["paid", "refunded", "disputed"] as const;
export type OrderState = (typeof orderStates)[number];

const unixMs = z.int().check(z.gte(0, "a time in Unix milliseconds"), z.lte(8_640_000_000_000_000));

/** The orders behind one overview figure: those with the fact dated in [since, until). */
export const orderFigure = z
  .object({ fact: z.enum(orderFacts), since: unixMs, until: unixMs })
  .check(z.refine((f) => f.since <= f.until, { error: "since must not be after until", path: ["until"] }));
export type OrderFigure = z.infer<typeof orderFigure>;

export const orderSearchRequest = z.object({
  /** E-mail (or its beginning), order ID, licence key or Stripe Checkout Session id; empty: newest orders. */
  query: searchText,
  status: z._default(z.enum(["all", ...orderStates]), "all"),
  figure: z.optional(orderFigure),
  cursor: timeCursor,
});
export type OrderSearchRequest = z.input<typeof orderSearchRequest>;

/** What the list and the order's page both say of an order. */
const orderBasics = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  currency: z.string(),
  amountTotal: z.int(),
  status: z.enum(["paid", "refunded"]),
  couponCode: z.nullable(z.string()),
  stripeSessionId: z.string(),
});

export const orderRow = z.extend(orderBasics, {
  /** What was refunded so far (minor units); whether a dispute was ever opened. */
  refunded: z.int(),
  disputed: z.boolean(),
  /** With a figure asked: this order's facts in it (how many, and their sum in its currency). */
  share: z.nullable(z.object({ count: z.int(), amount: z.int() })),
});
export type OrderRow = z.infer<typeof orderRow>;
export const orderSearchAnswer = z.extend(page(orderRow), {
  /** With a figure asked, on the first page: the figure itself, per currency, as the overview counts it. */
  totals: z.nullable(z.array(currencyAmount)),
});
export type OrderSearchAnswer = z.infer<typeof orderSearchAnswer>;

/**
 * One refund of an order's payment, one per Stripe refund id with its last status (pending,
 * requires_action, succeeded, failed, canceled) and Stripe's reason for a failure; "reported" for
 * what the charge says is refunded before that refund's own event came (its id is the charge's).
 * Amounts in minor units; `refundedAt` when Stripe made it, `statusAt` when its status last
 * changed (Unix ms). A failed or cancelled one took nothing back.
 */
export const orderRefund = z.object({
  id: z.string(),
  amount: z.int(),
  currency: z.string(),
  status: z.string(),
  failureReason: z.nullable(z.string()),
  refundedAt: z.number(),
  statusAt: z.number(),
});
export type OrderRefund = z.infer<typeof orderRefund>;
export const orderDispute = z.object({
  id: z.string(),
  at: z.number(),
  amount: z.int(),
  currency: z.string(),
  /** Stripe's status: needs_response, under_review, won, lost, warning_closed... */
  status: z.string(),
  closedAt: z.nullable(z.number()),
});
export type OrderDispute = z.infer<typeof orderDispute>;

export const licenceRow = z.object({
  key: z.string(),
  seq: z.int(),
  email: z.string(),
  deviceId: z.nullable(z.string()),
  activatedAt: z.nullable(z.number()),
  resets: z.int(),
  /** Resets an operator granted past the quota, not used yet. */
  extraResets: z.int(),
  revokedAt: z.nullable(z.number()),
  /** Set while the payment is disputed. */
  suspendedAt: z.nullable(z.number()),
  createdAt: z.number(),
});
export type LicenceRow = z.infer<typeof licenceRow>;

export const mailRow = z.object({
  id: z.int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  sentAt: z.nullable(z.number()),
  attempts: z.int(),
  nextAttemptAt: z.number(),
  lastError: z.nullable(z.string()),
  /** pending: not tried yet; failed: tried, will retry; sent. */
  state: z.enum(["pending", "failed", "sent"]),
});
export type MailRow = z.infer<typeof mailRow>;

export const resetRow = z.object({
  key: z.string(),
  at: z.number(),
  source: z.string(),
  /** Whether a device held the key: a reset that released none counts towards no quota. */
  released: z.boolean(),
});
export type ResetRow = z.infer<typeof resetRow>;

export const auditRow = z.object({
  id: z.int(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.enum(["ok", "failed", "unfinished"]),
  error: z.nullable(z.string()),
});
export type AuditRow = z.infer<typeof auditRow>;

/** Terms: a refund is possible within 14 days of the purchase. */
export const REFUND_WINDOW_DAYS = 14;

export const orderDetailAnswer = z.object({
  order: z.extend(orderBasics, {
    paymentIntentId: z.nullable(z.string()),
    country: z.nullable(z.string()),
    amountSubtotal: z.int(),
    amountDiscount: z.int(),
    affiliate: z.nullable(z.object({ id: z.int(), username: z.string() })),
    /** The language of the buyer's mails (decision 055). */
    locale: z.enum(locales),
  }),
  licences: z.array(licenceRow),
  refunds: z.array(orderRefund),
  disputes: z.array(orderDispute),
  resets: z.array(resetRow),
  mails: z.array(mailRow),
  refund: z.object({
    allowed: z.boolean(),
    /** Why not, in words (already refunded, past the window, no payment). */
    reason: z.nullable(z.string()),
    /** Unix ms: the end of the refund window. */
    until: z.number(),
  }),
  /** Whether the free second key can still be issued. */
  secondKeyAvailable: z.boolean(),
  history: z.array(auditRow),
});
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswer>;

export const orderParams = z.object({ orderId });
export const licenceParams = z.object({ key: licenceKey });

// ---- affiliates -------------------------------------------------------------------------------

export const affiliateSearchRequest = z.object({ query: searchText, cursor });

export const affiliateRow = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  commissionPercent: z.number(),
  disabled: z.boolean(),
  /** The language of the partner's mails (decision 055). */
  locale: z.enum(locales),
  createdAt: z.number(),
  coupons: z.array(z.string()),
  /** Paid sales and commission (refunds excluded), per currency. */
  sales: z.array(currencyAmount),
  commission: z.array(currencyAmount),
});
export type AffiliateRow = z.infer<typeof affiliateRow>;
export const affiliateSearchAnswer = page(affiliateRow);

export const couponRow = z.object({
  code: z.string(),
  percentOff: z.nullable(z.number()),
  stripeCouponId: z.nullable(z.string()),
  stripePromotionCodeId: z.nullable(z.string()),
  createdAt: z.number(),
});
export type CouponRow = z.infer<typeof couponRow>;

export const affiliateDetailAnswer = z.object({
  affiliate: affiliateRow,
  coupons: z.array(couponRow),
  history: z.array(auditRow),
});
export type AffiliateDetailAnswer = z.infer<typeof affiliateDetailAnswer>;

export const affiliateParams = idParams;

const percent = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number` })
    .check(z.gte(min, `${label}: at least ${min}`), z.lte(100, `${label}: at most 100`));

export const newCouponRequest = z.object({
  code: couponCode,
  /** The buyer's discount, applied by a Stripe coupon and promotion code. */
  percentOff: percent("Discount", 1),
});
export type NewCouponRequest = z.input<typeof newCouponRequest>;

/** A partner's mail language as the operator picks it: one of the site's, anything else refused. */
const mailLocale = z.enum(locales, { error: `language must be one of ${locales.join(", ")}` });

export const newAffiliateRequest = z.extend(newCouponRequest, {
  username: requiredText(64).check(z.regex(/^[\w.-]{2,64}$/, "2-64 letters, digits, . _ or -")),
  email: affiliateEmail,
  commissionPercent: percent("Commission", 0),
  /** The language of the partner's mails, the set-your-password link's first; English when left out. */
  locale: z._default(mailLocale, DEFAULT_LOCALE),
});
export type NewAffiliateRequest = z.input<typeof newAffiliateRequest>;

export const newAffiliateAnswer = z.extend(actionAnswer, { id: z.int() });

/** A percentage as the console's forms hold it (text), parsed into the request's number. */
const percentText = (label: string, min: number) =>
  z.pipe(
    z.pipe(
      requiredText(6).check(z.regex(/^\d{1,3}(\.\d{1,2})?$/, `${label}: a number such as 30 or 12.5`)),
      z.transform(Number),
    ),
    percent(label, min),
  );

/** The console's forms: the requests' rules, on the text the fields hold. */
export const newAffiliateForm = z.extend(newAffiliateRequest, {
  commissionPercent: percentText("Commission", 0),
  percentOff: percentText("Discount", 1),
});
export const newCouponForm = z.extend(newCouponRequest, { percentOff: percentText("Discount", 1) });
export const commissionForm = z.object({ commissionPercent: percentText("Commission", 0) });

export const commissionRequest = z.object({ commissionPercent: percent("Commission", 0) });
export const affiliateLanguageRequest = z.object({ locale: mailLocale });
export const affiliateStatusRequest = z.object({ disabled: z.boolean({ error: "disabled must be true or false" }) });

// ---- contact inbox ----------------------------------------------------------------------------

export const contactSearchRequest = z.object({
  status: z._default(z.enum(["open", "handled", "all"]), "open"),
  cursor: timeCursor,
});

export const contactRow = z.object({
  id: z.int(),
  email: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  handledAt: z.nullable(z.number()),
  handledBy: z.nullable(z.string()),
});
export type ContactRow = z.infer<typeof contactRow>;
export const contactSearchAnswer = page(contactRow);

export const contactDetailAnswer = z.extend(contactRow, {
  content: z.string(),
  captchaScore: z.nullable(z.number()),
  ip: z.nullable(z.string()),
});
export type ContactDetailAnswer = z.infer<typeof contactDetailAnswer>;

export const contactParams = idParams;
export const contactHandledRequest = z.object({ handled: z.boolean({ error: "handled must be true or false" }) });

// ---- mail outbox ------------------------------------------------------------------------------

export const outboxSearchRequest = z.object({
  state: z._default(z.enum(["pending", "failed", "sent", "all"]), "failed"),
  cursor,
});
export const outboxSearchAnswer = page(mailRow);
export const outboxDetailAnswer = z.extend(mailRow, { body: z.string() });
export type OutboxDetailAnswer = z.infer<typeof outboxDetailAnswer>;
export const mailParams = idParams;

// ---- reconciliation & audit -------------------------------------------------------------------

export const reconciliationListRequest = z.object({ cursor });
export const reconciliationListAnswer = page(reconciliationRun);
export const reconciliationRunAnswer = z.extend(actionAnswer, { run: reconciliationRun });

export const auditSearchRequest = z.object({
  /** Only rows about this target (e.g. `order:123`), or all. */
  target: z.optional(z.string().check(z.trim(), atMost(200))),
  cursor,
});
export const auditSearchAnswer = page(auditRow);

export const adminCalls = defineCalls({
  me: { method: "GET", path: "/api/admin/me", answer: operator },
  overview: { method: "GET", path: "/api/admin/overview", answer: overviewAnswer },

  orderSearch: {
    method: "POST",
    path: "/api/admin/orders/search",
    body: orderSearchRequest,
    answer: orderSearchAnswer,
  },
  order: { method: "GET", path: "/api/admin/orders/:orderId", params: orderParams, answer: orderDetailAnswer },
  resendLicence: {
    method: "POST",
    path: "/api/admin/orders/:orderId/resend-licence",
    params: orderParams,
    body: noFields,
    answer: actionAnswer,
  },
  secondKey: {
    method: "POST",
    path: "/api/admin/orders/:orderId/second-key",
    params: orderParams,
    body: noFields,
    answer: actionAnswer,
  },
  refund: {
    method: "POST",
    path: "/api/admin/orders/:orderId/refund",
    params: orderParams,
    body: noFields,
    answer: actionAnswer,
  },
  revokeLicence: {
    method: "POST",
    path: "/api/admin/licences/:key/revoke",
    params: licenceParams,
    body: noFields,
    answer: actionAnswer,
  },
  restoreLicence: {
    method: "POST",
    path: "/api/admin/licences/:key/restore",
    params: licenceParams,
    body: noFields,
    answer: actionAnswer,
  },
  unbindLicence: {
    method: "POST",
    path: "/api/admin/licences/:key/unbind",
    params: licenceParams,
    body: noFields,
    answer: actionAnswer,
  },
  grantReset: {
    method: "POST",
    path: "/api/admin/licences/:key/grant-reset",
    params: licenceParams,
    body: noFields,
    answer: actionAnswer,
  },

  affiliateSearch: {
    method: "POST",
    path: "/api/admin/affiliates/search",
    body: affiliateSearchRequest,
    answer: affiliateSearchAnswer,
  },
  affiliate: {
    method: "GET",
    path: "/api/admin/affiliates/:id",
    params: affiliateParams,
    answer: affiliateDetailAnswer,
  },
  createAffiliate: {
    method: "POST",
    path: "/api/admin/affiliates",
    body: newAffiliateRequest,
    answer: newAffiliateAnswer,
  },
  affiliateCommission: {
    method: "POST",
    path: "/api/admin/affiliates/:id/commission",
    params: affiliateParams,
    body: commissionRequest,
    answer: actionAnswer,
  },
  affiliateLanguage: {
    method: "POST",
    path: "/api/admin/affiliates/:id/language",
    params: affiliateParams,
    body: affiliateLanguageRequest,
    answer: actionAnswer,
  },
  affiliateStatus: {
    method: "POST",
    path: "/api/admin/affiliates/:id/status",
    params: affiliateParams,
    body: affiliateStatusRequest,
    answer: actionAnswer,
  },
  addCoupon: {
    method: "POST",
    path: "/api/admin/affiliates/:id/coupons",
    params: affiliateParams,
    body: newCouponRequest,
    answer: actionAnswer,
  },
  passwordLink: {
    method: "POST",
    path: "/api/admin/affiliates/:id/password-link",
    params: affiliateParams,
    body: noFields,
    answer: actionAnswer,
  },

  contactSearch: {
    method: "POST",
    path: "/api/admin/contact/search",
    body: contactSearchRequest,
    answer: contactSearchAnswer,
  },
  contactMessage: { method: "GET", path: "/api/admin/contact/:id", params: contactParams, answer: contactDetailAnswer },
  contactHandled: {
    method: "POST",
    path: "/api/admin/contact/:id/handled",
    params: contactParams,
    body: contactHandledRequest,
    answer: actionAnswer,
  },

  outboxSearch: {
    method: "POST",
    path: "/api/admin/outbox/search",
    body: outboxSearchRequest,
    answer: outboxSearchAnswer,
  },
  mail: { method: "GET", path: "/api/admin/outbox/:id", params: mailParams, answer: outboxDetailAnswer },
  retryMail: {
    method: "POST",
    path: "/api/admin/outbox/:id/retry",
    params: mailParams,
    body: noFields,
    answer: actionAnswer,
  },

  reconciliationRuns: {
    method: "POST",
    path: "/api/admin/reconciliation/runs",
    body: reconciliationListRequest,
    answer: reconciliationListAnswer,
  },
  reconcile: {
    method: "POST",
    path: "/api/admin/reconciliation/run",
    body: noFields,
    answer: reconciliationRunAnswer,
  },

  audit: { method: "POST", path: "/api/admin/audit/search", body: auditSearchRequest, answer: auditSearchAnswer },
});
