import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/** Times are Unix milliseconds; money is integer minor units (cents). */
const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** A row's own id, numbered by SQLite. */
const serialId = () => integer("id").primaryKey({ autoIncrement: true });

/** The row this one belongs to (required); with `cascade` it goes when its owner does. */
const belongsTo = (name: string, owner: () => AnySQLiteColumn, onDelete?: "cascade") =>
  integer(name)
    .notNull()
    .references(owner, onDelete && { onDelete });

/**
 * A recipient's language, a tag of common/locales.ts; rows from before languages were stored
 * (and any unknown value, see worker/mail/i18n.ts) read as English.
 */
const mailLocale = () => text("locale").notNull().default("en");

/** An amount in minor units and its currency. */
const money = () => ({ currency: text("currency").notNull(), amount: integer("amount").notNull() });

/** The partial index of ranked symbols, which the search names (`INDEXED BY`) to walk it in rank order. */
export const POPULARITY_INDEX = "symbols_popularity_idx";

/** The asset catalogue searched by the symbol-check widget. */
export const symbols = sqliteTable(
  "symbols",
  {
    id: serialId(),
    symbol: text("symbol").notNull(),
    /** Lower-cased symbol: the index that answers exact and prefix searches. */
    symbolKey: text("symbol_key").notNull(),
    fullName: text("full_name").notNull(),
    exchange: text("exchange").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    precision: integer("precision").notNull(),
    /** 1 = the most traded asset; null = unranked. Breaks ties within a search tier (decision 029). */
    popularityRank: integer("popularity_rank"),
  },
  (t) => [
    uniqueIndex("symbols_full_name_unique").on(t.fullName),
    index("symbols_symbol_key_idx").on(t.symbolKey),
    // Only the ranked few: the search walks it in rank order and stops at its limit.
    index(POPULARITY_INDEX).on(t.popularityRank).where(sql`popularity_rank IS NOT NULL`),
  ],
);

/** Lower-cased words of a symbol's description and full name, for word-prefix search. */
export const symbolTerms = sqliteTable(
  "symbol_terms",
  {
    term: text("term").notNull(),
    symbolId: belongsTo("symbol_id", () => symbols.id, "cascade"),
  },
  (t) => [primaryKey({ columns: [t.term, t.symbolId] }), index("symbol_terms_symbol_idx").on(t.symbolId)],
);

