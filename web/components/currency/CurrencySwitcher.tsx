/**
 * Where the visitor picks the currency prices are shown and charged in (decision 056). A native
 * select lies over the visible text: the text is CSS-chosen from <html data-currency>, right at
 * the first paint, and the select brings the keyboard, the list and the accessible name.
 */
import { useId } from "react";
import { licenceCurrencyOf } from "#common/currency-choice.ts";
import { type Locale, PSEUDO_LOCALE } from "#common/locales.ts";
import { LICENCE_CURRENCIES, type LicenceCurrency } from "#common/prices.ts";
import { useLocale } from "#web/i18n/messages.ts";
import styles from "./currency.module.css";
import { CurrencyStack } from "./LocalAmount";
import { chooseCurrency, useVisitorCurrency } from "./visitor-currency";

/** The control's one word, in each language (like the language switcher's words, on every page that has it). */
const CURRENCY_WORD: Readonly<Record<Locale, string>> = {
  en: "Currency",
  es: "Moneda",
  "pt-BR": "Moeda",
  fr: "Devise",
  de: "Währung",
  it: "Valuta",
  ja: "通貨",
  "zh-Hans": "货币",
};

/** ISO codes: read the same in every language. */
const codes = Object.fromEntries(LICENCE_CURRENCIES.map((c) => [c, c.toUpperCase()])) as Record<
  LicenceCurrency,
  string
>;

/** `onChange`: after the switch, for what must follow it (the order page starts a checkout in the new currency). */
export function CurrencySwitcher({ onChange }: { readonly onChange?: (currency: LicenceCurrency) => void } = {}) {
  const locale = useLocale();
  const currency = useVisitorCurrency();
  const id = useId();
  return (
    <span className={styles.switcher}>
      <label htmlFor={id}>{CURRENCY_WORD[locale === PSEUDO_LOCALE ? "en" : locale]}</label>
      <span className={styles.control}>
        <span aria-hidden="true">
          <CurrencyStack texts={codes} />
        </span>
        <span className={styles.chevron} aria-hidden="true" />
        <select
          id={id}
          className={styles.select}
          value={currency}
          onChange={(event) => {
            const chosen = licenceCurrencyOf(event.target.value);
            if (!chosen) return;
            chooseCurrency(chosen);
            onChange?.(chosen);
          }}
        >
          {LICENCE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {codes[code]}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
}
