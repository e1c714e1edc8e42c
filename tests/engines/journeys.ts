/**
 * The key journeys, written once and run by every engine (engines.spec.ts): each is what a
 * visitor does and what must then be on the page, in the terms of ui.ts. The Chromium e2e specs
 * (tests/e2e/) check each of these pages in depth; here the point is that Firefox ESR and
 * WebKitGTK get through them as Chromium does, without a script error.
 */
import { pathTo } from "#common/routes.ts";
import { demoAffiliate } from "#scripts/seed/affiliates.ts";
import { codeAfterPaint, codeTiming } from "#tests/e2e/support/code-timing.ts";
import type { Target, Ui } from "./ui";

export interface Journey {
  readonly name: string;
  run(ui: Ui): Promise<void>;
}

const heading = (name: string | RegExp): Target => ({ css: "h1", name });
const button = (name: string | RegExp): Target => ({ css: "button", name });
const link = (name: string | RegExp): Target => ({ css: "a", name });
const field = (name: string | RegExp): Target => ({ css: "input, textarea", name });

/** The href of each visible paid plan's Buy now link, in page order. */
const visibleBuyNowLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('article[data-plan] a[href*="plan="]')]
    .filter((a) => a.getBoundingClientRect().width > 0)
    .map((a) => a.getAttribute("href") ?? "");

/** The sum of the affiliate dashboard's two counts for the applied range. */
const rangeSales = () =>
  ["range-subscriptions", "range-licences"]
    .map((id) => Number(document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? Number.NaN))
    .reduce((a, b) => a + b, 0);

export const journeys: readonly Journey[] = [
  {
    name: "home, then the Products menu to the web app's pricing and the Community menu",
    async run(ui) {
      await ui.visit(pathTo("home"));
      await ui.find(heading(/\S/));
      const pricing: Target = { css: '[role="menuitem"]', name: "Pricing" };
      await ui.open(button(/^Products/), pricing);
      await ui.click(pricing);
      await ui.at(/^\/pricing\/web$/);
      await ui.find(heading("Web app plans"));
      await ui.open(button(/^Community/), { css: '[role="menuitem"]', name: "Discord server" });
      await ui.noScriptErrors();
    },
  },
  {
    name: "features: the symbol search finds AAPL and puts it in the table",
    async run(ui) {
      await ui.visit(pathTo("features-web"));
      const search: Target = { css: '[role="combobox"]', name: "Type the symbol name" };
      // The table and the first search wait until the widget is on screen (decision 033).
      await ui.scrollTo(search);
      await ui.find({ css: "table", name: "Assets matching the symbol name" });
      await ui.find({ css: "table tbody tr", name: /^EURUSD\b/ });
      await ui.type(search, "aap");
      await ui.click({ css: '[role="option"]', name: /^AAPL\b/ });
      await ui.find({ css: "table tbody tr", name: /^AAPL NASDAQ Apple Inc\. stock/ });
      await ui.noScriptErrors();
    },
  },
  {
    name: "pricing: the period toggle changes every Buy now, which leads to the order page's checkout",
    async run(ui) {
      await ui.visit(pathTo("pricing-web"));
      const periods = (period: string) => (hrefs: string[]) =>
        hrefs.length > 0 && hrefs.every((href) => href.endsWith(`period=${period}`));
      await ui.read("yearly Buy now links", visibleBuyNowLinks, null, periods("yearly"));
      await ui.choose(
        { css: "label", name: "Monthly" },
        "monthly Buy now links",
        visibleBuyNowLinks,
        periods("monthly"),
      );

      await ui.visit(pathTo("pricing-desktop"));
      await ui.follow(link("Buy now"), /^\/OrderSummary$/);
      await ui.find(heading("Order details"));
      // The embedded checkout, from the Stripe.js stand-in (engine drivers: fake third parties).
      await ui.find({ css: "form", name: "Fake Stripe checkout" });
      await ui.noScriptErrors();
    },
  },
  {
    name: "contact: a message is sent and thanked for",
    async run(ui) {
      await ui.visit(pathTo("contact"));
      await ui.find(heading("Contact us"));
      // The visitor's stored refusal keeps the consent banner hidden (engines.spec.ts seeds it).
      await ui.gone({ css: "section", name: "Analytics cookies" });
      // Every engine reports the page's first paint, and the page asks for its code after it (decision 064).
      await ui.read("the page's code to be asked for after its reported first paint", codeTiming, null, codeAfterPaint);
      await ui.type(field("Email"), "engines@example.com");
      await ui.type(field("Subject"), "Every engine");
      await ui.type(field("Message"), "Sent by the engine journeys, in each browser engine.");
      await ui.click(button("Submit"));
      await ui.find({ css: '[role="dialog"]', name: "Thanks for your message !" });
      await ui.click(button("Confirm"));
      await ui.gone({ css: '[role="dialog"]' });
      await ui.noScriptErrors();
    },
  },
  {
    name: "affiliates: the demo affiliate signs in and widens the range three months back",
    async run(ui) {
      await ui.visit(pathTo("affiliates"));
      await ui.type(field("Email"), demoAffiliate.email);
      await ui.type(field("Password"), demoAffiliate.password);
      await ui.click(button("Sign in"));
      await ui.find({ css: "table", name: "Your transactions" });
      const monthSales = await ui.read("the month's sales", rangeSales, null, Number.isFinite);

      await ui.click(button("Choose a date: Select start range"));
      for (let i = 0; i < 3; i++) await ui.click(button(/previous month/i));
      // A day's button is named by its date ("Tuesday, September 1st, 2026").
      await ui.click({ css: ".rdp-day_button", name: /\b1st, \d{4}$/ });
      await ui.click(button("Apply"));
      await ui.read("more sales over the wider range", rangeSales, null, (sales) => sales > monthSales);
      await ui.noScriptErrors();
    },
  },
  {
    name: "console: the insights draw their six charts",
    async run(ui) {
      await ui.visit(pathTo("admin-section", { section: "insights" }));
      await ui.read(
        "six figures, the revenue one drawn on a canvas",
        () => ({
          figures: document.querySelectorAll("figure").length,
          canvas: (document.querySelector("figure canvas")?.getBoundingClientRect().width ?? 0) > 0,
        }),
        null,
        ({ figures, canvas }) => figures === 6 && canvas,
      );
      await ui.click(button("Data table: Revenue per day (USD, tax included)"));
      await ui.find({ css: 'section, [role="region"]', name: "Revenue per day (USD, tax included): table" });
      await ui.noScriptErrors();
    },
  },
];
