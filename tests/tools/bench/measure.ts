/** One measured run: autocannon at CONNECTIONS concurrent connections against the bench site. */
import autocannon, { type RawRequest, type Result } from "autocannon";
import { type Column, latencyColumns } from "./markdown.ts";

export const CONNECTIONS = 50;

export interface Run {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requestsPerSecond: number;
  readonly requests: number;
  /** Answers by status class, e.g. { "2xx": 900, "4xx": 12 }. */
  readonly statuses: Record<string, number>;
  /** Network errors and timeouts. */
  readonly errors: number;
}

/** `request` is called once per request, so each can carry its own path, address or body. */
export async function measure(base: string, duration: number, request: () => RawRequest): Promise<Run> {
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
  });
  instance.on("response", (_client, statusCode) => {
    const key = `${Math.floor(statusCode / 100)}xx`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  });
  const result: Result = await instance;
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** "2xx 900, 4xx 12" */
export const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");

/** A run's answers for a table: its statuses, and its errors when there were any. */
const answersText = (run: Pick<Run, "statuses" | "errors">) =>
  `${statusText(run.statuses)}${run.errors ? `, ${run.errors} errors` : ""}`;

/** A measured run's figures in a table: latency, then throughput. */
export const runColumns: readonly Column<Run>[] = [...latencyColumns, ["req/s", "right", (r) => r.requestsPerSecond]];

/** A run's answers, the last column of its table. */
export const answersColumn: Column<Run> = ["answers", "left", answersText];
