/**
 * The cron's alert job against D1 and a fake Slack incoming webhook: each condition failing and
 * clearing, the hourly limit, the resolved message, a channel that fails or hangs, no channel.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOUR_MS } from "#common/time.ts";
import { type AlertWebhookFake, createAlertWebhookFake } from "#tests/fakes/alert-webhook.ts";
import { createMailFake } from "#tests/fakes/mail.ts";
import { TEST_ALERT_WEBHOOK_URL, workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { FREQUENT_CRON } from "#worker/cron/triggers.ts";
import { createDb } from "#worker/db/client.ts";
import { alertStates, checkoutStarts, errorCounts, outbox, stripeEvents } from "#worker/db/schema.ts";
import worker from "#worker/index.ts";
import { overview } from "#worker/services/admin/overview.ts";
import { hourStart } from "#worker/services/alerts/conditions.ts";
import { checkAlerts } from "#worker/services/alerts/job.ts";

const db = createDb(env.DB);
const MIN = 60_000;
// 10:20 UTC: not a run that speaks for an unreadable D1 (those are the first 5 minutes of an hour).
const NOW = Date.UTC(2026, 10, 26, 10, 20);
const withChannel = { ...env, ALERT_WEBHOOK_URL: TEST_ALERT_WEBHOOK_URL };

let slack: AlertWebhookFake;
const via = (timeoutMs = 1_000) => ({ fetch: routeOutbound({ alerts: slack.handler }), timeoutMs });

beforeEach(async () => {
  slack = createAlertWebhookFake(TEST_ALERT_WEBHOOK_URL);
  await db.batch([
    db.delete(alertStates),
    db.delete(checkoutStarts),
    db.delete(stripeEvents),
    db.delete(outbox),
    db.delete(errorCounts),
  ]);
  // The job logs what fails (a channel's refusal, an unreadable D1); these tests read the outcome.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stateOf = async (condition: string) =>
  (await db.select().from(alertStates).where(eq(alertStates.condition, condition)))[0];

async function checkoutsOpenedAt(...times: number[]) {
  await db.insert(checkoutStarts).values(
    times.map((createdAt) => ({
      sessionId: `cs_test_${crypto.randomUUID()}`,
      createdAt,
      currency: "usd",
      lookupKey: "Live_LifetimeLicense",
    })),
  );
}

/** The console's health card, read at `at`, shows every condition holding, checked at `at`. */
async function expectCardClear(at: number) {
  expect((await overview(db, withChannel, at)).alerts).toMatchObject({ failing: [], checkedAt: at });
}

/** The outbox sent the mail `id` at `at`. */
const sent = (id: number, at: number) =>
  db.update(outbox).set({ sentAt: at, lastError: null }).where(eq(outbox.id, id));

/** A mail that failed `attempts` times; its id. */
async function aFailingMail(attempts: number, lastError = "mail API answered 503: try later") {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: "licence",
      dedupeKey: `test:${crypto.randomUUID()}`,
      toAddress: "buyer@example.com",
      subject: "Your licence",
      bodyText: "key",
      attempts,
      lastError,
    })
    .returning({ id: outbox.id });
  return row?.id ?? 0;
}

describe("the Stripe webhooks condition", () => {
  it("fails when checkouts were opened and no event came in the hour, and says resolved when one comes", async () => {
    await checkoutsOpenedAt(NOW - 50 * MIN, NOW - 30 * MIN, NOW - 15 * MIN);
    await checkAlerts(withChannel, NOW, via());
    expect(slack.posted).toEqual([
      expect.stringMatching(/^🔴 ticksim\.test: Stripe webhooks failing\. 3 checkouts opened/),
    ]);
    expect(await stateOf("stripe-webhooks")).toMatchObject({ failingSince: NOW, notifiedAt: NOW });

    await db
      .insert(stripeEvents)
      .values({ id: "evt_alerts_1", type: "checkout.session.completed", receivedAt: NOW + MIN });
    await checkAlerts(withChannel, NOW + 5 * MIN, via());
    expect(slack.posted[1]).toMatch(
      /^✅ ticksim\.test: Stripe webhooks resolved \(failing since 2026-11-26 10:20 UTC\)/,
    );
    expect(await stateOf("stripe-webhooks")).toMatchObject({ failingSince: null, detail: null });
  });

  it("does not count a checkout opened moments ago, nor the reconciliation's own events", async () => {
    await checkoutsOpenedAt(NOW - 50 * MIN, NOW - 30 * MIN, NOW - 2 * MIN);
    await db
      .insert(stripeEvents)
      .values({ id: "reconciliation:cs_1", type: "reconciliation.fulfilled", receivedAt: NOW });
    await checkAlerts(withChannel, NOW, via());
    expect(await stateOf("stripe-webhooks")).toMatchObject({ failingSince: null });
    await checkoutsOpenedAt(NOW - 20 * MIN);
    await checkAlerts(withChannel, NOW, via());
    expect(await stateOf("stripe-webhooks")).toMatchObject({ failingSince: NOW });
  });
});

