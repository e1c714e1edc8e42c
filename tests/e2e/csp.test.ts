/**
 * The Content-Security-Policy of the built site (worker/security.ts) against what each page
 * really loads: every route of the route table, visited in Chromium with the test build's
 * third-party scripts (tag, captcha loader) answered by fakes, scrolled to the end so lazy
 * media, charts and chunks load too. A blocked script, style, image, frame or request raises
 * a securitypolicyviolation event; none may occur.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { baseURL, launchBrowser, openPage, viewports } from "./support/browser";

const firstBlog = blogEntries[0];
const paths = routes.map((r) =>
  r.path.replace(":id", firstBlog ? blogId(firstBlog) : "none").replace(":token", "0123456789abcdef"),
);

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Content-Security-Policy", () => {
  it("is sent on every route", async () => {
    for (const path of paths) {
      const res = await fetch(new URL(path, baseURL()));
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
  });

  it.each([viewports.mobile, viewports.desktop])(
    "reports no violation on any route at $width px",
    async (viewport) => {
      const { page } = await openPage(browser, viewport);
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) => {
          window.__cspViolations?.push(
            `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
          );
        });
      });
      const consoleReports: string[] = [];
      page.on("console", (msg) => {
        if (/Content[- ]Security[- ]Policy/i.test(msg.text())) consoleReports.push(msg.text());
      });
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: "networkidle" });
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
        });
        await page.waitForLoadState("networkidle");
        const violations = await page.evaluate(() => window.__cspViolations ?? []);
        for (const v of violations) found.push(`${path}: ${v}`);
      }
      expect({ found, consoleReports }).toEqual({ found: [], consoleReports: [] });
    },
    240_000,
  );
});
