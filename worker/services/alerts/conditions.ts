/**
 * What the alert job checks, and when each check fails (decision 052). The judgements are plain
 * functions of what the queries counted, so each threshold is tested without a clock or a database.
 */
import { HOUR_MS } from "#common/time.ts";

export const conditions = ["stripe-webhooks", "mail", "d1", "server-errors"] as const;
export type Condition = (typeof conditions)[number];

export const isCondition = (value: string): value is Condition => (conditions as readonly string[]).includes(value);

/** How the console's health card and the messages name each condition. */
export const conditionLabels: Readonly<Record<Condition, string>> = {
  "stripe-webhooks": "Stripe webhooks",
  mail: "Mail delivery",
  d1: "Database (D1)",
  "server-errors": "Server errors",
};

/** What is wrong, or null when the condition holds. */
export type Finding = string | null;

/**
 * Checkout Sessions created this long ago or more count towards the webhook check: a buyer who
 * just opened one has not paid yet, so no event is due for it.
 */
export const PAYING_TIME_MS = 10 * 60_000;
/**
 * Checkouts opened (at least PAYING_TIME_MS ago) within the last hour that make an hour without a
 * single webhook event suspicious: one or two buyers may simply leave, three in a row rarely do.
 */
export const CHECKOUTS_WITHOUT_EVENTS = 3;

/** Stripe webhooks: checkouts were opened in the last hour but no event came in that hour. */
export function judgeWebhooks(counts: { checkoutsOpened: number; eventReceived: boolean }): Finding {
  if (counts.checkoutsOpened < CHECKOUTS_WITHOUT_EVENTS || counts.eventReceived) return null;
  return `${counts.checkoutsOpened} checkouts opened in the last hour and no Stripe webhook event received in that hour: check the endpoint, its signing secret and its API version at Stripe.`;
}

/**
 * A mail has failed this many attempts (1, 2 and 4 minutes apart: about 7 minutes of failing)
 * before it counts: one refusal is often a provider's passing hiccup that the next attempt cures.
 */
export const MAIL_FAILED_ATTEMPTS = 3;

/** Mail delivery: unsent mails whose last MAIL_FAILED_ATTEMPTS or more attempts failed. */
export function judgeMail(failing: { count: number; lastError: string | null }): Finding {
  if (failing.count === 0) return null;
  const mails = failing.count === 1 ? "1 mail has" : `${failing.count} mails have`;
  const reason = failing.lastError ? ` Last error: ${failing.lastError}` : "";
  return `${mails} failed ${MAIL_FAILED_ATTEMPTS} or more attempts (console: Mail outbox).${reason}`;
}

/** D1 answers a trivial query within this time, or it counts as failing. */
export const D1_ANSWER_MS = 2_000;

/** D1: the trivial query failed, or answered too slowly. */
export function judgeD1(probe: { ms: number } | { error: string }): Finding {
  if ("error" in probe) return `D1 does not answer: ${probe.error}`;
  if (probe.ms <= D1_ANSWER_MS) return null;
  return `D1 took ${Math.round(probe.ms)} ms to answer a trivial query (limit ${D1_ANSWER_MS} ms).`;
}

/** Server errors (5xx answers) in the last hour at which the check fails. */
export const SERVER_ERRORS_PER_HOUR = 10;

/** The start (Unix ms) of the clock hour `at` falls in. */
export const hourStart = (at: number) => at - (at % HOUR_MS);

/**
 * The 5xx answers of the last 60 minutes, from the per-hour counts: all of this hour's and the
 * share of the previous hour's that the window still covers (errors assumed spread evenly over
 * it). A window that slides, not one that empties at each full hour: an outage that goes on
 * never looks cleared at :00.
 */
export function serverErrorsInLastHour(now: number, counts: { thisHour: number; previousHour: number }): number {
  const elapsed = (now - hourStart(now)) / HOUR_MS;
  return counts.thisHour + counts.previousHour * (1 - elapsed);
}

/** Server errors: about SERVER_ERRORS_PER_HOUR or more 5xx answers in the last hour. */
export function judgeServerErrors(inLastHour: number): Finding {
  const errors = Math.round(inLastHour);
  if (errors < SERVER_ERRORS_PER_HOUR) return null;
  return `About ${errors} server errors (5xx answers) in the last hour (limit ${SERVER_ERRORS_PER_HOUR}): Workers Logs has each one by request id.`;
}
