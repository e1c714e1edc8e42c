/** When each alert condition fails: the thresholds of decision 052, without a clock or a database. */
import { describe, expect, it } from "vitest";
import { HOUR_MS } from "#common/time.ts";
import {
  CHECKOUTS_WITHOUT_EVENTS,
  D1_ANSWER_MS,
  judgeD1,
  judgeMail,
  judgeServerErrors,
  judgeWebhooks,
  SERVER_ERRORS_PER_HOUR,
  serverErrorsInLastHour,
} from "#worker/services/alerts/conditions.ts";

describe("the Stripe webhooks condition", () => {
  it("fails when enough checkouts were opened in the hour and no event came", () => {
    expect(judgeWebhooks({ checkoutsOpened: CHECKOUTS_WITHOUT_EVENTS, eventReceived: false })).toContain(
      "3 checkouts opened in the last hour and no Stripe webhook event received",
    );
  });

  it("holds when one event came, or when too few checkouts were opened to expect one", () => {
    expect(judgeWebhooks({ checkoutsOpened: 10, eventReceived: true })).toBeNull();
    expect(judgeWebhooks({ checkoutsOpened: CHECKOUTS_WITHOUT_EVENTS - 1, eventReceived: false })).toBeNull();
  });
});

describe("the mail condition", () => {
  it("fails while a mail has failed its attempts, and quotes the last error", () => {
    expect(judgeMail({ count: 1, lastError: "mail API answered 503" })).toBe(
      "1 mail has failed 3 or more attempts (console: Mail outbox). Last error: mail API answered 503",
    );
    expect(judgeMail({ count: 4, lastError: null })).toBe(
      "4 mails have failed 3 or more attempts (console: Mail outbox).",
    );
  });

  it("holds when no mail is failing", () => {
    expect(judgeMail({ count: 0, lastError: null })).toBeNull();
  });
});

describe("the D1 condition", () => {
  it("holds up to the limit and fails past it or on an error", () => {
    expect(judgeD1({ ms: D1_ANSWER_MS })).toBeNull();
    expect(judgeD1({ ms: D1_ANSWER_MS + 400 })).toBe("D1 took 2400 ms to answer a trivial query (limit 2000 ms).");
    expect(judgeD1({ error: "D1_ERROR: unavailable" })).toBe("D1 does not answer: D1_ERROR: unavailable");
  });
});

describe("the server errors condition", () => {
  const hour = Date.UTC(2026, 10, 26, 10);

  it("counts this hour's errors and the share of the last hour's the window still covers", () => {
    expect(serverErrorsInLastHour(hour, { thisHour: 0, previousHour: 12 })).toBe(12);
    expect(serverErrorsInLastHour(hour + HOUR_MS / 4, { thisHour: 2, previousHour: 12 })).toBe(11);
    expect(serverErrorsInLastHour(hour + HOUR_MS - 1, { thisHour: 3, previousHour: 12 })).toBeCloseTo(3);
  });

  it("fails from the threshold on", () => {
    expect(judgeServerErrors(SERVER_ERRORS_PER_HOUR - 0.6)).toBeNull();
    expect(judgeServerErrors(SERVER_ERRORS_PER_HOUR)).toContain(
      "About 10 server errors (5xx answers) in the last hour",
    );
  });
});
