import { readConsent } from "#web/lib/consent.ts";

/**
 * The measurement needs no consent (anonymous, first-party, aggregated), but an objection is
 * honoured: a refusal of analytics in the consent banner, or the browser's Global Privacy Control.
 */
export function visitorObjects(win: Window = window, consent = readConsent): boolean {
  return consent() === "denied" || (win.navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
