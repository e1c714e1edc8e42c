/**
 * The seller named (issue 28): the company, its address, registration and governing law, from
 * configuration (web/.env.test for this build), on /terms, /privacy and in the footer; the
 * footer links the licence pages; a failure toast never covers the button that failed.
 */
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import type { Locator } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { aLicenceResetRequest } from "#tests/fixtures/licence-resets.ts";
import { sellerFrom } from "#web/lib/seller.ts";
import { expect, test, viewports } from "./fixtures";
import { hydrated } from "./support/hydration";
import { fillResetForm } from "./support/licence-reset";

const seller = sellerFrom(parseEnv(readFileSync("web/.env.test", "utf8")));

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) throw new Error("not laid out");
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test("the footer links the licence pages and names the seller", async ({ openPage, attachScreenshot }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("home");
      await hydrated(page);
      const footer = page.locator("footer");
      await expect(footer.getByRole("link", { name: "Find your licence key" })).toHaveAttribute("href", "/licence");
      await expect(footer.getByRole("link", { name: "Reset your licence" })).toHaveAttribute("href", "/resetlicense");
      const line = footer.getByTestId("footer-seller");
      await expect(line).toContainText(seller.name);
      await expect(line).toContainText(seller.address);
      await expect(line).toContainText(`${seller.register}, number ${seller.registrationNumber}`);
      await line.scrollIntoViewIfNeeded();
      await attachScreenshot(page, `footer-${viewport.width}`);
      await footer.getByRole("link", { name: "Reset your licence" }).click();
      await expect(page).toHaveURL(/\/resetlicense$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });

    for (const id of ["terms", "privacy"] as const) {
      test(`${pathTo(id)} names the seller, its registration and the governing law`, async ({ openPage }) => {
        const { page, problems, visit } = await openPage(viewport);
        await visit(id);
        const main = page.locator("main");
        await expect(main).toContainText(seller.name, { useInnerText: true });
        await expect(main).toContainText(
          `${seller.address}, registered with ${seller.register} under number ${seller.registrationNumber}`,
          { useInnerText: true },
        );
        await expect(main).toContainText(`governed by the law of ${seller.governingLaw}`, { useInnerText: true });
        await expect(main).not.toContainText("{{");
        expect(problems).toEqual([]);
      });
    }

    test("the licence reset's failure toast leaves the Reset button uncovered", async ({
      openPage,
      attachScreenshot,
    }) => {
      const { page, problems, visit } = await openPage(viewport);
      // Its own client address: the flows' other reset requests would count against the same
      // per-address limit and answer this one 429 instead of the failure it shows.
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.51.100.203" });
      await visit("licence-reset");
      await fillResetForm(page, aLicenceResetRequest());
      const reset = page.getByRole("button", { name: "Reset" });
      await reset.click();
      const toast = page
        .getByRole("alert")
        .filter({ hasText: "There is no existing license bound to these parameters" });
      await expect(toast).toBeVisible();
      await attachScreenshot(page, `reset-toast-${viewport.width}`);
      await expect.poll(() => overlap(toast, reset)).toBe(false);
      expect(problems).toEqual([]);
    });
  });
}
