import { mkdir } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, launchBrowser, openPage, viewports } from "./support/browser";
import { newestMailTo } from "./support/outbox";

const SHOTS = "test-results/checkout";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const stripeScripts = (page: Page) => page.locator('script[src^="https://js.stripe.com"]').count();
const checkoutForm = (page: Page) => page.getByRole("form", { name: "Fake Stripe checkout" });

/** A new checkout session through the Worker, as the order page creates it; returns its id. */
async function newSession(): Promise<string> {
  const res = await fetch(`${baseURL()}/stripe/create-checkout-payment`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ lookup_key: "Live_LifetimeLicense" }),
  });
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  return clientSecret.split("_secret_")[0] ?? "";
}

/** Pays a session in the Stripe fake, which delivers the signed event to the Worker. */
async function pay(sessionId: string, email: string): Promise<void> {
  const res = await fetch(`${inject("stripeApiBase")}/__fake/sessions/${sessionId}/complete`, {
    method: "POST",
    body: JSON.stringify({ email }),
  });
  const { webhookStatus } = (await res.json()) as { webhookStatus: number };
  expect(webhookStatus).toBe(200);
}

/** The licence e-mail's key and order ID, once the Worker has written it. */
async function licenceFromMail(email: string): Promise<{ key: string; orderId: string }> {
  await expect.poll(() => newestMailTo(email), { timeout: 10_000 }).toBeDefined();
  const body = newestMailTo(email)?.body_text ?? "";
  const key = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(body)?.[0];
  const orderId = /Order ID: (\d+)/.exec(body)?.[1];
  if (!key || !orderId) throw new Error(`no key in the licence mail:\n${body}`);
  return { key, orderId };
}

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
  });
});

describe("/resetlicense", () => {
  async function fill(page: Page, email: string, key: string, orderId: string) {
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("License key").fill(key);
    await page.getByLabel("Order ID").fill(orderId);
  }
  const reset = (page: Page) => page.getByRole("button", { name: "Reset" });

  it("checks the fields, refuses unknown parameters, and resets a purchased key", async () => {
    const { page, problems } = await openPage(browser, viewports.mobile);
    await page.goto("/resetlicense");
    expect(await reset(page).isDisabled()).toBe(true);
    await fill(page, "not-an-email", "1234", "12a");
    await page.getByLabel("Order ID").blur();
    for (const message of ["Incorrect email address", "Invalid license format", "Must be a digit"]) {
      expect(await page.getByText(message).count()).toBe(1);
    }
    expect(await reset(page).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/reset-invalid-390.png`, fullPage: true });

    await fill(page, "nobody@example.com", "00000000-0000-4000-8000-000000000000", "123456789012");
    await reset(page).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "There is no existing license bound to these parameters" })
      .waitFor();

    const email = uniqueEmail("reset");
    await pay(await newSession(), email);
    const { key, orderId } = await licenceFromMail(email);
    const activate = (deviceId: string) =>
      fetch(`${baseURL()}/api/licenses/activate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ key, deviceId }),
      });
    expect((await activate("e2e-device-one")).status).toBe(200);
    expect((await activate("e2e-device-two")).status).toBe(409);

    await fill(page, email, key, orderId);
    await reset(page).click();
    await page.getByRole("status").filter({ hasText: "Your license key has been properly reset." }).waitFor();
    await page.screenshot({ path: `${SHOTS}/reset-success-390.png`, fullPage: true });
    expect((await activate("e2e-device-two")).status).toBe(200);
    expect(problems).toEqual([]);
  });
});
