/**
 * Admin: the operator console's API (/api/admin/*). Every call needs an operator: in production a
 * Cloudflare Access token (`Cf-Access-Jwt-Assertion`) for an e-mail on the allow-list, locally a
 * labelled development identity. Every call that changes something writes an audit row.
 * Lists are keyset pages: an answer's `next` is the cursor of the following page (null at the end).
 */
import { z } from "zod";
import { defineCalls } from "./call.ts";
import { affiliateEmail, licenceKey, orderId, requiredText } from "./fields.ts";

// ---- shared shapes ----------------------------------------------------------------------------

/** Who is acting: the Access e-mail, or the development identity (`development: true`). */
export const operator = z.object({ email: z.string(), development: z.boolean() });
export type Operator = z.infer<typeof operator>;

/** An opaque page cursor, as the previous answer gave it. */
const cursor = z.string().max(200, "At most 200 characters").nullish();
/** Rows per page: the console asks for small pages and loads more as the operator scrolls. */
export const ADMIN_PAGE_SIZE = 50;

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });

/** An action's answer: what changed, in words the console shows as a toast. */
export const actionAnswer = z.object({ ok: z.literal(true), message: z.string() });
export type ActionAnswer = z.infer<typeof actionAnswer>;

/** POSTs without fields still send `{}` (JSON only: a cross-site form cannot post it without a preflight). */
const noFields = z.object({}).strict();

const digitsParam = (name: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, `${name} must be digits`)
    .transform(Number);

// ---- me & overview ----------------------------------------------------------------------------

/** Money per currency, in minor units (cents). */
export const currencyAmount = z.object({ currency: z.string(), count: z.number().int(), amount: z.number().int() });
export type CurrencyAmount = z.infer<typeof currencyAmount>;

export const overviewWindow = z.object({
  /** "today" (since 00:00 UTC), "7d" and "30d" (rolling). */
  window: z.enum(["today", "7d", "30d"]),
  sales: z.array(currencyAmount),
  licencesIssued: z.number().int(),
  refunds: z.array(currencyAmount),
  disputes: z.number().int(),
});
export type OverviewWindow = z.infer<typeof overviewWindow>;

export const reconciliationRun = z.object({
  id: z.number().int(),
  trigger: z.enum(["cron", "console"]),
  actor: z.string(),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  checked: z.number().int(),
  fixed: z.array(z.object({ sessionId: z.string(), orderId: z.string().nullable() })),
  error: z.string().nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

export const overviewAnswer = z.object({
  windows: z.array(overviewWindow),
  mail: z.object({ pending: z.number().int(), failed: z.number().int() }),
  /** Unix ms of the last Stripe webhook event received, null when none ever came. */
  lastWebhookAt: z.number().nullable(),
  lastReconciliation: reconciliationRun.nullable(),
});
export type OverviewAnswer = z.infer<typeof overviewAnswer>;

// ---- orders & licences ------------------------------------------------------------------------

export const orderSearchRequest = z.object({
  /** E-mail (or its beginning), order ID, licence key or Stripe Checkout Session id; empty: newest orders. */
  query: z.string().trim().max(254, "At most 254 characters").default(""),
  cursor,
});

export const orderRow = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  currency: z.string(),
  amountTotal: z.number().int(),
  status: z.enum(["paid", "refunded"]),
  couponCode: z.string().nullable(),
  stripeSessionId: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;
export const orderSearchAnswer = page(orderRow);

export const licenceRow = z.object({
  key: z.string(),
  seq: z.number().int(),
  email: z.string(),
  deviceId: z.string().nullable(),
  activatedAt: z.number().nullable(),
  resets: z.number().int(),
  /** Resets an operator granted past the quota, not used yet. */
  extraResets: z.number().int(),
  revokedAt: z.number().nullable(),
  /** Set while the payment is disputed. */
  suspendedAt: z.number().nullable(),
  createdAt: z.number(),
});
export type LicenceRow = z.infer<typeof licenceRow>;

export const mailRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.number(),
  lastError: z.string().nullable(),
  /** pending: not tried yet; failed: tried, will retry; sent. */
  state: z.enum(["pending", "failed", "sent"]),
});
export type MailRow = z.infer<typeof mailRow>;

export const resetRow = z.object({ key: z.string(), at: z.number(), source: z.string() });
export type ResetRow = z.infer<typeof resetRow>;