describe("the mail condition", () => {
  it("fails while a mail has failed three attempts, without quoting an address, and clears once it is sent", async () => {
    await aFailingMail(2);
    await checkAlerts(withChannel, NOW, via());
    expect(slack.posted).toEqual([]);

    const id = await aFailingMail(3, "mail API answered 422: buyer@example.com is not a valid address");
    await checkAlerts(withChannel, NOW + 5 * MIN, via());
    expect(slack.posted).toEqual([
      "🔴 ticksim.test: Mail delivery failing. 1 mail has failed 3 or more attempts (console: Mail outbox). Last error: mail API answered 422: [email] is not a valid address Console: https://ticksim.test/admin",
    ]);

    await sent(id, NOW + 6 * MIN);
    await checkAlerts(withChannel, NOW + 10 * MIN, via());
    expect(slack.posted[1]).toMatch(/^✅ ticksim\.test: Mail delivery resolved/);
  });
});

describe("the server errors condition", () => {
  it("fails on ten 5xx answers in the last hour and clears as the window slides past them", async () => {
    await db.insert(errorCounts).values({ hour: hourStart(NOW), count: 10 });
    await checkAlerts(withChannel, NOW, via());
    expect(slack.posted).toEqual([expect.stringContaining("Server errors failing. About 10 server errors")]);
    // 11:00 (still all ten), as the cron runs at each hour's start; 11:30: a half of them is left.
    await checkAlerts(withChannel, hourStart(NOW) + HOUR_MS, via());
    await checkAlerts(withChannel, hourStart(NOW) + HOUR_MS + 30 * MIN, via());
    expect(slack.posted[1]).toMatch(/Server errors resolved/);
  });
});

