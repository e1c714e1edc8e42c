/**
 * The site's languages at the edge (decision 054): every translated route in every language is
 * served with its own `lang`, canonical, translated title and the full reciprocal hreflang set;
 * an unknown or malformed language prefix is an unknown path, an unknown path under a language
 * leads to that language's home page; the Worker suggests a language,
 * never redirects to one.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, SUGGESTION_ATTRIBUTE } from "#common/language-choice.ts";
import { localizedPath } from "#common/locales.ts";
import { languagesOf, routes, shellPathFor } from "#common/routes.ts";
import { TEST_SITE_URL } from "./bindings";

const ORIGIN = "https://ticksim.app";
const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`https://ticksim.test${path}`, { redirect: "manual", ...init });

const translatedRoutes = routes.filter((r) => (r.languages ?? []).length > 1);
/**
 * The path a page's head names: an alias's (/features, /FAQ) target; a parameter route's one
 * shell (/affiliates/resetpassword/[token]), served for every value.
 */
const headPath = (route: (typeof routes)[number]) => route.canonical ?? shellPathFor(route);
const pages = translatedRoutes.flatMap((route) =>
  languagesOf(route).map((locale) => ({
    id: route.id,
    locale,
    // A parameter route asked for with a value: its shell in the path's language answers.
    path: localizedPath(locale, route.path.replace(/:\w+/g, "a-value")),
    canonical: localizedPath(locale, headPath(route)),
    route,
  })),
);
const englishTitle = (path: string) => routes.find((r) => r.path === path)?.title;

const alternatesIn = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);

describe("translated pages", () => {
  it("translates at least the home page", () => {
    expect(translatedRoutes.map((r) => r.id)).toContain("home");
  });

  it.each(pages)(
    "serves $path with lang $locale, its canonical and a translated title",
    async ({ locale, path, canonical, route }) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}" />`);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
      expect(title).toMatch(/ \| TickSim$/);
      if (locale !== "en") expect(title).not.toBe(englishTitle(route.path));
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${canonical}" />`);
    },
  );

  it.each(pages)("lists every translation of $path and x-default, the same set on each", async ({ path, route }) => {
    const html = await (await get(path)).text();
    const expected = [
      ...(route.languages ?? []).map((locale) => [locale, `${ORIGIN}${localizedPath(locale, headPath(route))}`]),
      ["x-default", `${ORIGIN}${headPath(route)}`],
    ];
    expect(alternatesIn(html)).toEqual(expected);
  });

  it("never lists the pseudo-locale, and keeps it out of search engines", async () => {
    const home = await (await get("/")).text();
    expect(home).not.toContain("en-XA");
    const pseudo = await (await get("/en-xa/")).text();
    expect(pseudo).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  const unlisted = translatedRoutes
    // An alias (/features, /FAQ) is out of the sitemap too, but its canonical link names its page.
    .filter((route) => route.sitemap === false && !("canonical" in route && route.canonical))
    .flatMap((route) => (route.languages ?? []).map((locale) => ({ path: localizedPath(locale, headPath(route)) })));
  it.each(unlisted)("keeps $path, left out of the sitemap, out of search engines (issue 41)", async ({ path }) => {
    expect(await (await get(path)).text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("gives an English-only page no alternates", async () => {
    expect(alternatesIn(await (await get("/blog")).text())).toEqual([]);
  });

  it("lists each translation with its alternates in sitemap.xml", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(
      `<url><loc>${ORIGIN}/ja/</loc><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/"/>`,
    );
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/></url>`);
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/blog</loc></url>`);
    expect(sitemap).not.toContain("en-xa");
  });
});

describe("language prefixes", () => {
  it.each(["/xx/", "/FR/", "/Fr/", "/en/", "/pt-BR/", "/zh/", "/xx/OrderSummary"])(
    "answers %s, under no language, as an unknown path: the main site address",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(TEST_SITE_URL);
    },
  );

  it.each([
    ["/fr/blog", "/fr/"],
    ["/fr/nope", "/fr/"],
    ["/fr//", "/fr/"],
    ["/fr/fr/", "/fr/"],
    ["/de/xyz", "/de/"],
    ["/de/index.html", "/de/"],
    ["/ja/%E6%97%A5", "/ja/"],
    ["/pt-br/pricing/nope", "/pt-br/"],
    ["/zh-hans/.vite/manifest.json", "/zh-hans/"],
  ])("keeps the language of the unknown path %s: its home page, %s (issue 41)", async (path, home) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${TEST_SITE_URL}${home}`);
  });

  it("keeps the language of an unknown path asked with any method", async () => {
    const res = await get("/it/whatever", { method: "POST", body: "x" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${TEST_SITE_URL}/it/`);
  });

  it("sends a language's bare prefix to its home page", async () => {
    const res = await get("/fr");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/fr/");
  });
});

describe("the language suggestion", () => {
  const suggestionOf = async (path: string, headers: Record<string, string>, country?: string) => {
    const res = await get(path, { headers, ...(country ? { cf: { country } } : {}) } as RequestInit);
    expect(res.status).toBe(200);
    const html = await res.text();
    return new RegExp(`<html [^>]*${SUGGESTION_ATTRIBUTE}="([^"]+)"`).exec(html)?.[1];
  };

  it.each([
    ["/", { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" }, undefined, "fr"],
    ["/", { "Accept-Language": "en-US,en;q=0.9" }, undefined, undefined],
    ["/", { "Accept-Language": "fr;q=banana" }, undefined, undefined],
    ["/", { "Accept-Language": "fr;q=banana" }, "DE", "de"],
    ["/", {}, "JP", "ja"],
    ["/", { "Accept-Language": "fr", Cookie: `${LANGUAGE_COOKIE}=en` }, undefined, undefined],
    ["/", { "Accept-Language": "fr", Cookie: `${LANGUAGE_COOKIE}=zh-Hans` }, undefined, "zh-Hans"],
    ["/fr/", { "Accept-Language": "fr" }, undefined, undefined],
    ["/fr/", { "Accept-Language": "de-AT" }, undefined, "de"],
    ["/blog", { "Accept-Language": "fr" }, undefined, undefined],
  ])("on %s with %j from %s suggests %s, and never redirects", async (path, headers, country, expected) => {
    expect(await suggestionOf(path, headers, country)).toBe(expected);
  });
});
