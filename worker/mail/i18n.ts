/**
 * The mails' words and formats in the recipient's language (decision 055). Each mail has a
 * catalogue per language in worker/mail/messages/<locale>/<mail>.json (and "checkout", the words the
 * Worker adds to Stripe's checkout form), ICU MessageFormat, checked
 * and compiled by the site's own step (build/messages.ts) into messages.generated.json: a missing
 * or extra key, a message that is not ICU, or a compiled file that no longer matches fails the
 * build and the tests. Keys are typed by the English file.
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { mailLanguage } from "#common/api/fields.ts";
import { type Formatter, formatterOf } from "#common/format.ts";
import type { Locale } from "#common/locales.ts";
import { pathTo, type RouteId } from "#common/routes.ts";
import { siteAddress } from "#common/site-url.ts";
import type { Inline, MailBrand, MailLink } from "./layout";
import compiled from "./messages.generated.json" with { type: "json" };

/**
 * Language -> mail -> compiled messages (build/messages.ts MAIL_MESSAGES_FILE, `npm run messages:mail`).
 * TypeScript reads the JSON's arrays as plain arrays, not Lingui's compiled-message tuples: the file
 * is Lingui's own compiler output, so it is taken as such.
 */
const catalogues = compiled as unknown as Readonly<Record<string, Readonly<Record<string, Messages>>>>;

/**
 * A recipient's language as a mail reads it from a session's metadata or a row: one of the
 * site's languages, anything else (missing, unknown, malformed) English.
 */
export const mailLocaleOf = (value: unknown): Locale => mailLanguage.parse(value);

export type Values = Readonly<Record<string, string | number>>;

/** A mail's words and formats in one language. */
export interface MailText<Key extends string> {
  readonly locale: Locale;
  readonly t: (key: Key, values?: Values) => string;
  readonly format: Formatter;
}

const loaded = new Map<string, I18n>();

function i18nOf(mail: string, locale: Locale): I18n {
  const id = `${locale}/${mail}`;
  let i18n = loaded.get(id);
  if (!i18n) {
    const messages = catalogues[locale]?.[mail];
    if (!messages) throw new Error(`no ${locale} catalogue for the ${mail} mail`);
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    loaded.set(id, i18n);
  }
  return i18n;
}

/** `mailText<keyof typeof en>("licence", locale)`, with `en` the type of messages/en/licence.json. */
export function mailText<Key extends string>(mail: string, locale: Locale): MailText<Key> {
  const i18n = i18nOf(mail, locale);
  return { locale, t: (key, values) => i18n._(key, values), format: formatterOf(locale) };
}

/** A page of the site in the mail's language where it is translated, the English page until then. */
export const pageIn = (brand: MailBrand, id: RouteId, locale: Locale): string =>
  siteAddress(brand.siteUrl, pathTo(id, {}, locale));

/** Marks a placeholder's place in a rendered message, to cut it there: private-use characters no text carries. */
const MARK = "\uE000";

/**
 * A message whose placeholders are links, as running text: "Write to {support}" with
 * `{ support: { label, url } }` -> ["Write to ", { label, url }]. The words around a link are the
 * language's, the link where its grammar puts it.
 */
export function withLinks<Key extends string>(
  text: MailText<Key>,
  key: Key,
  links: Readonly<Record<string, MailLink>>,
): Inline[] {
  const marked = text.t(key, Object.fromEntries(Object.keys(links).map((name) => [name, `${MARK}${name}${MARK}`])));
  return marked
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? (links[part] ?? part) : part))
    .filter((part) => part !== "");
}
