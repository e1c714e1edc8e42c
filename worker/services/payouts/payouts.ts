/**
 * Payouts: the money that moves an affiliate's due commissions to paid. The operator creates a
 * batch (one payout per affiliate and currency whose balance reaches the minimum), exports it as
 * CSV, sends the money, and marks each payout paid with its reference; the partner gets a mail and
 * sees it in the portal. What state a commission is in is ./commissions' decision alone.
 */
import { and, desc, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { z } from "zod/mini";
import type { AffiliatePayoutBalance, AffiliatePayoutsAnswer } from "#common/api/affiliates.ts";
import {
  type DueBalanceRow,
  PAYOUT_BATCHES_PAGE,
  type PayoutBatch,
  type PayoutBatchesAnswer,
  type PayoutLine,
} from "#common/api/payouts.ts";
import { type CsvColumns, csvOf } from "#common/csv.ts";
import { centsText } from "#common/money.ts";
import { LICENCE_DEFAULT_CURRENCY } from "#common/prices.ts";
import { runBatch } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import {
  affiliates,
  payoutBatches as batchTable,
  commissionAdjustments,
  commissions,
  payouts,
} from "#worker/db/schema.ts";
import { assign, columnList } from "#worker/db/sql.ts";
import { mailLocaleOf } from "#worker/mail/i18n.ts";
import type { MailBrand } from "#worker/mail/layout.ts";
import { payoutSentMail } from "#worker/mail/payout-sent.ts";
import { queueMail } from "#worker/mail/queue.ts";
import { audited } from "#worker/services/audit.ts";
import { conflict, notFound, Refusal } from "#worker/services/refusal.ts";
import { Unavailable } from "#worker/services/unavailable.ts";
import { balancesOf, balancesSql, c, commissionFacts, payableOf, retainedAmount, stateAt } from "./commissions";
import { minimumIn, type PayoutMinimums, parsePayoutMinimums } from "./minimums";

// ---- configuration ----------------------------------------------------------------------------

/** What the operator configures (wrangler.toml [vars]). */
export interface PayoutRules {
  /** Days a sale can be refunded (the terms' window): its commission stays pending that long. */
  readonly refundWindowDays: number;
  /** The smallest payout in each currency (its minor units); smaller balances wait for the next batch. */
  readonly minimums: PayoutMinimums;
  /** Payouts go out on this day of each month (1-28). */
  readonly payoutDay: number;
}

const count = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .check(
      z.int(`${name} must be a whole number`),
      z.gte(min, `${name} must be at least ${min}`),
      z.lte(max, `${name} must be at most ${max}`),
    );

const rulesFromEnv = z.object({
  PAYOUT_REFUND_WINDOW_DAYS: count("PAYOUT_REFUND_WINDOW_DAYS", 0, 365),
  PAYOUT_DAY_OF_MONTH: count("PAYOUT_DAY_OF_MONTH", 1, 28),
});

type PayoutEnv = Pick<Env, "PAYOUT_REFUND_WINDOW_DAYS" | "PAYOUT_MINIMUMS" | "PAYOUT_DAY_OF_MONTH">;

/**
 * The rules from the environment. A wrong value is a 503 naming the variable: the deploy is
 * misconfigured, and a webhook that meets it is retried by Stripe once it is fixed, never
 * recorded with a wrong refund window.
 */
export function payoutRules(env: PayoutEnv): PayoutRules {
  const parsed = rulesFromEnv.safeParse(env);
  const minimums = parsePayoutMinimums(env.PAYOUT_MINIMUMS ?? "");
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => i.message)),
    ...("problem" in minimums ? [minimums.problem] : []),
  ];
  if (!parsed.success || "problem" in minimums) {
    throw new Unavailable(503, `Payouts are misconfigured: ${problems.join("; ")}`);
  }
  return {
    refundWindowDays: parsed.data.PAYOUT_REFUND_WINDOW_DAYS,
    minimums,
    payoutDay: parsed.data.PAYOUT_DAY_OF_MONTH,
  };
}

