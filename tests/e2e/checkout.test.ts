import { mkdir } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, viewports } from "./support/browser";
import { licenceFromMail, newSession, uniqueEmail } from "./support/purchase";

const SHOTS = "test-results/checkout";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const stripeScripts = (page: Page) => page.locator('script[src^="https://js.stripe.com"]').count();
const checkoutForm = (page: Page) => page.getByRole("form", { name: "Fake Stripe checkout" });

describe("OrderSummary", () => {
  it("pays through the embedded checkout: pending, success dialog, thanks, and the licence e-mail", async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
    await page.goto("/OrderSummary");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Order details");
    await checkoutForm(page).waitFor();
    expect(await stripeScripts(page)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/order-pending-1440.png`, fullPage: true });

    const email = uniqueEmail("buyer");
    await checkoutForm(page).getByLabel("Email").fill(email);
    await checkoutForm(page).getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/OrderSummary\?sid=cs_test_/);

    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("Your order is successful");
    expect(await dialog.textContent()).toContain("Thanks for your purchase !");
    expect(await page.locator("h1").textContent()).toBe("Checkout summary");
    await page.screenshot({ path: `${SHOTS}/order-success-dialog-1440.png` });
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    expect(await page.getByText("Check your spam folder").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Discord", exact: true }).last().getAttribute("href")).toBe("/discord");
    expect(await checkoutForm(page).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/order-completed-1440.png`, fullPage: true });

    const { key, orderId } = await licenceFromMail(email);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orderId).toMatch(/^\d{12}$/);
    expect(problems).toEqual([]);
  });

  it("shows the failure dialog for a session that was not paid, then a new checkout", async () => {
    const { page, problems } = await openPage(browser, viewports.mobile);
    const sid = await newSession();
    await page.goto(`/OrderSummary?sid=${sid}`);
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("Your order has failed");
    expect(await dialog.textContent()).toContain("Something went wrong, the order has not been processed");
    await page.screenshot({ path: `${SHOTS}/order-failed-dialog-390.png` });
    await page.keyboard.press("Escape");
    await checkoutForm(page).waitFor();
    expect(await page.locator("h1").textContent()).toBe("Checkout summary");
    await page.screenshot({ path: `${SHOTS}/order-retry-390.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  it("loads Stripe.js on the order page only, and removes it on leaving", async () => {
    const { page } = await openPage(browser, viewports.desktop);
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

  it("shows an error with Retry when the API fails, and a checkout after Retry", async () => {
    const { page, problems } = await openPage(browser, viewports.mobile);
    let creations = 0;
    await page.route("**/stripe/create-checkout-payment", async (route) => {
      creations += 1;
      if (creations > 1) return route.fallback();
      await route.fulfill({ status: 502, json: { error: "The payment provider could not start the checkout" } });
    });
    await page.goto("/OrderSummary");
    const alert = page.getByRole("alert").filter({ hasText: "The payment form could not be loaded" });
    await alert.waitFor();
    await page.screenshot({ path: `${SHOTS}/order-error-390.png`, fullPage: true });
    await page.getByRole("button", { name: "Retry" }).click();
    await checkoutForm(page).waitFor();
    expect(creations).toBe(2);
    expect(await page.locator("h1").textContent()).toBe("Order details");
    expect(problems.filter((p) => p.startsWith("page error"))).toEqual([]);
  });

  it("shows an error with Retry when Stripe.js cannot be downloaded", async () => {
    const { page, problems } = await openPage(browser, viewports.desktop);
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

  it("looks finished at 390 px before payment", async () => {
    const { page, problems } = await openPage(browser, viewports.mobile);
    await page.goto("/OrderSummary");
    await checkoutForm(page).waitFor();
    await page.screenshot({ path: `${SHOTS}/order-pending-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
