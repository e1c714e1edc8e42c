/**
 * The message catalogues (decision 054), the pages' and the mails' (decision 055): each language
 * has exactly English's keys, every translated route has its catalogues, a broken catalogue fails
 * the compile step, and each language keeps its own typography.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  compileCatalogue,
  compiledMailMessages,
  keyDifferences,
  MAIL_MESSAGES_DIR,
  MAIL_MESSAGES_FILE,
  MESSAGES_DIR,
  pseudoText,
  staleMailMessages,
} from "#build/messages.ts";
import { DEFAULT_LOCALE, isLocale, locales } from "#common/locales.ts";
import { cataloguesOf, pageIdOf, routes } from "#common/routes.ts";

const read = (locale: string, name: string, dir = MESSAGES_DIR): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, locale, `${name}.json`), "utf8"));

const filesIn = (dir: string) =>
  readdirSync(dir).flatMap((locale) =>
    readdirSync(join(dir, locale)).map((file) => ({ dir, locale, name: file.replace(/\.json$/, "") })),
  );
const files = filesIn(MESSAGES_DIR).map(({ locale, name }) => ({ locale, name }));
const allFiles = [...filesIn(MESSAGES_DIR), ...filesIn(MAIL_MESSAGES_DIR)];
const translations = allFiles.filter((f) => f.locale !== DEFAULT_LOCALE);

describe("catalogues on disk", () => {
  it.each([MESSAGES_DIR, MAIL_MESSAGES_DIR])("%s names only the site's languages", (dir) => {
    expect(readdirSync(dir).filter((l) => !isLocale(l))).toEqual([]);
  });

  it("has every mail in every language", () => {
    const mails = readdirSync(join(MAIL_MESSAGES_DIR, DEFAULT_LOCALE));
    for (const locale of locales) expect(readdirSync(join(MAIL_MESSAGES_DIR, locale))).toEqual(mails);
  });

  it.each(translations)("$dir/$locale/$name has exactly the keys of en/$name", ({ dir, locale, name }) => {
    expect(keyDifferences(read(DEFAULT_LOCALE, name, dir), read(locale, name, dir))).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(translations)("$dir/$locale/$name compiles (valid ICU)", ({ dir, locale, name }) => {
    expect(() => compileCatalogue(process.cwd(), locale, name, dir)).not.toThrow();
  });

  const translated = routes.flatMap((route) =>
    (route.languages ?? []).map((locale) => ({ id: route.id, locale, page: pageIdOf(route) })),
  );
  it.each(translated)("route $id in $locale has its catalogues", ({ locale, page }) => {
    for (const name of cataloguesOf(page)) expect(files).toContainEqual({ locale, name });
  });

  it("translates the home page into every language", () => {
    expect(routes.find((r) => r.id === "home")?.languages).toEqual(locales);
  });
});

describe("the compile step", () => {
  /** A messages folder with an English catalogue and one translation, as the build reads them. */
  function fixture(english: object, french: object): string {
    const root = mkdtempSync(join(tmpdir(), "catalogues-"));
    for (const [locale, catalogue] of [
      ["en", english],
      ["fr", french],
    ] as const) {
      mkdirSync(join(root, MESSAGES_DIR, locale), { recursive: true });
      writeFileSync(join(root, MESSAGES_DIR, locale, "page.json"), JSON.stringify(catalogue));
    }
    return root;
  }

  it.each([
    ["a missing key", { a: "A", b: "B" }, { a: "À" }, /missing \[b\], extra \[\]/],
    ["an extra key", { a: "A" }, { a: "À", c: "C" }, /missing \[\], extra \[c\]/],
    ["a message that is not ICU", { a: "{n, plural, one {#}}" }, { a: "{n, plural, one {#" }, /"a"/],
    ["a value that is no string", { a: "A" }, { a: 1 }, /"a" is not a string/],
  ])("fails on %s", (_, english, french, error) => {
    expect(() => compileCatalogue(fixture(english, french), "fr", "page")).toThrow(error);
  });

  it("compiles ICU plurals, which the runtime chooses by the language's rules", () => {
    const root = fixture(
      { n: "{count, plural, one {# item} other {# items}}" },
      { n: "{count, plural, one {# élément} other {# éléments}}" },
    );
    expect(compileCatalogue(root, "fr", "page").n).toEqual([
      ["count", "plural", { one: ["#", " élément"], other: ["#", " éléments"] }],
    ]);
  });

  it("makes the pseudo-locale from English: accented, about 40 % longer, placeholders kept", () => {
    const root = fixture({ a: "Pause {label} now", n: "{count, plural, one {# item} other {# items}}" }, {});
    const pseudo = compileCatalogue(root, "en-XA", "page");
    expect(pseudo.a?.[1]).toEqual(["label"]);
    expect(JSON.stringify(pseudo.n)).toContain('"#"');
    const text = pseudoText("Become the trader you want to be");
    expect(text).toMatch(/^Béçömé thé trádér ýöü wáñt tö bé ŵéƒ/);
    expect(text.length / "Become the trader you want to be".length).toBeGreaterThanOrEqual(1.35);
  });
});

