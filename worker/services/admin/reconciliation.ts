/**
 * Reconciliation: the safety net under the webhook. It lists the Checkout Sessions Stripe
 * completed in the last 3 days and fulfils every paid licence purchase that has no order, through
 * the webhook's own idempotent fulfilment (so a webhook arriving later, or a second run, changes
 * nothing); then it replays every event of the last 30 days the webhook never recorded (refunds,
 * disputes, invoices: checkout/replay.ts). Runs daily from the cron trigger and on demand from the console; each run is kept
 * with what it fixed.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { ADMIN_PAGE_SIZE, type ReconciliationRun } from "#common/api/admin.ts";
import { LIFETIME_LOOKUP_KEY } from "#common/api/checkout.ts";
import { createDb, type Db } from "#worker/db/client.ts";
import { orders, reconciliationRuns } from "#worker/db/schema.ts";
import { logEvent } from "#worker/log.ts";
import { brandOf } from "#worker/mail/layout.ts";
import { publicCouponCodes } from "#worker/services/checkout/coupons.ts";
import { RECONCILIATION_EVENT_TYPE } from "#worker/services/checkout/events.ts";
import { type FulfilmentRules, fulfilCheckout } from "#worker/services/checkout/fulfil.ts";
import { EVENT_RETENTION_DAYS, type ReplayResult, replayMissedEvents } from "#worker/services/checkout/replay.ts";
import { drainOutbox } from "#worker/services/mail.ts";
import { payoutRules } from "#worker/services/payouts/payouts.ts";
import { completedCheckoutSessions, invoiceLinks } from "#worker/services/stripe.ts";
import { idCursor, idsBefore, pageOf } from "./cursor";
import { runOf } from "./rows";

/** How far back a run looks: Stripe retries a failed webhook for 3 days. */
export const RECONCILIATION_WINDOW_MS = 3 * 86_400_000;
/** D1 binds at most 100 parameters per statement. */
const IDS_PER_QUERY = 90;

/** The webhook's fulfilment settings, from the environment (as worker/routes/checkout.ts builds them). */
export function fulfilmentRulesOf(env: Env): FulfilmentRules {
  const rules = {
    mail: brandOf(env),
    publicCoupons: () => publicCouponCodes(env),
    invoiceLinks: (invoiceId: string) => invoiceLinks(env, invoiceId),
    refundWindowDays: payoutRules(env).refundWindowDays,
  };
  return rules;
}

/** What fulfilment would take from the webhook: a paid purchase of the licence. */
const isLicencePurchase = (s: Stripe.Checkout.Session) =>
  s.mode === "payment" &&
  s.metadata?.lookup_key === LIFETIME_LOOKUP_KEY &&
  (s.payment_status === "paid" || s.payment_status === "no_payment_required");

/**
 * The event fulfilment records for a session the reconciliation fixed: its id marks the session
 * as done by this path, its type keeps it out of "last webhook received".
 */
const reconciliationEvent = (session: Stripe.Checkout.Session) =>
  ({
    id: `reconciliation:${session.id}`,
    object: "event",
    type: RECONCILIATION_EVENT_TYPE,
    created: session.created,
    livemode: session.livemode,
    data: { object: session },
  }) as unknown as Stripe.Event;

async function sessionsWithOrders(db: Db, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select({ sessionId: orders.stripeSessionId })
      .from(orders)
      .where(inArray(orders.stripeSessionId, ids.slice(i, i + IDS_PER_QUERY)));
    for (const row of rows) found.add(row.sessionId);
  }
  return found;
}

export interface ReconcileOptions {
  readonly trigger: "cron" | "console";
  readonly actor: string;
  readonly now?: number;
}

/** One run: records it, fixes what is missing, records what it fixed (or why it failed). */
export async function reconcile(db: Db, env: Env, options: ReconcileOptions): Promise<ReconciliationRun> {
  const now = options.now ?? Date.now();
  const [run] = await db
    .insert(reconciliationRuns)
    .values({ trigger: options.trigger, actor: options.actor, startedAt: now })
    .returning({ id: reconciliationRuns.id });
  if (!run) throw new Error("the reconciliation run was not recorded");

  const fixed: { sessionId: string; orderId: string | null }[] = [];
  let checked = 0;
  let replay: ReplayResult = { listed: 0, replayed: 0, failing: [] };
  let error: string | null = null;
  try {
    const sessions = (await completedCheckoutSessions(env, Math.floor((now - RECONCILIATION_WINDOW_MS) / 1000))).filter(
      isLicencePurchase,
    );
    checked = sessions.length;
    const done = await sessionsWithOrders(
      db,
      sessions.map((s) => s.id),
    );
    const rules = fulfilmentRulesOf(env);
    for (const session of sessions.filter((s) => !done.has(s.id))) {
      if ((await fulfilCheckout(db, reconciliationEvent(session), session, rules)) !== "fulfilled") continue;
      const order = await db.query.orders.findFirst({ where: eq(orders.stripeSessionId, session.id) });
      fixed.push({ sessionId: session.id, orderId: order?.id ?? null });
    }
    replay = await replayMissedEvents(db, env, Math.floor((now - EVENT_RETENTION_DAYS * 86_400_000) / 1000));
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
    logEvent("error", { event: "reconciliation.failed", run: run.id, reason: error });
  }
  const [row] = await db
    .update(reconciliationRuns)
    .set({
      finishedAt: Date.now(),
      checked,
      fixed: JSON.stringify(fixed),
      replayed: replay.replayed,
      failing: JSON.stringify(replay.failing),
      error,
    })
    .where(eq(reconciliationRuns.id, run.id))
    .returning();
  // The run was written above: a row gone now is a bug (or D1 failing), not a refusal.
  if (!row) throw new Error("The reconciliation run disappeared");
  if (fixed.length) logEvent("warn", { event: "reconciliation.fixed", run: run.id, sessions: fixed.length });
  return runOf(row);
}

/** Past runs, newest first; cursor: the last id. */
export async function reconciliationRunsPage(
  db: Db,
  cursor: string | null | undefined,
  limit = ADMIN_PAGE_SIZE,
): Promise<{ items: ReconciliationRun[]; next: string | null }> {
  const rows = await db
    .select()
    .from(reconciliationRuns)
    .where(idsBefore(reconciliationRuns.id, cursor))
    .orderBy(desc(reconciliationRuns.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, idCursor);
  return { items: page.items.map(runOf), next: page.next };
}

/** The daily cron run; a failure is on record in its run row (and logged), never thrown at the trigger. */
export async function reconcileDaily(env: Env): Promise<void> {
  const run = await reconcile(createDb(env.DB), env, { trigger: "cron", actor: "cron" });
  if (run.fixed.length || run.replayed) await drainOutbox(env);
}
