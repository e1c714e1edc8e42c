/** The cron jobs: every trigger has its jobs, and one failing job stops no other. */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobs, runEach } from "#worker/cron/jobs.ts";
import { cronTriggers, FREQUENT_CRON } from "#worker/cron/triggers.ts";

describe("cron jobs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives every trigger at least one job", () => {
    for (const cron of cronTriggers) expect(jobs[cron].length, cron).toBeGreaterThan(0);
  });

  it("runs the next job when one fails, and logs the failure", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => errors.push(line));
    const ran: string[] = [];
    const failing = async () => {
      throw new Error("D1 is away");
    };
    const next = async () => {
      ran.push("next");
    };
    await runEach(FREQUENT_CRON, [failing, next], env);
    expect(ran).toEqual(["next"]);
    expect(errors.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ event: "cron.job_failed", job: "failing", reason: "Error: D1 is away" }),
    ]);
  });
});
