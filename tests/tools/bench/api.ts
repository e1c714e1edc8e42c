/**
 * API latency (p50, p99) and throughput at 50 concurrent connections (autocannon) through the
 * bench site. Each route is measured right after its references, in the same minute:
 * - GET /api/health, the trivial JSON route (no binding): what the Worker itself costs;
 * - for routes that read or write D1, GET /api/health/db, one `select 1` on D1: the floor no
 *   D1 route can go below (one round trip to the database).
 * The table shows both ratios; a D1 route's ratio to the floor is what its own queries cost.
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
import { markdownTable } from "./markdown.ts";
import { answersColumn, CONNECTIONS, measure, type Run, runColumns } from "./measure.ts";
import {
  type BenchRequest,
  type BenchVisitor,
  benchVisitor,
  clientAddress,
  dbHealthPath,
  defaultSearchPath,
  healthPath,
  searchPath,
} from "./requests.ts";
import type { BenchSite } from "./site.ts";

export { CONNECTIONS };

/** The measured routes, by the names the table and the targets show. */
export const apiRoutes = {
  searchMiss: "symbol search, cache miss",
  searchHit: "symbol search, cache hit",
  transactions30Days: "affiliate transactions, 30 days of 10,000 rows",
  transactions1Day: "affiliate transactions, 1 day",
  contact: "contact (captcha faked)",
  licenceReset: "licence reset",
  contactLimited: "contact, one address (429 past 5/min)",
  licenceLimited: "licence reset, one address (429 past 10/min)",
} as const;

/** A reference run's figures, and the measured route's p50 over its p50. */
export interface Reference {
  readonly p50Ms: number;
  readonly requestsPerSecond: number;
  readonly ratio: number;
}

export interface ApiMeasurement extends Run {
  readonly route: string;
  /** GET /api/health measured just before this route. */
  readonly trivial: Reference;
  /** GET /api/health/db measured just before this route, for routes that use D1. */
  readonly floor?: Reference;
}

interface Scenario {
  readonly route: string;
  /** Reads or writes D1, so it is also measured against the D1 floor. */
  readonly d1: boolean;
  readonly request: () => BenchRequest;
}

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

function scenarios(visitor: BenchVisitor): Scenario[] {
  const searches = uncachedSearches();
  const to = Math.floor(Date.now() / 1000);
  const from = to - 30 * 24 * 3600;
  const contact = (address: string) => visitor.contact(address, "Bench message", "A message sent by npm run bench.");
  return [
    { route: apiRoutes.searchMiss, d1: true, request: () => ({ path: searches.next().value ?? defaultSearchPath }) },
    { route: apiRoutes.searchHit, d1: false, request: () => ({ path: defaultSearchPath }) },
    { route: apiRoutes.transactions30Days, d1: true, request: () => visitor.transactions(from, to) },
    // The fixed part of the call (token, account re-read, query), for the 30-day row's cause.
    { route: apiRoutes.transactions1Day, d1: true, request: () => visitor.transactions(to - 24 * 3600, to) },
    { route: apiRoutes.contact, d1: true, request: () => contact(nextClientAddress()) },
    { route: apiRoutes.licenceReset, d1: true, request: () => visitor.licenceReset(nextClientAddress()) },
    // The limiter answers before any D1 query.
    { route: apiRoutes.contactLimited, d1: false, request: () => contact("198.19.0.1") },
    { route: apiRoutes.licenceLimited, d1: false, request: () => visitor.licenceReset("198.19.0.2") },
  ];
}

const reference = (route: Run, of: Run): Reference => ({
  p50Ms: of.p50Ms,
  requestsPerSecond: of.requestsPerSecond,
  ratio: of.p50Ms > 0 ? Number((route.p50Ms / of.p50Ms).toFixed(2)) : 0,
});

const ratioText = (r: Reference | undefined) => (r ? `${r.ratio.toFixed(2)}x of ${r.p50Ms} ms` : "-");

export async function runApiBench(site: BenchSite, duration: number): Promise<ApiMeasurement[]> {
  const base = site.baseURL;
  const visitor = await benchVisitor(base, nextClientAddress());
  const trivial = () => ({ path: healthPath });
  const floor = () => ({ path: dbHealthPath });
  // Warm up the Worker, D1 and the connection pool before measuring.
  await measure(base, 2, trivial);
  await measure(base, 2, floor);
  const results: ApiMeasurement[] = [];
  for (const scenario of scenarios(visitor)) {
    // The references right before each route: on a shared machine the load drifts within a
    // run, and a ratio is only fair against the same minute.
    const t = await measure(base, duration, trivial);
    const f = scenario.d1 ? await measure(base, duration, floor) : undefined;
    const m = await measure(base, duration, scenario.request);
    const result: ApiMeasurement = {
      route: scenario.route,
      ...m,
      trivial: reference(m, t),
      ...(f ? { floor: reference(m, f) } : {}),
    };
    results.push(result);
    console.log(
      `  ${scenario.route}: p50 ${m.p50Ms} ms (${ratioText(result.trivial)} /api/health; ${ratioText(result.floor)} the D1 floor), p99 ${m.p99Ms} ms, ${m.requestsPerSecond} req/s`,
    );
  }
  return results;
}

export function apiTable(rows: readonly ApiMeasurement[]): string {
  return markdownTable(
    [
      ["route", "left", (r) => r.route],
      ...runColumns,
      ["/api/health p50 (ms)", "right", (r) => r.trivial.p50Ms],
      ["ratio", "right", (r) => `${r.trivial.ratio.toFixed(2)}x`],
      ["D1 floor p50 (ms)", "right", (r) => (r.floor ? r.floor.p50Ms : "-")],
      ["ratio to floor", "right", (r) => (r.floor ? `${r.floor.ratio.toFixed(2)}x` : "-")],
      answersColumn,
    ],
    rows,
  );
}
