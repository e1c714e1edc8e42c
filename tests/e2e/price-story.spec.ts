/**
 * One price story per visitor (issue 41 point 1, decisions 069 and 070), in a real browser: with a
 * currency cookie, every page that shows a price (the landing's teaser, the comparison, the
 * pricing pages, the desktop page, the order page) shows prices in that currency only, in the text
 * a visitor sees (innerText: what CSS hides is not in it). Once as the Worker serves the
 * prerendered HTML with JavaScript off (the first paint, before any hydration), once hydrated.
 */
import type { Page } from "@playwright/test";
import { CURRENCY_COOKIE } from "#common/currency-choice.ts";
import { formatterOf } from "#common/format.ts";
import type { SiteLocale } from "#common/locales.ts";
import { LICENCE_CURRENCIES, LICENCE_PRICES, type LicenceCurrency } from "#common/prices.ts";
import { pathTo, type RouteId } from "#common/routes.ts";
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { hydrated } from "./support/hydration";

const pagesWithPrices = [
  "home",
  "comparison",
  "pricing",
  "pricing-desktop",
  "desktop",
  "order-summary",
] as const satisfies readonly RouteId[];
const languages = ["en", "de", "ja", "pt-BR"] as const satisfies readonly SiteLocale[];
/** Hydrated, each currency in one language (the markup is the prerendered one): its market's where there is one. */
const hydratedIn: Readonly<Record<LicenceCurrency, SiteLocale>> = {
  usd: "en",
  eur: "de",
  gbp: "en",
  jpy: "ja",
  brl: "pt-BR",
};

/** The licence's price as a page in `locale` writes it: "249 €", "￥39,800", "R$ 1.399". */
const licenceText = (locale: SiteLocale, currency: LicenceCurrency) =>
  formatterOf(locale).money(LICENCE_PRICES[currency], { currency, decimals: "when-needed" });

/** A currency's sign as a page in `locale` writes it ("€", "$", "US$", "R$", "￥"): the price without its number. */
const signOf = (locale: SiteLocale, currency: LicenceCurrency) =>
  licenceText(locale, currency).replace(/[\d.,\s\u00a0\u202f]/g, "");

const escapeRegExp = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, "\\$&");

/** Every amount with a currency sign in `text`, as [sign, match]: "249 €", "$269", "US$ 269", "0 $". */
function pricesIn(text: string, locale: SiteLocale): { readonly currency: LicenceCurrency; readonly text: string }[] {
  const signs = LICENCE_CURRENCIES.map((currency) => ({ currency, sign: signOf(locale, currency) })).sort(
    (a, b) => b.sign.length - a.sign.length,
  );
  const any = signs.map((s) => escapeRegExp(s.sign)).join("|");
  const space = "[\\s\\u00a0\\u202f]?";
  // An amount ends on a digit: "$269." at the end of a sentence is "$269".
  const amount = "\\d(?:[\\d.,]*\\d)?";
  const pattern = new RegExp(`(?:${any})${space}${amount}|${amount}${space}(?:${any})`, "g");
  return [...text.matchAll(pattern)].map(([match]) => {
    const found = signs.find((s) => match.startsWith(s.sign) || match.endsWith(s.sign));
    return { currency: found?.currency ?? "usd", text: match };
  });
}

/** The text a visitor sees on the page: visibility:hidden and display:none left out, as innerText does. */
const seenText = (page: Page) => page.evaluate(() => document.body.innerText);

async function expectOnePriceStory(page: Page, locale: SiteLocale, currency: LicenceCurrency, where: string) {
  const prices = pricesIn(await seenText(page), locale);
  expect(
    prices.map((p) => p.text),
    `${where}: the licence in ${currency}`,
  ).toContain(licenceText(locale, currency));
  expect(
    prices.filter((p) => p.currency !== currency).map((p) => p.text),
    `${where}: prices in another currency than ${currency}`,
  ).toEqual([]);
}

for (const currency of LICENCE_CURRENCIES) {
  test(`a visitor in ${currency.toUpperCase()} reads prices in it only, from the prerendered HTML (no JavaScript)`, async ({
    browser,
    siteURL,
  }) => {
    test.setTimeout(sweepTimeout(pagesWithPrices.length * languages.length) / 2);
    const context = await browser.newContext({ viewport: viewports.desktop, javaScriptEnabled: false });
    await context.addCookies([{ name: CURRENCY_COOKIE, value: currency, url: siteURL }]);
    const page = await context.newPage();
    for (const locale of languages) {
      for (const id of pagesWithPrices) {
        const path = pathTo(id, {}, locale);
        const response = await page.goto(new URL(path, siteURL).href);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("data-currency", currency);
        await expectOnePriceStory(page, locale, currency, `${path} before hydration`);
      }
    }
    await context.close();
  });

  test(`a visitor in ${currency.toUpperCase()} reads prices in it only once the pages are hydrated (${hydratedIn[currency]}, 390 px)`, async ({
    openPage,
    siteURL,
  }) => {
    test.setTimeout(sweepTimeout(pagesWithPrices.length));
    const { page, problems } = await openPage(viewports.mobile);
    await page.context().addCookies([{ name: CURRENCY_COOKIE, value: currency, url: siteURL }]);
    const locale = hydratedIn[currency];
    for (const id of pagesWithPrices) {
      const path = pathTo(id, {}, locale);
      await page.goto(path, { waitUntil: "networkidle" });
      await hydrated(page);
      await expectOnePriceStory(page, locale, currency, `${path} hydrated`);
    }
    expect(problems).toEqual([]);
  });
}
