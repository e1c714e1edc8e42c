import type { AuditRow } from "#common/api/admin.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "./Badge";
import styles from "./console.module.css";
import { dateTime } from "./format";

const compact = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value));

const col = tableColumns<AuditRow>();
export const auditColumns = [
  col.accessor("at", { header: "When", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("actor", { header: "Who" }),
  col.accessor("action", { header: "What", cell: (c) => <span className={styles.mono}>{c.getValue()}</span> }),
  col.accessor("target", { header: "Target", cell: (c) => <span className={styles.mono}>{c.getValue()}</span> }),
  col.accessor("outcome", {
    header: "Outcome",
    cell: (c) => {
      const outcome = c.getValue();
      const tone = outcome === "ok" ? "ok" : outcome === "failed" ? "bad" : "warn";
      return <Badge tone={tone}>{outcome}</Badge>;
    },
  }),
  col.display({
    id: "change",
    header: "Before → after / error",
    cell: (c) => {
      const row = c.row.original;
      const text = row.error ?? `${compact(row.before)} → ${compact(row.after)}`;
      return (
        <span className={styles.mono} title={text}>
          {text.length > 90 ? `${text.slice(0, 90)}…` : text}
        </span>
      );
    },
  }),
];

/** A target's recent history (an order's, an affiliate's page). */
export function HistoryTable({ rows, label }: { rows: readonly AuditRow[]; label: string }) {
  return (
    <VirtualTable
      columns={auditColumns}
      rows={rows}
      label={label}
      emptyMessage="Nothing done here yet"
      rowId={(r) => String(r.id)}
      height={320}
      minWidth={960}
    />
  );
}
