import { adminCalls, type OrderRow } from "#common/api/admin.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/Badge.tsx";
import { SearchList } from "#web/features/admin/ConsoleList.tsx";
import { itemCell, listAndItems } from "#web/features/admin/ConsoleParts.tsx";
import { dateTime, money } from "#web/features/admin/format.ts";
import { filters } from "#web/features/admin/state.ts";
import { callApi } from "#web/lib/api-client.ts";
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

const OrderList = () => (
  <SearchList
    filter={filters.orders}
    search={{
      label: "Search orders",
      placeholder: "E-mail, order ID, licence key or Stripe session id",
      maxLength: 254,
    }}
    columns={columns}
    label={(query) => (query ? `Orders matching ${query}` : "Newest orders")}
    fetchPage={(query, cursor, signal) => callApi(adminCalls.orderSearch, { body: { query, cursor }, signal })}
    emptyMessage={(query) => (query ? "No order matches this search" : "No orders yet")}
    muted={(o) => o.status === "refunded"}
    minWidth={860}
  />
);

/** /admin/orders (search) and /admin/orders/<id> (one order). */
export default listAndItems(OrderList, OrderDetail);
