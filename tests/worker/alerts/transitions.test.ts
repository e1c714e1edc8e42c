/** One condition's alert state from check to check, and the message each step owes the channel. */
import { describe, expect, it } from "vitest";
import { HOUR_MS } from "#common/time.ts";
import { type AlertState, afterDelivery, afterUnrecordedRuns, nextStep } from "#worker/services/alerts/transitions.ts";

const T0 = Date.UTC(2026, 10, 26, 10);
const MIN = 60_000;

/**
 * Runs checks at the given times with the given findings, delivering every notice unless the
 * check says the channel failed then (a third element, false).
 */
function run(checks: readonly (readonly [number, string | null, boolean?])[], notifying = true) {
  let state: AlertState | undefined;
  const notices: string[] = [];
  for (const [at, finding, delivered = true] of checks) {
    const step = nextStep("mail", state, finding, at, notifying);
    if (step.notice && delivered) notices.push(`${step.notice.kind}@${(at - T0) / MIN}`);
    state = afterDelivery(step, delivered, at);
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

  it("owes an undelivered resolved message until the channel takes it, saying when the condition cleared", () => {
    const first = run([
      [T0, "down"],
      [T0 + 5 * MIN, null, false],
      [T0 + 10 * MIN, null, false],
    ]);
    expect(first.notices).toEqual(["failing@0"]);
    expect(first.state).toMatchObject({ failingSince: null, toldSince: T0, clearedAt: T0 + 5 * MIN });
    const retried = nextStep("mail", first.state, null, T0 + 15 * MIN, true);
    expect(retried.notice).toEqual({
      kind: "resolved",
      condition: "mail",
      since: T0,
      clearedAt: T0 + 5 * MIN,
      unrecorded: false,
    });
    const delivered = afterDelivery(retried, true, T0 + 15 * MIN);
    expect(nextStep("mail", delivered, null, T0 + 20 * MIN, true).notice).toBeNull();
  });

  it("failing again before the resolved message got out, waits for the hourly reminder and resolves the end", () => {
    expect(
      run([
        [T0, "down"],
        [T0 + 5 * MIN, null, false],
        [T0 + 10 * MIN, "down"],
        [T0 + 20 * MIN, null],
        [T0 + 25 * MIN, null],
      ]).notices,
    ).toEqual(["failing@0", "resolved@20"]);
    const { notices, state } = run([
      [T0, "down"],
      [T0 + 5 * MIN, null, false],
      [T0 + 10 * MIN, "down"],
      [T0 + 60 * MIN, "down"],
    ]);
    expect(notices).toEqual(["failing@0", "failing@60"]);
    // The reminder named the new start: a later "resolved" closes that one.
    expect(state).toMatchObject({ failingSince: T0 + 10 * MIN, toldSince: T0 + 10 * MIN, clearedAt: null });
  });

  it("owes nothing once the channel is removed", () => {
    const told = run([[T0, "down"]]).state;
    expect(nextStep("mail", told, null, T0 + 5 * MIN, false)).toMatchObject({
      notice: null,
      state: { toldSince: null, clearedAt: null },
    });
  });
});

describe("a D1 state read after runs that recorded nothing", () => {
  const held: AlertState = {
    condition: "d1",
    failingSince: null,
    detail: null,
    notifiedAt: null,
    checkedAt: T0 + 20 * MIN,
    toldSince: null,
    clearedAt: null,
    unrecorded: false,
  };

  it("is unchanged when no hour's first run was missed", () => {
    expect(afterUnrecordedRuns(held, T0 + 55 * MIN)).toBe(held);
    // 11:03 is itself the hour's first run.
    expect(afterUnrecordedRuns(held, T0 + 63 * MIN)).toBe(held);
  });

  it("is taken as announced by the clock when an hour's first run was missed, and owes its resolved", () => {
    const after = afterUnrecordedRuns(held, T0 + 70 * MIN);
    expect(after).toMatchObject({ notifiedAt: T0 + HOUR_MS, toldSince: T0 + 20 * MIN, unrecorded: true });
    expect(nextStep("d1", after, null, T0 + 70 * MIN, true).notice).toEqual({
      kind: "resolved",
      condition: "d1",
      since: T0 + 20 * MIN,
      clearedAt: T0 + 70 * MIN,
      unrecorded: true,
    });
    // Still failing (slow, say): the clock's message counts for the hourly limit.
    expect(nextStep("d1", after, "slow", T0 + 70 * MIN, true).notice).toBeNull();
  });
});