export const affiliates = sqliteTable(
  "affiliates",
  {
    id: serialId(),
    username: text("username").notNull(),
    /** Stored lower-cased; sign-in compares lower-cased input. */
    email: text("email").notNull(),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
    passwordHash: text("password_hash").notNull(),
    commissionPercent: real("commission_percent").notNull(),
    disabled: integer("disabled", { mode: "boolean" }).notNull().default(false),
    /** The language of the partner's mails (a tag of common/locales.ts), chosen in the console. */
    locale: mailLocale(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("affiliates_email_unique").on(t.email), uniqueIndex("affiliates_username_unique").on(t.username)],
);

export const affiliateCoupons = sqliteTable(
  "affiliate_coupons",
  {
    /** Upper-cased coupon code, as customers type it. */
    code: text("code").primaryKey(),
    affiliateId: belongsTo("affiliate_id", () => affiliates.id, "cascade"),
    /** The buyer's discount and the Stripe coupon + promotion code that apply it (set when made in the console). */
    percentOff: real("percent_off"),
    stripeCouponId: text("stripe_coupon_id"),
    stripePromotionCodeId: text("stripe_promotion_code_id"),
    createdAt: createdAt(),
  },
  (t) => [index("affiliate_coupons_affiliate_idx").on(t.affiliateId)],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    affiliateId: belongsTo("affiliate_id", () => affiliates.id, "cascade"),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_affiliate_idx").on(t.affiliateId)],
);

/**
 * Affiliate sign-ins. A token is good only while its session (the token's `sid`) is here, not
 * revoked and not expired: signing out revokes it on the server, so a copied token stops working.
 */
export const affiliateSessions = sqliteTable(
  "affiliate_sessions",
  {
    /** Random, 128 bits, base64url: the token's `sid` claim. */
    id: text("id").primaryKey(),
    affiliateId: belongsTo("affiliate_id", () => affiliates.id, "cascade"),
    /** Unix milliseconds, the token's `exp`. */
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("affiliate_sessions_affiliate_idx").on(t.affiliateId, t.expiresAt)],
);

/** Failed sign-ins per address in the recent window: past the limit, sign-in asks the captcha. Pruned as it goes. */
export const signinFailures = sqliteTable(
  "signin_failures",
  {
    id: serialId(),
    /** SHA-256 of the lower-cased address: the count needs equality only, not the address. */
    emailHash: text("email_hash").notNull(),
    /** Unix milliseconds. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("signin_failures_email_created_idx").on(t.emailHash, t.createdAt),
    index("signin_failures_created_idx").on(t.createdAt),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    /** Digits-only order ID shown to the customer. */
    id: text("id").primaryKey(),
    stripeSessionId: text("stripe_session_id").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    customerEmail: text("customer_email").notNull(),
    customerCountry: text("customer_country"),
    currency: text("currency").notNull(),
    amountTotal: integer("amount_total").notNull(),
    amountSubtotal: integer("amount_subtotal").notNull(),
    amountDiscount: integer("amount_discount").notNull(),
    /** VAT or sales tax Stripe Tax charged; amountTotal - amountTax is what the shop keeps. */
    amountTax: integer("amount_tax").notNull().default(0),
    lookupKey: text("lookup_key").notNull(),
    couponCode: text("coupon_code"),
    /** The Stripe promotion code that gave the discount, if one did. */
    stripePromotionCodeId: text("stripe_promotion_code_id"),
    affiliateId: integer("affiliate_id").references(() => affiliates.id),
    status: text("status", { enum: ["paid", "refunded"] }).notNull(),
    /** A business buyer's tax ID as Checkout collected it, e.g. `eu_vat DE123456789`. */
    customerTaxId: text("customer_tax_id"),
    /** The invoice Checkout created, and where the buyer reads it (hosted page, PDF). */
    stripeInvoiceId: text("stripe_invoice_id"),
    invoiceUrl: text("invoice_url"),
    invoicePdfUrl: text("invoice_pdf_url"),
    /** Whether the buyer accepted the terms at checkout (Stripe's `consent.terms_of_service`). */
    termsAccepted: integer("terms_accepted", { mode: "boolean" }).notNull().default(false),
    /** The language of the buyer's mails: the site's language at checkout. */
    locale: mailLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_stripe_session_unique").on(t.stripeSessionId),
    index("orders_payment_intent_idx").on(t.stripePaymentIntentId),
    // The operator console lists orders newest first and finds them by e-mail.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_customer_email_idx").on(t.customerEmail),
    // invoice.paid finds its order by invoice id.
    index("orders_stripe_invoice_idx").on(t.stripeInvoiceId),
  ],
);

export const licences = sqliteTable(
  "licences",
  {
    /** Random UUID, 8-4-4-4-12 hex. */
    key: text("key").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    /** 1 for the key issued at purchase, 2 for the free extra key. */
    seq: integer("seq").notNull(),
    email: text("email").notNull(),
    deviceId: text("device_id"),
    activatedAt: integer("activated_at"),
    resets: integer("resets").notNull().default(0),
    /** Resets an operator granted beyond the window's quota, not used yet (see licence_resets). */
    extraResets: integer("extra_resets").notNull().default(0),
    revokedAt: integer("revoked_at"),
    /**
     * Set, with revoked_at to the same time, while the payment is disputed (worker/services/checkout/dispute.ts):
     * every check of a revoked key refuses it; a won dispute clears both.
     */
    suspendedAt: integer("suspended_at"),
    /**
     * Set, with revoked_at to the same time, when the payment was refunded in full
     * (worker/services/checkout/refund.ts): a refund that fails or is cancelled clears both, so
     * it never undoes a dispute's or an operator's revocation.
     */
    refundedAt: integer("refunded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("licences_order_seq_unique").on(t.orderId, t.seq),
    index("licences_email_idx").on(t.email),
    // The console's insights count the keys issued per day.
    index("licences_created_idx").on(t.createdAt),
  ],
);

/** Every device reset of a key: the quota (so many per rolling window) is counted from the ones that released a device. */
export const licenceResets = sqliteTable(
  "licence_resets",
  {
    /** Random UUID, chosen by the Worker so the batch that writes the row can find it again. */
    id: text("id").primaryKey(),
    licenceKey: text("licence_key")
      .notNull()
      .references(() => licences.key),
    /** Unix milliseconds. */
    createdAt: integer("created_at").notNull(),
    /** Made past the quota with an operator's grant: it does not count towards the window. */
    granted: integer("granted", { mode: "boolean" }).notNull().default(false),
    /**
     * Whether a device held the key: a reset of a free key frees nothing, so it is recorded (the
     * console shows it) but counts towards no quota and uses no grant. Older rows were all counted.
     */
    released: integer("released", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("licence_resets_key_created_idx").on(t.licenceKey, t.createdAt)],
);

/** "Send me my licence again" requests, counted per address for the hourly limit, then pruned. */
export const licenceLookups = sqliteTable(
  "licence_lookups",
  {
    /** Random UUID, chosen by the Worker so it can tell whether its conditional insert landed. */
    id: text("id").primaryKey(),
    /** SHA-256 of the lower-cased address: the limit needs equality only, not the address. */
    emailHash: text("email_hash").notNull(),
    /** Unix milliseconds. */
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("licence_lookups_email_created_idx").on(t.emailHash, t.createdAt),
    index("licence_lookups_created_idx").on(t.createdAt),
  ],
);

/** An affiliate's sale, in the spec's "Affiliate transaction" shape. */
export const transactions = sqliteTable(
  "transactions",
  {
    id: serialId(),
    affiliateId: belongsTo("affiliate_id", () => affiliates.id),
    /** Checkout session or invoice id: one transaction per Stripe object. */
    stripeObjectId: text("stripe_object_id").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    customerEmail: text("customer_email").notNull(),
    customerCountry: text("customer_country").notNull().default(""),
    /** Unix milliseconds. */
    created: integer("created").notNull(),
    status: text("status").notNull(),
    item: text("item").notNull(),
    couponCode: text("coupon_code").notNull().default(""),
    currency: text("currency").notNull(),
    amountPaid: integer("amount_paid").notNull(),
    amountSubtotal: integer("amount_subtotal").notNull(),
    amountDiscount: integer("amount_discount").notNull(),
    /** The commission as earned; what the partner keeps shrinks with the refunds (payouts/commissions.ts). */
    amountCommission: integer("amount_commission").notNull(),
    recurring: integer("recurring", { mode: "boolean" }).notNull(),
    /** Refunded in full: the commission is void. */
    refunded: integer("refunded", { mode: "boolean" }).notNull().default(false),
    /** What has been refunded of amount_paid so far (refunds that failed or were cancelled left out). */
    amountRefunded: integer("amount_refunded").notNull().default(0),
  },
  (t) => [
    uniqueIndex("transactions_stripe_object_unique").on(t.stripeObjectId),
    index("transactions_affiliate_created_idx").on(t.affiliateId, t.created),
    index("transactions_payment_intent_idx").on(t.stripePaymentIntentId),
  ],
);

/**
 * What `charge.refunded` last said of a payment's charge: `amount` is the charge's
 * `amount_refunded` (all its refunds so far), `charge_amount` what was charged (null on rows from
 * before partial refunds were kept: those were refunded in full), `reported_at` the event's time
 * (a late event never replaces a newer one). A refund may arrive before the purchase it undoes
 * (Stripe does not order deliveries): fulfilment applies a recorded refund in the same batch, so
 * the order is born refunded and no licence mail goes out. Each refund on its own, with its
 * status, is a row of `payment_refunds`.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    paymentIntentId: text("payment_intent_id").primaryKey(),
    chargeId: text("charge_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    chargeAmount: integer("charge_amount"),
    reportedAt: integer("reported_at"),
    createdAt: createdAt(),
  },
  // The console's insights count the refunds per day.
  (t) => [index("refunds_created_idx").on(t.createdAt)],
);

/**
 * Every refund of a payment by its Stripe id (`refund.created`, `refund.updated`, `refund.failed`,
 * `charge.refund.updated`), with its last status: the console lists them on the order, and a
 * refund that failed or was cancelled gives back what it took (worker/services/checkout/refund.ts).
 */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    /** Stripe's refund id, `re_...`. */
    id: text("id").primaryKey(),
    /** The payment intent refunded, or the charge for a payment without one. */
    paymentId: text("payment_id").notNull(),
    chargeId: text("charge_id"),
    ...money(),
    /** Stripe's: pending, requires_action, succeeded, failed or canceled. */
    status: text("status").notNull(),
    /** Why it failed, as Stripe says (`lost_or_stolen_card`...), when it did. */
    failureReason: text("failure_reason"),
    /** When Stripe created the refund (Unix ms). */
    refundedAt: integer("refunded_at").notNull(),
    /** The time of the event that set `status` (Unix ms): a late event never replaces a newer one. */
    statusAt: integer("status_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payment_refunds_payment_idx").on(t.paymentId)],
);

/**
 * Stripe objects found by a name of ours (a Price by lookup key, a promotion code by its code),
 * kept a few minutes so starting a checkout is one Stripe call (worker/services/stripe-lookups.ts).
 * `value` is JSON, or null when Stripe had none.
 */
export const stripeLookups = sqliteTable(
  "stripe_lookups",
  {
    livemode: integer("livemode", { mode: "boolean" }).notNull(),
    kind: text("kind", { enum: ["price", "promotion_code"] }).notNull(),
    key: text("key").notNull(),
    value: text("value"),
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.livemode, t.kind, t.key] })],
);

