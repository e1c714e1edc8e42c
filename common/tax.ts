/**
 * Whether the licence's 269 USD include VAT ("inclusive") or VAT is added at checkout
 * ("exclusive"). The one setting both sides read: the pricing and order pages say "plus VAT where
 * applicable" or "VAT included" from it, and the Worker refuses to sell a Stripe Price whose
 * `tax_behavior` says otherwise (docs/decisions/018-tax-behaviour-setting.md). Kept apart from
 * the checkout contract so the pricing pages do not load zod for one constant.
 */
export const LICENCE_TAX_BEHAVIOR: "exclusive" | "inclusive" = "exclusive";

const TAX_NOTES = { inclusive: "VAT included", exclusive: "plus VAT where applicable" } as const;

/** The line the pricing and order pages print under the licence's price. */
export const LICENCE_TAX_NOTE: string = TAX_NOTES[LICENCE_TAX_BEHAVIOR];
