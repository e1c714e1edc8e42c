/**
 * The site's data table: @tanstack/react-table builds the rows, @tanstack/react-virtual renders
 * only the visible ones, with spacer rows above and below so the table keeps its real height
 * (10,000 rows stay smooth). Columns are not sortable: no sorting feature is registered.
 * Features pass their own column definitions, made with `tableColumns<Row>()`.
 */
import { type ColumnDef, createColumnHelper, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type CSSProperties, type ReactNode, useEffect, useRef } from "react";
import { Spinner } from "#web/components/Spinner.tsx";
import styles from "./VirtualTable.module.css";

const features = tableFeatures({});
type Features = typeof features;

/** The column helper of a table of `Row`s (accessor, display and columns, as TanStack Table's). */
export const tableColumns = <Row extends RowData>() => createColumnHelper<Features, Row>();

// biome-ignore lint/suspicious/noExplicitAny: a table's columns hold cells of different value types
export type TableColumns<Row extends RowData> = ColumnDef<Features, Row, any>[];

/** Rows rendered beyond each edge of the visible window. */
const OVERSCAN = 8;

export interface VirtualTableProps<Row extends RowData> {
  readonly columns: TableColumns<Row>;
  readonly rows: readonly Row[];
  /** The table's accessible name. */
  readonly label: string;
  /** The scroll region's accessible name (the table's when not given). */
  readonly regionLabel?: string;
  /** A full-width row when there are no rows (and none are loading); none when not given. */
  readonly emptyMessage?: string;
  /** Height of a row in px: the layout and the virtualiser's estimate. */
  readonly rowHeight?: number;
  /** Largest height of the scroll area in px; the table scrolls inside it. */
  readonly height: number;
  /** Below this width in px the table scrolls sideways instead of squeezing its columns. */
  readonly minWidth: number;
  /** Headings may break over lines and cells sit closer, so that many columns fit beside each other. */
  readonly wrapHeaders?: boolean;
  /**
   * On a phone (below the spec's sm breakpoint, 600 px) each row is a card of label/value pairs
   * instead of a row wider than the screen; rows are then measured, as cards (and cells whose
   * text may wrap) differ in height.
   */
  readonly cardsOnPhones?: boolean;
  /** A stable id per row (its index when not given). */
  readonly rowId?: (row: Row) => string;
  /** The id of the row to mark as the picked one. */
  readonly selectedId?: string | undefined;
  /** Rows shown in muted text (e.g. refunded sales). */
  readonly muted?: (row: Row) => boolean;
  /** More rows are on their way: a spinner row with `loadingMessage` closes the table. */
  readonly loading?: boolean;
  readonly loadingMessage?: string;
  /**
   * Progressive loading: called once per row count when the last row comes into view and
   * nothing is loading; append the next page to `rows` in answer.
   */
  readonly onEndReached?: () => void;
}

/** A column's heading as text, the label of its value in a card (a rendered heading has none). */
const headingOf = (header: unknown) => (typeof header === "string" ? header : undefined);

export function VirtualTable<Row extends RowData>({
  columns,
  rows: data,
  label,
  regionLabel = label,
  emptyMessage,
  rowHeight = 44,
  height,
  minWidth,
  wrapHeaders = false,
  cardsOnPhones = false,
  rowId,
  selectedId,
  muted,
  loading = false,
  loadingMessage = "Loading...",
  onEndReached,
}: VirtualTableProps<Row>) {
  const table = useTable({
    features,
    columns,
    data: data as Row[],
    ...(rowId ? { getRowId: rowId } : {}),
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
    // Until the container is measured (and in environments without layout), assume a visible window.
    initialRect: { width: minWidth, height },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const lastShown = items.at(-1)?.index ?? -1;

  // Asked once per row count, so a slow answer is not requested again on every scroll event.
  const askedAt = useRef(-1);
  useEffect(() => {
    if (!onEndReached || loading || rows.length === 0 || lastShown < rows.length - 1) return;
    if (askedAt.current === rows.length) return;
    askedAt.current = rows.length;
    onEndReached();
  }, [onEndReached, loading, rows.length, lastShown]);

  const sizes = {
    "--table-height": `${height}px`,
    "--table-min-width": `${minWidth}px`,
    "--table-row-height": `${rowHeight}px`,
  } as CSSProperties;
  const fullWidthRow = (content: ReactNode, className?: string) => (
    <tr>
      <td colSpan={columns.length} className={className}>
        <span className={styles.fullWidth}>{content}</span>
      </td>
    </tr>
  );

  return (
    <section
      ref={scrollRef}
      className={styles.scroll}
      style={sizes}
      aria-label={regionLabel}
      aria-busy={loading || undefined}
      // A keyboard user can focus the scroll area to scroll it (rows and columns overflow on phones).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      <table
        className={[styles.table, wrapHeaders ? styles.wrapHeaders : "", cardsOnPhones ? styles.cards : ""].join(" ")}
        aria-label={label}
        aria-rowcount={rows.length + 1}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && !loading && emptyMessage !== undefined && fullWidthRow(emptyMessage)}
          {top > 0 && (
            <tr data-spacer="">
              <td className={styles.spacer} style={{ height: top }} colSpan={columns.length} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const selected = selectedId !== undefined && row.id === selectedId;
            const className = selected ? styles.selected : muted?.(row.original) ? styles.muted : undefined;
            return (
              <tr
                key={row.id}
                ref={cardsOnPhones ? virtualizer.measureElement : undefined}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                aria-selected={selected || undefined}
                className={className}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-label={cardsOnPhones ? headingOf(cell.column.columnDef.header) : undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr data-spacer="">
              <td className={styles.spacer} style={{ height: bottom }} colSpan={columns.length} />
            </tr>
          )}
          {loading &&
            fullWidthRow(
              <span className={styles.loadingRow}>
                <Spinner label={loadingMessage} />
                <span aria-hidden="true">{loadingMessage}</span>
              </span>,
            )}
        </tbody>
      </table>
    </section>
  );
}
