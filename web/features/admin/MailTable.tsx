import { Link } from "wouter";
import type { MailRow } from "#common/api/admin.ts";
import { type TableColumns, tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "./Badge";
import styles from "./console.module.css";
import { dateTime } from "./format";
import { consolePath } from "./sections";

export function mailState(mail: MailRow) {
  if (mail.state === "sent") return <Badge tone="ok">sent</Badge>;
  if (mail.state === "failed") return <Badge tone="bad">failed ({mail.attempts})</Badge>;
  return <Badge tone="warn">pending</Badge>;
}

const col = tableColumns<MailRow>();
export const mailColumns: TableColumns<MailRow> = [
  col.accessor("id", {
    header: "Mail",
    cell: (c) => (
      <Link href={consolePath("outbox", String(c.getValue()))} className={styles.cellLink}>
        #{c.getValue()}
      </Link>
    ),
  }),
  col.accessor("createdAt", { header: "Written", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("kind", { header: "Kind" }),
  col.accessor("to", { header: "To" }),
  col.accessor("subject", { header: "Subject" }),
  col.display({ id: "state", header: "State", cell: (c) => mailState(c.row.original) }),
  col.accessor("lastError", { header: "Last error", cell: (c) => c.getValue() ?? "—" }),
];

/** Mails already loaded (an order's). */
export function MailTable({ rows, label }: { rows: readonly MailRow[]; label: string }) {
  return (
    <VirtualTable
      columns={mailColumns}
      rows={rows}
      label={label}
      emptyMessage="No mail"
      rowId={(m) => String(m.id)}
      height={280}
      minWidth={1100}
    />
  );
}
