/**
 * One condition's alert state from one check to the next, and the message it owes the alert
 * channel: a failing condition is announced when it starts and reminded at most once an hour
 * while it goes on; one that clears after it was announced owes a "resolved" message until one is
 * delivered. A condition that failed and cleared before anyone was told says nothing, so a blip
 * between two sends is only on the card's record, and a first run (no states yet) only announces
 * what fails now.
 */
import { HOUR_MS } from "#common/time.ts";
import { type Condition, type Finding, hourStart } from "./conditions";

export interface AlertState {
  readonly condition: Condition;
  /** Unix ms since which the condition fails; null while it holds. */
  readonly failingSince: number | null;
  readonly detail: string | null;
  /** Unix ms of the last "failing" message delivered (kept after it clears: the hourly limit holds across episodes). */
  readonly notifiedAt: number | null;
  readonly checkedAt: number;
  /**
   * The start the last delivered "failing" message named, until a "resolved" one is delivered:
   * while it is set, the channel's last word on the condition is "failing".
   */
  readonly toldSince: number | null;
  /** When the condition was seen to clear, while its "resolved" message is owed. */
  readonly clearedAt: number | null;
  /** The failure told was inferred from runs that recorded nothing (see afterUnrecordedRuns). */
  readonly unrecorded: boolean;
}

export type Notice =
  | { readonly kind: "failing"; readonly condition: Condition; readonly detail: string; readonly since: number }
  | {
      readonly kind: "resolved";
      readonly condition: Condition;
      readonly since: number;
      readonly clearedAt: number;
      readonly unrecorded: boolean;
    };

export interface Step {
  readonly state: AlertState;
  /** The message to send, when one is due and a channel is configured. */
  readonly notice: Notice | null;
}

/** The next state after a check found `finding`; `notifying`: an alert channel is configured. */
export function nextStep(
  condition: Condition,
  previous: AlertState | undefined,
  finding: Finding,
  now: number,
  notifying: boolean,
): Step {
  const notifiedAt = previous?.notifiedAt ?? null;
  // A "resolved" is owed to the channel that read "failing"; with none configured, nothing is owed.
  const toldSince = notifying ? (previous?.toldSince ?? null) : null;
  const unrecorded = toldSince !== null && (previous?.unrecorded ?? false);
  if (finding !== null) {
    const since = previous?.failingSince ?? now;
    const due = notifiedAt === null || now - notifiedAt >= HOUR_MS;
    // Failing again before its "resolved" got out: the channel's last word ("failing") is true
    // again, so nothing is sent before the hourly reminder, and the "resolved" waits for the end.
    return {
      state: {
        condition,
        failingSince: since,
        detail: finding,
        notifiedAt,
        checkedAt: now,
        toldSince,
        clearedAt: null,
        unrecorded,
      },
      notice: notifying && due ? { kind: "failing", condition, detail: finding, since } : null,
    };
  }
  const clearedBefore = previous?.failingSince === null ? (previous?.clearedAt ?? null) : null;
  const clearedAt = toldSince === null ? null : (clearedBefore ?? now);
  return {
    state: {
      condition,
      failingSince: null,
      detail: null,
      notifiedAt,
      checkedAt: now,
      toldSince,
      clearedAt,
      unrecorded,
    },
    notice:
      toldSince !== null && clearedAt !== null
        ? { kind: "resolved", condition, since: toldSince, clearedAt, unrecorded }
        : null,
  };
}

/** The state to record once the step's notice was delivered (or not). */
export function afterDelivery(step: Step, delivered: boolean, now: number): AlertState {
  if (!delivered || step.notice === null) return step.state;
  if (step.notice.kind === "failing") {
    return { ...step.state, notifiedAt: now, toldSince: step.notice.since, clearedAt: null, unrecorded: false };
  }
  return { ...step.state, toldSince: null, clearedAt: null, unrecorded: false };
}

/** The cron runs every 5 minutes: the run in an hour's first 5 minutes is that hour's first. */
export const FIRST_RUN_OF_HOUR_MS = 5 * 60_000;

/**
 * The D1 state as the first run that reads it again should take it. Runs that could not read the
 * states recorded nothing, and the first of each hour among them announced D1 failing by the
 * clock (./job). When such a run fell after the last recorded check, the channel's last word is
 * taken as "failing" from that check on, and the hourly limit counts from that run. A cron that
 * did not run at all leaves the same gap: the "resolved" then says that no check was recorded.
 */
export function afterUnrecordedRuns(previous: AlertState, now: number): AlertState {
  const lastFirstRun = hourStart(now - FIRST_RUN_OF_HOUR_MS);
  if (lastFirstRun <= previous.checkedAt) return previous;
  return {
    ...previous,
    notifiedAt: Math.max(previous.notifiedAt ?? lastFirstRun, lastFirstRun),
    toldSince: previous.checkedAt,
    clearedAt: null,
    unrecorded: true,
  };
}
