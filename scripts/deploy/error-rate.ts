/**
 * The rollout's error-rate gate: after the new version has served its share of production
 * traffic for a while, its own rate of 5xx answers over that window must stay under the limit
 * and not double the rate the previous version had over the same window. Both rates are read per
 * version from the ANSWERS Analytics Engine dataset, which the Worker writes for every answer
 * with the version that gave it (worker/middleware/answer-statuses.ts): the 500s the error mapper
 * makes of thrown errors count, which Cloudflare's invocation analytics never see.
 *
 *   tsx scripts/deploy/error-rate.ts --new VERSION_ID --old VERSION_ID --since ISO [--dataset ticksim_answers] [--max-rate 0.01]
 *
 * Needs CLOUDFLARE_API_TOKEN (Account Analytics: Read) and CLOUDFLARE_ACCOUNT_ID. Exits 1 when
 * the gate closes.
 */
import { parseArgs } from "node:util";
import { z } from "zod";

export interface Sums {
  readonly requests: number;
  readonly errors: number;
}

export interface Verdict {
  readonly pass: boolean;
  readonly reason: string;
}

export interface Limits {
  /** The highest error rate the new version may have, e.g. 0.01 for 1 %. */
  readonly maxRate: number;
  /** Below this many requests the window says too little to block on (the smoke checks still gate). */
  readonly minRequests: number;
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)} %`;
const rateOf = ({ requests, errors }: Sums) => (requests === 0 ? 0 : errors / requests);

/** Whether the new version's answers over the window are healthy beside the previous version's. */
export function errorRateVerdict(fresh: Sums, previous: Sums, limits: Limits): Verdict {
  const [rate, before] = [rateOf(fresh), rateOf(previous)];
  const summary = `the new version answered ${fresh.errors} 5xx in ${fresh.requests} requests (${percent(rate)}); the previous one ${percent(before)} over the same minutes`;
  if (fresh.requests < limits.minRequests) {
    return { pass: true, reason: `${summary}: fewer than ${limits.minRequests} requests, too few to judge` };
  }
  if (rate > limits.maxRate) return { pass: false, reason: `${summary}: above the ${percent(limits.maxRate)} limit` };
  if (before > 0 && rate > 2 * before && fresh.errors > 1) {
    return { pass: false, reason: `${summary}: more than twice the previous version's rate` };
  }
  return { pass: true, reason: summary };
}

interface Window {
  readonly since: string;
  readonly until: string;
}

/** Analytics Engine's DateTime literal: `YYYY-MM-DD HH:MM:SS`, UTC. */
const dateTimeOf = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace("T", " ");

/** The SQL that sums one version's answers and 5xx answers over a window (each point weighs its sample interval). */
export function versionQuery(dataset: string, version: string, window: Window): string {
  // The values are checked, not escaped: a dataset is a name and a version id a UUID.
  if (!/^\w+$/.test(dataset)) throw new Error(`not a dataset name: ${dataset}`);
  if (!/^[0-9a-f-]{8,64}$/i.test(version)) throw new Error(`not a version id: ${version}`);
  return [
    "SELECT sum(_sample_interval) AS requests, sumIf(_sample_interval, double1 >= 500) AS errors",
    `FROM ${dataset}`,
    `WHERE index1 = '${version}' AND timestamp >= toDateTime('${dateTimeOf(window.since)}') AND timestamp < toDateTime('${dateTimeOf(window.until)}')`,
    "FORMAT JSON",
  ].join(" ");
}

/** The documented FORMAT JSON answer; Analytics Engine may quote 64-bit integers as text. */
const count = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).nullable();
const sqlAnswer = z.object({ data: z.array(z.object({ requests: count, errors: count })) });

/** One version's summed answers and 5xx answers over a window, from the Analytics Engine SQL API. */
export async function versionSums(
  fetcher: typeof fetch,
  credentials: { readonly token: string; readonly account: string },
  dataset: string,
  version: string,
  window: Window,
): Promise<Sums> {
  const url = `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(credentials.account)}/analytics_engine/sql`;
  const res = await fetcher(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${credentials.token}` },
    body: versionQuery(dataset, version, window),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`analytics query failed (${res.status}): ${text.slice(0, 300)}`);
  const [row] = sqlAnswer.parse(JSON.parse(text)).data;
  return { requests: row?.requests ?? 0, errors: row?.errors ?? 0 };
}

if (process.argv[1]?.endsWith("error-rate.ts")) {
  const { values } = parseArgs({
    options: {
      new: { type: "string" },
      old: { type: "string" },
      since: { type: "string" },
      dataset: { type: "string", default: "ticksim_answers" },
      "max-rate": { type: "string", default: "0.01" },
      "min-requests": { type: "string", default: "200" },
    },
  });
  const token = process.env.CLOUDFLARE_API_TOKEN;
  const account = process.env.CLOUDFLARE_ACCOUNT_ID;
  if (!token || !account || !values.new || !values.old || !values.since) {
    console.error("needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, --new, --old and --since");
    process.exit(2);
  }
  const window = { since: values.since, until: new Date().toISOString() };
  const credentials = { token, account };
  const [fresh, previous] = await Promise.all([
    versionSums(fetch, credentials, values.dataset, values.new, window),
    versionSums(fetch, credentials, values.dataset, values.old, window),
  ]);
  const verdict = errorRateVerdict(fresh, previous, {
    maxRate: Number(values["max-rate"]),
    minRequests: Number(values["min-requests"]),
  });
  console.log(`${verdict.pass ? "ok" : "FAIL"}: ${verdict.reason}`);
  process.exit(verdict.pass ? 0 : 1);
}