/** The next payout day on or after `now`'s UTC day, as YYYY-MM-DD. */
export function nextPayoutOn(now: number, payoutDay: number): string {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + (today.getUTCDate() > payoutDay ? 1 : 0);
  return new Date(Date.UTC(year, month, payoutDay)).toISOString().slice(0, 10);
}

/** The operator's view: every affiliate's balances with their payable amount, largest first. */
export async function dueBalances(db: Db, rules: PayoutRules, now = Date.now()): Promise<DueBalanceRow[]> {
  const [balances, accounts] = await Promise.all([
    balancesOf(db, now),
    db.query.affiliates.findMany({ columns: { id: true, username: true, email: true } }),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return balances
    .map((b) => {
      const payable = payableOf(b);
      const account = byId.get(b.affiliateId);
      const minimum = minimumIn(rules.minimums, b.currency);
      return {
        ...b,
        username: account?.username ?? "",
        email: account?.email ?? "",
        payable,
        minimum,
        eligible: minimum !== null && payable >= minimum,
      };
    })
    .sort((a, b) => b.payable - a.payable || a.username.localeCompare(b.username));
}

// ---- the partner's view -----------------------------------------------------------------------

/**
 * The affiliate's balances per currency and the payouts sent, as one JSON text (one D1 read, so
 * the portal batches it with the account check). Amounts in cents; "due" counts what is on its
 * way in a batch not yet marked paid too.
 */
export function partnerPayoutsQuery(db: Db, affiliateId: number, now: number) {
  // A query builder (not db.all), so it can join the account check's batch.
  return db
    .select({
      json: sql<string>`json_object(
    'balances', json((SELECT json_group_array(json_object('currency', currency, 'pending', pending,
        'due', available + inPayment, 'paid', paid, 'adjustments', adjustments) ORDER BY currency)
      FROM (${balancesSql(now, affiliateId)}))),
    'payouts', json((SELECT json_group_array(json_object('paidOn', ${payouts.paidOn}, 'reference', ${payouts.reference},
        'currency', ${payouts.currency}, 'amount', ${payouts.amount}) ORDER BY ${payouts.paidOn} DESC, ${payouts.id} DESC)
      FROM ${payouts} WHERE ${payouts.affiliateId} = ${affiliateId} AND ${payouts.paidOn} IS NOT NULL))
  )`,
    })
    .from(sql`(SELECT 1)`);
}

/** The portal's answer from `partnerPayoutsQuery`'s text and the payout schedule. */
export function partnerPayoutsAnswer(json: string, rules: PayoutRules, now: number): AffiliatePayoutsAnswer {
  const { balances, payouts } = JSON.parse(json) as {
    balances: Omit<AffiliatePayoutBalance, "minimum">[];
    payouts: AffiliatePayoutsAnswer["payouts"];
  };
  return {
    balances: balances.map((b) => ({ ...b, minimum: minimumIn(rules.minimums, b.currency) })),
    nextPayoutOn: nextPayoutOn(now, rules.payoutDay),
    minimum: minimumIn(rules.minimums, LICENCE_DEFAULT_CURRENCY) ?? 1,
    refundWindowDays: rules.refundWindowDays,
    payouts,
  };
}

// ---- payout batches ---------------------------------------------------------------------------

/** The minimum of a grouped row's `currency`, in SQL; NULL (never reached) for a currency without one. */
function minimumOfCurrency(minimums: PayoutMinimums) {
  const cases = Object.keys(minimums).map((currency) => sql`WHEN ${currency} THEN ${minimumIn(minimums, currency)}`);
  return cases.length ? sql`(CASE lower(currency) ${sql.join(cases, sql` `)} END)` : sql`NULL`;
}

/** Due commissions and waiting adjustments: what a new batch may take, per affiliate and currency. */
const takeable = (now: number) => sql`
  SELECT ${c.affiliateId} AS affiliateId, ${c.currency} AS currency, ${retainedAmount} AS amount FROM ${commissionFacts}
  WHERE ${c.payoutId} IS NULL AND ${stateAt(now)} = 'due'
  UNION ALL
  SELECT ${commissionAdjustments.affiliateId}, ${commissionAdjustments.currency}, ${commissionAdjustments.amount}
  FROM ${commissionAdjustments} WHERE ${commissionAdjustments.payoutId} IS NULL`;

const p = alias(payouts, "p");

/** Whose money the batch `batchId` carries for this row's affiliate and currency (`row`: the table updated). */
const payoutOfBatch = (batchId: number, row: typeof commissions | typeof commissionAdjustments) =>
  sql`(SELECT ${p.id} FROM ${payouts} ${p} WHERE ${p.batchId} = ${batchId}
    AND ${p.affiliateId} = ${row.affiliateId} AND ${p.currency} = ${row.currency})`;

export type BatchOutcome = { readonly batchId: number } | Refusal;

const nothingDue = conflict("Nothing to pay: no affiliate has a due balance that reaches its currency's minimum");

/**
 * A new batch: one payout per affiliate and currency whose payable amount (due commissions plus
 * waiting adjustments) reaches the minimum; those commissions and adjustments join it. One D1
 * batch, so a refund landing at the same moment is either before it (the commission is void and
 * stays out) or after it (the commission is in and the refund becomes an adjustment).
 */
export async function createPayoutBatch(
  db: Db,
  rules: PayoutRules,
  createdBy: string,
  now = Date.now(),
): Promise<BatchOutcome> {
  const minimum = minimumOfCurrency(rules.minimums);
  const [eligible] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (
      SELECT 1 FROM (${takeable(now)}) GROUP BY affiliateId, currency HAVING sum(amount) >= ${minimum})`);
  if (!eligible?.n) return nothingDue;

  const [last] = await db.all<{ id: number }>(sql`SELECT coalesce(max(${batchTable.id}), 0) AS id FROM ${batchTable}`);
  const batchId = (last?.id ?? 0) + 1;
  try {
    await runBatch(db, [
      db.insert(batchTable).values({ id: batchId, createdBy, createdAt: now }),
      sql`INSERT INTO ${payouts} ${columnList(payouts.batchId, payouts.affiliateId, payouts.currency, payouts.amount, payouts.createdAt)}
        SELECT ${batchId}, affiliateId, currency, sum(amount), ${now} FROM (${takeable(now)})
        GROUP BY affiliateId, currency HAVING sum(amount) >= ${minimum}`,
      sql`UPDATE ${commissions} SET ${assign(commissions.payoutId, payoutOfBatch(batchId, commissions))},
          ${assign(commissions.payoutAmount, sql`(SELECT ${retainedAmount} FROM ${commissionFacts} WHERE ${c.id} = ${commissions.id})`)}
        WHERE ${commissions.id} IN (SELECT ${c.id} FROM ${commissionFacts} WHERE ${c.payoutId} IS NULL AND ${stateAt(now)} = 'due')
        AND ${payoutOfBatch(batchId, commissions)} IS NOT NULL`,
      sql`UPDATE ${commissionAdjustments} SET ${assign(commissionAdjustments.payoutId, payoutOfBatch(batchId, commissionAdjustments))}
        WHERE ${commissionAdjustments.payoutId} IS NULL AND ${payoutOfBatch(batchId, commissionAdjustments)} IS NOT NULL`,
      // A payout's amount is exactly what it carries.
      sql`UPDATE ${payouts} SET ${assign(
        payouts.amount,
        sql`coalesce((SELECT sum(coalesce(${commissions.payoutAmount}, ${commissions.amount})) FROM ${commissions}
            WHERE ${commissions.payoutId} = ${payouts.id}), 0)
        + coalesce((SELECT sum(${commissionAdjustments.amount}) FROM ${commissionAdjustments}
            WHERE ${commissionAdjustments.payoutId} = ${payouts.id}), 0)`,
      )}
        WHERE ${payouts.batchId} = ${batchId}`,
      // Another batch took everything first: no empty batch is left behind.
      sql`DELETE FROM ${batchTable} WHERE ${batchTable.id} = ${batchId}
        AND NOT EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.batchId} = ${batchId})`,
    ]);
  } catch (error) {
    // Two operators creating a batch at the same moment: the second one's id is taken.
    if (String(error).includes("UNIQUE constraint failed: payout_batches.id")) {
      return conflict("Another batch was being created at the same moment; reload and try again");
    }
    throw error;
  }
  const [made] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${payouts} WHERE ${payouts.batchId} = ${batchId}`,
  );
  return made?.n ? { batchId } : nothingDue;
}

