import { signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import type { CurrencyAmount, OrderFigure, OrderRow } from "#common/api/admin.ts";
import { pathTo } from "#common/routes.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { ChoiceSelect, itemCell, listAndItems, SearchBar } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { amounts, dateTime, money } from "#web/features/admin/parts/format.ts";
import { factNames, figureOfSearch } from "#web/features/admin/parts/order-figures.ts";
import { PagedTable } from "#web/features/admin/parts/PagedTable.tsx";
import { searchOrders } from "./api";

import OrderDetail from "./OrderDetail";

const statuses = { all: "All", paid: "Paid", refunded: "Refunded", disputed: "Disputed" } as const;

/** The list's filters, kept while the operator opens an order and comes back. */
const filters = { query: signal(""), status: signal<keyof typeof statuses>("all") };

/** The order's state in words: refunded in whole or part, disputed, or paid. */
function OrderState({ order }: { order: OrderRow }) {
  const refund =
    order.refunded >= order.amountTotal && order.refunded > 0 ? (
      <Badge tone="bad">refunded</Badge>
    ) : order.refunded > 0 ? (
      <Badge tone="warn">{`partly refunded (${money(order.refunded, order.currency)})`}</Badge>
    ) : (
      <Badge tone={order.status === "paid" ? "ok" : "bad"}>{order.status}</Badge>
    );
  return (
    <>
      {refund} {order.disputed && <Badge tone="bad">disputed</Badge>}
    </>
  );
}

const col = tableColumns<OrderRow>();
const baseColumns = [
  col.accessor("id", { header: "Order", cell: itemCell("orders") }),
  col.accessor("createdAt", { header: "Date", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("email", { header: "E-mail" }),
  col.display({
    id: "amount",
    header: "Amount",
    cell: (c) => money(c.row.original.amountTotal, c.row.original.currency),
  }),
  col.display({ id: "status", header: "Status", cell: (c) => <OrderState order={c.row.original} /> }),
  col.accessor("couponCode", { header: "Coupon", cell: (c) => c.getValue() ?? "—" }),
];

/** With a figure, the column of each order's part of it (how many facts, and their sum). */
const shareColumn = (figure: OrderFigure) =>
  col.accessor("share", {
    header: `In ${factNames[figure.fact].toLowerCase()}`,
    cell: (c) => {
      const share = c.getValue();
      if (!share) return "—";
      const { currency } = c.row.original;
      return figure.fact === "licence"
        ? `${share.count} key${share.count === 1 ? "" : "s"}`
        : money(share.amount, currency);
    },
  });

/** "Refunds from 29 Nov 2026, 12:00 to 6 Dec 2026, 12:00: $129.95 (5)", with the way back to every order. */
function FigureNote({ figure, totals }: { figure: OrderFigure; totals: readonly CurrencyAmount[] | null }) {
  const counted =
    totals === null
      ? "…"
      : figure.fact === "licence"
        ? String(totals.reduce((keys, t) => keys + t.count, 0))
        : amounts(totals);
  return (
    <p className={styles.figureNote} role="status">
      <strong>{factNames[figure.fact]}</strong> from {dateTime(figure.since)} to {dateTime(figure.until)}:{" "}
      <span data-testid="figure-totals">{counted}</span>.{" "}
      <Link href={pathTo("admin-section", { section: "orders" })}>Show every order</Link>
    </p>
  );
}

function OrderList() {
  useSignals();
  const figure = figureOfSearch(useSearch());
  const [totals, setTotals] = useState<{ key: string; rows: CurrencyAmount[] | null }>({ key: "", rows: null });
  const query = filters.query.value;
  const status = filters.status.value;
  const listKey = JSON.stringify([query, status, figure]);
  const columns = figure ? [...baseColumns, shareColumn(figure)] : baseColumns;
  const shown = [figure ? factNames[figure.fact].toLowerCase() : null, status === "all" ? null : statuses[status]]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <SearchBar
        query={filters.query}
        label="Search orders"
        placeholder="E-mail, order ID, licence key or Stripe session id"
        maxLength={254}
      >
        <ChoiceSelect choices={statuses} value={filters.status} />
      </SearchBar>
      {figure && <FigureNote figure={figure} totals={totals.key === listKey ? totals.rows : null} />}
      <PagedTable
        columns={columns}
        label={`${query ? `Orders matching ${query}` : "Newest orders"}${shown ? ` (${shown})` : ""}`}
        listKey={listKey}
        fetchPage={async (cursor, signal) => {
          const page = await searchOrders({ query, status, cursor, ...(figure ? { figure } : {}) }, signal);
          if (cursor === null) setTotals({ key: listKey, rows: page.totals });
          return page;
        }}
        emptyMessage={query || status !== "all" || figure ? "No order matches these filters" : "No orders yet"}
        muted={(o) => o.status === "refunded"}
        minWidth={figure ? 1020 : 900}
      />
    </>
  );
}

/** /admin/orders (search, filters, an overview figure's orders) and /admin/orders/<id> (one order). */
export default listAndItems(OrderList, OrderDetail);
