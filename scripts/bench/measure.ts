/** One measured run: autocannon at CONNECTIONS concurrent connections against the bench site. */
import autocannon, { type RawRequest, type Result } from "autocannon";

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
export const answersText = (run: Pick<Run, "statuses" | "errors">) =>
  `${statusText(run.statuses)}${run.errors ? `, ${run.errors} errors` : ""}`;
