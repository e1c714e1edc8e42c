/**
 * Payouts: the operator console's calls for paying affiliates (/api/admin/payouts/*, behind the
 * console's operator check). Amounts are integer cents per currency; dates YYYY-MM-DD.
 * The partner's own view is an affiliates call (GET /api/tv/affiliate/payouts).
 */
import { z } from "zod/mini";
import { isCalendarDay } from "#common/dates.ts";
import { actionAnswer, idParams, noFields, page } from "./admin.ts";
import { defineCalls } from "./call.ts";
import { messages, requiredText } from "./fields.ts";

const cents = z.int();

/** Who is paid, in which currency: a balance's and a payout's first fields. */
const payee = { affiliateId: z.int(), username: z.string(), email: z.string(), currency: z.string() };

/** One affiliate's money in one currency, as the operator pays it. */
export const dueBalanceRow = z.object({
  ...payee,
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
  /** The smallest payout in this row's currency (its minor units); null when none is set: it waits. */
  minimum: z.nullable(cents),
  /** Whether the next batch pays it (payable at or above the minimum). */
  eligible: z.boolean(),
});
export type DueBalanceRow = z.infer<typeof dueBalanceRow>;

export const payoutBalancesAnswer = z.object({
  /** The smallest payout in each currency, in its minor units, by lower-case ISO code. */
  minimums: z.record(z.string(), cents),
  refundWindowDays: z.int(),
  nextPayoutOn: z.string(),
  balances: z.array(dueBalanceRow),
});
export type PayoutBalancesAnswer = z.infer<typeof payoutBalancesAnswer>;

export const payoutLine = z.object({
  id: z.int(),
  batchId: z.int(),
  ...payee,
  amount: cents,
  paidOn: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  commissionIds: z.array(z.int()),
  /** Corrections of commissions paid before, each with its signed amount. */
  adjustments: z.array(z.object({ commissionId: z.int(), amount: cents })),
});
export type PayoutLine = z.infer<typeof payoutLine>;

export const payoutBatch = z.object({
  id: z.int(),
  createdAt: z.number(),
  createdBy: z.string(),
  payouts: z.array(payoutLine),
});
export type PayoutBatch = z.infer<typeof payoutBatch>;

/** Batches newest first, a page at a time: `cursor` is the previous answer's `next`. */
export const payoutBatchesRequest = z.object({
  cursor: z.nullish(z.string().check(z.regex(/^\d{1,12}$/, "not a cursor of this list"))),
});
export const PAYOUT_BATCHES_PAGE = 20;
export const payoutBatchesAnswer = page(payoutBatch);
export type PayoutBatchesAnswer = z.infer<typeof payoutBatchesAnswer>;

export const createBatchAnswer = z.extend(actionAnswer, { batchId: z.int() });

/** A real calendar day written YYYY-MM-DD. */
export const calendarDay = z
  .string({ error: messages.required })
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Write the date as YYYY-MM-DD", abort: true }),
    z.refine(isCalendarDay, "Not a calendar date"),
  );

export const markPaidRequest = z.object({
  /** The bank or PayPal transaction id the partner can look up. */
  reference: requiredText(100).check(
    z.regex(/^[\p{L}\p{N} ._:/#-]*$/u, "Letters, digits, spaces and . _ : / # - only"),
  ),
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
    body: noFields,
    answer: createBatchAnswer,
  },
  batch: { method: "GET", path: "/api/admin/payouts/batches/:id", params: idParams, answer: payoutBatch },
  /** The batch as CSV: affiliate, e-mail, currency, amount, commission ids, adjustments. */
  batchCsv: { method: "GET", path: "/api/admin/payouts/batches/:id/csv", params: idParams, answer: "text" },
  markPaid: {
    method: "POST",
    path: "/api/admin/payouts/:id/paid",
    params: idParams,
    body: markPaidRequest,
    answer: actionAnswer,
  },
});
