/**
 * What every e2e spec imports: `import { expect, test, viewports } from "./fixtures";`
 *
 * Once per run (support/global-setup.ts): the test build (`npm run build:test`) served by the
 * built Worker under wrangler dev on a fresh, seeded D1 (`.wrangler/e2e`), with loopback fakes of
 * the Stripe API, reCAPTCHA siteverify and the e-mail provider. One Chromium per worker, launched
 * from playwright.config.ts (Debian's /usr/bin/chromium). Tests share the database: make the
 * data a test writes its own (uniqueEmail), never rely on what another test left.
 *
 * Fixtures (ask for them by name; whatever they open is closed after the test, pass or fail):
 * - visit(routeId, params?, options?): `page.goto` of a route of common/routes.ts by its id, its
 *   parameters typed from its path: `visit("contact")`, `visit("blog-post", { id })`,
 *   `visit("order-summary", { query: { sid } })` (support/navigation.ts). A page of `openPage` has
 *   its own `visit`; any other page takes `visitRoute(page, ...)`. A path written out in `page.goto`
 *   is for a test about that very URL (a 404, an attack string) and says so in a `// literal URL:`
 *   comment: tests/node/e2e-style checks it.
 * - page, context: Playwright's own, at 1440 x 900 with the local Worker as baseURL, and the
 *   browser-side third parties (Google tag, reCAPTCHA loader, Stripe.js) answered by fakes.
 * - problems: console errors, page errors, failed requests and HTTP errors of the site's files
 *   seen by `page`; a clean run ends with `expect(problems).toEqual([])`.
 * - openPage(viewport?, { reducedMotion?, hasTouch? }): another page in a context of its own, set
 *   up like `page`: for 390 px (`viewports.mobile`), reduced motion, touch, or two pages at once.
 *   Returns `{ page, problems, visit }`.
 * - attachScreenshot(page, name, options?): evidence to look at: `<name>.png` in the test's
 *   output folder (test-results/e2e/<test>/), attached to the report (test-results/e2e-report).
 *   Failures get a screenshot and a trace on their own (playwright.config.ts).
 * - signInAsAffiliate(page, who = demoAffiliate): the /affiliates form, until the dashboard shows.
 * - purchase: buyLicence(email) pays a checkout session in the Stripe fake and reads the licence
 *   back from the e-mail; its steps newSession(), pay(sessionId, email), licenceFromMail(email);
 *   newBuyer(tag) does it for a new unique address and returns that address too.
 * - outbox.newestTo(email): the newest e-mail the Worker wrote to that address.
 * - operatorToken: a Cloudflare Access token of the console's operator (support/access.ts). Every
 *   context the fixtures open sends it with its /api/admin/ calls, as Access would; a context made
 *   with `browser.newContext()` has none (a visitor Access did not let in).
 *
 * A test has 60 s; one that visits many pages in turn sets `test.setTimeout(sweepTimeout(n))`.
 *
 * A new test: tests/e2e/<feature>.spec.ts, one `test.describe` per page or flow, run with
 *   flock /tmp/site-build.lock sh -c 'npm run build:test && npx playwright test tests/e2e/<feature>.spec.ts'
 */
import {
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type PageScreenshotOptions,
  type Response,
} from "@playwright/test";
import type { RouteId } from "#common/routes.ts";
import { demoAffiliate } from "#scripts/seed/affiliates.ts";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { accessToken, behindAccess } from "./support/access";
import { ACCESS_FAKE_ENV, STRIPE_API_BASE_ENV } from "./support/e2e-site";
import { type VisitArgs, visitRoute } from "./support/navigation";
import { newestMailTo, type OutboxMail } from "./support/outbox";
import { trackProblems } from "./support/problems";
import { type Purchase, purchaseThrough } from "./support/purchase";
import { fakeThirdParties } from "./support/third-parties";
import { viewports } from "./support/viewports";

export { expect } from "@playwright/test";

/**
 * The timeout of a test that visits `pages` pages in turn (until the network is idle, often with
 * axe): 45 s a page. A console page with axe takes 2-5 s quiet; beside the vitest run and another
 * browser suite on two cores (load 16) seven of them took over 140 s.
 */
export const sweepTimeout = (pages: number) => pages * 45_000;

