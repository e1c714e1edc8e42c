/**
 * The console's overview: sales, licences, refunds and disputes today (since 00:00 UTC) and over
 * the last 7 and 30 days; the outbox's backlog; when Stripe last reached us, and whether it sends
 * events of the wrong API version; settings the Worker cannot use; the last reconciliation; the
 * alert conditions the cron found failing (worker/services/alerts).
 * One query per kind of fact (./order-facts, which the orders list filters by too) counts all three
 * windows at once (conditional sums), all in one D1 batch; a window is [its start, the answer's `at`).
 */
import { desc, isNull, max, sql } from "drizzle-orm";
import type { OrderFact, OverviewAnswer, OverviewWindow } from "#common/api/admin.ts";
import { DAY_MS } from "#common/time.ts";
import type { Db } from "#worker/db/client.ts";
import { alertStates, outbox, reconciliationRuns, stripeEvents } from "#worker/db/schema.ts";
import { conditionLabels, isCondition } from "#worker/services/alerts/conditions.ts";
import { type AlertChannelEnv, alertChannel } from "#worker/services/alerts/webhook.ts";
import { publicCouponProblem } from "#worker/services/checkout/coupons.ts";
import {
  currentVersionMismatch,
  RECONCILIATION_EVENT_TYPE,
  versionMismatchOf,
} from "#worker/services/checkout/events.ts";
import { type WebhookSecretsEnv, webhookSecretProblem } from "#worker/services/checkout/webhook-secrets.ts";
import { amountsOfWindow, factsPerWindow } from "./order-facts";
import { runOf } from "./rows";

const windows = ["today", "7d", "30d"] as const;

/** The start (Unix ms) of each window at `now`. */
export function windowStarts(now: number): Record<(typeof windows)[number], number> {
  return { today: now - (now % DAY_MS), "7d": now - 7 * DAY_MS, "30d": now - 30 * DAY_MS };
}

/** The settings the overview checks. */
export type OverviewEnv = { readonly PUBLIC_COUPON_CODES?: string } & AlertChannelEnv & WebhookSecretsEnv;

/** Each setting the Worker cannot use, with what is wrong (the log says it too, when it is used). */
function configProblems(env: OverviewEnv): OverviewAnswer["configProblems"] {
  const coupons = publicCouponProblem(env);
  const channel = alertChannel(env);
  const webhookSecrets = webhookSecretProblem(env);
  return [
    ...(coupons === null ? [] : [{ name: "PUBLIC_COUPON_CODES", problem: coupons }]),
    ...(webhookSecrets === null ? [] : [{ name: "STRIPE_WEBHOOK_SECRET_PREVIOUS", problem: webhookSecrets }]),
    ...(channel && "problem" in channel ? [{ name: "ALERT_WEBHOOK_URL", problem: channel.problem }] : []),
  ];
}

type AlertRow = typeof alertStates.$inferSelect;

/** What the last alert check found (the rows of every condition checked so far). */
function alertsOf(rows: AlertRow[], env: OverviewEnv): OverviewAnswer["alerts"] {
  const checked = rows.map((row) => row.checkedAt);
  const channel = alertChannel(env);
  return {
    checkedAt: checked.length ? Math.max(...checked) : null,
    channel: channel !== null && "url" in channel,
    failing: rows.flatMap((row) =>
      row.failingSince !== null && isCondition(row.condition)
        ? [
            {
              condition: row.condition,
              label: conditionLabels[row.condition],
              failingSince: row.failingSince,
              detail: row.detail ?? "",
            },
          ]
        : [],
    ),
  };
}

export async function overview(db: Db, env: OverviewEnv, now = Date.now()): Promise<OverviewAnswer> {
  const startsByWindow = windowStarts(now);
  const starts = windows.map((w) => startsByWindow[w]);

  const facts = (fact: OrderFact) => factsPerWindow(db, fact, starts, now);

  const [sales, issued, refunded, disputes, mail, webhook, mismatch, lastRun, alerts] = await db.batch([
    facts("sale"),
    facts("licence"),
    facts("refund"),
    facts("dispute"),
    db
      .select({
        pending: sql<number>`coalesce(sum(case when ${outbox.lastError} is null then 1 else 0 end), 0)`,
        failed: sql<number>`coalesce(sum(case when ${outbox.lastError} is not null then 1 else 0 end), 0)`,
      })
      .from(outbox)
      .where(isNull(outbox.sentAt)),
    db
      .select({ at: max(stripeEvents.receivedAt) })
      .from(stripeEvents)
      .where(sql`${stripeEvents.type} <> ${RECONCILIATION_EVENT_TYPE} AND NOT ${stripeEvents.replayed}`),
    currentVersionMismatch(db, RECONCILIATION_EVENT_TYPE),
    db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1),
    db.select().from(alertStates).orderBy(alertStates.condition),
  ]);

  return {
    at: now,
    windows: windows.map(
      (window, i): OverviewWindow => ({
        window,
        since: startsByWindow[window],
        sales: amountsOfWindow(sales, i),
        licencesIssued: amountsOfWindow(issued, i).reduce((keys, r) => keys + r.count, 0),
        refunds: amountsOfWindow(refunded, i),
        disputes: amountsOfWindow(disputes, i),
      }),
    ),
    mail: { pending: Number(mail[0]?.pending ?? 0), failed: Number(mail[0]?.failed ?? 0) },
    lastWebhookAt: webhook[0]?.at ?? null,
    webhookVersionMismatch: versionMismatchOf(mismatch[0]),
    configProblems: configProblems(env),
    lastReconciliation: lastRun[0] ? runOf(lastRun[0]) : null,
    alerts: alertsOf(alerts, env),
  };
}
