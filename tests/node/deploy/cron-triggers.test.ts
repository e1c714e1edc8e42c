/** wrangler.toml schedules exactly the triggers the Worker has jobs for (worker/cron/triggers.ts). */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { cronTriggers } from "#worker/cron/triggers.ts";

it("lists the Worker's cron triggers in wrangler.toml, in every environment that sets them", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const lists = [...toml.matchAll(/^crons\s*=\s*\[(.*)\]/gm)].map((m) =>
    [...(m[1] ?? "").matchAll(/"([^"]+)"/g)].map((c) => c[1]).sort(),
  );
  expect(lists.length).toBeGreaterThan(0);
  for (const list of lists) expect(list).toEqual([...cronTriggers].sort());
});
