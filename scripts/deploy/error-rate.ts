/**
 * The rollout's error-rate gate: after the new version has served its share of production
 * traffic for a while, its error rate (invocations that threw or ran out of CPU or memory, from
 * Cloudflare's GraphQL Analytics API, dataset workersInvocationsAdaptive) over that window must
 * stay under the limit and not double the rate of the same length of time before the rollout
 * began. The dataset gives the whole Worker's sums, both versions together, so the new version's
 * rate is estimated from its share of traffic: the errors beyond what the previous version made
 * at its rate before, over the requests the new one served. A 500 the Worker answers on purpose
 * is not an invocation error: the smoke checks, pinned to the new version, cover those on the
 * paths that matter.
 *
 *   tsx scripts/deploy/error-rate.ts --worker backtest-site --since ISO --baseline-since ISO [--share 0.1] [--max-rate 0.01]
 *
 * Needs CLOUDFLARE_API_TOKEN (Account Analytics: Read) and CLOUDFLARE_ACCOUNT_ID. Exits 1 when
 * the gate closes.
 */
import { parseArgs } from "node:util";

export interface Sums {
  readonly requests: number;
  readonly errors: number;
}

export interface Verdict {
  readonly pass: boolean;
  readonly reason: string;
}

export interface Limits {
  /** The highest error rate the window may have, e.g. 0.01 for 1 %. */
  readonly maxRate: number;
  /** Below this many requests the window says too little to block on (the smoke checks still gate). */
  readonly minRequests: number;
  /** The new version's share of the traffic during the window, e.g. 0.1 at 10 % (1: it served everything). */
  readonly share: number;
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)} %`;
const rateOf = ({ requests, errors }: Sums) => (requests === 0 ? 0 : errors / requests);

/**
 * The new version's error rate, from the whole Worker's sums: every error beyond what the rest of
 * the traffic made at the rate before the rollout is counted as the new version's.
 */
export function newVersionRate(soak: Sums, before: number, share: number): number {
  if (soak.requests === 0) return 0;
  const previousErrors = before * (1 - share) * soak.requests;
  return Math.max(0, soak.errors - previousErrors) / (share * soak.requests);
}

/** Whether the window after the rollout (`soak`) is healthy compared with the one before (`baseline`). */
export function errorRateVerdict(soak: Sums, baseline: Sums, limits: Limits): Verdict {
  const before = rateOf(baseline);
  const rate = newVersionRate(soak, before, limits.share);
  const whole = limits.share < 1 ? ` over ${percent(limits.share)} of the traffic` : "";
  const summary = `${soak.errors} errors in ${soak.requests} requests, the new version's rate ${percent(rate)}${whole} (before: ${percent(before)})`;
  if (soak.requests < limits.minRequests) {
    return { pass: true, reason: `${summary}: fewer than ${limits.minRequests} requests, too few to judge` };
  }
  if (rate > limits.maxRate) return { pass: false, reason: `${summary}: above the ${percent(limits.maxRate)} limit` };
  if (before > 0 && rate > 2 * before && soak.errors > 1) {
    return { pass: false, reason: `${summary}: more than twice the rate before the rollout` };
  }
  return { pass: true, reason: summary };
}

// The variable types are the ones Cloudflare's own example declares ("Querying Workers Metrics with GraphQL"):
// lower-case `string`, the times included.
const QUERY = `query ($account: string, $worker: string, $since: string, $until: string) {
  viewer {
    accounts(filter: { accountTag: $account }) {
      workersInvocationsAdaptive(limit: 10000, filter: { scriptName: $worker, datetime_geq: $since, datetime_lt: $until }) {
        sum { requests errors }
      }
    }
  }
}`;

interface Window {
  readonly since: string;
  readonly until: string;
}

/** The Worker's summed requests and errors over a window. */
export async function invocationSums(
  fetcher: typeof fetch,
  credentials: { readonly token: string; readonly account: string },
  worker: string,
  window: Window,
): Promise<Sums> {
  const res = await fetcher("https://api.cloudflare.com/client/v4/graphql", {
    method: "POST",
    headers: { Authorization: `Bearer ${credentials.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ query: QUERY, variables: { account: credentials.account, worker, ...window } }),
  });
  const answer = (await res.json()) as {
    data?: { viewer?: { accounts?: { workersInvocationsAdaptive?: { sum?: Partial<Sums> }[] }[] } };
    errors?: { message: string }[] | null;
  };
  if (!res.ok || answer.errors?.length) {
    throw new Error(`analytics query failed (${res.status}): ${answer.errors?.map((e) => e.message).join("; ")}`);
  }
  const rows = answer.data?.viewer?.accounts?.[0]?.workersInvocationsAdaptive ?? [];
  return rows.reduce<Sums>(
    (total, row) => ({
      requests: total.requests + (row.sum?.requests ?? 0),
      errors: total.errors + (row.sum?.errors ?? 0),
    }),
    { requests: 0, errors: 0 },
  );
}

if (process.argv[1]?.endsWith("error-rate.ts")) {
  const { values } = parseArgs({
    options: {
      worker: { type: "string", default: "backtest-site" },
      since: { type: "string" },
      "baseline-since": { type: "string" },
      "max-rate": { type: "string", default: "0.01" },
      share: { type: "string", default: "1" },
      "min-requests": { type: "string", default: "200" },
    },
  });
  const token = process.env.CLOUDFLARE_API_TOKEN;
  const account = process.env.CLOUDFLARE_ACCOUNT_ID;
  const share = Number(values.share);
  if (!token || !account || !values.since || !values["baseline-since"] || !(share > 0 && share <= 1)) {
    console.error(
      "needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, --since, --baseline-since and a --share in (0, 1]",
    );
    process.exit(2);
  }
  const now = new Date().toISOString();
  const credentials = { token, account };
  const soak = await invocationSums(fetch, credentials, values.worker, { since: values.since, until: now });
  const baseline = await invocationSums(fetch, credentials, values.worker, {
    since: values["baseline-since"],
    until: values.since,
  });
  const verdict = errorRateVerdict(soak, baseline, {
    maxRate: Number(values["max-rate"]),
    minRequests: Number(values["min-requests"]),
    share,
  });
  console.log(`${verdict.pass ? "ok" : "FAIL"}: ${verdict.reason}`);
  process.exit(verdict.pass ? 0 : 1);
}
