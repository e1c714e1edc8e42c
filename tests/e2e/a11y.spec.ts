/**
 * axe-core on states the route sweep (route-sweep.spec.ts, every route at both widths) does not
 * reach: a menu of the top bar open.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { noConsentChoice } from "./support/consent";

// A first visit: the consent banner is audited with the open menu.
test.use({ storageState: noConsentChoice });

test.describe("accessibility", () => {
  test("opens and closes a menu in the open state without violations", async ({ page, visit }) => {
    await visit("home");
    await page.getByRole("button", { name: /^Products/ }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
