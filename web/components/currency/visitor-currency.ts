/**
 * The visitor's currency (decision 056): the Worker writes it on <html data-currency> before the
 * page is served (their choice, else their country's); the switcher changes it there and
 * remembers it. Prices need no JavaScript to show it (LocalAmount's CSS reads the attribute); the
 * switcher and the checkout read it here.
 */
import { useSyncExternalStore } from "react";
import {
  CURRENCY_ATTRIBUTE,
  CURRENCY_COOKIE,
  CURRENCY_COOKIE_DAYS,
  licenceCurrencyOf,
} from "#common/currency-choice.ts";
import { LICENCE_DEFAULT_CURRENCY, type LicenceCurrency } from "#common/prices.ts";
import { setCookie } from "#web/lib/cookies.ts";

const listeners = new Set<() => void>();

/** The currency <html> names; the default where it names none (a page not served by the Worker) or a wrong one. */
export function currentCurrency(doc: Document = document): LicenceCurrency {
  return licenceCurrencyOf(doc.documentElement.getAttribute(CURRENCY_ATTRIBUTE)) ?? LICENCE_DEFAULT_CURRENCY;
}

/** Every price on the page shows `currency` at once; nothing is remembered (the checkout charged another than the visitor's). */
export function showCurrency(currency: LicenceCurrency, doc: Document = document): void {
  doc.documentElement.setAttribute(CURRENCY_ATTRIBUTE, currency);
  for (const listener of listeners) listener();
}

/** The visitor picked a currency: every price on the page shows it at once, and the next visit too. */
export function chooseCurrency(currency: LicenceCurrency, doc: Document = document): void {
  setCookie(doc, CURRENCY_COOKIE, currency, CURRENCY_COOKIE_DAYS);
  showCurrency(currency, doc);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The visitor's currency, for what JavaScript does with it. While hydrating it is the default, as
 * the prerender knew no visitor; what is painted never depends on it (LocalAmount is CSS).
 */
export const useVisitorCurrency = (): LicenceCurrency =>
  useSyncExternalStore(
    subscribe,
    () => currentCurrency(),
    () => LICENCE_DEFAULT_CURRENCY,
  );
