/**
 * axe-core on states the route sweep (route-sweep.spec.ts, every route at both widths) does not
 * reach: a menu of the top bar open.
 */
import { KEY, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { noConsentChoice } from "./support/consent";

// A first visit: the consent banner is audited with the open menu.
test.use({ storageState: noConsentChoice });

test.describe("accessibility", () => {
  test("opens and closes a menu in the open state without violations", KEY, async ({ page, visit }) => {
    await visit("home");
    await page.getByRole("button", { name: /^Products/ }).click();
    await expectNoAxeViolations(page);
  });
});
