import { signal } from "@preact/signals-react";
import type { OrderState } from "#common/api/admin.ts";

/** The console's list filters, kept while the operator opens a row and comes back. */
export const filters = {
  orders: signal(""),
  orderStatus: signal<"all" | OrderState>("all"),
  affiliates: signal(""),
  inbox: signal<"open" | "handled" | "all">("open"),
  outbox: signal<"failed" | "pending" | "sent" | "all">("failed"),
  audit: signal(""),
};
