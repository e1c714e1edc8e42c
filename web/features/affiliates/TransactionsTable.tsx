/**
 * All the affiliate's rows, not sortable, not paginated. @tanstack/react-table builds the rows;
 * @tanstack/react-virtual renders only the visible ones (spacer rows keep the real height), so
 * 10,000 rows stay smooth.
 */
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import type { AffiliateTransaction } from "./api";
import { affiliateCopy } from "./copy";
import { commissionText, currencySymbol, itemLabel, transactionColumns } from "./stats";
import styles from "./TransactionsTable.module.css";

const [email, country, date, status, item, coupon, currency, paid, subtotal, discount, commission] = transactionColumns;
const money = (value: number) => value.toFixed(2);

/** No sorting feature is registered: the columns are not sortable. */
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AffiliateTransaction>();
const columns = helper.columns([
  helper.accessor("CustomerEmail", { header: email }),
  helper.accessor("CustomerCountry", { header: country }),
  helper.accessor("Created", { header: date, cell: (c) => new Date(c.getValue()).toLocaleString() }),
  helper.accessor("Status", { header: status }),
  helper.accessor("Item", { header: item, cell: (c) => itemLabel(c.getValue()) }),
  helper.accessor("CouponCode", { header: coupon }),
  helper.accessor("Currency", { header: currency, cell: (c) => currencySymbol(c.getValue()) }),
  helper.accessor("AmountPaid", { header: paid, cell: (c) => money(c.getValue()) }),
  helper.accessor("AmountSubtotal", { header: subtotal, cell: (c) => money(c.getValue()) }),
  helper.accessor("AmountDiscount", { header: discount, cell: (c) => money(c.getValue()) }),
  helper.display({ id: "commission", header: commission, cell: (c) => commissionText(c.row.original) }),
]);

const ROW_HEIGHT = 44;

export function TransactionsTable({ rows: data }: { rows: readonly AffiliateTransaction[] }) {
  const table = useTable({ features, columns, data: data as AffiliateTransaction[] });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 560 },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section ref={scrollRef} className={styles.scroll} aria-label={affiliateCopy.dashboard.tableLabel} tabIndex={0}>
      <table className={styles.table} aria-label={affiliateCopy.dashboard.tableLabel} aria-rowcount={rows.length + 1}>
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
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{affiliateCopy.dashboard.noTransactions}</td>
            </tr>
          )}
          {top > 0 && (
            <tr data-spacer="">
              <td className={styles.spacer} style={{ height: top }} colSpan={columns.length} />
            </tr>
          )}
          {items.map((virtual) => {
            const row = rows[virtual.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                aria-rowindex={virtual.index + 2}
                className={row.original.Refunded ? styles.refunded : undefined}
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
