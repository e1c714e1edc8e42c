import type { AuditRow } from "#common/api/admin.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "./Badge";
import styles from "./console.module.css";
import { dateTime } from "./format";
import { type LoadedRows, LoadedTable } from "./PagedTable";

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

const history = { columns: auditColumns, emptyMessage: "Nothing done here yet", height: 320, minWidth: 960 };

/** A target's recent history (an order's, an affiliate's page). */
export const HistoryTable = (props: LoadedRows<AuditRow>) => <LoadedTable {...history} {...props} />;
