/**
 * Every log line names the invocation that wrote it (issue 31.5): a request's lines carry its
 * request id, also when a service deep inside writes them and when they are written after the
 * answer (waitUntil); a cron run's lines carry the run's own id. The tests read the lines the
 * Worker writes (console spied).
 */

import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { failingDb, fetchWithDb } from "#tests/worker/support/failing-d1.ts";
import { logLinesOf } from "#tests/worker/support/log-lines.ts";
import { FREQUENT_CRON } from "#worker/cron/triggers.ts";
import worker from "#worker/index.ts";
import { logEvent, withRequestId } from "#worker/log.ts";

const SITE = workerTestBindings.SITE_URL;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Line {
  readonly level: string;
  readonly requestId?: string;
  readonly event?: string;
}

/** Every line written to the console while `run` runs, parsed (a line that is not JSON fails the test). */
const parsedLogLinesOf = async (run: () => Promise<unknown>): Promise<Line[]> =>
  (await logLinesOf(run)).map((line) => JSON.parse(line) as Line);

/** Sends a request from `ip` to the Worker on a failing D1. */
const failingRequest = (path: string, ip: string) =>
  fetchWithDb(new Request(`${SITE}${path}`, { headers: { "CF-Connecting-IP": ip } }), failingDb());

afterEach(() => vi.restoreAllMocks());

describe("request ids in log lines", () => {
  it("puts the answer's request id on the error line of a failed request", async () => {
    let answered = "";
    const lines = await parsedLogLinesOf(async () => {
      const res = await failingRequest(
        `/ResetLicenseKey/a%40b.example/${crypto.randomUUID()}/402913385566`,
        "192.0.2.91",
      );
      expect(res.status).toBe(500);
      answered = /request ([0-9a-f-]{36})/.exec(((await res.json()) as { error: string }).error)?.[1] ?? "";
    });
    expect(answered).toMatch(UUID);
    expect(lines.filter((line) => line.requestId === answered)).toHaveLength(1);
  });

  it("puts the request's id on a line a service writes after the answer, without being handed it", async () => {
    const lines = await parsedLogLinesOf(async () => {
      const one = failingRequest("/api/tv/affiliate/resetpassword/request/one@example.com", "192.0.2.92");
      const two = failingRequest("/api/tv/affiliate/resetpassword/request/two@example.com", "192.0.2.93");
      expect(await Promise.all([one, two].map(async (res) => (await res).text()))).toEqual(["OK", "OK"]);
    });
    const failures = lines.filter((line) => line.event === "affiliate.reset_request_failed");
    expect(failures).toHaveLength(2);
    for (const line of failures) expect(line.requestId).toMatch(UUID);
    // Two requests at once: each line keeps its own request's id.
    expect(new Set(failures.map((line) => line.requestId)).size).toBe(2);
  });

  it("gives a cron run's lines one id of the run's own", async () => {
    const ctx = createExecutionContext();
    const lines = await parsedLogLinesOf(async () => {
      worker.scheduled(createScheduledController({ cron: FREQUENT_CRON }), { ...env, DB: failingDb() }, ctx);
      await waitOnExecutionContext(ctx);
    });
    expect(lines.length).toBeGreaterThan(0);
    const ids = new Set(lines.map((line) => line.requestId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^cron-[0-9a-f-]{36}$/);
  });

  it("writes no id outside an invocation, and the innermost one inside", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    logEvent("info", { event: "outside" });
    withRequestId("outer", () => withRequestId("inner", () => logEvent("info", { event: "inside" })));
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { level: "info", event: "outside" },
      { level: "info", requestId: "inner", event: "inside" },
    ]);
  });
});
