/**
 * The console's table of real visitors' figures: the 75th percentile of each metric per route,
 * for every country together and for each one, over the last VITALS_DAYS days, read from Workers
 * Analytics Engine through its SQL API (POST {base}/accounts/{account}/analytics_engine/sql, the
 * query as text, `FORMAT JSON`: `{ meta, data, rows }`). Without an account id and a token there
 * is nothing to ask (locally): the answer says so. A failing API is a 502/503 with its reason.
 */
import { z } from "zod/mini";
import { VITALS_DAYS, type VitalsAnswer, type VitalsRow } from "#common/api/vitals.ts";
import { VITAL_NAMES, type VitalName } from "#common/vitals.ts";
import { logEvent } from "#worker/log.ts";
import { Unavailable } from "#worker/services/unavailable.ts";
import { VITALS_COLUMNS as col } from "./record";

export const SQL_TIMEOUT_MS = 10_000;
/** Result rows asked for per query: every route in the busiest countries, far more than a table shows. */
export const SQL_ROW_LIMIT = 2000;

export const UNCONFIGURED_MESSAGE =
  "Real visitors' figures are read from Workers Analytics Engine, in production only: set ANALYTICS_ACCOUNT_ID " +
  "(wrangler.toml) and the ANALYTICS_API_TOKEN secret (Account Analytics: Read) to see them here.";

/** The documented FORMAT JSON answer; Analytics Engine may quote 64-bit integers as text. */
const figure = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/))]),
  z.transform(Number),
);
const sqlAnswer = z.object({
  meta: z.array(z.object({ name: z.string(), type: z.string() })),
  data: z.array(
    z.object({ route: z.string(), country: z.optional(z.string()), metric: z.string(), p75: figure, samples: figure }),
  ),
  rows: z.number(),
});
type SqlRow = z.infer<typeof sqlAnswer>["data"][number];

/** The SQL of one grouping: per route, or per route and country. */
export function p75Query(dataset: string, byCountry: boolean): string {
  const keys = byCountry ? ["route", "country"] : ["route"];
  return [
    `SELECT ${col.route} AS route,${byCountry ? ` ${col.country} AS country,` : ""} ${col.metric} AS metric,`,
    `quantileExactWeighted(0.75)(${col.value}, _sample_interval) AS p75, sum(_sample_interval) AS samples`,
    `FROM ${dataset}`,
    `WHERE timestamp > NOW() - INTERVAL '${VITALS_DAYS}' DAY`,
    `GROUP BY ${[...keys, "metric"].join(", ")}`,
    `ORDER BY samples DESC`,
    `LIMIT ${SQL_ROW_LIMIT}`,
    "FORMAT JSON",
  ].join(" ");
}

async function runQuery(env: Env, sql: string): Promise<SqlRow[]> {
  const url = `${env.ANALYTICS_SQL_API_BASE.replace(/\/$/, "")}/accounts/${encodeURIComponent(env.ANALYTICS_ACCOUNT_ID)}/analytics_engine/sql`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${env.ANALYTICS_API_TOKEN}`, "Content-Type": "text/plain" },
      body: sql,
      signal: AbortSignal.timeout(SQL_TIMEOUT_MS),
    });
  } catch (error) {
    logEvent("error", { event: "vitals.sql_unreachable", error: String(error) });
    throw new Unavailable(502, "Analytics Engine's SQL API did not answer; try again in a moment.");
  }
  const text = await res.text();
  if (!res.ok) {
    logEvent("error", { event: "vitals.sql_refused", status: res.status, answer: text.slice(0, 300) });
    if (res.status === 401 || res.status === 403) {
      throw new Unavailable(
        503,
        `Analytics Engine's SQL API refused the token (${res.status}): ANALYTICS_API_TOKEN needs Account Analytics: Read on the account ANALYTICS_ACCOUNT_ID names.`,
      );
    }
    throw new Unavailable(502, `Analytics Engine's SQL API answered ${res.status}: ${text.slice(0, 200)}`);
  }
  let parsed: ReturnType<typeof sqlAnswer.safeParse>;
  try {
    parsed = sqlAnswer.safeParse(JSON.parse(text));
  } catch {
    parsed = { success: false } as ReturnType<typeof sqlAnswer.safeParse>;
  }
  if (!parsed.success) {
    logEvent("error", { event: "vitals.sql_unexpected_answer", answer: text.slice(0, 300) });
    throw new Unavailable(502, "Analytics Engine's SQL API answered in an unexpected shape.");
  }
  return parsed.data.data;
}

const isVital = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

/** One row per route (and country), each metric's p75 beside the others. */
function pivot(rows: readonly SqlRow[], byCountry: boolean): VitalsRow[] {
  const table = new Map<string, VitalsRow>();
  for (const r of rows) {
    if (!isVital(r.metric) || !Number.isFinite(r.p75)) continue;
    const country = byCountry ? (r.country ?? null) : null;
    const key = `${r.route}\u0000${country ?? ""}`;
    const row = table.get(key) ?? { route: r.route, country, LCP: null, INP: null, CLS: null, TTFB: null, samples: 0 };
    row[r.metric] = r.p75;
    row.samples = Math.max(row.samples, r.samples);
    table.set(key, row);
  }
  return [...table.values()];
}

/** Routes by their figures, busiest first; each route's all-countries row, then its countries, busiest first. */
function ordered(perRoute: VitalsRow[], perCountry: VitalsRow[]): VitalsRow[] {
  const bySamples = (a: VitalsRow, b: VitalsRow) => b.samples - a.samples || a.route.localeCompare(b.route);
  return [...perRoute]
    .sort(bySamples)
    .flatMap((total) => [total, ...perCountry.filter((r) => r.route === total.route).sort(bySamples)]);
}

export async function vitalsTable(env: Env): Promise<VitalsAnswer> {
  if (!env.ANALYTICS_ACCOUNT_ID?.trim() || !env.ANALYTICS_API_TOKEN?.trim()) {
    return { state: "unconfigured", message: UNCONFIGURED_MESSAGE };
  }
  // The dataset name is written into the SQL: only a plain identifier may be.
  if (!/^[A-Za-z_]\w{0,63}$/.test(env.VITALS_DATASET ?? "")) {
    throw new Unavailable(503, "VITALS_DATASET is not a dataset name (letters, digits and underscores).");
  }
  const [perRoute, perCountry] = await Promise.all([
    runQuery(env, p75Query(env.VITALS_DATASET, false)),
    runQuery(env, p75Query(env.VITALS_DATASET, true)),
  ]);
  return { state: "ready", days: VITALS_DAYS, rows: ordered(pivot(perRoute, false), pivot(perCountry, true)) };
}
