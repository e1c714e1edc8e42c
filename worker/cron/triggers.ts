/** The cron triggers of wrangler.toml's `[triggers] crons` (tests/node/deploy/cron-triggers.test.ts holds them equal). */

/** Every 5 minutes. */
export const FREQUENT_CRON = "*/5 * * * *";
/** Daily at 04:17 UTC, after the day's traffic. */
export const DAILY_CRON = "17 4 * * *";

export const cronTriggers = [FREQUENT_CRON, DAILY_CRON] as const;
export type CronTrigger = (typeof cronTriggers)[number];