/**
 * A key journey: `npm test` runs these (each capability once, the money paths first), `npm run test:sweeps` every
 * other e2e test (every page, width, language and currency), CI both (decision 084). `test("...", KEY, async ...)`.
 */
export const KEY = { tag: "@key" } as const;
export { urlOf, visitRoute } from "./support/navigation";
export { uniqueEmail } from "./support/purchase";
export { viewports };

export interface TrackedPage {
  readonly page: Page;
  /** Console errors, page errors, failed same-origin requests. */
  readonly problems: string[];
  readonly visit: Visit;
}

/** Loads a route of common/routes.ts by id (support/navigation.ts); answers the document's response. */
export type Visit = <Id extends RouteId>(id: Id, ...args: VisitArgs<Id>) => Promise<Response | null>;

export interface PageOptions {
  readonly reducedMotion?: "reduce" | "no-preference";
  readonly hasTouch?: boolean;
}

interface TestFixtures {
  problems: string[];
  visit: Visit;
  openPage(viewport?: { width: number; height: number }, options?: PageOptions): Promise<TrackedPage>;
  attachScreenshot(page: Page, name: string, options?: Omit<PageScreenshotOptions, "path">): Promise<void>;
  signInAsAffiliate(page: Page, who?: { email: string; password: string }): Promise<void>;
  purchase: Purchase;
  /** The local Worker's address (the config's baseURL, checked set). */
  siteURL: string;
}

interface WorkerFixtures {
  /** The Stripe API fake's address, for the fake Stripe.js and the purchase steps. */
  stripeApiBase: string;
  outbox: { newestTo(email: string): OutboxMail | undefined };
  /** The console operator's Access token (support/access.ts). */
  operatorToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stripeApiBase: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const value = process.env[STRIPE_API_BASE_ENV];
      if (!value) throw new Error(`${STRIPE_API_BASE_ENV} is unset: run the e2e tests with \`npx playwright test\``);
      await use(value);
    },
    { scope: "worker" },
  ],
  outbox: [{ newestTo: newestMailTo }, { scope: "worker" }],
  operatorToken: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = process.env[ACCESS_FAKE_ENV];
      if (!fake) throw new Error(`${ACCESS_FAKE_ENV} is unset: run the e2e tests with \`npx playwright test\``);
      await use(await accessToken(fake));
    },
    { scope: "worker" },
  ],

  siteURL: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error("use.baseURL is unset in playwright.config.ts");
    await use(baseURL);
  },

  context: async ({ context, stripeApiBase, siteURL, operatorToken }, use) => {
    await fakeThirdParties(context, stripeApiBase);
    await behindAccess(context, siteURL, operatorToken);
    await use(context);
  },

  visit: async ({ page }, use) => {
    await use((id, ...args) => visitRoute(page, id, ...args));
  },

  problems: async ({ page, siteURL }, use) => {
    await use(trackProblems(page, siteURL));
  },

  openPage: async ({ browser, siteURL, stripeApiBase, operatorToken }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (viewport = viewports.desktop, { reducedMotion = "no-preference", hasTouch = false } = {}) => {
      // The config's other context options (baseURL...) apply to this context too.
      const context = await browser.newContext({ viewport, reducedMotion, hasTouch });
      opened.push(context);
      await fakeThirdParties(context, stripeApiBase);
      await behindAccess(context, siteURL, operatorToken);
      const page = await context.newPage();
      return { page, problems: trackProblems(page, siteURL), visit: (id, ...args) => visitRoute(page, id, ...args) };
    });
    await Promise.all(opened.map((context) => context.close()));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  attachScreenshot: async ({}, use, testInfo) => {
    await use(async (page, name, options = {}) => {
      const path = testInfo.outputPath(`${name}.png`);
      await page.screenshot({ ...options, path });
      await testInfo.attach(name, { path, contentType: "image/png" });
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  signInAsAffiliate: async ({}, use) => {
    await use(async (page, who = demoAffiliate) => {
      await visitRoute(page, "affiliates");
      await page.getByLabel("Email").fill(who.email);
      await page.getByLabel("Password", { exact: true }).fill(who.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("table", { name: "Your transactions" })).toBeVisible({ timeout: EFFECT_TIMEOUT_MS });
    });
  },

  purchase: async ({ siteURL, stripeApiBase, extraHTTPHeaders }, use) => {
    await use(purchaseThrough(siteURL, stripeApiBase, extraHTTPHeaders));
  },
});
