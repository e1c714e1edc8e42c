/**
 * One condition's alert state from one check to the next, and the message it owes the alert
 * channel: a failing condition is announced when it starts and reminded at most once an hour
 * while it goes on; one that clears after it was announced gets a "resolved" message. A condition
 * that failed and cleared before anyone was told says nothing, so a blip between two sends is
 * only on the card's record, and a first run (no states yet) only announces what fails now.
 */
import { HOUR_MS } from "#common/time.ts";
import type { Condition, Finding } from "./conditions";

export interface AlertState {
  readonly condition: Condition;
  /** Unix ms since which the condition fails; null while it holds. */
  readonly failingSince: number | null;
  readonly detail: string | null;
  /** Unix ms of the last "failing" message delivered (kept after it clears: the hourly limit holds across episodes). */
  readonly notifiedAt: number | null;
  readonly checkedAt: number;
}

export type Notice =
  | { readonly kind: "failing"; readonly condition: Condition; readonly detail: string; readonly since: number }
  | { readonly kind: "resolved"; readonly condition: Condition; readonly since: number };

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
  if (finding !== null) {
    const since = previous?.failingSince ?? now;
    const due = notifiedAt === null || now - notifiedAt >= HOUR_MS;
    return {
      state: { condition, failingSince: since, detail: finding, notifiedAt, checkedAt: now },
      notice: notifying && due ? { kind: "failing", condition, detail: finding, since } : null,
    };
  }
  const since = previous?.failingSince ?? null;
  const announced = since !== null && notifiedAt !== null && notifiedAt >= since;
  return {
    state: { condition, failingSince: null, detail: null, notifiedAt, checkedAt: now },
    notice: notifying && announced ? { kind: "resolved", condition, since } : null,
  };
}

/** The state to record once the step's notice was delivered (or not). */
export function afterDelivery(step: Step, delivered: boolean, now: number): AlertState {
  return delivered && step.notice?.kind === "failing" ? { ...step.state, notifiedAt: now } : step.state;
}
