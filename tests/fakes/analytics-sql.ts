/**
 * A fake Workers Analytics Engine: a dataset binding that keeps what the Worker writes, and the
 * SQL API that reads it back, answering as Cloudflare documents it
 * (https://developers.cloudflare.com/analytics/analytics-engine/sql-api/ and the API reference
 * of `POST /accounts/{account_id}/analytics_engine/sql`):
 * - the query is the request body, as text, with `Authorization: Bearer <token>`;
 * - a wrong token or account is a 403 with the text "Authorization error";
 * - a query it cannot run is a 422 "Input was invalid: ..." (text);
 * - `FORMAT JSON` answers `{ meta: [{ name, type }], data: [{ <column>: value }], rows }`.
 *
 * It runs the grammar the console's queries use, not all of Analytics Engine's SQL: `SELECT`
 * of `blobN AS alias`, `quantileExactWeighted(q)(doubleN, _sample_interval) AS alias` and
 * `sum(_sample_interval) AS alias`, `FROM <dataset> WHERE timestamp > NOW() - INTERVAL 'n' DAY
 * GROUP BY <aliases> ORDER BY <alias> DESC LIMIT n FORMAT JSON`. Every point is kept, so each
 * `_sample_interval` is 1, and quantiles follow ClickHouse's quantileExactWeighted.
 */

export interface StoredPoint {
  readonly indexes: readonly string[];
  readonly blobs: readonly string[];
  readonly doubles: readonly number[];
  readonly timestamp: number;
}

export interface AnalyticsFakeOptions {
  readonly accountId: string;
  readonly token: string;
  readonly dataset: string;
  readonly now?: () => number;
}

type Column =
  | { readonly kind: "blob"; readonly index: number; readonly alias: string }
  | { readonly kind: "quantile"; readonly level: number; readonly index: number; readonly alias: string }
  | { readonly kind: "count"; readonly alias: string };

const QUERY =
  /^SELECT (.+) FROM (\w+) WHERE timestamp > NOW\(\) - INTERVAL '(\d+)' DAY GROUP BY ([\w, ]+) ORDER BY (\w+) DESC LIMIT (\d+) FORMAT JSON$/;

const invalid = (reason: string) =>
  new Response(`Input was invalid: ${reason}`, { status: 422, headers: { "Content-Type": "text/plain" } });

function columnOf(item: string): Column | string {
  let m = /^blob(\d+) AS (\w+)$/.exec(item);
  if (m) return { kind: "blob", index: Number(m[1]) - 1, alias: m[2] as string };
  m = /^quantileExactWeighted\(([\d.]+)\)\(double(\d+), _sample_interval\) AS (\w+)$/.exec(item);
  if (m) return { kind: "quantile", level: Number(m[1]), index: Number(m[2]) - 1, alias: m[3] as string };
  m = /^sum\(_sample_interval\) AS (\w+)$/.exec(item);
  if (m) return { kind: "count", alias: m[1] as string };
  return `cannot select ${item}`;
}

/** ClickHouse's quantileExactWeighted: the first value, in order, whose running weight reaches level x total. */
function quantile(values: number[], level: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const threshold = Math.ceil(sorted.length * level);
  return sorted[Math.max(threshold - 1, 0)] as number;
}

export function createAnalyticsFake(options: AnalyticsFakeOptions) {
  const points: StoredPoint[] = [];
  const queries: string[] = [];
  const now = options.now ?? Date.now;

  /** The binding the Worker writes to (`env.VITALS`). */
  const dataset: AnalyticsEngineDataset = {
    writeDataPoint(point) {
      points.push({
        indexes: (point?.indexes ?? []).map(String),
        blobs: (point?.blobs ?? []).map((b) => (b === null ? "" : String(b))),
        doubles: [...(point?.doubles ?? [])],
        timestamp: now(),
      });
    },
  };

  function run(sql: string): Response {
    const m = QUERY.exec(sql.trim());
    if (!m) return invalid("syntax error at position 0");
    const [, select, table, days, groupBy, orderBy, limit] = m as unknown as string[];
    if (table !== options.dataset) return invalid(`unknown table: ${table}`);
    const columns: Column[] = [];
    for (const item of (select as string).split(/,\s*(?![^()]*\))/)) {
      const column = columnOf(item.trim());
      if (typeof column === "string") return invalid(column);
      columns.push(column);
    }
    const keys = (groupBy as string).split(",").map((k) => k.trim());
    const keyColumns = keys.map((k) => columns.find((c) => c.alias === k && c.kind === "blob"));
    if (keyColumns.some((c) => c === undefined)) return invalid("GROUP BY names a column that is not a selected blob");
    if (columns.some((c) => c.kind === "blob" && !keys.includes(c.alias))) {
      return invalid("a selected blob is neither aggregated nor in GROUP BY");
    }
    const since = now() - Number(days) * 86_400_000;
    const groups = new Map<string, StoredPoint[]>();
    for (const point of points.filter((p) => p.timestamp > since)) {
      const key = JSON.stringify(keyColumns.map((c) => point.blobs[(c as { index: number }).index] ?? ""));
      groups.set(key, [...(groups.get(key) ?? []), point]);
    }
    const data = [...groups.values()].map((group) => {
      const row: Record<string, string | number> = {};
      for (const c of columns) {
        if (c.kind === "blob") row[c.alias] = (group[0] as StoredPoint).blobs[c.index] ?? "";
        else if (c.kind === "count") row[c.alias] = group.length;
        else
          row[c.alias] = quantile(
            group.map((p) => p.doubles[c.index] ?? 0),
            c.level,
          );
      }
      return row;
    });
    data.sort((a, b) => Number(b[orderBy as string]) - Number(a[orderBy as string]));
    const rows = data.slice(0, Number(limit));
    const meta = columns.map((c) => ({
      name: c.alias,
      type: c.kind === "blob" ? "String" : c.kind === "count" ? "UInt64" : "Float64",
    }));
    return Response.json({ meta, data: rows, rows: rows.length });
  }

  /** The SQL API (a fetch handler for the fake host). */
  async function handler(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const m = /\/accounts\/([^/]+)\/analytics_engine\/sql$/.exec(path);
    if (!m) return new Response("Not found", { status: 404 });
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    if (
      request.headers.get("Authorization") !== `Bearer ${options.token}` ||
      decodeURIComponent(m[1] as string) !== options.accountId
    ) {
      return new Response("Authorization error", { status: 403, headers: { "Content-Type": "text/plain" } });
    }
    const sql = await request.text();
    if (!sql.trim()) return new Response("Query string error: missing field `query`", { status: 400 });
    queries.push(sql);
    return run(sql);
  }

  return { dataset, handler, points, queries };
}

export type AnalyticsFake = ReturnType<typeof createAnalyticsFake>;
