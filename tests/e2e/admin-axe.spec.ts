/**
 * Every page of the operator console passes axe (every impact) at 390 and 1440 px: each page of
 * the nav, and a detail page of each kind that has one. It only reads, so it runs beside the flows
 * (playwright.config.ts), its pages dealt into groups a test each.
 */
import { pathTo } from "#common/routes.ts";
import { sections } from "#web/features/admin/sections.ts";
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { ALL_IMPACTS, axeViolations } from "./support/axe";
import { inGroups } from "./support/route-samples";

const GROUPS = 2;

const nav = sections.map(({ id }) => (id ? pathTo("admin-section", { section: id }) : pathTo("admin")));

for (const viewport of [viewports.mobile, viewports.desktop]) {
  for (const [g, paths] of inGroups(nav, GROUPS).entries()) {
    test(`console pages of group ${g + 1} of ${GROUPS} pass axe at ${viewport.width} px`, async ({
      openPage,
      purchase,
    }) => {
      // The first group also audits an order's page and an affiliate's.
      const items =
        g === 0
          ? [
              pathTo("admin-item", { section: "orders", id: (await purchase.newBuyer("console-axe")).orderId }),
              pathTo("admin-item", { section: "affiliates", id: "1" }),
            ]
          : [];
      const visits = [...paths, ...items];
      test.setTimeout(sweepTimeout(visits.length));
      const { page, problems } = await openPage(viewport);
      const found: string[] = [];
      for (const path of visits) {
        // The console draws its data after its calls answer: what axe must see.
        await page.goto(path, { waitUntil: "networkidle" });
        await expect(page.getByTestId("operator")).toBeVisible();
        for (const violation of await axeViolations(page, ALL_IMPACTS)) found.push(`${path}: ${violation}`);
      }
      expect({ found, problems }).toEqual({ found: [], problems: [] });
    });
  }
}
