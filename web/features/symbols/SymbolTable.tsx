/**
 * The results table (loaded lazily: only pages with the widget download the table code).
 * The site's virtual table with the catalogue's seven columns; the picked asset is marked.
 */
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import type { SymbolResult } from "./api";
import { symbolCheckCopy as copy } from "./copy";

const helper = tableColumns<SymbolResult>();
const columns = helper.columns([
  helper.accessor("symbol", { header: copy.columns.symbol }),
  helper.accessor("exchange", { header: copy.columns.exchange }),
  helper.accessor("description", { header: copy.columns.description }),
  helper.accessor("type", { header: copy.columns.type }),
  helper.accessor("start_date", { header: copy.columns.startDate }),
  helper.accessor("end_date", { header: copy.columns.endDate }),
  helper.display({ id: "precision", header: copy.columns.precision, cell: () => copy.precisionValue }),
]);

const rowId = (row: SymbolResult) => row.full_name;

interface Props {
  readonly rows: readonly SymbolResult[];
  /** full_name of the row to mark as the picked one. */
  readonly selected?: string | undefined;
  /** The search answered nothing for the current text: the table says so instead of staying blank. */
  readonly noMatch: boolean;
}

export default function SymbolTable({ rows, selected, noMatch }: Props) {
  return (
    <VirtualTable
      columns={columns}
      rows={rows}
      label={copy.tableLabel}
      regionLabel={copy.tableRegion}
      height={440}
      minWidth={760}
      rowId={rowId}
      selectedId={selected}
      emptyMessage={noMatch ? copy.noMatch : undefined}
    />
  );
}
