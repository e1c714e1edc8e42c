/** The language of a partner's or buyer's mails (decision 055), named in English for the operator. */
import { type Locale, locales } from "#common/locales.ts";
import styles from "./console.module.css";
import { english } from "./format";

/** "French", "Brazilian Portuguese", "Simplified Chinese": what the console calls a language. */
export const languageName = (locale: Locale) => english.language(locale);

interface Props {
  readonly label: string;
  readonly value: string;
  readonly onChange: (locale: Locale) => void;
  readonly disabled?: boolean;
}

export function LanguageSelect({ label, value, onChange, disabled = false }: Props) {
  return (
    <label className={styles.label}>
      {label}
      <select
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Locale)}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale}>
            {languageName(locale)}
          </option>
        ))}
      </select>
    </label>
  );
}
