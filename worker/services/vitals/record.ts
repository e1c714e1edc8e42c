/**
 * A beacon's figures into Workers Analytics Engine: one data point per figure, sampled by route
 * (its index) and holding nothing about the visitor but the country Cloudflare read from the
 * address, which is not kept. Locally nothing is written: miniflare's dataset keeps no data and
 * no SQL API can read it back, so the log says so instead of pretending.
 */
import type { VitalsBeacon } from "#common/api/vitals.ts";
import { logEvent } from "#worker/log.ts";

/** Where each field of a data point goes; the console's query (./query.ts) reads the same places. */
export const VITALS_COLUMNS = {
  metric: "blob1",
  route: "blob2",
  country: "blob3",
  navigation: "blob4",
  value: "double1",
} as const;

/** Cloudflare's code when it cannot place an address (and the fallback for anything not a code). */
export const UNKNOWN_COUNTRY = "XX";

/** The two-character country code Cloudflare sets on the request (`XX` unknown, `T1` Tor), or `XX`. */
export function countryOf(request: Request): string {
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && /^[A-Z][A-Z0-9]$/.test(country) ? country : UNKNOWN_COUNTRY;
}

/** Writes the beacon's figures; answers whether they were kept. */
export function recordVitals(env: Env, beacon: VitalsBeacon, country: string): boolean {
  if (env.ENVIRONMENT === "development") {
    logEvent("info", {
      event: "vitals.not_stored",
      reason: "the local Analytics Engine keeps nothing; real visitors' figures are read in production",
      route: beacon.route,
      metrics: beacon.metrics.map((m) => `${m.name}=${m.value}`).join(" "),
    });
    return false;
  }
  for (const { name, value } of beacon.metrics) {
    env.VITALS.writeDataPoint({
      indexes: [beacon.route],
      blobs: [name, beacon.route, country, beacon.navigation],
      doubles: [value],
    });
  }
  return true;
}