/**
 * The one payment intent per invoice the releases before invoice_payment_parts kept. Unread since
 * migration 0017 copied it there; the previous release may still read and write it while both
 * run, so it is dropped in a later release (docs/deploy.md, "Migrations").
 */
export const invoicePayments = sqliteTable("invoice_payments", {
  invoiceId: text("invoice_id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull(),
  createdAt: createdAt(),
});

/**
 * Every payment of a paid invoice (`invoice_payment.paid`, or the Invoice Payments API when
 * `invoice.paid` arrives): an invoice may be paid by several, of three kinds. A refund or dispute
 * of any of them finds the invoice's recurring sale through here, whichever event came first.
 */
export const invoicePaymentParts = sqliteTable(
  "invoice_payment_parts",
  {
    /** Stripe's InvoicePayment id, `inpay_...`. */
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id").notNull(),
    kind: text("kind", { enum: ["payment_intent", "charge", "payment_record"] }).notNull(),
    /** The payment intent, charge or payment record that paid it: what its refunds and disputes name. */
    paymentId: text("payment_id").notNull(),
    ...money(),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payment_parts_invoice_idx").on(t.invoiceId),
    index("invoice_payment_parts_payment_idx").on(t.paymentId),
  ],
);

/** Every Stripe event id seen, so a replayed delivery changes nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** Applied by the replay of missed events (checkout/replay.ts), not delivered: not a webhook received. */
  replayed: integer("replayed", { mode: "boolean" }).notNull().default(false),
  receivedAt: createdAt(),
});

