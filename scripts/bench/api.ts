/**
 * API latency (p50, p99) and throughput at 50 concurrent connections (autocannon) through the
 * bench site, each route as a ratio to GET /api/health (the trivial JSON route) measured right
 * before it in the same run.
 *
 * Rate limits: the contact form (5 a minute) and the licence routes (10 a minute) are limited
 * per client address, which the Worker reads from CF-Connecting-IP. `wrangler dev` passes a
 * client's CF-Connecting-IP through (checked: 12 requests with 12 addresses all answered, the
 * 11th from one address got 429), so the bench gives each request an address of its own, as
 * many visitors would: the limiter still runs on every request, and the production limits in
 * wrangler.toml stay as they are. The limited answer (one address, 429 after the limit) is
 * measured too, as its own row. On Cloudflare the header is set by the edge and cannot be
 * chosen by a client.
 */
import type { RawRequest } from "autocannon";
import { CONNECTIONS, measure, type Run, statusText } from "./measure.ts";
import {
  clientAddress,
  contactBody,
  contactPath,
  defaultSearchPath,
  healthPath,
  licenceResetPath,
  searchPath,
  signIn,
  transactionsPath,
} from "./requests.ts";
import { type BenchSite, benchAffiliate, benchLicence } from "./site.ts";

export { CONNECTIONS };

export interface ApiMeasurement extends Run {
  readonly route: string;
  /** p50 and throughput of GET /api/health measured just before this route. */
  readonly trivialP50Ms: number;
  readonly trivialRequestsPerSecond: number;
  /** p50 over trivialP50Ms. */
  readonly ratio: number;
}

type Scenario = { readonly route: string; readonly request: () => RawRequest };

let addressCounter = 0;
const nextClientAddress = () => clientAddress(++addressCounter);

/** Search texts a user would type, each once (symbol prefixes of the seeded catalogue, limits 10-50). */
function* uncachedSearches(): Generator<string> {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  for (let limit = 10; limit <= 50; limit++) {
    for (const a of letters) {
      yield searchPath(limit, a);
      for (const b of letters) yield searchPath(limit, `${a}${b}`);
    }
  }
}

function scenarios(token: string, hostname: string): Scenario[] {
  const searches = uncachedSearches();
  const to = Math.floor(Date.now() / 1000);
  const from = to - 30 * 24 * 3600;
  const bearer = { authorization: `Bearer ${token}` };
  const contact = (address: string): RawRequest => ({
    method: "POST",
    path: contactPath,
    headers: { "content-type": "application/json", "CF-Connecting-IP": address },
    body: contactBody(hostname, "Bench message", "A message sent by npm run bench."),
  });
  const reset = licenceResetPath(benchLicence);
  return [
    { route: "GET /api/health (trivial)", request: () => ({ path: healthPath }) },
    {
      route: "symbol search, cache miss",
      request: () => ({ path: searches.next().value ?? defaultSearchPath }),
    },
    { route: "symbol search, cache hit", request: () => ({ path: defaultSearchPath }) },
    {
      route: "affiliate transactions, 30 days of 10,000 rows",
      request: () => ({ path: transactionsPath(from, to), headers: bearer }),
    },
    {
      // The fixed part of the call (token, account re-read, query), for the 30-day row's cause.
      route: "affiliate transactions, 1 day",
      request: () => ({ path: transactionsPath(to - 24 * 3600, to), headers: bearer }),
    },
    { route: "contact (captcha faked)", request: () => contact(nextClientAddress()) },
    {
      route: "licence reset",
      request: () => ({ path: reset, headers: { "CF-Connecting-IP": nextClientAddress() } }),
    },
    { route: "contact, one address (429 past 5/min)", request: () => contact("198.19.0.1") },
    {
      route: "licence reset, one address (429 past 10/min)",
      request: () => ({ path: reset, headers: { "CF-Connecting-IP": "198.19.0.2" } }),
    },
  ];
}

export async function runApiBench(site: BenchSite, duration: number): Promise<ApiMeasurement[]> {
  const base = site.baseURL;
  const token = await signIn(base, benchAffiliate, nextClientAddress());
  const [trivial, ...routes] = scenarios(token, new URL(base).hostname);
  if (!trivial) throw new Error("no trivial route");
  // Warm up the Worker, D1 and the connection pool before measuring.
  await measure(base, 2, trivial.request);
  const results: ApiMeasurement[] = [];
  for (const scenario of routes) {
    // The trivial route right before each route: on a shared machine the load drifts within a
    // run, and a ratio is only fair against the same minute.
    const t = await measure(base, duration, trivial.request);
    const m = await measure(base, duration, scenario.request);
    const ratio = t.p50Ms > 0 ? Number((m.p50Ms / t.p50Ms).toFixed(2)) : 0;
    results.push({
      route: scenario.route,
      ...m,
      trivialP50Ms: t.p50Ms,
      trivialRequestsPerSecond: t.requestsPerSecond,
      ratio,
    });
    console.log(
      `  ${scenario.route}: p50 ${m.p50Ms} ms (${ratio}x of ${t.p50Ms} ms), p99 ${m.p99Ms} ms, ${m.requestsPerSecond} req/s`,
    );
  }
  return results;
}

export function apiTable(rows: readonly ApiMeasurement[]): string {
  const lines = [
    "| route | p50 (ms) | p99 (ms) | req/s | trivial p50 (ms), req/s | p50 / trivial | answers |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.route} | ${r.p50Ms} | ${r.p99Ms} | ${r.requestsPerSecond} | ${r.trivialP50Ms}, ${r.trivialRequestsPerSecond} | ${r.ratio.toFixed(2)}x | ${statusText(r.statuses)}${r.errors ? `, ${r.errors} errors` : ""} |`,
    );
  }
  return lines.join("\n");
}
