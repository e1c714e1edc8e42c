/**
 * The key journeys (journeys.ts) in each engine of playwright.engines.config.ts's projects:
 * Chromium and Firefox ESR through Playwright, WebKitGTK through its W3C WebDriver
 * (webkitgtk.ts). One browser per worker; each journey gets a fresh context (a fresh session for
 * WebKitGTK, which has one context per session) whose visitor refused analytics cookies, with the
 * third parties and Cloudflare Access answered by the e2e fakes.
 */
import { type Browser, test as base } from "@playwright/test";
import { accessToken, behindAccess } from "#tests/e2e/support/access.ts";
import { consentStored } from "#tests/e2e/support/consent.ts";
import { ACCESS_FAKE_ENV, STRIPE_API_BASE_ENV } from "#tests/e2e/support/e2e-site.ts";
import { fakeThirdParties } from "#tests/e2e/support/third-parties.ts";
import { viewports } from "#tests/e2e/support/viewports.ts";
import type { Engine } from "./engine";
import { journeys } from "./journeys";
import { playwrightDriver } from "./playwright-driver";
import { Ui } from "./ui";
import { startWebKitGtk, webDriverOf } from "./webkitgtk";

const needEnv = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the journeys with \`npm run test:engines\``);
  return value;
};

const test = base.extend<{ ui: Ui }, { engine: Engine; operatorToken: string; launched: Browser | null }>({
  engine: [
    { driver: "webdriver", browserName: "webkitgtk" },
    { scope: "worker", option: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  operatorToken: [async ({}, use) => use(await accessToken(needEnv(ACCESS_FAKE_ENV))), { scope: "worker" }],
  launched: [
    async ({ engine, playwright }, use) => {
      if (engine.driver !== "playwright") return use(null);
      const browser = await playwright[engine.browserName].launch(engine.launch);
      await use(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
  ui: async ({ launched, baseURL, operatorToken }, use) => {
    if (!baseURL) throw new Error("use.baseURL is unset in playwright.engines.config.ts");
    const consent = consentStored("denied");
    if (launched) {
      // colorScheme null: the engine's own (light) scheme, asked of no protocol (firefox-esr-bidi.mjs).
      const context = await launched.newContext({ baseURL, viewport: viewports.desktop, colorScheme: null });
      // The refusal is written before any script of the site's pages runs. Playwright's storageState
      // writes it through a navigation of its own, which under Firefox ESR's BiDi at times fails
      // ("Execution context was destroyed", 2 suites in 8).
      await context.addInitScript(
        ({ origin, items }) => {
          if (location.origin === origin) for (const { name, value } of items) localStorage.setItem(name, value);
        },
        { origin: new URL(baseURL).origin, items: consent.origins[0]?.localStorage ?? [] },
      );
      await fakeThirdParties(context, needEnv(STRIPE_API_BASE_ENV));
      await behindAccess(context, baseURL, operatorToken);
      await use(new Ui(playwrightDriver(await context.newPage()), baseURL));
      await context.close();
      return;
    }
    const webkit = await startWebKitGtk({
      siteURL: baseURL,
      operatorToken,
      consent: consent.origins[0]?.localStorage ?? [],
      ...viewports.desktop,
    });
    try {
      await use(new Ui(webDriverOf(webkit.driver), baseURL));
    } finally {
      await webkit.close();
    }
  },
});

for (const journey of journeys) {
  test(journey.name, async ({ ui }, testInfo) => {
    try {
      await journey.run(ui);
    } catch (error) {
      const body = await ui.screenshot().catch(() => null);
      if (body) await testInfo.attach("page at the failure", { body, contentType: "image/png" });
      throw error;
    }
  });
}
