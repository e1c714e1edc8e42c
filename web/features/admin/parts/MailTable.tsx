import type { MailRow } from "#common/api/admin.ts";
import { type TableColumns, tableColumns } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "./Badge";
import { itemCell } from "./ConsoleParts";
import { dateTime } from "./format";
import { type LoadedRows, LoadedTable } from "./PagedTable";

export function mailState(mail: MailRow) {
  if (mail.state === "sent") return <Badge tone="ok">sent</Badge>;
  if (mail.state === "failed") return <Badge tone="bad">failed ({mail.attempts})</Badge>;
  return <Badge tone="warn">pending</Badge>;
}

const col = tableColumns<MailRow>();
export const mailColumns: TableColumns<MailRow> = [
  col.accessor("id", { header: "Mail", cell: itemCell("outbox", "#") }),
  col.accessor("createdAt", { header: "Written", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("kind", { header: "Kind" }),
  col.accessor("to", { header: "To" }),
  col.accessor("subject", { header: "Subject" }),
  col.display({ id: "state", header: "State", cell: (c) => mailState(c.row.original) }),
  col.accessor("lastError", { header: "Last error", cell: (c) => c.getValue() ?? "—" }),
];

const mails = { columns: mailColumns, emptyMessage: "No mail", height: 280, minWidth: 1100 };

/** Mails already loaded (an order's). */
export const MailTable = (props: LoadedRows<MailRow>) => <LoadedTable {...mails} {...props} />;
