import { config } from "#web/config.ts";

/** The seller's identity in one line (the footer's): who sells, where, and its registration. */
export function sellerLine(seller = config.seller): string {
  return `TickSim is sold by ${seller.name}, ${seller.address}. Registered with ${seller.register}, number ${seller.registrationNumber}.`;
}
