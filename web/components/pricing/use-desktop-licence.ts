/** The desktop licence's card in the page's language (the pricing pages and the order page). */

import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { type DesktopLicence, desktopLicenceIn } from "#web/content/pricing/plans.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { pricingCommonMessages } from "./pricing-common-messages";

export const useDesktopLicence = (): DesktopLicence =>
  desktopLicenceIn(useMessages(pricingCommonMessages), useMatrixWords());
