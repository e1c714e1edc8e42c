/**
 * The Content-Security-Policy of the built site (worker/security.ts) against what each page
 * really loads: every route of the route table, visited in Chromium with the test build's
 * third-party scripts (tag, captcha loader) answered by fakes, scrolled to the end so lazy
 * media, charts and chunks load too. A blocked script, style, image, frame or request raises
 * a securitypolicyviolation event; none may occur.
 */
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { expect, test, viewports } from "./fixtures";
import { consentStored } from "./support/consent";
import { scrollThrough } from "./support/scroll-through";

// A visitor who accepted analytics: the tag runs with storage granted, its widest setting.
test.use({ storageState: consentStored("granted") });

const firstBlog = blogEntries[0];
const paths = routes.map((r) =>
  r.path.replace(":id", firstBlog ? blogId(firstBlog) : "none").replace(":token", "0123456789abcdef"),
);

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.describe("Content-Security-Policy", () => {
  test("is sent on every route", async ({ siteURL }) => {
    for (const path of paths) {
      const res = await fetch(new URL(path, siteURL));
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
  });

  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`reports no violation on any route at ${viewport.width} px`, async ({ openPage }) => {
      test.setTimeout(240_000);
      const { page } = await openPage(viewport);
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
        await scrollThrough(page);
        const violations = await page.evaluate(() => window.__cspViolations ?? []);
        for (const v of violations) found.push(`${path}: ${v}`);
      }
      expect({ found, consoleReports }).toEqual({ found: [], consoleReports: [] });
    });
  }
});
