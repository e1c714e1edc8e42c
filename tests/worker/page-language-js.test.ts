/// <reference types="vite/client" />
/**
 * A page ships only its own language's messages (issue 29, decision 054): the JavaScript a
 * prerendered page loads first (the entry and the modules its starter preloads) holds its
 * catalogues' text in its language, English pages' too, and a translated page none of the English
 * text.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageModules } from "#build/code-after-paint.ts";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "#common/locales.ts";
import { cataloguesOf, pageIdOf, routes } from "#common/routes.ts";

type Catalogue = Readonly<Record<string, string>>;
const files = import.meta.glob<Catalogue>("../../web/i18n/messages/*/*.json", { eager: true, import: "default" });
const catalogue = (locale: string, name: string): Catalogue | undefined =>
  files[`../../web/i18n/messages/${locale}/${name}.json`];

/** English the entry holds for every page: the route table's titles and descriptions (the head's). */
const inRouteTable = (text: string) => routes.some((r) => r.title.includes(text) || r.description.includes(text));

/**
 * A few of a catalogue's English messages that the built JS holds verbatim: plain sentences, no
 * placeholder or quote (escaped in the chunk), none the route table also says.
 */
function englishSentences(name: string): string[] {
  return Object.values(catalogue(DEFAULT_LOCALE, name) ?? {})
    .filter((text) => text.length >= 24 && /^[\w ,.:;!?()-]+$/.test(text) && !inRouteTable(text))
    .slice(0, 3);
}

const get = (path: string) => SELF.fetch(`https://ticksim.test${path}`);
const assets = new Map<string, Promise<string>>();
/** A built file's text, fetched once: the pages share most of their chunks. */
function asset(path: string): Promise<string> {
  const cached = assets.get(path);
  if (cached) return cached;
  const text = get(path).then((res) => res.text());
  assets.set(path, text);
  return text;
}

/** The page's entry and the modules it preloads (decision 064), their text joined. */
async function firstLoadJs(path: string): Promise<string> {
  const scripts = pageModules(await (await get(path)).text());
  expect(scripts.length).toBeGreaterThan(1);
  return (await Promise.all(scripts.map(asset))).join("\n");
}

// The translated pages without parameters: each is its own prerendered file.
const translated = routes.filter((r) => (r.languages ?? []).length > 1 && !r.path.includes(":"));
const pagesIn = (keep: (locale: Locale) => boolean) =>
  translated.flatMap((route) =>
    (route.languages ?? [])
      .filter(keep)
      .map((locale) => ({ path: localizedPath(locale, route.path), locale, names: cataloguesOf(pageIdOf(route)) })),
  );

describe("the first-load JS of a page", () => {
  it("finds sentences to look for", () => {
    expect(englishSentences("shell").length).toBeGreaterThan(0);
    expect(englishSentences("features-desktop").length).toBeGreaterThan(0);
  });

  it.each(pagesIn((locale) => locale === DEFAULT_LOCALE))(
    "of $path holds its catalogues in English",
    async ({ path, names }) => {
      const js = await firstLoadJs(path);
      const missing = names.flatMap((name) => englishSentences(name).filter((sentence) => !js.includes(sentence)));
      expect(missing).toEqual([]);
    },
  );

  it.each(pagesIn((locale) => locale !== DEFAULT_LOCALE))(
    "of $path holds none of their English",
    async ({ path, locale, names }) => {
      const js = await firstLoadJs(path);
      const english = names.flatMap((name) => {
        const translations = Object.values(catalogue(locale, name) ?? {});
        return englishSentences(name).filter((sentence) => !translations.includes(sentence) && js.includes(sentence));
      });
      expect(english).toEqual([]);
    },
  );
});