/** Batches newest first, with what each pays: a keyset page of batch ids below `cursor`. */
export async function payoutBatches(
  db: Db,
  cursor: string | null | undefined,
  limit = PAYOUT_BATCHES_PAGE,
): Promise<PayoutBatchesAnswer> {
  const batches = await db
    .select(batchColumns)
    .from(batchTable)
    .where(lt(batchTable.id, cursor ? Number(cursor) : Number.MAX_SAFE_INTEGER))
    .orderBy(desc(batchTable.id))
    .limit(limit + 1);
  const shown = batches.slice(0, limit);
  const ids = sql.join(
    shown.map((batch) => sql`${batch.id}`),
    sql`, `,
  );
  const lines = shown.length ? await payoutLines(db, sql`${p.batchId} IN (${ids})`) : [];
  const last = shown.at(-1);
  return {
    items: shown.map((batch) => ({ ...batch, payouts: lines.filter((line) => line.batchId === batch.id) })),
    next: batches.length > limit && last ? String(last.id) : null,
  };
}

/** One batch with its payouts. */
export async function payoutBatch(db: Db, batchId: number): Promise<PayoutBatch | Refusal> {
  const [batch] = await db.select(batchColumns).from(batchTable).where(eq(batchTable.id, batchId));
  return batch ? { ...batch, payouts: await batchLines(db, batchId) } : notFound(`No payout batch ${batchId}`);
}