describe("the Worker's compiled mails", () => {
  it("are the catalogues on disk, compiled (npm run messages:mail writes them)", () => {
    expect(staleMailMessages(process.cwd())).toBeUndefined();
  });

  it("are refused, naming the command, while they differ from the catalogues", () => {
    const root = mkdtempSync(join(tmpdir(), "mail-catalogues-"));
    for (const locale of locales) {
      mkdirSync(join(root, MAIL_MESSAGES_DIR, locale), { recursive: true });
      writeFileSync(join(root, MAIL_MESSAGES_DIR, locale, "note.json"), JSON.stringify({ hello: `Hello ${locale}` }));
    }
    expect(staleMailMessages(root)).toBe(
      `${MAIL_MESSAGES_FILE} does not match ${MAIL_MESSAGES_DIR}: run npm run messages:mail`,
    );
    writeFileSync(join(root, MAIL_MESSAGES_FILE), compiledMailMessages(root));
    expect(staleMailMessages(root)).toBeUndefined();
    expect(JSON.parse(compiledMailMessages(root)).fr).toEqual({ note: { hello: ["Hello fr"] } });
  });
});

describe("typography", () => {
  const messages = (locale: string) =>
    allFiles.filter((f) => f.locale === locale).flatMap((f) => Object.values(read(locale, f.name, f.dir)));

  it("writes French with « », and a no-break space before ; : ! ? and inside the guillemets", () => {
    const french = messages("fr");
    expect(french.filter((m) => / [;:!?»]|« |"/.test(m))).toEqual([]);
    expect(french.filter((m) => /[^\u00a0\u202f{][;:!?]|«[^\u202f]/.test(m.replace(/\{[^}]*\}/g, "{}")))).toEqual([]);
  });

  it.each(["ja", "zh-Hans"])("writes %s with full-width punctuation next to its own script", (locale) => {
    const cjk = "\\u3040-\\u30ff\\u3400-\\u9fff";
    const ascii = new RegExp(`[${cjk}][,.!?:;()]|[,.!?:;()][${cjk}]`);
    // A Markdown link's "(address)" is syntax, not punctuation (Stripe's checkout texts take links).
    const withoutLinkTargets = (m: string) => m.replace(/\]\([^)]*\)/g, "]");
    expect(messages(locale).filter((m) => ascii.test(withoutLinkTargets(m)))).toEqual([]);
  });

  it.each(["ja", "zh-Hans"])("writes %s numbers and their counters without a space (issue 41)", (locale) => {
    const cjk = "[\\u3040-\\u30ff\\u3400-\\u9fff]";
    // A number of its own (not a name's digits: "US500 の", "SMA 50 が"), a plural's #, or a placeholder
    // that stands for a count; a price ({price}) is the prices' line and keeps its own spacing.
    const count =
      "(?:(?<![A-Za-z\\d-] ?)\\d[\\d,.]*%?(?![A-Za-z\\d])|#|\\{(?:assets|years|count|days|months|min|minimum|n|number|position|themes|total|matches|free_share|yearly_saving|yearly_discount)\\})";
    const spaced = new RegExp(`${cjk} ${count}|${count} ${cjk}`, "u");
    expect(messages(locale).filter((m) => spaced.test(m))).toEqual([]);
  });
});
