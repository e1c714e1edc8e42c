/** One condition's alert state from check to check, and the message each step owes the channel. */
import { describe, expect, it } from "vitest";
import { HOUR_MS } from "#common/time.ts";
import { type AlertState, afterDelivery, nextStep } from "#worker/services/alerts/transitions.ts";

const T0 = Date.UTC(2026, 10, 26, 10);
const MIN = 60_000;

/** Runs checks at the given times with the given findings, delivering every notice. */
function run(checks: readonly (readonly [number, string | null])[], notifying = true) {
  let state: AlertState | undefined;
  const notices: string[] = [];
  for (const [at, finding] of checks) {
    const step = nextStep("mail", state, finding, at, notifying);
    if (step.notice) notices.push(`${step.notice.kind}@${(at - T0) / MIN}`);
    state = afterDelivery(step, true, at);
  }
  return { state, notices };
}

describe("alert transitions", () => {
  it("announces a condition when it starts failing, not again within the hour, and reminds after it", () => {
    const { notices, state } = run([
      [T0, "down"],
      [T0 + 5 * MIN, "down"],
      [T0 + 55 * MIN, "down"],
      [T0 + 60 * MIN, "down"],
      [T0 + 65 * MIN, "down"],
    ]);
    expect(notices).toEqual(["failing@0", "failing@60"]);
    expect(state).toMatchObject({ failingSince: T0, detail: "down", notifiedAt: T0 + HOUR_MS });
  });

  it("says resolved once when an announced condition clears", () => {
    const { notices, state } = run([
      [T0, "down"],
      [T0 + 5 * MIN, null],
      [T0 + 10 * MIN, null],
    ]);
    expect(notices).toEqual(["failing@0", "resolved@5"]);
    expect(state).toMatchObject({ failingSince: null, detail: null, checkedAt: T0 + 10 * MIN });
  });

  it("keeps the hourly limit across a flapping condition, and is silent about a failure never announced", () => {
    const { notices } = run([
      [T0, "down"],
      [T0 + 5 * MIN, null],
      [T0 + 10 * MIN, "down"],
      [T0 + 15 * MIN, null],
      [T0 + 70 * MIN, "down"],
    ]);
    expect(notices).toEqual(["failing@0", "resolved@5", "failing@70"]);
  });

  it("sends nothing on a first check that passes (no storm on the first deploy)", () => {
    expect(run([[T0, null]]).notices).toEqual([]);
  });

  it("records the state but owes no message without a channel", () => {
    const { notices, state } = run(
      [
        [T0, "down"],
        [T0 + 5 * MIN, null],
      ],
      false,
    );
    expect(notices).toEqual([]);
    expect(state).toMatchObject({ failingSince: null, notifiedAt: null });
  });

  it("tries an undelivered announcement again at the next check", () => {
    const first = nextStep("mail", undefined, "down", T0, true);
    const undelivered = afterDelivery(first, false, T0);
    expect(undelivered.notifiedAt).toBeNull();
    expect(nextStep("mail", undelivered, "down", T0 + 5 * MIN, true).notice).toMatchObject({
      kind: "failing",
      since: T0,
    });
  });
});
