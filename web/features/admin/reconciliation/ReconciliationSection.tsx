import { useState } from "react";
import { Link } from "wouter";
import type { ReconciliationRun } from "#common/api/admin.ts";
import { pathTo } from "#common/routes.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { ActionButton } from "#web/features/admin/parts/ConfirmButton.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useAction } from "#web/features/admin/parts/data.ts";
import { dateTime } from "#web/features/admin/parts/format.ts";
import { PagedTable } from "#web/features/admin/parts/PagedTable.tsx";
import { listRuns, reconcileNow } from "./api";

const col = tableColumns<ReconciliationRun>();
const columns = [
  col.accessor("startedAt", { header: "Started", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("trigger", {
    header: "By",
    cell: (c) => (c.getValue() === "cron" ? "daily cron" : c.row.original.actor),
  }),
  col.accessor("checked", { header: "Checked" }),
  col.accessor("fixed", {
    header: "Fixed",
    cell: (c) => {
      const fixed = c.getValue();
      if (fixed.length === 0) return "—";
      return (
        <span className={styles.actions}>
          {fixed.map((f) =>
            f.orderId ? (
              <Link
                key={f.sessionId}
                href={pathTo("admin-item", { section: "orders", id: f.orderId })}
                className={styles.cellLink}
              >
                order {f.orderId}
              </Link>
            ) : (
              <span key={f.sessionId} className={styles.mono}>
                {f.sessionId}
              </span>
            ),
          )}
        </span>
      );
    },
  }),
  col.display({
    id: "result",
    header: "Result",
    cell: (c) => {
      const run = c.row.original;
      if (run.error) return <Badge tone="bad">failed: {run.error}</Badge>;
      if (run.finishedAt === null) return <Badge tone="warn">running or stopped</Badge>;
      return <Badge tone="ok">done</Badge>;
    },
  }),
];

/** /admin/reconciliation: past runs, and a run now. */
export default function ReconciliationSection() {
  const action = useAction();
  const [round, setRound] = useState(0);
  return (
    <>
      <p className={styles.muted}>
        Every day at 04:17 UTC, and when you ask, the shop lists the Stripe checkouts completed in the last 3 days and
        issues the licence of any paid one that has no order (a lost webhook), exactly as the webhook would have.
      </p>
      <div className={styles.toolbar}>
        <ActionButton
          label="Run reconciliation now"
          variant="secondary"
          busy={action.busy !== null}
          onClick={() => action.run("reconcile", reconcileNow, () => setRound((n) => n + 1))}
        />
      </div>
      <PagedTable
        columns={columns}
        label="Reconciliation runs, newest first"
        listKey={String(round)}
        fetchPage={listRuns}
        emptyMessage="No run yet"
        minWidth={900}
      />
    </>
  );
}