/**
 * Webhook deliveries refused because Stripe rendered them in another API version than the pinned
 * one (the endpoint was created with that version), one row per version received. The console's
 * health card shows the newest while no accepted event arrived after it (worker/services/checkout/events.ts).
 */
export const stripeVersionMismatches = sqliteTable("stripe_version_mismatches", {
  /** As the event says; "" when it names none. */
  apiVersion: text("api_version").primaryKey(),
  lastEventId: text("last_event_id").notNull(),
  lastAt: integer("last_at").notNull(),
});

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: serialId(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    captchaScore: real("captcha_score"),
    ip: text("ip"),
    createdAt: createdAt(),
    /** Marked handled in the operator console (Unix ms, and by whom). */
    handledAt: integer("handled_at"),
    handledBy: text("handled_by"),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** E-mails to send, written in the same batch as the data they describe. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: serialId(),
    /** What the mail is about, e.g. `licence:<orderId>`: a second write of the same mail is a no-op. */
    dedupeKey: text("dedupe_key").notNull(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    /** The HTML part (body_text is its plain alternative); null on rows from before HTML mails. */
    bodyHtml: text("body_html"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull().default(0),
    sentAt: integer("sent_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_dedupe_unique").on(t.dedupeKey),
    index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    // The operator console shows the mails an order's customer was sent.
    index("outbox_to_address_idx").on(t.toAddress, t.id),
    // The mails still failing, by the day they were queued (the console's outbox chart): only those, a few.
    index("outbox_failing_idx").on(t.sentAt, t.createdAt).where(sql`last_error IS NOT NULL`),
  ],
);

/**
 * Chargebacks and inquiries, by Stripe dispute id. While a payment's dispute is open or lost its
 * licence is suspended and its commission void; won (or an inquiry closed) restores both.
 */
export const disputes = sqliteTable(
  "disputes",
  {
    id: text("id").primaryKey(),
    paymentIntentId: text("payment_intent_id").notNull(),
    chargeId: text("charge_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Stripe's dispute status: needs_response, under_review, won, lost, warning_closed... */
    status: text("status").notNull(),
    /**
     * The time of the event that set `status` (Unix ms; null on rows from before it was kept): a late
     * event never replaces a newer one, so an appeal won after a loss stays won.
     */
    statusAt: integer("status_at"),
    createdAt: createdAt(),
    closedAt: integer("closed_at"),
  },
  (t) => [
    index("disputes_payment_intent_idx").on(t.paymentIntentId),
    // The console's insights count the disputes opened per day.
    index("disputes_created_idx").on(t.createdAt),
  ],
);

/**
 * An affiliate's commission on one sale (one per transaction). Its amount never changes after
 * the sale is recorded; its state (pending, due, paid, void) is derived from these dates, the
 * sale's refund and disputes, and its payout: worker/services/payouts/payouts.ts decides it.
 */
export const commissions = sqliteTable(
  "commissions",
  {
    id: serialId(),
    transactionId: belongsTo("transaction_id", () => transactions.id),
    affiliateId: belongsTo("affiliate_id", () => affiliates.id),
    /** Lower-case ISO code. */
    ...money(),
    /** The sale's time (Unix ms). */
    earnedAt: integer("earned_at").notNull(),
    /** End of the refund window: from then on the commission is due. */
    dueAt: integer("due_at").notNull(),
    /** The payout that carries it, once it is in a batch. */
    payoutId: integer("payout_id").references(() => payouts.id),
    /**
     * What that payout carries of it: the amount after the refunds made before the batch (null on
     * rows batched before partial refunds were kept: the whole amount). Later changes are adjustments.
     */
    payoutAmount: integer("payout_amount"),
  },
  (t) => [
    uniqueIndex("commissions_transaction_unique").on(t.transactionId),
    index("commissions_affiliate_idx").on(t.affiliateId, t.currency),
    index("commissions_payout_idx").on(t.payoutId, t.dueAt),
  ],
);

/**
 * Corrections of commissions already in a payout: a refund or lost dispute after payout is a
 * negative row, a dispute won afterwards a positive one. Carried into the affiliate's next payout.
 */
export const commissionAdjustments = sqliteTable(
  "commission_adjustments",
  {
    id: serialId(),
    commissionId: belongsTo("commission_id", () => commissions.id),
    affiliateId: belongsTo("affiliate_id", () => affiliates.id),
    currency: text("currency").notNull(),
    /** Signed cents: negative takes money back. */
    amount: integer("amount").notNull(),
    reason: text("reason", { enum: ["refund", "dispute", "restored"] }).notNull(),
    /** The payout it was carried into. */
    payoutId: integer("payout_id").references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("commission_adjustments_commission_idx").on(t.commissionId),
    index("commission_adjustments_affiliate_idx").on(t.affiliateId, t.currency),
    index("commission_adjustments_payout_idx").on(t.payoutId),
  ],
);

/** One operator run of "create a payout batch": a payout per affiliate and currency. */
export const payoutBatches = sqliteTable("payout_batches", {
  id: integer("id").primaryKey(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** Money sent (or to send) to one affiliate in one currency: its commissions plus its adjustments. */
export const payouts = sqliteTable(
  "payouts",
  {
    id: serialId(),
    batchId: belongsTo("batch_id", () => payoutBatches.id),
    affiliateId: belongsTo("affiliate_id", () => affiliates.id),
    ...money(),
    createdAt: createdAt(),
    /** The day the money left, as the operator states it (YYYY-MM-DD); null until marked paid. */
    paidOn: text("paid_on"),
    /** Bank or PayPal transaction id. */
    reference: text("reference"),
    markedPaidAt: integer("marked_paid_at"),
    markedPaidBy: text("marked_paid_by"),
  },
  (t) => [
    uniqueIndex("payouts_batch_affiliate_currency_unique").on(t.batchId, t.affiliateId, t.currency),
    index("payouts_affiliate_idx").on(t.affiliateId, t.paidOn),
  ],
);

/**
 * The operator console's audit log: every action, written before it runs (outcome null) and
 * completed after (ok or failed), so an action that dies half-way still shows. Never edited otherwise.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: serialId(),
    at: createdAt(),
    /** The operator's e-mail, or "cron" for scheduled runs. */
    actor: text("actor").notNull(),
    /** What was done, e.g. `licence.revoke`. */
    action: text("action").notNull(),
    /** What it was done to, e.g. `licence:<key>`, `order:<id>`, `affiliate:<id>`. */
    target: text("target").notNull(),
    /** JSON snapshots of the target around the action. */
    before: text("before"),
    after: text("after"),
    outcome: text("outcome", { enum: ["ok", "failed"] }),
    error: text("error"),
  },
  (t) => [index("audit_log_target_idx").on(t.target, t.id)],
);

/** Each run of the Stripe reconciliation (daily cron or the console's button) and what it fixed. */
export const reconciliationRuns = sqliteTable("reconciliation_runs", {
  id: serialId(),
  trigger: text("trigger", { enum: ["cron", "console"] }).notNull(),
  actor: text("actor").notNull(),
  startedAt: integer("started_at").notNull(),
  finishedAt: integer("finished_at"),
  /** Completed Checkout Sessions looked at. */
  checked: integer("checked").notNull().default(0),
  /** JSON array of `{sessionId, orderId}` fulfilled by this run. */
  fixed: text("fixed").notNull().default("[]"),
  /** Stripe events of the last 30 days the webhook had not recorded, applied by this run. */
  replayed: integer("replayed").notNull().default(0),
  /** JSON array of `{eventId, type, reason}`: events this run could not apply. */
  failing: text("failing").notNull().default("[]"),
  error: text("error"),
});

/**
 * Downloads of each installer (/download/{version}/{file}), one row per version and file. A
 * download is a GET that starts at the first byte: a resumed download's later ranges add nothing.
 */
export const downloadCounts = sqliteTable(
  "download_counts",
  {
    version: text("version").notNull(),
    file: text("file").notNull(),
    count: integer("count").notNull().default(0),
    lastAt: integer("last_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.file] })],
);

/**
 * Every Stripe Checkout Session the Worker created: the first step of the console's checkout
 * funnel (created, completed, refunded). Written after Stripe answers; never edited.
 */
export const checkoutStarts = sqliteTable(
  "checkout_starts",
  {
    sessionId: text("session_id").primaryKey(),
    /** Unix milliseconds. */
    createdAt: integer("created_at").notNull(),
    /** Lower-case ISO code the session charges in. */
    currency: text("currency").notNull(),
    lookupKey: text("lookup_key").notNull(),
    /** The affiliate whose coupon was applied; a plain id, so deleting an affiliate keeps the funnel's history. */
    affiliateId: integer("affiliate_id"),
    /** The upper-cased code the buyer entered, when one was applied. */
    couponCode: text("coupon_code"),
  },
  (t) => [index("checkout_starts_created_idx").on(t.createdAt)],
);

/**
 * The console's charts, summed per finished UTC day by the daily cron (worker/services/insights/rollup.ts)
 * so a chart reads at most a few rows per day instead of every order. One row per metric, day,
 * currency ("" when the metric has none) and key (country, coupon code, affiliate id; "" when none).
 */
export const insightDays = sqliteTable(
  "insight_days",
  {
    metric: text("metric").notNull(),
    /** Unix milliseconds of the UTC day's start. */
    day: integer("day").notNull(),
    currency: text("currency").notNull().default(""),
    key: text("key").notNull().default(""),
    count: integer("count").notNull().default(0),
    /** Minor units, tax included where the metric has any. */
    amount: integer("amount").notNull().default(0),
    /** Of `amount`, the tax Stripe charged (minor units). */
    tax: integer("tax").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.currency, t.key] })],
);

/**
 * The days rolled up into insight_days. Every day up to the latest one here is summed there (days
 * without any row in the sources are skipped, so have none); the days after it are summed live.
 */
export const insightRollups = sqliteTable("insight_rollups", {
  /** Unix milliseconds of the UTC day's start. */
  day: integer("day").primaryKey(),
  rolledAt: integer("rolled_at").notNull(),
});

/** The cron's alert conditions, one row per condition: whether it fails and what was last said about it. */
export const alertStates = sqliteTable("alert_states", {
  condition: text("condition").primaryKey(),
  /** Unix ms since which the condition fails; null while it holds. */
  failingSince: integer("failing_since"),
  detail: text("detail"),
  /** Unix ms of the last "failing" message delivered (kept after it clears: the hourly limit holds across episodes). */
  notifiedAt: integer("notified_at"),
  checkedAt: integer("checked_at").notNull(),
  /**
   * The start the last delivered "failing" message named, while the channel has not been told that
   * it cleared: a "resolved" message is owed once the condition holds, until one is delivered.
   */
  toldSince: integer("told_since"),
  /** Unix ms the condition was seen to clear, while its "resolved" message is owed. */
  clearedAt: integer("cleared_at"),
  /** The failure owed a "resolved" was inferred from runs that recorded nothing (D1 unreachable, or no run). */
  unrecorded: integer("unrecorded", { mode: "boolean" }).notNull().default(false),
});

/** 5xx answers per hour, for the error-rate alert. */
export const errorCounts = sqliteTable("error_counts", {
  /** Unix ms of the hour's start. */
  hour: integer("hour").primaryKey(),
  count: integer("count").notNull().default(0),
});
