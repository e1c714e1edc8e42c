/**
 * Every route of the table: the prerendered HTML carries its heading without JavaScript, and its
 * head is its own, also after a client-side navigation. Hydration in Chromium is checked by the
 * route sweep (route-sweep.spec.ts).
 */
import { readFile } from "node:fs/promises";
import { pathTo, routes } from "#common/routes.ts";
import { expect, KEY, test } from "./fixtures";
import { hydrated } from "./support/hydration";
import { routeSamples } from "./support/route-samples";

test.describe("prerendered pages", () => {
  for (const route of routes.filter((r) => !r.path.includes(":"))) {
    test(`holds the title, canonical and heading of ${route.path}`, KEY, async () => {
      const file = route.path === "/" ? "index.html" : `${route.path.slice(1)}.html`;
      const html = await readFile(`dist/client/${file}`, "utf8");
      expect(html).toContain(`<title>${route.title.replace(/&/g, "&amp;")}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://ticksim.app${route.canonical ?? route.path}" />`);
      expect(html).toContain(`<meta name="robots" content="${route.robots}" />`);
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
    });
  }
});

test.describe("every route in Chromium", () => {
  test("shows each page's heading to a crawler that runs no JavaScript", KEY, async ({ page }) => {
    for (const { path } of routeSamples) {
      const res = await page.request.get(path);
      const html = await res.text();
      expect(res.status(), path).toBe(200);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    }
  });

  test("updates the title and canonical on client-side navigation", KEY, async ({ page, visit }) => {
    await visit("home");
    // Client-side navigation is the hydrated app's: a pushState before React listens is a page React never saw.
    await hydrated(page);
    await page.evaluate((path) => history.pushState(null, "", path), pathTo("faq-upper"));
    await expect(page).toHaveTitle("FAQ | TickSim");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://ticksim.app/faq");
  });
});
