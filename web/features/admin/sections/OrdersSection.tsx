import { useSignals } from "@preact/signals-react/runtime";
import { adminCalls, type OrderRow } from "#common/api/admin.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { adminPost } from "#web/features/admin/api.ts";
import { Badge } from "#web/features/admin/Badge.tsx";
import { itemCell, SearchBar } from "#web/features/admin/ConsoleParts.tsx";
import { dateTime, money } from "#web/features/admin/format.ts";
import { PagedTable } from "#web/features/admin/PagedTable.tsx";
import type { SectionProps } from "#web/features/admin/sections.ts";
import { filters } from "#web/features/admin/state.ts";
import OrderDetail from "./OrderDetail";

const col = tableColumns<OrderRow>();
const columns = [
  col.accessor("id", { header: "Order", cell: itemCell("orders") }),
  col.accessor("createdAt", { header: "Date", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("email", { header: "E-mail" }),
  col.display({
    id: "amount",
    header: "Amount",
    cell: (c) => money(c.row.original.amountTotal, c.row.original.currency),
  }),
  col.accessor("status", {
    header: "Status",
    cell: (c) => <Badge tone={c.getValue() === "paid" ? "ok" : "bad"}>{c.getValue()}</Badge>,
  }),
  col.accessor("couponCode", { header: "Coupon", cell: (c) => c.getValue() ?? "—" }),
];

function OrderList() {
  useSignals();
  const query = filters.orders.value;
  return (
    <>
      <SearchBar
        query={filters.orders}
        label="Search orders"
        name="query"
        placeholder="E-mail, order ID, licence key or Stripe session id"
        maxLength={254}
      />
      <PagedTable
        columns={columns}
        label={query ? `Orders matching ${query}` : "Newest orders"}
        listKey={query}
        fetchPage={(cursor, signal) =>
          adminPost(adminCalls.orderSearch, adminCalls.orderSearch.path, { query, cursor }, signal)
        }
        emptyMessage={query ? "No order matches this search" : "No orders yet"}
        rowId={(o) => o.id}
        muted={(o) => o.status === "refunded"}
        minWidth={860}
      />
    </>
  );
}

/** /admin/orders (search) and /admin/orders/<id> (one order). */
export default function OrdersSection({ item }: SectionProps) {
  return item ? <OrderDetail orderId={item} /> : <OrderList />;
}
