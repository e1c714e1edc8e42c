/**
 * All the affiliate's rows, newest sale first, not sortable, not paginated, in the site's virtual
 * table; refunded sales in muted text. Its eleven columns fit a 1440 px screen (headings wrap);
 * on a phone each sale is a card of label/value pairs.
 */
import { useMemo } from "react";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { formatDayTime } from "#web/lib/dates.ts";
import type { AffiliateTransaction } from "./api";
import { affiliateCopy } from "./copy";
import { commissionText, currencySymbol, itemLabel, transactionColumns } from "./stats";
import styles from "./TransactionsTable.module.css";

const [email, country, date, status, item, coupon, currency, paid, subtotal, discount, commission] = transactionColumns;
const money = (value: number) => value.toFixed(2);

const helper = tableColumns<AffiliateTransaction>();
const columns = helper.columns([
  helper.accessor("CustomerEmail", { header: email, cell: (c) => <BreakableEmail address={c.getValue()} /> }),
  helper.accessor("CustomerCountry", { header: country }),
  helper.accessor("Created", { header: date, cell: (c) => formatDayTime(c.getValue()) }),
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

/** An address that may break before its "@" when the columns need the room (the row grows, measured). */
function BreakableEmail({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  return (
    <span className={styles.email}>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}

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
      minWidth={1040}
      wrapHeaders
      cardsOnPhones
      muted={refunded}
    />
  );
}
