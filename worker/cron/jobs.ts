/**
 * What each cron trigger of wrangler.toml's `[triggers] crons` runs. A job that fails is logged
 * and never keeps the trigger's other jobs from running.
 */
import { logEvent } from "#worker/log.ts";
import { reconcileDaily } from "#worker/services/admin/reconciliation.ts";
import { checkAlerts } from "#worker/services/alerts/job.ts";
import { pruneErrorCounts } from "#worker/services/alerts/server-errors.ts";
import { rollUpInsights } from "#worker/services/insights/rollup.ts";
import { drainOutbox } from "#worker/services/mail.ts";
import { type CronTrigger, DAILY_CRON, FREQUENT_CRON } from "./triggers";

type Job = (env: Env) => Promise<unknown>;

export const jobs: Readonly<Record<CronTrigger, readonly Job[]>> = {
  // Mails that could not be sent at once are retried with backoff; then the alert conditions are checked.
  [FREQUENT_CRON]: [drainOutbox, checkAlerts, rollUpInsights],
  // The Stripe reconciliation (it sends the mails it queued); old hourly 5xx counts are dropped.
  [DAILY_CRON]: [reconcileDaily, pruneErrorCounts],
};

/** Runs jobs one after the other; each one's failure is logged, not thrown. */
export async function runEach(cron: string, each: readonly Job[], env: Env): Promise<void> {
  for (const job of each) {
    try {
      await job(env);
    } catch (error) {
      logEvent("error", { event: "cron.job_failed", cron, job: job.name, reason: String(error) });
    }
  }
}

export const runJobs = (cron: string, env: Env) => runEach(cron, jobs[cron as CronTrigger] ?? [], env);
