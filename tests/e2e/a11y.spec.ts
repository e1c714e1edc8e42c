/**
 * axe-core on every route at 390 px and 1440 px, as a first visit (the consent banner showing):
 * no serious or critical violation.
 */
import AxeBuilder from "@axe-core/playwright";
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { noConsentChoice } from "./support/consent";

// First visits: the analytics consent banner is on every page, and audited with it.
test.use({ storageState: noConsentChoice });

const paths = routes.map((r) =>
  r.path.replace(":id", blogId(blogEntries[0] ?? { title: "x", number: 1 })).replace(":token", "0123abcd"),
);

test.describe("accessibility", () => {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`finds no serious or critical violation at ${viewport.width} px`, async ({ openPage }) => {
      test.setTimeout(sweepTimeout(paths.length));
      const { page } = await openPage(viewport);
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
    });
  }

  test("opens and closes a menu in the open state without violations", async ({ page, visit }) => {
    await visit("home");
    await page.getByRole("button", { name: /^Products/ }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
