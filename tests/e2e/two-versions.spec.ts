/**
 * Two versions at once (decision 080). A page of the serving build stays open while the next
 * build takes over (during a gradual deployment, or in a tab opened before one): its next
 * client-side navigation asks the new version for a chunk of the old build. The Worker answers 404
 * (never the home page), and the page reloads itself, once, onto the version that serves now. A
 * build whose own code fails reloads once too, and then stops: never a loop.
 */

import type { Page, Request } from "@playwright/test";
import { CHUNK_RELOAD_KEY } from "#common/first-paint.ts";
import { pathTo } from "#common/routes.ts";
import { EFFECT_TEST_TIMEOUT_MS, EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { expect, KEY, test } from "./fixtures";
import { E2E_PORT } from "./support/e2e-site";
import { e2eVars } from "./support/fakes";
import { hydrated } from "./support/hydration";
import { makeNextBuild, NEXT_CONFIG, NEXT_PERSIST_DIR, NEXT_PORT, NEXT_PREFIX } from "./support/next-build";
import { type SiteServer, startSite } from "./support/server";

const OLD_ORIGIN = `http://localhost:${E2E_PORT}`;
const NEXT_ORIGIN = `http://localhost:${NEXT_PORT}`;

let next: SiteServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A second Worker on its own database: its start is a minute on a loaded machine.
  test.setTimeout(EFFECT_TEST_TIMEOUT_MS * 2);
  await makeNextBuild();
  next = await startSite(NEXT_PORT, e2eVars, { config: NEXT_CONFIG, persistDir: NEXT_PERSIST_DIR });
});

test.afterAll(async () => {
  await next?.stop();
});

/**
 * The site's address answered by the old build until `takeOver()`, then by the next one, as a
 * deployment moves a visitor's requests. `fail` answers a 404 to every file of either build from
 * then on (a deployment whose files are all missing).
 */
async function deployment(page: Page, { fail = false } = {}) {
  let takenOver = false;
  await page.route(`${OLD_ORIGIN}/**`, async (route) => {
    if (!takenOver) return route.fallback();
    const url = new URL(route.request().url());
    if (fail && url.pathname.startsWith("/assets/")) return route.fulfill({ status: 404, body: "Not found" });
    const response = await route.fetch({ url: `${NEXT_ORIGIN}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  });
  return {
    takeOver: () => {
      takenOver = true;
    },
  };
}

/** Each document the tab loads (the first visit and every reload), and every answer to a build file. */
function watch(page: Page) {
  const documents: string[] = [];
  const files: { path: string; status: number }[] = [];
  // Documents parsed: one asked for may still be on its way (`documents` counts it already).
  const parsed = { count: 0 };
  page.on("request", (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  page.on("domcontentloaded", () => {
    parsed.count++;
  });
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith("/assets/")) files.push({ path, status: response.status() });
  });
  return { documents, files, parsed };
}

/** Every file of the home page is in: a chunk still on its way at the take-over would reload the page early. */
const homeFilesIn = (page: Page) => page.waitForLoadState("networkidle");

/** The page's own build: the entry its starter imports. */
const entryOf = (page: Page) =>
  page.evaluate(
    () => (document.querySelector("script[type=module]")?.textContent ?? "").match(/"(\/assets\/[^"]+)"/)?.[1],
  );

test(
  "a page of the old build navigates after the next one took over: a 404, one reload, the new page",
  KEY,
  async ({ page }) => {
    test.setTimeout(EFFECT_TEST_TIMEOUT_MS);
    const { takeOver } = await deployment(page);
    const seen = watch(page);
    await page.goto(pathTo("home"));
    await hydrated(page);
    await expect.poll(() => entryOf(page)).not.toContain(NEXT_PREFIX);
    await homeFilesIn(page);

    takeOver();
    // The pricing page's chunk is not part of the home page: the old build's name is asked for.
    await page.evaluate((path) => history.pushState(null, "", path), pathTo("pricing-desktop"));
    await expect(page).toHaveURL(new RegExp(`${pathTo("pricing-desktop")}$`));
    await expect.poll(() => seen.documents.length, { timeout: EFFECT_TIMEOUT_MS }).toBe(2);
    await hydrated(page);
    await expect.poll(() => entryOf(page)).toContain(NEXT_PREFIX);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The old build's chunk was a 404 from the next version; no build file was ever redirected.
    const missing = seen.files.filter((file) => file.status === 404);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((file) => !file.path.includes(NEXT_PREFIX))).toBe(true);
    expect(seen.files.filter((file) => file.status >= 300 && file.status < 400)).toEqual([]);
    // The new page's own files load, and it stays: one reload.
    expect(seen.files.filter((file) => file.path.includes(NEXT_PREFIX)).every((file) => file.status === 200)).toBe(
      true,
    );
    // And it works: a client-side navigation on the next build needs no reload.
    await page.evaluate((path) => history.pushState(null, "", path), pathTo("faq"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(seen.documents).toHaveLength(2);
  },
);

test("a deployment whose files are all missing reloads once per build, then stops: never a loop", async ({ page }) => {
  test.setTimeout(EFFECT_TEST_TIMEOUT_MS);
  const { takeOver } = await deployment(page, { fail: true });
  const seen = watch(page);
  await page.goto(pathTo("home"));
  await hydrated(page);
  await homeFilesIn(page);
  takeOver();
  // A late chunk of the old build may fail first and reload the page before this navigation: the same one reload.
  await page
    .evaluate((path) => history.pushState(null, "", path), pathTo("pricing-desktop"))
    .catch((error: Error) => {
      if (!error.message.includes("Execution context was destroyed")) throw error;
    });
  // The old build reloads once (its chunk failed), the next build once (its entry failed), then no more.
  await expect.poll(() => seen.documents.length, { timeout: EFFECT_TIMEOUT_MS }).toBe(3);
  // No more: the page has spent its one reload on its own build (the starter noted it), so no
  // failure of that build can reload it again.
  // The third document was asked for; it may still be on its way in: read it once it is parsed.
  await expect.poll(() => seen.parsed.count, { timeout: EFFECT_TIMEOUT_MS }).toBe(3);
  const entry = await entryOf(page);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBe(entry);
  expect(seen.documents).toHaveLength(3);
  // The page is still there to read: prerendered, without its code.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