/** The real database, except that `select 1` (the D1 check) fails. */
function d1CheckFailing(real: D1Database): D1Database {
  return new Proxy(real, {
    get(target, key) {
      if (key === "prepare") {
        return (query: string) =>
          query === "select 1"
            ? { first: () => Promise.reject(new Error("D1_ERROR: overloaded")) }
            : target.prepare(query);
      }
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A D1 whose every statement fails. */
function unreachableD1(): D1Database {
  const fail = () => Promise.reject(new Error("D1_ERROR: unavailable"));
  const statement = { bind: () => statement, first: fail, run: fail, all: fail, raw: fail };
  return { prepare: () => statement, batch: fail, exec: fail } as unknown as D1Database;
}

describe("the D1 condition", () => {
  it("fails when D1 does not answer the check and clears when it does", async () => {
    await checkAlerts({ ...withChannel, DB: d1CheckFailing(env.DB) }, NOW, via());
    expect(slack.posted).toEqual([
      expect.stringContaining("Database (D1) failing. D1 does not answer: D1_ERROR: overloaded"),
    ]);
    expect(await stateOf("d1")).toMatchObject({ failingSince: NOW });
    await checkAlerts(withChannel, NOW + 5 * MIN, via());
    expect(slack.posted[1]).toMatch(/Database \(D1\) resolved/);
  });

  it("with D1 unreachable, speaks once an hour by the clock and never throws", async () => {
    const down = { ...withChannel, DB: unreachableD1() };
    await checkAlerts(down, NOW, via());
    expect(slack.posted).toEqual([]);
    await checkAlerts(down, hourStart(NOW) + HOUR_MS, via());
    expect(slack.posted).toEqual([
      expect.stringContaining("Database (D1) failing. D1 does not answer: D1_ERROR: unavailable"),
    ]);
  });
});

describe("after runs that could record nothing", () => {
  const RESOLVED_D1 =
    "✅ ticksim.test: Database (D1) resolved at 2026-11-26 11:10 UTC (no check could be recorded after 2026-11-26 10:20 UTC: D1 unreachable, or the cron not running). Console: https://ticksim.test/admin";

  it("resolves the D1 failure the clock announced once D1 answers, when the channel takes it", async () => {
    await checkAlerts(withChannel, NOW, via());
    const down = { ...withChannel, DB: unreachableD1() };
    for (let at = NOW + 5 * MIN; at <= hourStart(NOW) + HOUR_MS + 5 * MIN; at += 5 * MIN) {
      await checkAlerts(down, at, via());
    }
    expect(slack.posted).toEqual([expect.stringContaining("Database (D1) failing. D1 does not answer")]);

    // D1 answers again at 11:10, while the channel refuses.
    slack.failWith(500);
    await checkAlerts(withChannel, NOW + 50 * MIN, via());
    expect(slack.posted).toHaveLength(1);
    await expectCardClear(NOW + 50 * MIN);

    slack.recover();
    await checkAlerts(withChannel, NOW + 55 * MIN, via());
    await checkAlerts(withChannel, NOW + 60 * MIN, via());
    expect(slack.posted.slice(1)).toEqual([RESOLVED_D1]);
  });

  it("says nothing when no hour's first run (the clock's) was among them", async () => {
    await checkAlerts(withChannel, NOW, via());
    const down = { ...withChannel, DB: unreachableD1() };
    for (let at = NOW + 5 * MIN; at < hourStart(NOW) + HOUR_MS; at += 5 * MIN) await checkAlerts(down, at, via());
    await checkAlerts(withChannel, hourStart(NOW) + HOUR_MS, via());
    await checkAlerts(withChannel, hourStart(NOW) + HOUR_MS + 5 * MIN, via());
    expect(slack.posted).toEqual([]);
  });

  it("says the same after a cron that did not run across an hour's start: no check was recorded", async () => {
    await checkAlerts(withChannel, NOW, via());
    await checkAlerts(withChannel, NOW + 50 * MIN, via());
    expect(slack.posted).toEqual([RESOLVED_D1.replace("resolved at 2026-11-26 11:10 UTC", "resolved")]);
  });
});

/** A D1 that answers reads and refuses every write (a database at its size limit), alone or in a batch. */
function readOnlyD1(real: D1Database): D1Database {
  const refuse = () => Promise.reject(new Error("D1_ERROR: database full"));
  const refusedWrite = () => {
    const statement = { bind: () => statement, first: refuse, run: refuse, all: refuse, raw: refuse };
    return statement;
  };
  return new Proxy(real, {
    get(target, key) {
      if (key === "prepare") {
        return (query: string) => (/^\s*insert/i.test(query) ? refusedWrite() : target.prepare(query));
      }
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("a D1 that reads but cannot write", () => {
  it("speaks once an hour by the clock, not at every run, and never throws", async () => {
    await aFailingMail(3);
    const full = { ...withChannel, DB: readOnlyD1(env.DB) };
    for (let at = NOW; at <= hourStart(NOW) + HOUR_MS + 10 * MIN; at += 5 * MIN) await checkAlerts(full, at, via());
    expect(slack.posted).toEqual([expect.stringContaining("Mail delivery failing")]);
    expect(await stateOf("mail")).toBeUndefined();
  });
});

describe("the hourly limit", () => {
  it("says a condition that keeps failing at most once an hour", async () => {
    await db.insert(errorCounts).values({ hour: hourStart(NOW), count: 50 });
    // Up to 11:00, as the cron runs at each hour's start (a gap across it is decision 052's "D1 itself down").
    for (const at of [NOW, NOW + 5 * MIN, NOW + 35 * MIN, NOW + 40 * MIN]) await checkAlerts(withChannel, at, via());
    expect(slack.posted).toHaveLength(1);
    await db.insert(errorCounts).values({ hour: hourStart(NOW) + HOUR_MS, count: 50 });
    await checkAlerts(withChannel, NOW + HOUR_MS, via());
    expect(slack.posted).toHaveLength(2);
    expect(slack.posted[1]).toContain("Server errors still failing since 2026-11-26 10:20 UTC");
  });
});

describe("a channel that fails", () => {
  it("leaves the state recorded and the message owed, whether it refuses or hangs", async () => {
    await aFailingMail(3);
    slack.failWith(500);
    await checkAlerts(withChannel, NOW, via());
    expect(await stateOf("mail")).toMatchObject({ failingSince: NOW, notifiedAt: null, checkedAt: NOW });

    slack.hang();
    await checkAlerts(withChannel, NOW + 5 * MIN, via(50));
    expect(await stateOf("mail")).toMatchObject({ failingSince: NOW, notifiedAt: null, checkedAt: NOW + 5 * MIN });

    slack.recover();
    await checkAlerts(withChannel, NOW + 10 * MIN, via());
    expect(slack.posted).toEqual([expect.stringContaining("Mail delivery still failing since 2026-11-26 10:20 UTC")]);
    expect(await stateOf("mail")).toMatchObject({ notifiedAt: NOW + 10 * MIN });
  });

  it("owes a resolved message it could not deliver until the channel takes it, and says when it cleared", async () => {
    const id = await aFailingMail(3);
    await checkAlerts(withChannel, NOW, via());
    await sent(id, NOW + MIN);
    slack.failWith(500);
    await checkAlerts(withChannel, NOW + 5 * MIN, via());
    slack.hang();
    await checkAlerts(withChannel, NOW + 10 * MIN, via(50));
    expect(slack.posted).toHaveLength(1);
    // The card says what holds meanwhile: the message owed is the channel's business.
    await expectCardClear(NOW + 10 * MIN);

    slack.recover();
    await checkAlerts(withChannel, NOW + 15 * MIN, via());
    await checkAlerts(withChannel, NOW + 20 * MIN, via());
    expect(slack.posted.slice(1)).toEqual([
      "✅ ticksim.test: Mail delivery resolved at 2026-11-26 10:25 UTC (failing since 2026-11-26 10:20 UTC). Console: https://ticksim.test/admin",
    ]);
    expect(await stateOf("mail")).toMatchObject({ toldSince: null, clearedAt: null });
  });

  it("failing again before the resolved message got out, says nothing more until that failure ends", async () => {
    const id = await aFailingMail(3);
    await checkAlerts(withChannel, NOW, via());
    await sent(id, NOW + MIN);
    slack.failWith(500);
    await checkAlerts(withChannel, NOW + 5 * MIN, via());
    slack.recover();
    const again = await aFailingMail(3);
    await checkAlerts(withChannel, NOW + 10 * MIN, via());
    expect(slack.posted).toHaveLength(1);
    expect((await overview(db, withChannel, NOW + 10 * MIN)).alerts.failing).toMatchObject([
      { condition: "mail", failingSince: NOW + 10 * MIN },
    ]);

    await sent(again, NOW + 11 * MIN);
    await checkAlerts(withChannel, NOW + 15 * MIN, via());
    // It closes what the channel last read: "failing" since 10:20.
    expect(slack.posted[1]).toBe(
      "✅ ticksim.test: Mail delivery resolved (failing since 2026-11-26 10:20 UTC). Console: https://ticksim.test/admin",
    );
  });

  it("keeps no other cron job from its work", async () => {
    const mail = createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY });
    slack.failWith(500);
    vi.stubGlobal("fetch", routeOutbound({ mail: mail.handler, alerts: slack.handler }));
    await aFailingMail(3);
    await db.insert(errorCounts).values({ hour: hourStart(Date.now()), count: 50 });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: FREQUENT_CRON }), withChannel, ctx);
    await waitOnExecutionContext(ctx);
    // The outbox was drained (its mail sent, so that condition holds) and the failing one recorded.
    expect(mail.sent.map((m) => m.to)).toEqual([["buyer@example.com"]]);
    expect(await stateOf("mail")).toMatchObject({ failingSince: null });
    expect(await stateOf("server-errors")).toMatchObject({ failingSince: expect.any(Number), notifiedAt: null });
  });
});

describe("without a channel", () => {
  it("sends nothing, and the console's card still shows what fails", async () => {
    await aFailingMail(4);
    await checkAlerts(env, NOW, via());
    expect(slack.posted).toEqual([]);
    const { alerts } = await overview(db, {}, NOW);
    expect(alerts).toEqual({
      checkedAt: NOW,
      channel: false,
      failing: [
        {
          condition: "mail",
          label: "Mail delivery",
          failingSince: NOW,
          detail:
            "1 mail has failed 3 or more attempts (console: Mail outbox). Last error: mail API answered 503: try later",
        },
      ],
    });
  });

  it("a first run on a healthy shop records every condition as holding and says nothing", async () => {
    await checkAlerts(withChannel, NOW, via());
    expect(slack.posted).toEqual([]);
    expect((await db.select().from(alertStates)).map((s) => [s.condition, s.failingSince]).sort()).toEqual([
      ["d1", null],
      ["mail", null],
      ["server-errors", null],
      ["stripe-webhooks", null],
    ]);
  });
});
