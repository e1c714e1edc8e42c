/**
 * Beacons and console reads against the fake Analytics Engine (tests/fakes/analytics-sql.ts):
 * the Worker's VITALS binding is the fake's dataset and the SQL API base points at its host.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { type AnalyticsFake, createAnalyticsFake } from "#tests/fakes/analytics-sql.ts";
import { accessFake, operatorHeaders } from "#tests/worker/admin/access.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { fetchWithBindings, jsonPost } from "#tests/worker/support/worker.ts";

export const ANALYTICS_HOST = "analytics.fake.test";

/** The console's settings when the engine can be asked (production's shape, a fake host). */
export const configured = {
  ANALYTICS_SQL_API_BASE: `https://${ANALYTICS_HOST}/client/v4`,
  ANALYTICS_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
  ANALYTICS_API_TOKEN: "analytics-test-token",
  VITALS_DATASET: "ticksim_web_vitals",
} as const;

/** A fresh fake per test; outbound calls reach it and the Access keys, nothing else. */
export function analyticsPerTest() {
  const holder = {} as { fake: AnalyticsFake };
  beforeEach(() => {
    holder.fake = createAnalyticsFake({
      accountId: configured.ANALYTICS_ACCOUNT_ID,
      token: configured.ANALYTICS_API_TOKEN,
      dataset: configured.VITALS_DATASET,
    });
    const others = routeOutbound({ access: accessFake.handler });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return new URL(request.url).hostname === ANALYTICS_HOST ? holder.fake.handler(request) : others(request);
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return holder;
}

let ip = 0;

/** A beacon from its own address (so no limit answers first) in `country`. */
export function sendBeacon(
  bindings: Partial<Env>,
  body: unknown,
  country = "BR",
  headers: Record<string, string> = {},
) {
  const init = jsonPost(body, { "CF-Connecting-IP": `203.0.113.${(ip++ % 250) + 1}`, ...headers });
  return fetchWithBindings(bindings, "/api/vitals", { ...init, cf: { country } } as RequestInit);
}

/** The console's table, read as the operator. */
export async function readTable(bindings: Partial<Env>) {
  return fetchWithBindings(bindings, "/api/admin/vitals", { headers: await operatorHeaders() });
}
