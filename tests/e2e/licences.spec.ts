import type { Page } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";

async function fill(page: Page, email: string, key: string, orderId: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Licence key").fill(key);
  await page.getByLabel("Order ID").fill(orderId);
}
const resetButton = (page: Page) => page.getByRole("button", { name: "Reset" });
const toast = (page: Page, role: "alert" | "status", text: string) => page.getByRole(role).filter({ hasText: text });

/** The desktop app's activation call, for the licence's device binding. */
const activate = (siteURL: string, key: string, deviceId: string) =>
  fetch(`${siteURL}/api/licenses/activate`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ key, deviceId }),
  });

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

    await fill(page, "not-an-email", "1234", "12a");
    for (const message of ["Incorrect email address", "Invalid license format", "Must be a digit"]) {
      await expect(page.getByText(message)).toHaveCount(1);
    }
    await expect(resetButton(page)).toBeDisabled();
    await attachScreenshot(page, "reset-invalid-390", { fullPage: true });

    await fill(page, "jane@example.com", "0a1b2c3d-0000-4000-8000-00000000abcd", "123456789012");
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
    await fill(page, "nobody@example.com", "00000000-0000-4000-8000-000000000000", "123456789012");
    await resetButton(page).click();
    await expect(toast(page, "alert", "There is no existing license bound to these parameters")).toBeVisible();
    await attachScreenshot(page, "reset-failure-1440");
    // The fields stay, to be corrected.
    await expect(page.getByLabel("Order ID")).toHaveValue("123456789012");
    await expect(resetButton(page)).toBeEnabled();
    expect(problems).toEqual([]);
  });

  test("resets a purchased key bound to a device, which then activates on another", async ({
    openPage,
    purchase,
    siteURL,
    attachScreenshot,
  }) => {
    const { email, key, orderId } = await purchase.newBuyer("reset");
    expect((await activate(siteURL, key, "e2e-device-one")).status).toBe(200);
    expect((await activate(siteURL, key, "e2e-device-two")).status).toBe(409);

    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("licence-reset");
    await fill(page, email, key, orderId);
    await resetButton(page).click();
    await expect(toast(page, "status", "Your license key has been properly reset.")).toBeVisible();
    await attachScreenshot(page, "reset-success-390");
    expect((await activate(siteURL, key, "e2e-device-two")).status).toBe(200);
    expect(problems).toEqual([]);
  });

  test("ends the loading state with the red toast when the network fails", async ({ page, visit }) => {
    await visit("licence-reset");
    await page.route("**/ResetLicenseKey/**", (route) => route.abort("internetdisconnected"));
    await fill(page, "jane@example.com", "0a1b2c3d-0000-4000-8000-00000000abcd", "123456789012");
    await resetButton(page).click();
    await expect(toast(page, "alert", "There is no existing license bound to these parameters")).toBeVisible();
    await expect(page.getByLabel("Email address")).not.toHaveAttribute("readonly");
    await expect(resetButton(page)).toBeEnabled();
  });
});
