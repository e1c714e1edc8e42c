import type { Page } from "@playwright/test";
import { aLicenceResetRequest } from "#tests/fixtures/licence-resets.ts";
import { expect, KEY, test, viewports } from "./fixtures";
import { activation, fillResetForm } from "./support/licence-reset";

const resetButton = (page: Page) => page.getByRole("button", { name: "Reset" });
const toast = (page: Page, role: "alert" | "status", text: string) => page.getByRole(role).filter({ hasText: text });

test.describe("/resetlicense", () => {
  test("shows the spec's messages and keeps Reset disabled until the form is valid", async ({
    openPage,
    attachScreenshot,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("licence-reset");
    await expect(page.getByLabel("Licence key")).toHaveAttribute("placeholder", "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx");
    await expect(resetButton(page)).toBeDisabled();

    for (const label of ["Email address", "Licence key", "Order ID"]) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).blur();
    }
    await expect(page.getByText("Field is required")).toHaveCount(3);

    await fillResetForm(page, aLicenceResetRequest({ email: "not-an-email", key: "1234", orderId: "12a" }));
    for (const message of ["Incorrect email address", "Invalid license format", "Must be a digit"]) {
      await expect(page.getByText(message)).toHaveCount(1);
    }
    await expect(resetButton(page)).toBeDisabled();
    await attachScreenshot(page, "reset-invalid-390", { fullPage: true });

    await fillResetForm(page, aLicenceResetRequest());
    await expect(resetButton(page)).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test("shows the red toast for parameters bound to no licence", async ({
    page,
    visit,
    problems,
    attachScreenshot,
  }) => {
    await visit("licence-reset");
    const request = aLicenceResetRequest();
    await fillResetForm(page, request);
    await resetButton(page).click();
    await expect(toast(page, "alert", "There is no existing license bound to these parameters")).toBeVisible();
    await attachScreenshot(page, "reset-failure-1440");
    // The fields stay, to be corrected.
    await expect(page.getByLabel("Order ID")).toHaveValue(request.orderId);
    await expect(resetButton(page)).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test(
    "resets a purchased key bound to a device, which then activates on another",
    KEY,
    async ({ openPage, purchase, siteURL, attachScreenshot }) => {
      const buyer = await purchase.newBuyer("reset");
      const { key } = buyer;
      expect((await activation(siteURL, key, "e2e-device-one")).status).toBe(200);
      expect((await activation(siteURL, key, "e2e-device-two")).status).toBe(409);

      const { page, problems, visit } = await openPage(viewports.mobile);
      await visit("licence-reset");
      await fillResetForm(page, buyer);
      await resetButton(page).click();
      await expect(toast(page, "status", "Your license key has been properly reset.")).toBeVisible();
      await attachScreenshot(page, "reset-success-390");
      expect((await activation(siteURL, key, "e2e-device-two")).status).toBe(200);
      expect(problems).toEqual([]);
    },
  );

  test("ends the loading state with the red toast when the network fails", async ({ page, visit }) => {
    await visit("licence-reset");
    await page.route("**/ResetLicenseKey/**", (route) => route.abort("internetdisconnected"));
    await fillResetForm(page, aLicenceResetRequest());
    await resetButton(page).click();
    await expect(toast(page, "alert", "There is no existing license bound to these parameters")).toBeVisible();
    await expect(page.getByLabel("Email address")).not.toHaveAttribute("readonly");
    await expect(resetButton(page)).toBeEnabled();
  });
});
