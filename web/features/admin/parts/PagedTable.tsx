import type { RowData } from "@tanstack/react-table";
import { type TableColumns, VirtualTable, type VirtualTableProps } from "#web/components/table/VirtualTable.tsx";
import { type Page, usePagedList } from "./data";
import { ErrorNote } from "./LoadState";

/** A list's row: its id keys it in the table. */
export type Keyed = RowData & { readonly id: string | number };

export interface PagedTableProps<Row extends Keyed> {
  readonly columns: TableColumns<Row>;
  readonly label: string;
  /** One page of rows after `cursor` (null: the first). */
  readonly fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page<Row>>;
  /** What the list shows: a new key starts from the first page again. */
  readonly listKey: string;
  readonly emptyMessage: string;
  readonly minWidth: number;
  readonly height?: number;
  readonly muted?: (row: Row) => boolean;
}

/** A console list: the shared virtual table, the next page loaded when its last row shows. */
export function PagedTable<Row extends Keyed>({ fetchPage, listKey, height = 560, ...table }: PagedTableProps<Row>) {
  const list = usePagedList(fetchPage, listKey);
  return (
    <>
      <VirtualTable
        {...table}
        rowId={keyOf}
        rows={list.items}
        height={height}
        loading={list.loading}
        loadingMessage={list.items.length ? "Loading more..." : "Loading..."}
        onEndReached={list.hasMore ? list.loadMore : undefined}
      />
      {list.error && (
        <ErrorNote message={list.error.message} onRetry={list.items.length ? list.loadMore : list.reload} />
      )}
    </>
  );
}

const keyOf = (row: Keyed) => String(row.id);

/** What a detail page hands a table of rows that came with its answer. */
export interface LoadedRows<Row> {
  readonly rows: readonly Row[];
  readonly label: string;
}

/** A table of rows that came with an item's page (an order's mails, a target's history), keyed by id. */
export function LoadedTable<Row extends { readonly id: number }>(props: Omit<VirtualTableProps<Row>, "rowId">) {
  return <VirtualTable {...props} rowId={keyOf} />;
}
