/**
 * All the affiliate's rows, newest sale first, not sortable, not paginated, in the site's virtual
 * table; refunded sales in muted text.
 */
import { useMemo } from "react";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import type { AffiliateTransaction } from "./api";
import { affiliateCopy } from "./copy";
import { commissionText, currencySymbol, itemLabel, transactionColumns } from "./stats";

const [email, country, date, status, item, coupon, currency, paid, subtotal, discount, commission] = transactionColumns;
const money = (value: number) => value.toFixed(2);

const helper = tableColumns<AffiliateTransaction>();
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

const refunded = (row: AffiliateTransaction) => row.Refunded;

/** Newest sale first (the API answers in time order, oldest first); equal times keep that order. */
export const newestFirst = (rows: readonly AffiliateTransaction[]) => [...rows].sort((a, b) => b.Created - a.Created);

export function TransactionsTable({ rows }: { rows: readonly AffiliateTransaction[] }) {
  const shown = useMemo(() => newestFirst(rows), [rows]);
  return (
    <VirtualTable
      columns={columns}
      rows={shown}
      label={affiliateCopy.dashboard.tableLabel}
      emptyMessage={affiliateCopy.dashboard.noTransactions}
      height={560}
      minWidth={1180}
      muted={refunded}
    />
  );
}
