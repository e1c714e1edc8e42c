import type { Page } from "@playwright/test";
import { LICENCE_TAX_BEHAVIOR } from "#common/tax.ts";
import { expect, KEY, test, uniqueEmail, viewports } from "./fixtures";
import { expectNoSidewaysScroll } from "./support/page-width.ts";

const stripeScripts = (page: Page) => page.locator('script[src^="https://js.stripe.com"]');
const checkoutForm = (page: Page) => page.getByRole("form", { name: "Fake Stripe checkout" });

test.describe("OrderSummary", () => {
  test(
    "pays through the embedded checkout: pending, success dialog, thanks, and the licence e-mail with the invoice",
    KEY,
    async ({ page, visit, problems, purchase, outbox, attachScreenshot }) => {
      await visit("order-summary");
      await expect(page.locator("h1")).toHaveText("Order details");
      await expect(checkoutForm(page)).toBeVisible();
      await expect(stripeScripts(page)).toHaveCount(1);
      const taxNote = LICENCE_TAX_BEHAVIOR === "inclusive" ? "VAT included" : "plus VAT where applicable";
      await expect(page.getByText(taxNote, { exact: true })).toHaveCount(1);
      await attachScreenshot(page, "order-pending-1440", { fullPage: true });

      const email = uniqueEmail("buyer");
      await checkoutForm(page).getByLabel("Email").fill(email);
      await checkoutForm(page).getByRole("button", { name: "Pay" }).click();
      await page.waitForURL(/\/OrderSummary\?sid=cs_test_/);

      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading")).toHaveText("Your order is successful");
      await expect(dialog).toContainText("Thanks for your purchase !");
      await expect(page.locator("h1")).toHaveText("Checkout summary");
      await attachScreenshot(page, "order-success-dialog-1440");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).not.toBeAttached();

      await expect(page.getByText("Check your spam folder")).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Discord", exact: true }).last()).toHaveAttribute("href", "/discord");
      await expect(checkoutForm(page)).toHaveCount(0);
      await attachScreenshot(page, "order-completed-1440", { fullPage: true });

      const { key, orderId } = await purchase.licenceFromMail(email);
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(orderId).toMatch(/^\d{12}$/);
      // The invoice Checkout created (Stripe fake), its PDF linked in the mail.
      expect(outbox.newestTo(email)?.body_text).toMatch(/https:\/\/pay\.stripe\.com\/invoice\/\S+\/pdf/);
      expect(problems).toEqual([]);
    },
  );

  test("shows the failure dialog for a session that was not paid, then a new checkout", async ({
    openPage,
    purchase,
    attachScreenshot,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    const sid = await purchase.newSession();
    await visit("order-summary", { query: { sid } });
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText("Your order has failed");
    await expect(dialog).toContainText("Something went wrong, the order has not been processed");
    await attachScreenshot(page, "order-failed-dialog-390");
    await page.keyboard.press("Escape");
    await expect(checkoutForm(page)).toBeVisible();
    await expect(page.locator("h1")).toHaveText("Checkout summary");
    await attachScreenshot(page, "order-retry-390", { fullPage: true });
    expect(problems).toEqual([]);
  });

  test("loads Stripe.js on the order page only, and removes it on leaving", async ({ page, visit }) => {
    const stripeRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().startsWith("https://js.stripe.com")) stripeRequests.push(req.url());
    });
    await visit("desktop");
    await page.waitForLoadState("networkidle");
    expect(stripeRequests).toEqual([]);

    await page.getByRole("link", { name: "Buy now" }).first().click();
    await page.waitForURL(/\/OrderSummary$/);
    await expect(checkoutForm(page)).toBeVisible();
    await expect(stripeScripts(page)).toHaveCount(1);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & conditions" }).click();
    await page.waitForURL(/\/terms$/);
    await expect(stripeScripts(page)).toHaveCount(0);
    await expect(checkoutForm(page)).toHaveCount(0);

    // Coming back starts a fresh checkout with the Stripe.js already in memory.
    await page.goBack();
    await page.waitForURL(/\/OrderSummary$/);
    await expect(checkoutForm(page)).toBeVisible();
  });

  test("shows an error with Retry when the API fails, and a checkout after Retry", async ({
    openPage,
    attachScreenshot,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    let creations = 0;
    await page.route("**/stripe/create-checkout-payment", async (route) => {
      creations += 1;
      if (creations > 1) return route.fallback();
      await route.fulfill({ status: 502, json: { error: "The payment provider could not start the checkout" } });
    });
    await visit("order-summary");
    const alert = page.getByRole("alert").filter({ hasText: "The payment form could not be loaded" });
    await expect(alert).toBeVisible();
    await attachScreenshot(page, "order-error-390", { fullPage: true });
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(checkoutForm(page)).toBeVisible();
    expect(creations).toBe(2);
    await expect(page.locator("h1")).toHaveText("Order details");
    expect(problems.filter((p) => p.startsWith("page error"))).toEqual([]);
  });

  test("shows an error with Retry when Stripe.js cannot be downloaded", async ({ page, visit, problems }) => {
    let downloads = 0;
    await page.route("https://js.stripe.com/**", async (route) => {
      downloads += 1;
      // @stripe/stripe-js tries twice before it gives up.
      if (downloads > 2) return route.fallback();
      await route.abort("internetdisconnected");
    });
    await visit("order-summary");
    await expect(page.getByRole("alert").filter({ hasText: "The payment form could not be loaded" })).toBeVisible();
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(checkoutForm(page)).toBeVisible();
    expect(problems.filter((p) => p.startsWith("page error"))).toEqual([]);
  });

  test("looks finished at 390 px before payment", async ({ openPage, attachScreenshot }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("order-summary");
    await expect(checkoutForm(page)).toBeVisible();
    await attachScreenshot(page, "order-pending-390", { fullPage: true });
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  });
});
