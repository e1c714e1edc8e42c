/**
 * Each language's glossary (web/i18n/glossary/<locale>.json, issue 41): one word for each of the
 * product's terms and one form of address. Every message of the language, the pages' and the
 * mails', and every paragraph of its legal pages, is read for the variants the glossary forbids; a failure names the file, the key, the
 * variant and the word to use, so whoever adds a message sees what to change.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAIL_MESSAGES_DIR, MESSAGES_DIR } from "#build/messages.ts";
import { DEFAULT_LOCALE, locales } from "#common/locales.ts";

const GLOSSARY_DIR = "web/i18n/glossary";

interface Term {
  readonly en: string;
  readonly use: string;
  readonly avoid: readonly string[];
}
interface Glossary {
  readonly address: { readonly form: string; readonly avoid: readonly string[] };
  readonly terms: readonly Term[];
}

const glossaryOf = (locale: string): Glossary => JSON.parse(readFileSync(join(GLOSSARY_DIR, `${locale}.json`), "utf8"));

/** Japanese and Chinese do not separate words: a variant is forbidden wherever it stands. */
const unspaced = (locale: string) => locale === "ja" || locale.startsWith("zh");

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A variant as a whole word (no letter touching it) or, in an unspaced language, anywhere. */
const matcherOf = (variant: string, locale: string) =>
  unspaced(locale) ? new RegExp(literal(variant), "u") : new RegExp(`(?<!\\p{L})${literal(variant)}(?!\\p{L})`, "u");

/** A message's words: placeholder names (`{days}`, `{count, plural,`) are not text. */
const wordsOf = (message: string) => message.replace(/\{\s*\w+\s*(?:,\s*\w+\s*,?)?\}?/g, " ");

interface Message {
  readonly file: string;
  readonly key: string;
  readonly text: string;
}

/**
 * The translated legal pages (web/content/legal/<locale>/*.md), a paragraph as a message; their
 * placeholders ({{trial.length}}) and heading anchors ({#free-plan-and-free-trial}, English in every
 * language) are not text.
 */
const LEGAL_DIR = "web/content/legal";

function legalParagraphsOf(locale: string): Message[] {
  return readdirSync(join(LEGAL_DIR, locale)).flatMap((name) => {
    const file = join(LEGAL_DIR, locale, name);
    return readFileSync(file, "utf8")
      .split(/\n{2,}/)
      .map((text, i) => ({ file, key: `paragraph ${i + 1}`, text: text.replace(/\{\{[^}]*\}\}|\{#[^}]*\}/g, " ") }));
  });
}

function messagesOf(locale: string): Message[] {
  return [
    ...[MESSAGES_DIR, MAIL_MESSAGES_DIR].flatMap((dir) =>
      readdirSync(join(dir, locale)).flatMap((name) => {
        const file = join(dir, locale, name);
        const catalogue: Record<string, string> = JSON.parse(readFileSync(file, "utf8"));
        return Object.entries(catalogue).map(([key, text]) => ({ file, key, text: wordsOf(text) }));
      }),
    ),
    ...legalParagraphsOf(locale),
  ];
}

interface Rule {
  readonly variant: string;
  readonly instead: string;
}

const rulesOf = (glossary: Glossary): Rule[] => [
  ...glossary.address.avoid.map((variant) => ({ variant, instead: `the form of address "${glossary.address.form}"` })),
  ...glossary.terms.flatMap((term) =>
    term.avoid.map((variant) => ({ variant, instead: `"${term.use}" (${term.en})` })),
  ),
];

/** Every use of a forbidden variant, as "file key: variant, write ... instead". */
function violations(locale: string, messages: readonly Message[], glossary: Glossary): string[] {
  const rules = rulesOf(glossary).map((rule) => ({ ...rule, matcher: matcherOf(rule.variant, locale) }));
  return messages.flatMap(({ file, key, text }) =>
    rules
      .filter(({ matcher }) => matcher.test(text))
      .map(({ variant, instead }) => `${file} "${key}": "${variant}", write ${instead} instead`),
  );
}

const translations = locales.filter((locale) => locale !== DEFAULT_LOCALE);

describe("the glossaries", () => {
  it("cover every language but English, and only the site's languages", () => {
    expect(
      readdirSync(GLOSSARY_DIR)
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual(translations.map((locale) => `${locale}.json`).sort());
  });

  it.each(translations)("%s translates the statistics and data centres", (locale) => {
    const named = glossaryOf(locale).terms.filter((t) => /statistics centre|data centre/.test(t.en));
    expect(named.map((t) => t.en)).toEqual(["statistics centre", "data centre"]);
    for (const term of named) {
      expect(term.avoid).toContain(term.en === "data centre" ? "Data center" : "Statistic center");
    }
  });

  it.each(translations)("%s never forbids the word it uses", (locale) => {
    const glossary = glossaryOf(locale);
    const clashes = glossary.terms.filter(
      (term) => violations(locale, [{ file: "", key: "", text: term.use }], glossary).length > 0,
    );
    expect(clashes.map((t) => t.en)).toEqual([]);
  });
});

describe("the catalogues keep to their glossary", () => {
  it.each(translations)("%s writes no forbidden variant", (locale) => {
    expect(violations(locale, messagesOf(locale), glossaryOf(locale))).toEqual([]);
  });

  it("names the file, the key, the variant and the word to use", () => {
    const glossary: Glossary = {
      address: { form: "Sie", avoid: ["du"] },
      terms: [{ en: "session", use: "Sitzung", avoid: ["Session"] }],
    };
    const messages = [
      { file: "de/home.json", key: "a", text: "Ihre Backtest-Session" },
      { file: "de/home.json", key: "b", text: "Sessions, die du liebst" },
      { file: "de/home.json", key: "c", text: "Ihre Sitzung und {duration}" },
    ];
    expect(violations("de", messages, glossary)).toEqual([
      'de/home.json "a": "Session", write "Sitzung" (session) instead',
      'de/home.json "b": "du", write the form of address "Sie" instead',
    ]);
    expect(
      violations("zh-Hans", [{ file: "f", key: "k", text: "你好" }], {
        address: { form: "您", avoid: ["你"] },
        terms: [],
      }),
    ).toHaveLength(1);
  });
});
