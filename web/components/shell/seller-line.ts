import type { Translate } from "#web/i18n/messages.ts";
import type { ShellKey } from "#web/i18n/shell-messages.ts";
import { config } from "#web/lib/config.ts";

/** The seller's identity in one line (the footer's), in the page's language: who sells, where, and its registration. */
export function sellerLine(t: Translate<ShellKey>, seller = config.seller): string {
  return t("seller", {
    name: seller.name,
    address: seller.address,
    register: seller.register,
    number: seller.registrationNumber,
  });
}
