/** axe-core on every route at 390 px and 1440 px: no serious or critical violation. */
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { launchBrowser, openPage, viewports } from "./support/browser";

const paths = routes.map((r) =>
  r.path.replace(":id", blogId(blogEntries[0] ?? { title: "x", number: 1 })).replace(":token", "0123abcd"),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("accessibility", () => {
  it.each([viewports.mobile, viewports.desktop])(
    "finds no serious or critical violation at $width px",
    async (viewport) => {
      const { page } = await openPage(browser, viewport);
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path, { waitUntil: "networkidle" });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) {
          if (v.impact === "serious" || v.impact === "critical") {
            found.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          }
        }
      }
      expect(found).toEqual([]);
    },
  );

  it("opens and closes a menu in the open state without violations", async () => {
    const { page } = await openPage(browser);
    await page.goto("/");
    await page.getByRole("button", { name: /^Products/ }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
