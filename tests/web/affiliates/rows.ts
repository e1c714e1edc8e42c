import type { AffiliateTransaction } from "#common/api/affiliates.ts";

/** An API transaction (currency units) for web tests. */
export function aTransactionRow(overrides: Partial<AffiliateTransaction> = {}): AffiliateTransaction {
  return {
    CustomerEmail: "customer@example.com",
    CustomerCountry: "FR",
    Created: Date.UTC(2026, 0, 15, 12),
    Status: "paid",
    Item: "Live_LifetimeLicense",
    CouponCode: "",
    Currency: "usd",
    AmountPaid: 269,
    AmountSubtotal: 224.17,
    AmountDiscount: 0,
    AmountCommission: 80.7,
    Recurring: false,
    Refunded: false,
    ...overrides,
  };
}

const specColumns =
  "Customer email, Customer country, Date, Status, Item, Coupon code, Currency, Amount paid (VAT incl.), Amount paid (VAT excl.), Discount, Affiliate commission";

/** The transactions table's columns in the spec's words and order (product spec, affiliate dashboard). */
export const specTransactionColumns = specColumns.split(", ");
