/// <reference types="vite/client" />
/**
 * The legal pages as served, prerendered in every language (issue 41 point 7): each in its
 * language, with its translated title, the note and the clause that the English version governs
 * (linked), and, for the terms, every currency the pages sell and the configured trial length.
 */
import { SELF } from "cloudflare:test";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, locales } from "#common/locales.ts";
import { LICENCE_CURRENCIES, WEB_PLAN_CURRENCY } from "#common/prices.ts";
import { pathTo } from "#common/routes.ts";

type Catalogue = Readonly<Record<string, string>>;
const catalogues = import.meta.glob<Catalogue>("../../web/i18n/messages/*/*.json", { eager: true, import: "default" });
const message = (locale: string, name: string, key: string) =>
  catalogues[`../../web/i18n/messages/${locale}/${name}.json`]?.[key] as string;
const envFile = import.meta.glob<string>("../../web/.env", { eager: true, query: "?raw", import: "default" });
const trialDays = parseEnv(Object.values(envFile)[0] ?? "").VITE_TRIAL_DAYS;

const get = async (path: string) => (await SELF.fetch(`https://ticksim.test${path}`)).text();
/** The HTML of the prerendered section under `<h2 id="…">`, up to the next level-2 heading. */
const section = (html: string, id: string) => {
  const start = html.indexOf(`<h2 id="${id}">`);
  expect(start, `section #${id}`).toBeGreaterThan(0);
  const end = html.indexOf("<h2 ", start + 1);
  return html.slice(start, end);
};
const pages = locales.flatMap((locale) =>
  (["terms", "privacy"] as const).map((id) => ({ id, locale, path: pathTo(id, {}, locale) })),
);

describe("the legal pages, prerendered", () => {
  it("read the trial's length from the configuration", () => {
    expect(trialDays).toMatch(/^\d+$/);
  });

  it.each(pages)("$path is in $locale, says the English version governs and links it", async ({ id, locale, path }) => {
    const html = await get(path);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<title>${message(locale, id, "meta_title")} | TickSim</title>`);
    expect(html).not.toContain("{{");
    const language = section(html, "language");
    if (locale === DEFAULT_LOCALE) {
      expect(language).toContain("If a translation differs from this English version, this English version governs.");
      expect(html).not.toContain(message(locale, "legal", "translation"));
    } else {
      expect(language).toContain(`href="${pathTo(id)}"`);
      expect(html).toContain(message(locale, "legal", "translation"));
    }
  });

  it.each(pages.filter((p) => p.id === "terms"))(
    "$path names every currency sold and the trial's configured length",
    async ({ path }) => {
      const html = await get(path);
      const fees = section(html, "fees-and-payment");
      for (const code of [...LICENCE_CURRENCIES, WEB_PLAN_CURRENCY]) expect(fees).toContain(code.toUpperCase());
      expect(section(html, "free-plan-and-free-trial")).toMatch(new RegExp(`\\b${trialDays}\\s?(?:[^\\d<]|$)`));
    },
  );
});