const batchColumns = { id: batchTable.id, createdAt: batchTable.createdAt, createdBy: batchTable.createdBy };

/** Payouts matching `where` (on `p`, the payouts table), with what each carries. */
async function payoutLines(db: Db, where: SQL): Promise<PayoutLine[]> {
  const ca = commissionAdjustments;
  const rows = await db.all<Omit<PayoutLine, "commissionIds" | "adjustments"> & { parts: string }>(sql`SELECT
      ${p.id} AS id, ${p.batchId} AS batchId, ${p.affiliateId} AS affiliateId, ${affiliates.username} AS username,
      ${affiliates.email} AS email, ${p.currency} AS currency, ${p.amount} AS amount, ${p.paidOn} AS paidOn,
      ${p.reference} AS reference,
      json_object(
        'commissionIds', json((SELECT json_group_array(${commissions.id} ORDER BY ${commissions.id})
          FROM ${commissions} WHERE ${commissions.payoutId} = ${p.id})),
        'adjustments', json((SELECT json_group_array(json_object('commissionId', ${ca.commissionId}, 'amount', ${ca.amount})
          ORDER BY ${ca.id}) FROM ${ca} WHERE ${ca.payoutId} = ${p.id}))
      ) AS parts
    FROM ${payouts} ${p} JOIN ${affiliates} ON ${affiliates.id} = ${p.affiliateId} WHERE ${where}
    ORDER BY ${p.batchId} DESC, ${affiliates.username}, ${p.currency}`);
  return rows.map(({ parts, ...line }) => ({
    ...line,
    ...(JSON.parse(parts) as Pick<PayoutLine, "commissionIds" | "adjustments">),
  }));
}

export function payoutLine(db: Db, payoutId: number): Promise<PayoutLine | undefined> {
  return payoutLines(db, sql`${p.id} = ${payoutId}`).then((lines) => lines[0]);
}

export function batchLines(db: Db, batchId: number): Promise<PayoutLine[]> {
  return payoutLines(db, sql`${p.batchId} = ${batchId}`);
}

// ---- CSV --------------------------------------------------------------------------------------

const payoutCsvColumns: CsvColumns<PayoutLine> = [
  ["affiliate", (line) => line.username],
  ["e-mail", (line) => line.email],
  ["currency", (line) => line.currency.toUpperCase()],
  ["amount", (line) => centsText(line.amount, { currency: line.currency })],
  ["commission ids", (line) => line.commissionIds.join(" ")],
  [
    "adjustments",
    (line) =>
      line.adjustments
        .map((a) => `${a.commissionId}: ${centsText(a.amount, { currency: line.currency, sign: true })}`)
        .join("; "),
  ],
];

