/**
 * Whether the licence's price includes VAT ("inclusive") or VAT is added at checkout
 * ("exclusive"). The one setting both sides read: the pricing and order pages say "plus VAT where
 * applicable" or "VAT included" from it (their catalogue's `licence_vat_*` messages), and the
 * Worker refuses to sell a Stripe Price whose `tax_behavior` says otherwise
 * (docs/decisions/018-tax-behaviour-setting.md). Kept apart from the checkout contract so the
 * pricing pages do not load zod for one constant.
 */
type TaxBehavior = "exclusive" | "inclusive";
export const LICENCE_TAX_BEHAVIOR: TaxBehavior = "exclusive";
