/**
 * The licence's price in the visitor's currency, with no JavaScript and no layout shift: every
 * currency's text is rendered, stacked, and CSS shows the one <html data-currency> names
 * (decision 056). The amounts are common/prices.ts's, the very numbers the Stripe Price carries.
 */
import { LICENCE_CURRENCIES, LICENCE_PRICES, type LicenceCurrency } from "#common/prices.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale } from "#web/i18n/messages.ts";
import styles from "./currency.module.css";

/** The same texts in every currency, one shown: the switcher's label uses it too. */
export function CurrencyStack({ texts }: { readonly texts: Readonly<Record<LicenceCurrency, string>> }) {
  return (
    <span className={styles.stack}>
      {LICENCE_CURRENCIES.map((currency) => (
        <span key={currency} className={styles.variant} data-in={currency}>
          {texts[currency]}
        </span>
      ))}
    </span>
  );
}

/** An amount per currency (minor units), written in the page's language: "$269", "249 €", "￥39,800". */
export function LocalAmount({ amounts }: { readonly amounts: Readonly<Record<LicenceCurrency, number>> }) {
  const format = formatterOf(useLocale());
  const texts = Object.fromEntries(
    LICENCE_CURRENCIES.map((currency) => [
      currency,
      format.money(amounts[currency], { currency, decimals: "when-needed" }),
    ]),
  ) as Record<LicenceCurrency, string>;
  return <CurrencyStack texts={texts} />;
}

/** The lifetime licence's price. */
export const LicencePrice = () => <LocalAmount amounts={LICENCE_PRICES} />;
