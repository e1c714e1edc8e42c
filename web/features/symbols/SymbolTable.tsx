/**
 * The results table (loaded lazily: only pages with the widget download the table code).
 * @tanstack/react-table builds the rows; @tanstack/react-virtual renders only the visible ones,
 * with spacer rows above and below so the table keeps its real height.
 */
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import type { SymbolResult } from "./api";
import { symbolCheckCopy as copy } from "./copy";
import styles from "./SymbolTable.module.css";

/** No sorting feature is registered: the columns are not sortable. */
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, SymbolResult>();
const columns = helper.columns([
  helper.accessor("symbol", { header: copy.columns.symbol }),
  helper.accessor("exchange", { header: copy.columns.exchange }),
  helper.accessor("description", { header: copy.columns.description }),
  helper.accessor("type", { header: copy.columns.type }),
  helper.accessor("start_date", { header: copy.columns.startDate }),
  helper.accessor("end_date", { header: copy.columns.endDate }),
  helper.display({ id: "precision", header: copy.columns.precision, cell: () => copy.precisionValue }),
]);

const ROW_HEIGHT = 44;

interface Props {
  readonly rows: readonly SymbolResult[];
  /** full_name of the row to mark as the picked one. */
  readonly selected?: string | undefined;
}

export default function SymbolTable({ rows: data, selected }: Props) {
  const table = useTable({ features, columns, data: data as SymbolResult[], getRowId: (row) => row.full_name });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
    // Until the container is measured (and in environments without layout), assume a visible window.
    initialRect: { width: 1000, height: 440 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    // A keyboard user can focus the scroll area to scroll it (rows and columns overflow on phones).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section ref={scrollRef} className={styles.scroll} aria-label={copy.tableRegion} tabIndex={0}>
      <table className={styles.table} aria-label={copy.tableLabel} aria-rowcount={rows.length + 1}>
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
          {top > 0 && (
            <tr data-spacer="">
              <td className={styles.spacer} style={{ height: top }} colSpan={columns.length} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                aria-selected={row.id === selected ? true : undefined}
                className={row.id === selected ? styles.selected : undefined}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
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
        </tbody>
      </table>
    </section>
  );
}
