/**
 * All the affiliate's rows, newest sale first, not sortable, not paginated, in the site's virtual
 * table; sales refunded in full in muted text, a partial refund's amount in its own column. Its
 * twelve columns fit a 1440 px screen (headings wrap);
 * on a phone each sale is a card of label/value pairs. Words, dates and amounts in the page's language.
 */
import { useMemo } from "react";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { type DashboardText, useDashboardText } from "./affiliate-dashboard-messages";
import type { AffiliateTransaction } from "./api";
import { commissionText, currencySymbol, itemLabel, transactionColumns } from "./stats";
import styles from "./TransactionsTable.module.css";

const helper = tableColumns<AffiliateTransaction>();

function columnsIn(text: DashboardText) {
  const { t, f } = text;
  const [email, country, date, status, item, coupon, currency, paid, subtotal, discount, commission, refunded] =
    transactionColumns.map((key) => t(key));
  const money = (value: number) => f.fixed(value, 2);
  return helper.columns([
    helper.accessor("CustomerEmail", { header: email, cell: (c) => <BreakableEmail address={c.getValue()} /> }),
    helper.accessor("CustomerCountry", { header: country }),
    helper.accessor("Created", { header: date, cell: (c) => f.dayTime(c.getValue()) }),
    helper.accessor("Status", { header: status }),
    helper.accessor("Item", { header: item, cell: (c) => itemLabel(c.getValue(), text) }),
    helper.accessor("CouponCode", { header: coupon }),
    helper.accessor("Currency", { header: currency, cell: (c) => currencySymbol(c.getValue()) }),
    helper.accessor("AmountPaid", { header: paid, cell: (c) => money(c.getValue()) }),
    helper.accessor("AmountSubtotal", { header: subtotal, cell: (c) => money(c.getValue()) }),
    helper.accessor("AmountDiscount", { header: discount, cell: (c) => money(c.getValue()) }),
    helper.display({ id: "commission", header: commission, cell: (c) => commissionText(c.row.original, text) }),
    helper.accessor("AmountRefunded", { header: refunded, cell: (c) => money(c.getValue()) }),
  ]);
}

const refundedInFull = (row: AffiliateTransaction) => row.Refunded;

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

/** The rows of the applied range; `emptyMessage` says why there are none (no sale yet, or none in the range). */
export function TransactionsTable({
  rows,
  emptyMessage,
}: {
  rows: readonly AffiliateTransaction[];
  emptyMessage: string;
}) {
  const text = useDashboardText();
  const columns = useMemo(() => columnsIn(text), [text]);
  const shown = useMemo(() => newestFirst(rows), [rows]);
  return (
    <VirtualTable
      columns={columns}
      rows={shown}
      label={text.t("table_label")}
      emptyMessage={emptyMessage}
      height={560}
      minWidth={1040}
      wrapHeaders
      cardsOnPhones
      muted={refundedInFull}
    />
  );
}
