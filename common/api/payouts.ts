/**
 * Payouts: the operator console's calls for paying affiliates (/api/admin/payouts/*, behind the
 * console's operator check). Amounts are integer cents per currency; dates YYYY-MM-DD.
 * The partner's own view is an affiliates call (GET /api/tv/affiliate/payouts).
 */
import { z } from "zod";
import { actionAnswer } from "./admin.ts";
import { defineCalls } from "./call.ts";

const cents = z.number().int();

/** One affiliate's money in one currency, as the operator pays it. */
export const dueBalanceRow = z.object({
  affiliateId: z.number().int(),
  username: z.string(),
  email: z.string(),
  currency: z.string(),
  /** Inside the refund window. */
  pending: cents,
  /** Due and in no batch yet. */
  available: cents,
  /** In a batch not yet marked paid. */
  inPayment: cents,
  paid: cents,
  /** Corrections waiting for the next batch (negative takes money back). */
  adjustments: cents,
  /** What the next batch would pay: available + adjustments. */
  payable: cents,
  /** Whether the next batch pays it (payable at or above the minimum). */
  eligible: z.boolean(),
});
export type DueBalanceRow = z.infer<typeof dueBalanceRow>;

export const payoutBalancesAnswer = z.object({
  /** The smallest payout, in cents of each currency. */
  minimum: cents,
  refundWindowDays: z.number().int(),
  nextPayoutOn: z.string(),
  balances: z.array(dueBalanceRow),
});
export type PayoutBalancesAnswer = z.infer<typeof payoutBalancesAnswer>;

export const payoutLine = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  affiliateId: z.number().int(),
  username: z.string(),
  email: z.string(),
  currency: z.string(),
  amount: cents,
  paidOn: z.string().nullable(),
  reference: z.string().nullable(),
  commissionIds: z.array(z.number().int()),
  /** Corrections of commissions paid before, each with its signed amount. */
  adjustments: z.array(z.object({ commissionId: z.number().int(), amount: cents })),
});
export type PayoutLine = z.infer<typeof payoutLine>;

export const payoutBatch = z.object({
  id: z.number().int(),
  createdAt: z.number(),
  createdBy: z.string(),
  payouts: z.array(payoutLine),
});
export type PayoutBatch = z.infer<typeof payoutBatch>;

/** Batches newest first, a page at a time: `cursor` is the previous answer's `next`. */
export const payoutBatchesRequest = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,12}$/, "not a cursor of this list")
    .nullish(),
});
export const PAYOUT_BATCHES_PAGE = 20;
export const payoutBatchesAnswer = z.object({ items: z.array(payoutBatch), next: z.string().nullable() });
export type PayoutBatchesAnswer = z.infer<typeof payoutBatchesAnswer>;

export const createBatchAnswer = actionAnswer.extend({ batchId: z.number().int() });

const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, "id must be digits")
    .transform(Number),
});

/** A real calendar day written YYYY-MM-DD. */
export const calendarDay = z
  .string({ error: "Field is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Write the date as YYYY-MM-DD", abort: true })
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), "Not a calendar date");

export const markPaidRequest = z.object({
  /** The bank or PayPal transaction id the partner can look up. */
  reference: z
    .string({ error: "Field is required" })
    .trim()
    .min(1, "Field is required")
    .max(100, "At most 100 characters")
    .regex(/^[\p{L}\p{N} ._:/#-]*$/u, "Letters, digits, spaces and . _ : / # - only"),
  /** The day the money was sent. */
  paidOn: calendarDay,
});
export type MarkPaidRequest = z.input<typeof markPaidRequest>;

export const payoutCalls = defineCalls({
  balances: { method: "GET", path: "/api/admin/payouts/balances", answer: payoutBalancesAnswer },
  batches: {
    method: "POST",
    path: "/api/admin/payouts/batches/search",
    body: payoutBatchesRequest,
    answer: payoutBatchesAnswer,
  },
  createBatch: {
    method: "POST",
    path: "/api/admin/payouts/batches",
    body: z.object({}).strict(),
    answer: createBatchAnswer,
  },
  batch: { method: "GET", path: "/api/admin/payouts/batches/:id", params: idParam, answer: payoutBatch },
  /** The batch as CSV: affiliate, e-mail, currency, amount, commission ids, adjustments. */
  batchCsv: { method: "GET", path: "/api/admin/payouts/batches/:id/csv", params: idParam, answer: "text" },
  markPaid: {
    method: "POST",
    path: "/api/admin/payouts/:id/paid",
    params: idParam,
    body: markPaidRequest,
    answer: actionAnswer,
  },
});
