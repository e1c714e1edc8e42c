/** The alert channel: its address, its messages, and a delivery that never throws. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAlertWebhookFake } from "#tests/fakes/alert-webhook.ts";
import { TEST_ALERT_WEBHOOK_URL, TEST_SITE_URL } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { alertBody, alertChannel, alertText, sendAlert } from "#worker/services/alerts/webhook.ts";

const NOW = Date.UTC(2026, 10, 26, 10, 35);

afterEach(() => vi.restoreAllMocks());

/** The log lines the Worker writes to console.error while `run` runs, parsed. */
async function errorLinesOf(run: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(JSON.parse(line)));
  await run();
  return lines;
}

describe("the alert channel's address", () => {
  it("is none when unset or blank, usable when https, a problem otherwise", () => {
    expect(alertChannel({})).toBeNull();
    expect(alertChannel({ ALERT_WEBHOOK_URL: "  " })).toBeNull();
    expect(alertChannel({ ALERT_WEBHOOK_URL: ` ${TEST_ALERT_WEBHOOK_URL} ` })).toEqual({ url: TEST_ALERT_WEBHOOK_URL });
    expect(alertChannel({ ALERT_WEBHOOK_URL: "http://hooks.example/x" })).toEqual({
      problem: "is not an https:// address",
    });
    expect(alertChannel({ ALERT_WEBHOOK_URL: "hooks.slack.com/services/x" })).toEqual({
      problem: "is not an https:// address",
    });
  });
});

describe("alert messages", () => {
  it("names the site, the condition, what is wrong and the console", () => {
    const text = alertText(
      { kind: "failing", condition: "mail", detail: "2 mails <x> & more", since: NOW },
      TEST_SITE_URL,
      NOW,
    );
    expect(text).toBe(
      "🔴 ticksim.test: Mail delivery failing. 2 mails (x) and more Console: https://ticksim.test/admin",
    );
  });

  it("says since when a reminded condition fails, and since when a resolved one failed", () => {
    const since = NOW - 65 * 60_000;
    expect(alertText({ kind: "failing", condition: "d1", detail: "slow.", since }, TEST_SITE_URL, NOW)).toBe(
      "🔴 ticksim.test: Database (D1) still failing since 2026-11-26 09:30 UTC. slow. Console: https://ticksim.test/admin",
    );
    const resolved = { kind: "resolved", condition: "d1", since, clearedAt: NOW, unrecorded: false } as const;
    expect(alertText(resolved, TEST_SITE_URL, NOW)).toBe(
      "✅ ticksim.test: Database (D1) resolved (failing since 2026-11-26 09:30 UTC). Console: https://ticksim.test/admin",
    );
  });

  it("says when a resolved message that waited for the channel cleared", () => {
    const notice = { kind: "resolved", condition: "mail", since: NOW - 10 * 60_000, unrecorded: false } as const;
    expect(alertText({ ...notice, clearedAt: NOW - 5 * 60_000 }, TEST_SITE_URL, NOW)).toBe(
      "✅ ticksim.test: Mail delivery resolved at 2026-11-26 10:30 UTC (failing since 2026-11-26 10:25 UTC). Console: https://ticksim.test/admin",
    );
  });

  it("says that no check was recorded when D1's failure was inferred from runs that recorded nothing", () => {
    const notice = {
      kind: "resolved",
      condition: "d1",
      since: NOW - 65 * 60_000,
      clearedAt: NOW,
      unrecorded: true,
    } as const;
    expect(alertText(notice, TEST_SITE_URL, NOW)).toBe(
      "✅ ticksim.test: Database (D1) resolved (no check could be recorded after 2026-11-26 09:30 UTC: D1 unreachable, or the cron not running). Console: https://ticksim.test/admin",
    );
  });

  it("fits Discord's 2,000 characters", () => {
    const text = alertText(
      { kind: "failing", condition: "mail", detail: "x".repeat(3000), since: NOW },
      TEST_SITE_URL,
      NOW,
    );
    expect(text).toHaveLength(2000);
  });

  it("is a body Slack (text) and Discord (content) both read", async () => {
    expect(alertBody("hello")).toEqual({ text: "hello", content: "hello" });
    // Discord's own body alone is refused by Slack and by Discord's Slack-compatible address.
    const slack = createAlertWebhookFake(TEST_ALERT_WEBHOOK_URL);
    const post = (body: string, type = "application/json") =>
      slack.handler(new Request(TEST_ALERT_WEBHOOK_URL, { method: "POST", headers: { "Content-Type": type }, body }));
    const answers = await Promise.all([
      post(JSON.stringify({ content: "hello" })),
      post("{not json"),
      post(JSON.stringify(alertBody("hello")), "text/plain"),
    ]);
    expect(await Promise.all(answers.map(async (res) => `${res.status} ${await res.text()}`))).toEqual([
      "400 no_text",
      "400 invalid_payload",
      "400 invalid_payload",
    ]);
    expect(slack.posted).toEqual([]);
  });
});

describe("sending an alert", () => {
  const via = (fake: ReturnType<typeof createAlertWebhookFake>, timeoutMs = 5_000) => ({
    fetch: routeOutbound({ alerts: fake.handler }),
    timeoutMs,
  });

  it("posts the message and reports it taken", async () => {
    const slack = createAlertWebhookFake(TEST_ALERT_WEBHOOK_URL);
    expect(await sendAlert(TEST_ALERT_WEBHOOK_URL, "hello", via(slack))).toBe(true);
    expect(slack.posted).toEqual(["hello"]);
  });

  it("reports a refusal as not sent and logs Slack's answer, never the address", async () => {
    const slack = createAlertWebhookFake(TEST_ALERT_WEBHOOK_URL);
    const revoked = `${TEST_ALERT_WEBHOOK_URL}-revoked`;
    let sent: boolean | undefined;
    const lines = await errorLinesOf(async () => {
      sent = await sendAlert(revoked, "hello", via(slack));
    });
    expect(sent).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({ event: "alerts.send_failed", status: 404, reason: "no_service" }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("fake-alert-token");
  });

  it("gives up on a channel that does not answer in time, without throwing", async () => {
    const slack = createAlertWebhookFake(TEST_ALERT_WEBHOOK_URL);
    slack.hang();
    let sent: boolean | undefined;
    const lines = await errorLinesOf(async () => {
      sent = await sendAlert(TEST_ALERT_WEBHOOK_URL, "hello", via(slack, 50));
    });
    expect(sent).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({ event: "alerts.send_failed", reason: expect.stringMatching(/timeout|abort/i) }),
    ]);
  });
});
