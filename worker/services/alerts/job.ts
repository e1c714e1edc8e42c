/**
 * The cron's alert check (every 5 minutes, worker/cron/jobs.ts): each condition is checked, its
 * state recorded in `alert_states` (the console's health card reads it), and the messages it
 * owes are sent to the alert channel when one is configured. A channel that fails or hangs costs
 * its message, never the states: they are recorded either way, and an undelivered message,
 * "failing" or "resolved", is tried again at the next run (decision 052).
 */

import type { Db } from "#worker/db/client.ts";
import { createDb } from "#worker/db/client.ts";
import { alertStates } from "#worker/db/schema.ts";
import { excluded } from "#worker/db/sql.ts";
import { logEvent } from "#worker/log.ts";
import { findings } from "./checks";
import { type Condition, conditions, type Finding, hourStart, isCondition } from "./conditions";
import { type AlertState, afterDelivery, afterUnrecordedRuns, FIRST_RUN_OF_HOUR_MS, nextStep } from "./transitions";
import { type AlertChannelEnv, alertChannel, alertText, type Delivery, delivery, sendAlert } from "./webhook";

export type AlertEnv = AlertChannelEnv & Pick<Env, "DB" | "SITE_URL">;

async function loadStates(db: Db): Promise<Map<Condition, AlertState>> {
  const rows = await db.select().from(alertStates);
  // A row of a condition no longer checked is left alone.
  return new Map(
    rows.flatMap((row) => (isCondition(row.condition) ? [[row.condition, { ...row, condition: row.condition }]] : [])),
  );
}

async function saveStates(db: Db, states: readonly AlertState[]): Promise<void> {
  if (states.length === 0) return;
  await db
    .insert(alertStates)
    .values([...states])
    .onConflictDoUpdate({
      target: alertStates.condition,
      set: {
        failingSince: excluded(alertStates.failingSince),
        detail: excluded(alertStates.detail),
        notifiedAt: excluded(alertStates.notifiedAt),
        checkedAt: excluded(alertStates.checkedAt),
        toldSince: excluded(alertStates.toldSince),
        clearedAt: excluded(alertStates.clearedAt),
        unrecorded: excluded(alertStates.unrecorded),
      },
    });
}

/**
 * D1 down: no state can be read or written, so no run knows when the last message went out. The
 * D1 condition alone is announced, by the first run of each hour; the first run that reads the
 * states again owes its "resolved" (afterUnrecordedRuns).
 */
async function withoutStates(d1: Finding | undefined, url: string | null, env: AlertEnv, now: number, via: Delivery) {
  logEvent("error", { event: "alerts.states_unavailable", d1: d1 ?? "answers" });
  if (!d1 || url === null || now - hourStart(now) >= FIRST_RUN_OF_HOUR_MS) return;
  await sendAlert(url, alertText({ kind: "failing", condition: "d1", detail: d1, since: now }, env.SITE_URL, now), via);
}

/** The cron job: `now` and `via` (the channel's fetch and time limit) are the tests' to set. */
export async function checkAlerts(env: AlertEnv, now = Date.now(), via: Delivery = delivery): Promise<void> {
  const db = createDb(env.DB);
  const found = await findings(env.DB, db, now);
  const channel = alertChannel(env);
  if (channel && "problem" in channel) {
    logEvent("error", { event: "config.invalid", name: "ALERT_WEBHOOK_URL", problem: channel.problem });
  }
  const url = channel && "url" in channel ? channel.url : null;

  let previous: Map<Condition, AlertState>;
  try {
    previous = await loadStates(db);
  } catch {
    return withoutStates(found.d1, url, env, now, via);
  }
  const d1 = previous.get("d1");
  if (d1 && url !== null) previous.set("d1", afterUnrecordedRuns(d1, now));
  const steps = conditions.flatMap((condition) => {
    const finding = found[condition];
    return finding === undefined ? [] : [nextStep(condition, previous.get(condition), finding, now, url !== null)];
  });
  // Recorded first, as if nothing went out: a D1 that reads but cannot write (a database at its
  // size limit) would otherwise leave every run thinking nothing was said, and speak every 5 minutes.
  const recorded = await saveStates(
    db,
    steps.map((step) => afterDelivery(step, false, now)),
  ).then(
    () => true,
    () => false,
  );
  if (!recorded) {
    logEvent("error", { event: "alerts.states_unwritable" });
    // As with D1 down: no run knows what went out, so the first run of each hour speaks.
    if (now - hourStart(now) >= FIRST_RUN_OF_HOUR_MS) return;
  }
  // One channel call per notice, side by side: each is time-limited and never throws.
  const delivered = await Promise.all(
    steps.map((step) =>
      step.notice && url !== null ? sendAlert(url, alertText(step.notice, env.SITE_URL, now), via) : false,
    ),
  );
  // Recorded above as undelivered: only what went out changes the record.
  if (!recorded || !delivered.some(Boolean)) return;
  await saveStates(
    db,
    steps.map((step, i) => afterDelivery(step, delivered[i] ?? false, now)),
  );
}
