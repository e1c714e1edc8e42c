/** An API transaction (currency units): the builder the web and e2e tests share. */
export { aTransactionRow } from "#tests/fixtures/affiliate-rows.ts";

const specColumns =
  "Customer email, Customer country, Date, Status, Item, Coupon code, Currency, Amount paid (VAT incl.), Amount paid (VAT excl.), Discount, Affiliate commission";

/**
 * The transactions table's columns: the spec's, in its words and order (product spec, affiliate
 * dashboard), then the amount refunded (decision 077).
 */
export const specTransactionColumns = [...specColumns.split(", "), "Amount refunded"];
