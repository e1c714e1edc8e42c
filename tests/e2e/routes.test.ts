/**
 * Every route of the table in a real browser: the prerendered HTML carries its heading without
 * JavaScript, hydration is silent, and its head is its own.
 */
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { launchBrowser, openPage, viewports } from "./support/browser";

const samplePath = (path: string) =>
  path.replace(":id", blogId(blogEntries[0] ?? { title: "x", number: 1 })).replace(":token", "0123abcd");
const paths = routes.map((r) => samplePath(r.path));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("prerendered pages", () => {
  it.each(routes.filter((r) => !r.path.includes(":")))(
    "holds the title, canonical and heading of $path",
    async (route) => {
      const file = route.path === "/" ? "index.html" : `${route.path.slice(1)}.html`;
      const html = await readFile(`dist/client/${file}`, "utf8");
      expect(html).toContain(`<title>${route.title.replace(/&/g, "&amp;")}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://ticksim.app${route.canonical ?? route.path}" />`);
      expect(html).toContain(`<meta name="robots" content="${route.robots}" />`);
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
    },
  );
});

describe("every route in Chromium", () => {
  it("shows each page's heading to a crawler that runs no JavaScript", async () => {
    const { page } = await openPage(browser);
    for (const path of paths) {
      const res = await page.request.get(path);
      const html = await res.text();
      expect(res.status(), path).toBe(200);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    }
  });

  it.each([viewports.mobile, viewports.desktop])(
    "hydrates every route without errors at $width px",
    async (viewport) => {
      const { page, problems } = await openPage(browser, viewport);
      for (const path of paths) {
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await page.locator("h1").first().innerText(), path).not.toBe("");
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} overflows`,
        ).toBeLessThanOrEqual(viewport.width);
      }
      expect(problems).toEqual([]);
    },
  );

  it("updates the title and canonical on client-side navigation", async () => {
    const { page } = await openPage(browser);
    await page.goto("/");
    await page.evaluate(() => history.pushState(null, "", "/FAQ"));
    await expect.poll(() => page.title()).toBe("FAQ | TickSim");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe("https://ticksim.app/faq");
  });
});
