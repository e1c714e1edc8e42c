import type { Page } from "@playwright/test";
import { LICENCE_TAX_NOTE } from "#common/tax.ts";
import { expect, test, uniqueEmail, viewports } from "./fixtures";

const stripeScripts = (page: Page) => page.locator('script[src^="https://js.stripe.com"]').count();
const checkoutForm = (page: Page) => page.getByRole("form", { name: "Fake Stripe checkout" });

test.describe("OrderSummary", () => {
  test("pays through the embedded checkout: pending, success dialog, thanks, and the licence e-mail with the invoice", async ({
    page,
    problems,
    purchase,
    outbox,
    attachScreenshot,
  }) => {
    await page.goto("/OrderSummary");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Order details");
    await checkoutForm(page).waitFor();
    expect(await stripeScripts(page)).toBe(1);
    expect(await page.getByText(LICENCE_TAX_NOTE, { exact: true }).count()).toBe(1);
    await attachScreenshot(page, "order-pending-1440", { fullPage: true });

    const email = uniqueEmail("buyer");
    await checkoutForm(page).getByLabel("Email").fill(email);
    await checkoutForm(page).getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/OrderSummary\?sid=cs_test_/);

    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("Your order is successful");
    expect(await dialog.textContent()).toContain("Thanks for your purchase !");
    expect(await page.locator("h1").textContent()).toBe("Checkout summary");
    await attachScreenshot(page, "order-success-dialog-1440");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    expect(await page.getByText("Check your spam folder").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Discord", exact: true }).last().getAttribute("href")).toBe("/discord");
    expect(await checkoutForm(page).count()).toBe(0);
    await attachScreenshot(page, "order-completed-1440", { fullPage: true });

    const { key, orderId } = await purchase.licenceFromMail(email);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orderId).toMatch(/^\d{12}$/);
    // The invoice Checkout created (Stripe fake), its PDF linked in the mail.
    expect(outbox.newestTo(email)?.body_text).toMatch(/https:\/\/pay\.stripe\.com\/invoice\/\S+\/pdf/);
    expect(problems).toEqual([]);
  });

  test("shows the failure dialog for a session that was not paid, then a new checkout", async ({
    openPage,
    purchase,
    attachScreenshot,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    const sid = await purchase.newSession();
    await page.goto(`/OrderSummary?sid=${sid}`);
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("Your order has failed");
    expect(await dialog.textContent()).toContain("Something went wrong, the order has not been processed");
    await attachScreenshot(page, "order-failed-dialog-390");
    await page.keyboard.press("Escape");
    await checkoutForm(page).waitFor();
    expect(await page.locator("h1").textContent()).toBe("Checkout summary");
    await attachScreenshot(page, "order-retry-390", { fullPage: true });
    expect(problems).toEqual([]);
  });

  test("loads Stripe.js on the order page only, and removes it on leaving", async ({ page }) => {
    const stripeRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().startsWith("https://js.stripe.com")) stripeRequests.push(req.url());
    });
    await page.goto("/desktop");
    await page.waitForLoadState("networkidle");
    expect(stripeRequests).toEqual([]);

    await page.getByRole("link", { name: "Buy now" }).first().click();
    await page.waitForURL(/\/OrderSummary$/);
    await checkoutForm(page).waitFor();
    expect(await stripeScripts(page)).toBe(1);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & conditions" }).click();
    await page.waitForURL(/\/terms$/);
    await expect.poll(() => stripeScripts(page)).toBe(0);
    expect(await checkoutForm(page).count()).toBe(0);

    // Coming back starts a fresh checkout with the Stripe.js already in memory.
    await page.goBack();
    await page.waitForURL(/\/OrderSummary$/);
    await checkoutForm(page).waitFor();
  });

  test("shows an error with Retry when the API fails, and a checkout after Retry", async ({
    openPage,
    attachScreenshot,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    let creations = 0;
    await page.route("**/stripe/create-checkout-payment", async (route) => {
      creations += 1;
      if (creations > 1) return route.fallback();
      await route.fulfill({ status: 502, json: { error: "The payment provider could not start the checkout" } });
    });
    await page.goto("/OrderSummary");
    const alert = page.getByRole("alert").filter({ hasText: "The payment form could not be loaded" });
    await alert.waitFor();
    await attachScreenshot(page, "order-error-390", { fullPage: true });
    await page.getByRole("button", { name: "Retry" }).click();
    await checkoutForm(page).waitFor();
    expect(creations).toBe(2);
    expect(await page.locator("h1").textContent()).toBe("Order details");
    expect(problems.filter((p) => p.startsWith("page error"))).toEqual([]);
  });

  test("shows an error with Retry when Stripe.js cannot be downloaded", async ({ page, problems }) => {
    let downloads = 0;
    await page.route("https://js.stripe.com/**", async (route) => {
      downloads += 1;
      // @stripe/stripe-js tries twice before it gives up.
      if (downloads > 2) return route.fallback();
      await route.abort("internetdisconnected");
    });
    await page.goto("/OrderSummary");
    await page.getByRole("alert").filter({ hasText: "The payment form could not be loaded" }).waitFor();
    await page.getByRole("button", { name: "Retry" }).click();
    await checkoutForm(page).waitFor();
    expect(problems.filter((p) => p.startsWith("page error"))).toEqual([]);
  });

  test("looks finished at 390 px before payment", async ({ openPage, attachScreenshot }) => {
    const { page, problems } = await openPage(viewports.mobile);
    await page.goto("/OrderSummary");
    await checkoutForm(page).waitFor();
    await attachScreenshot(page, "order-pending-390", { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
