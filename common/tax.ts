/**
 * Whether the licence's 269 USD include VAT ("inclusive") or VAT is added at checkout
 * ("exclusive"). The one setting both sides read: the pricing and order pages say "plus VAT where
 * applicable" or "VAT included" from it, and the Worker refuses to sell a Stripe Price whose
 * `tax_behavior` says otherwise (docs/decisions/018-tax-behaviour-setting.md). Kept apart from
 * the checkout contract so the pricing pages do not load zod for one constant.
 */
type TaxBehavior = "exclusive" | "inclusive";
export const LICENCE_TAX_BEHAVIOR: TaxBehavior = "exclusive";

const taxNote = (behavior: TaxBehavior) => (behavior === "inclusive" ? "VAT included" : "plus VAT where applicable");

/**
 * The line the English pricing and order pages print under the licence's price (their catalogue's
 * `licence_vat_*`). A pure call, which the bundler drops from the pages that do not read it, so no
 * translated page ships this English (an object lookup stayed in their chunks).
 */
export const LICENCE_TAX_NOTE: string = /* @__PURE__ */ taxNote(LICENCE_TAX_BEHAVIOR);
