/**
 * The licence's price in the visitor's currency, with no JavaScript and no layout shift: every
 * currency's text is rendered, stacked, and CSS shows the one <html data-currency> names
 * (decision 056). The amounts are common/prices.ts's, the very numbers the Stripe Price carries.
 */
import { LICENCE_CURRENCIES, LICENCE_PRICES, type LicenceCurrency } from "#common/prices.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale } from "#web/i18n/messages.ts";
import styles from "./currency.module.css";

/**
 * The same texts in every currency, one shown: the switcher's label uses it too. `end`: a shorter
 * text sits at the end of the cell, against what follows it ("€249 per life"), not before a gap.
 */
export function CurrencyStack({
  texts,
  end = false,
}: {
  readonly texts: Readonly<Record<LicenceCurrency, string>>;
  readonly end?: boolean;
}) {
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

/** A text per currency: `write` gets the currency and the licence's price in it, written in the page's language. */
function useLicenceTexts(write: (price: string, currency: LicenceCurrency) => string) {
  const format = formatterOf(useLocale());
  return Object.fromEntries(
    LICENCE_CURRENCIES.map((currency) => [
      currency,
      write(format.money(LICENCE_PRICES[currency], { currency, decimals: "when-needed" }), currency),
    ]),
  ) as Record<LicenceCurrency, string>;
}

/** The lifetime licence's price: "$269", "249 €", "￥39,800". */
export const LicencePrice = () => <CurrencyStack texts={useLicenceTexts((price) => price)} end />;

/**
 * A sentence that names the licence's price or its currency, in every currency, one shown: a
 * catalogue message with `{price}` or a `{currency, select, ...}` (ICU) becomes one text each.
 */
export function LicenceText({ write }: { readonly write: (price: string, currency: LicenceCurrency) => string }) {
  return <CurrencyStack texts={useLicenceTexts(write)} />;
}
