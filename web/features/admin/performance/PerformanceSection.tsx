import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import { VITALS_DAYS, type VitalsRow } from "#common/api/vitals.ts";
import { notFoundMeta, routes } from "#common/routes.ts";
import type { VitalName } from "#common/vitals.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { Card } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useAdminData } from "#web/features/admin/parts/data.ts";
import { english, plural } from "#web/features/admin/parts/format.ts";
import { LoadState } from "#web/features/admin/parts/LoadState.tsx";
import { loadVitals } from "./api";

/** Google's bounds of "good" and "poor" for each metric, as web-vitals rates a single figure. */
const thresholds: Record<VitalName, readonly number[]> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  TTFB: TTFBThresholds,
};

/** Each rating's tone, mark and word: the mark's shape tells it apart without colour, the word is read out. */
const ratings = [
  { tone: "ok", mark: "✓", word: "good" },
  { tone: "warn", mark: "▲", word: "needs improvement" },
  { tone: "bad", mark: "✕", word: "poor" },
] as const;

const shown = (name: VitalName, value: number) =>
  name === "CLS"
    ? english.fixed(value, 2)
    : value >= 1000
      ? `${english.fixed(value / 1000, 2)} s`
      : `${english.number(Math.round(value))} ms`;

/** A p75 with its rating: a mark beside the figure, the word for screen readers and on hover. */
function Figure({ name, value }: { name: VitalName; value: number | null }) {
  if (value === null) return <span className={styles.muted}>—</span>;
  const [good = 0, poor = 0] = thresholds[name];
  const rating = ratings[value <= good ? 0 : value <= poor ? 1 : 2];
  return (
    <span title={rating.word}>
      <Badge tone={rating.tone}>
        {shown(name, value)} <span aria-hidden="true">{rating.mark}</span>
        <span className="visually-hidden"> {rating.word}</span>
      </Badge>
    </span>
  );
}

const legend = ratings.map((r) => `${r.mark} ${r.word}`).join(", ");

const names = Object.keys(thresholds) as VitalName[];
const goodLimits = names.map((name) => `${name} up to ${shown(name, thresholds[name][0] ?? 0)}`).join(", ");

const paths = new Map([...routes, notFoundMeta].map((r) => [r.id, r.path || "(unknown path)"]));

/** "Brazil (BR)"; Cloudflare's own codes in words. */
function countryName(code: string | null): string {
  if (code === null) return "All countries";
  if (code === "XX") return "Unknown (XX)";
  if (code === "T1") return "Tor (T1)";
  const name = english.region(code);
  return name === undefined ? code : `${name} (${code})`;
}

const col = tableColumns<VitalsRow>();
const figure = (name: VitalName) =>
  col.accessor(name, { header: `${name} p75`, cell: (c) => <Figure name={name} value={c.getValue()} /> });
const columns = [
  col.accessor("route", {
    header: "Route",
    cell: (c) => <span className={styles.mono}>{paths.get(c.getValue()) ?? c.getValue()}</span>,
  }),
  col.accessor("country", {
    header: "Country",
    cell: (c) => (c.getValue() === null ? <strong>All countries</strong> : countryName(c.getValue())),
  }),
  figure("LCP"),
  figure("INP"),
  figure("CLS"),
  figure("TTFB"),
  col.accessor("samples", { header: "Samples", cell: (c) => english.number(c.getValue()) }),
];

/** /admin/performance: real visitors' Core Web Vitals, p75 per route and country. */
export default function PerformanceSection() {
  const { state, reload } = useAdminData(loadVitals, "vitals");
  return (
    <>
      <p className={styles.muted}>
        Core Web Vitals measured in real visitors' browsers over the last {plural(VITALS_DAYS, "day")}: the 75th
        percentile of each metric, per page and per visitor country, from a sampled share of visits (no cookie, nothing
        that names a visitor), rated {legend}. Good is {goodLimits}.
      </p>
      <LoadState state={state} onRetry={reload} label="Loading real visitors' figures">
        {(data) =>
          data.state === "unconfigured" ? (
            <Card id="vitals-unconfigured" title="Not available here">
              <p>{data.message}</p>
              <p className={styles.muted}>
                Locally (npm run dev) a sampled page still sends its figures: the Worker checks them and logs them
                instead of keeping them.
              </p>
            </Card>
          ) : (
            <VirtualTable
              columns={columns}
              rows={data.rows}
              label={`Core Web Vitals p75 per route and country, last ${plural(data.days, "day")}`}
              emptyMessage={`No visit has reported its figures in the last ${plural(data.days, "day")}.`}
              rowId={(r) => `${r.route}:${r.country ?? "all"}`}
              height={640}
              minWidth={860}
              cardsOnPhones
            />
          )
        }
      </LoadState>
    </>
  );
}
