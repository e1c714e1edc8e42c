/**
 * Prices in the visitor's currency, with no JavaScript and no layout shift: every currency's text
 * is rendered, stacked, and CSS shows the one <html data-currency> names (decision 056). The
 * texts are local-prices.ts's, from common/prices.ts and common/tax.ts: the very numbers the
 * Stripe Price carries, with the tax as the checkout charges it (decision 069).
 */
import { LICENCE_CURRENCIES, type LicenceCurrency } from "#common/prices.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./currency.module.css";
import { type ByCurrency, byCurrency, type LocalPrices, localPricesIn } from "./local-prices";
import { pricesMessages } from "./prices-messages";

/**
 * The same texts in every currency, one shown: the switcher's label uses it too. `end`: a shorter
 * text sits at the end of the cell, against what follows it ("€249 per life"), not before a gap.
 */
export function CurrencyStack({ texts, end = false }: { readonly texts: ByCurrency; readonly end?: boolean }) {
  return (
    <span className={end ? `${styles.stack} ${styles.end}` : styles.stack}>
      {LICENCE_CURRENCIES.map((currency) => (
        <span key={currency} className={styles.variant} data-in={currency}>
          {texts[currency]}
        </span>
      ))}
    </span>
  );
}

/** A text per currency, each written from that currency's prices in the page's language. */
export function useLocalTexts(): (write: (prices: LocalPrices) => string) => ByCurrency {
  const format = formatterOf(useLocale());
  const t = useMessages(pricesMessages);
  return (write) => byCurrency((currency) => localPricesIn(format, t, currency), write);
}

/** A text that names a price, its currency or its tax: one per currency, the visitor's shown. */
export function LocalText({ write }: { readonly write: (prices: LocalPrices) => string }) {
  return <CurrencyStack texts={useLocalTexts()(write)} />;
}

/** The lifetime licence's price: "$269", "249 €", "￥39,800". */
export const LicencePrice = () => <CurrencyStack texts={useLocalTexts()((p) => p.licence)} end />;

/** How the licence's price stands to tax: "plus VAT where applicable", or its tax included. */
export const LicenceTaxNote = () => <LocalText write={(p) => p.taxNote} />;

/**
 * A sentence that names the licence's price (with its tax where the price includes it) or its
 * currency: a catalogue message with `{price}` or a `{currency, select, ...}` (ICU).
 */
export function LicenceText({ write }: { readonly write: (price: string, currency: LicenceCurrency) => string }) {
  return <LocalText write={(p) => write(p.licenceInText, p.currency)} />;
}