export const auditRow = z.object({
  id: z.number().int(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.enum(["ok", "failed", "unfinished"]),
  error: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** Terms: a refund is possible within 14 days of the purchase. */
export const REFUND_WINDOW_DAYS = 14;

export const orderDetailAnswer = z.object({
  order: orderRow.extend({
    paymentIntentId: z.string().nullable(),
    country: z.string().nullable(),
    amountSubtotal: z.number().int(),
    amountDiscount: z.number().int(),
    affiliate: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  }),
  licences: z.array(licenceRow),
  resets: z.array(resetRow),
  mails: z.array(mailRow),
  refund: z.object({
    allowed: z.boolean(),
    /** Why not, in words (already refunded, past the window, no payment). */
    reason: z.string().nullable(),
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

export const affiliateSearchRequest = z.object({
  query: z.string().trim().max(254, "At most 254 characters").default(""),
  cursor,
});

export const affiliateRow = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  commissionPercent: z.number(),
  disabled: z.boolean(),
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
  percentOff: z.number().nullable(),
  stripeCouponId: z.string().nullable(),
  stripePromotionCodeId: z.string().nullable(),
  createdAt: z.number(),
});
export type CouponRow = z.infer<typeof couponRow>;

export const affiliateDetailAnswer = z.object({
  affiliate: affiliateRow,
  coupons: z.array(couponRow),
  history: z.array(auditRow),
});
export type AffiliateDetailAnswer = z.infer<typeof affiliateDetailAnswer>;

export const affiliateParams = z.object({ id: digitsParam("id") });

const percent = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label}: at least ${min}`)
    .max(100, `${label}: at most 100`);

export const couponCode = requiredText(40)
  .regex(/^[A-Za-z0-9_-]{2,40}$/, "2-40 letters, digits, _ or -")
  .transform((code) => code.toUpperCase());

export const newCouponRequest = z.object({
  code: couponCode,
  /** The buyer's discount, applied by a Stripe coupon and promotion code. */
  percentOff: percent("Discount", 1),
});
export type NewCouponRequest = z.input<typeof newCouponRequest>;

export const newAffiliateRequest = newCouponRequest.extend({
  username: requiredText(64).regex(/^[\w.-]{2,64}$/, "2-64 letters, digits, . _ or -"),
  email: affiliateEmail,
  commissionPercent: percent("Commission", 0),
});
export type NewAffiliateRequest = z.input<typeof newAffiliateRequest>;

export const newAffiliateAnswer = actionAnswer.extend({ id: z.number().int() });

/** A percentage as the console's forms hold it (text), parsed into the request's number. */
const percentText = (label: string, min: number) =>
  requiredText(6)
    .regex(/^\d{1,3}(\.\d{1,2})?$/, `${label}: a number such as 30 or 12.5`)
    .transform(Number)
    .pipe(percent(label, min));

/** The console's forms: the requests' rules, on the text the fields hold. */
export const newAffiliateForm = newAffiliateRequest.extend({
  commissionPercent: percentText("Commission", 0),
  percentOff: percentText("Discount", 1),
});
export const newCouponForm = newCouponRequest.extend({ percentOff: percentText("Discount", 1) });
export const commissionForm = z.object({ commissionPercent: percentText("Commission", 0) });

export const commissionRequest = z.object({ commissionPercent: percent("Commission", 0) });
export const affiliateStatusRequest = z.object({ disabled: z.boolean({ error: "disabled must be true or false" }) });

// ---- contact inbox ----------------------------------------------------------------------------

export const contactSearchRequest = z.object({
  status: z.enum(["open", "handled", "all"]).default("open"),
  cursor,
});

export const contactRow = z.object({
  id: z.number().int(),
  email: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  handledAt: z.number().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactRow = z.infer<typeof contactRow>;
export const contactSearchAnswer = page(contactRow);

export const contactDetailAnswer = contactRow.extend({
  content: z.string(),
  captchaScore: z.number().nullable(),
  ip: z.string().nullable(),
});
export type ContactDetailAnswer = z.infer<typeof contactDetailAnswer>;

export const contactParams = z.object({ id: digitsParam("id") });
export const contactHandledRequest = z.object({ handled: z.boolean({ error: "handled must be true or false" }) });

// ---- mail outbox ------------------------------------------------------------------------------

export const outboxSearchRequest = z.object({
  state: z.enum(["pending", "failed", "sent", "all"]).default("failed"),
  cursor,
});
export const outboxSearchAnswer = page(mailRow);
export const outboxDetailAnswer = mailRow.extend({ body: z.string() });
export type OutboxDetailAnswer = z.infer<typeof outboxDetailAnswer>;
export const mailParams = z.object({ id: digitsParam("id") });

// ---- reconciliation & audit -------------------------------------------------------------------

export const reconciliationListRequest = z.object({ cursor });
export const reconciliationListAnswer = page(reconciliationRun);
export const reconciliationRunAnswer = actionAnswer.extend({ run: reconciliationRun });

export const auditSearchRequest = z.object({
  /** Only rows about this target (e.g. `order:123`), or all. */
  target: z.string().trim().max(200, "At most 200 characters").optional(),
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
