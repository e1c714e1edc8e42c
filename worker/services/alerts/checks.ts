/** The alert job's queries: what each condition's judgement (./conditions) is made from. */
import { and, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { HOUR_MS } from "#common/time.ts";
import type { Db } from "#worker/db/client.ts";
import { checkoutStarts, errorCounts, outbox, stripeEvents } from "#worker/db/schema.ts";
import { logEvent, redactText } from "#worker/log.ts";
import { RECONCILIATION_EVENT_TYPE } from "#worker/services/checkout/events.ts";
import {
  type Condition,
  D1_ANSWER_MS,
  type Finding,
  hourStart,
  judgeD1,
  judgeMail,
  judgeServerErrors,
  judgeWebhooks,
  MAIL_FAILED_ATTEMPTS,
  PAYING_TIME_MS,
  serverErrorsInLastHour,
} from "./conditions";

/** How long D1 took to answer `select 1`, or why it did not within twice the limit. */
export async function probeD1(d1: D1Database): Promise<{ ms: number } | { error: string }> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Waiting past twice the limit tells nothing more, and the job has other checks to run.
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${2 * D1_ANSWER_MS} ms`)), 2 * D1_ANSWER_MS);
  });
  try {
    await Promise.race([d1.prepare("select 1").first(), gaveUp]);
    return { ms: performance.now() - started };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The findings of the three conditions read from D1, in one batch. */
export async function storedFindings(db: Db, now: number): Promise<Partial<Record<Condition, Finding>>> {
  const thisHour = hourStart(now);
  const failedMail = and(
    isNull(outbox.sentAt),
    isNotNull(outbox.lastError),
    gte(outbox.attempts, MAIL_FAILED_ATTEMPTS),
  );
  const [opened, received, failing, lastFailure, errors] = await db.batch([
    db
      .select({ n: sql<number>`count(*)` })
      .from(checkoutStarts)
      .where(and(gte(checkoutStarts.createdAt, now - HOUR_MS), lte(checkoutStarts.createdAt, now - PAYING_TIME_MS))),
    // The newest event Stripe sent: rows go in as they arrive, so walking back from the last row
    // stops at once (received_at has no index, and a scan of every event every 5 minutes adds up).
    db
      .select({ at: stripeEvents.receivedAt })
      .from(stripeEvents)
      .where(sql`${stripeEvents.type} <> ${RECONCILIATION_EVENT_TYPE}`)
      .orderBy(sql`rowid desc`)
      .limit(1),
    db.select({ n: sql<number>`count(*)` }).from(outbox).where(failedMail),
    db.select({ lastError: outbox.lastError }).from(outbox).where(failedMail).orderBy(sql`${outbox.id} desc`).limit(1),
    db
      .select({ hour: errorCounts.hour, count: errorCounts.count })
      .from(errorCounts)
      .where(inArray(errorCounts.hour, [thisHour, thisHour - HOUR_MS])),
  ]);
  const countIn = (hour: number) => errors.find((row) => row.hour === hour)?.count ?? 0;
  const lastError = lastFailure[0]?.lastError ?? null;
  return {
    "stripe-webhooks": judgeWebhooks({
      checkoutsOpened: Number(opened[0]?.n ?? 0),
      eventReceived: (received[0]?.at ?? 0) >= now - HOUR_MS,
    }),
    // A provider's refusal often quotes the recipient: the alert channel is a third party.
    mail: judgeMail({ count: Number(failing[0]?.n ?? 0), lastError: lastError && redactText(lastError) }),
    "server-errors": judgeServerErrors(
      serverErrorsInLastHour(now, { thisHour: countIn(thisHour), previousHour: countIn(thisHour - HOUR_MS) }),
    ),
  };
}

/** Every condition's finding; a condition that could not be checked (D1 away) is left out. */
export async function findings(d1: D1Database, db: Db, now: number): Promise<Partial<Record<Condition, Finding>>> {
  const d1Finding = judgeD1(await probeD1(d1));
  try {
    return { d1: d1Finding, ...(await storedFindings(db, now)) };
  } catch (error) {
    // Unknown is not "holds": these conditions keep their last state until they can be read again.
    logEvent("error", { event: "alerts.check_failed", reason: String(error) });
    return { d1: d1Finding };
  }
}
