/**
 * An overview figure as the orders list's address: /admin/orders?fact=refund&since=…&until=…
 * names exactly the orders behind it, so the link can be opened again, shared or bookmarked.
 */
import { type OrderFact, type OrderFigure, orderFigure } from "#common/api/admin.ts";
import { pathTo } from "#common/routes.ts";

/** What each fact is called in the list's heading ("Refunds from … to …"). */
export const factNames: Record<OrderFact, string> = {
  sale: "Sales",
  refund: "Refunds",
  dispute: "Disputes",
  licence: "Licences issued",
};

/** The orders list narrowed to a figure's orders. */
export function ordersOfFigureHref(figure: OrderFigure): string {
  const search = new URLSearchParams({
    fact: figure.fact,
    since: String(figure.since),
    until: String(figure.until),
  });
  return `${pathTo("admin-section", { section: "orders" })}?${search}`;
}

/** The figure a list's address names, or null (none, or one that is not a figure: the whole list then). */
export function figureOfSearch(search: string): OrderFigure | null {
  const params = new URLSearchParams(search);
  if (!params.has("fact")) return null;
  const parsed = orderFigure.safeParse({
    fact: params.get("fact"),
    since: Number(params.get("since")),
    until: Number(params.get("until")),
  });
  return parsed.success ? parsed.data : null;
}