/** A batch as CSV (RFC 4180, CRLF): one line per payout, amounts in currency units from minor units. */
export const payoutsCsv = (lines: readonly PayoutLine[]): string => csvOf(payoutCsvColumns, lines);

// ---- marking a payout paid --------------------------------------------------------------------

export interface MarkPaid {
  readonly payoutId: number;
  readonly reference: string;
  /** YYYY-MM-DD */
  readonly paidOn: string;
}

/** Marked now, or marked before exactly so; paid before with another reference or date is refused (history is never edited). */
export type MarkPaidOutcome = { readonly status: "marked" | "unchanged" } | Refusal;

/**
 * Marks a payout paid with the operator's reference and date and queues the partner's mail, in
 * one batch, on the audit log. Idempotent: the same reference and date again change nothing and
 * send nothing ("unchanged"); another reference or date for a payout already paid is refused
 * (a conflict, recorded as a failed attempt), and so is a date after tomorrow.
 */
export async function markPayoutPaid(
  db: Db,
  input: MarkPaid,
  actor: string,
  brand: MailBrand,
  now = Date.now(),
): Promise<MarkPaidOutcome> {
  // A day ahead allows for the operator's time zone; a later date is a typo.
  if (input.paidOn > new Date(now + 86_400_000).toISOString().slice(0, 10)) {
    return new Refusal("invalid", "paidOn: the day the money was sent cannot be in the future");
  }
  const before = await payoutLine(db, input.payoutId);
  if (!before) return notFound(`No payout ${input.payoutId}`);
  const entry = {
    actor,
    action: "payout.mark_paid",
    target: `payout:${before.id}`,
    before: { paidOn: before.paidOn, reference: before.reference, amount: before.amount, currency: before.currency },
  };
  const outcome = await audited(db, entry, async () => {
    if (before.paidOn === null) await recordPaid(db, before, input, actor, brand, now);
    const after = before.paidOn === null ? await payoutLine(db, before.id) : before;
    // Already paid, by an earlier request or a concurrent one that landed first: refused, and
    // the audit log records the attempt.
    if (after?.paidOn !== input.paidOn || after.reference !== input.reference) {
      return conflict(
        `Payout ${before.id} was already marked paid on ${after?.paidOn} (reference ${after?.reference})`,
      );
    }
    return {
      status: before.paidOn === null ? "marked" : "unchanged",
      paidOn: input.paidOn,
      reference: input.reference,
    } as const;
  });
  return outcome instanceof Refusal ? outcome : { status: outcome.status };
}

/** The update and the partner's mail: the mail only goes out with the update that landed. */
async function recordPaid(db: Db, payout: PayoutLine, input: MarkPaid, actor: string, brand: MailBrand, now: number) {
  const landed = sql`EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.id} = ${payout.id} AND ${payouts.markedPaidAt} = ${now}
    AND ${payouts.reference} = ${input.reference} AND ${payouts.paidOn} = ${input.paidOn})`;
  const [account] = await db
    .select({ locale: affiliates.locale })
    .from(affiliates)
    .where(eq(affiliates.id, payout.affiliateId));
  const mail = payoutSentMail(
    {
      locale: mailLocaleOf(account?.locale),
      username: payout.username,
      currency: payout.currency,
      amount: payout.amount,
      paidOn: input.paidOn,
      reference: input.reference,
      commissions: payout.commissionIds.length,
      adjustments: payout.adjustments.reduce((sum, a) => sum + a.amount, 0),
    },
    brand,
  );
  await runBatch(db, [
    db
      .update(payouts)
      .set({ paidOn: input.paidOn, reference: input.reference, markedPaidAt: now, markedPaidBy: actor })
      .where(and(eq(payouts.id, payout.id), isNull(payouts.paidOn))),
    queueMail(mail, { kind: "payout-sent", dedupeKey: `payout-sent:${payout.id}`, to: payout.email }, landed),
  ]);
}
