/**
 * The operator console (/admin) in Chromium, behind the fake Cloudflare Access team: a visitor
 * Access did not let in sees why; an operator finds an order, resends its licence mail, refunds
 * it through the Stripe fake, creates an affiliate whose code a buyer then uses, and retries a
 * mail that bounced; and works from the keyboard. Every page's axe pass is admin-axe.spec.ts.
 */
import type { Page } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { demoAffiliate } from "#scripts/seed/affiliates.ts";
import { EFFECT_TEST_TIMEOUT_MS, EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { expect, KEY, test, uniqueEmail, viewports, visitRoute } from "./fixtures";
import { OPERATOR_EMAIL } from "./support/access";
import { MAIL_FAKE_ENV } from "./support/e2e-site";
import { newestMailTo, orderStatus } from "./support/outbox";
import { expectNoSidewaysScroll } from "./support/page-width.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[aria-live]").getByText(text);

/** A page of the console (/admin/orders). */
const section = (name: string) => pathTo("admin-section", { section: name });

async function searchOrders(page: Page, query: string) {
  await visitRoute(page, "admin-section", { section: "orders" });
  await page.getByRole("searchbox", { name: "Search orders" }).fill(query);
  await page.getByRole("button", { name: "Search" }).click();
}

/** Sends to `to` fail (503) at the e-mail provider fake, or succeed again. */
async function bounce(to: string, bouncing: boolean) {
  const fake = process.env[MAIL_FAKE_ENV];
  if (!fake) throw new Error(`${MAIL_FAKE_ENV} is unset`);
  const res = await fetch(`${fake}/__fake/bounce`, { method: "POST", body: JSON.stringify({ to, bouncing }) });
  expect(res.ok).toBe(true);
}

test.describe("the operator console", () => {
  test("tells a visitor Access did not let in to sign in, and shows no data", async ({ browser, siteURL }) => {
    const context = await browser.newContext({ baseURL: siteURL });
    try {
      const page = await context.newPage();
      await visitRoute(page, "admin-section", { section: "orders" });
      await expect(page.getByRole("alert")).toContainText("Sign in through Cloudflare Access");
      await expect(page.getByRole("table")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("names the operator on every page", async ({ page }) => {
    for (const path of [pathTo("admin"), section("orders"), section("audit")]) {
      await page.goto(path);
      await expect(page.getByTestId("operator")).toHaveText(`Signed in as ${OPERATOR_EMAIL} through Cloudflare Access`);
    }
  });

  test(
    "finds an order, resends its licence mail and refunds it through Stripe",
    KEY,
    async ({ page, purchase, outbox, problems, attachScreenshot }) => {
      test.setTimeout(EFFECT_TEST_TIMEOUT_MS);
      const { email, key, orderId } = await purchase.newBuyer("console-order");

      await searchOrders(page, email);
      await page.getByRole("link", { name: orderId }).click();
      await expect(page.getByRole("heading", { name: `Order ${orderId} paid` })).toBeVisible();
      await expect(page.getByRole("table", { name: "Licence keys" })).toContainText(key);
      await expect(page.locator("dl").first()).toContainText(`${email} (US, mails in English)`);

      const mails = page.getByRole("table", { name: `Mails to ${email}` });
      await expect(mails.getByRole("row")).toHaveCount(2);
      await page.getByRole("button", { name: "Resend licence mail" }).click();
      await expect(toast(page, `Licence mail queued to ${email} (1 key)`)).toBeVisible();
      await expect(mails.getByRole("row")).toHaveCount(3);
      expect(outbox.newestTo(email)?.body_text).toContain(key);

      await page.getByRole("button", { name: "Refund in full" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toContainText(`Refund $269.00 to ${email}?`);
      await expect(dialog).toBeVisible();
      await attachScreenshot(page, "refund-confirmation");
      await dialog.getByRole("button", { name: "Refund in full" }).click();
      await expect(toast(page, /Refund sent to Stripe/)).toBeVisible();

      // The Stripe fake delivers charge.refunded to the Worker, which marks the order and revokes the
      // key: the test waits for that write, then looks.
      await expect.poll(() => orderStatus(orderId), { timeout: EFFECT_TIMEOUT_MS }).toBe("refunded");
      await page.reload();
      await expect(page.getByRole("heading", { name: `Order ${orderId} refunded` })).toBeVisible();
      await expect(page.getByRole("table", { name: "Licence keys" })).toContainText("revoked");
      await expect(page.getByRole("button", { name: "Refund in full" })).toBeDisabled();
      await expect(page.getByRole("table", { name: "Operator actions on this order" })).toContainText("order.refund");
      await attachScreenshot(page, "refunded-order", { fullPage: true });
      expect(problems).toEqual([]);
    },
  );

  test("finds an order on a phone", async ({ openPage, purchase, attachScreenshot }) => {
    const { email, orderId } = await purchase.newBuyer("console-phone");
    const { page, problems } = await openPage(viewports.mobile);
    await searchOrders(page, email);
    await page.getByRole("link", { name: orderId }).click();
    await expect(page.getByRole("heading", { name: `Order ${orderId} paid` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend licence mail" })).toBeInViewport({ ratio: 0.5 });
    // Nothing widens the page past the phone's width (tables scroll inside their own box).
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, "order-390", { fullPage: true });
    expect(problems).toEqual([]);
  });

  test("charts the shop on a phone: each chart drawn, its table on request and its CSV, nothing wider than 390 px", async ({
    openPage,
    purchase,
    attachScreenshot,
  }) => {
    await purchase.newBuyer("console-insights");
    const { page, problems } = await openPage(viewports.mobile);
    await visitRoute(page, "admin-section", { section: "insights" });
    const revenue = page.getByRole("figure", { name: "Revenue per day (USD, tax included)" });
    await expect(page.getByRole("figure")).toHaveCount(6);
    // uPlot's chunk came and drew: the picture is a canvas at the card's width.
    await expect(revenue.locator("canvas")).toBeVisible();
    const csv = revenue.getByRole("link", { name: "Download CSV: Revenue per day (USD, tax included)" });
    await expect(csv).toHaveAttribute("download", "revenue-usd-incl-30-days.csv");
    // A day the nightly job has not summed yet is empty, never 0 (web/features/admin/insights/insights.ts); today is live.
    const lines = decodeURIComponent((await csv.getAttribute("href")) ?? "").split("\r\n");
    expect(lines[0]).toBe("data:text/csv;charset=utf-8,Day,Revenue (USD),Sales");
    expect(lines.slice(1, -1)).toHaveLength(30);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2},(\d+\.\d{2},\d+|,)$/);
    expect(lines.at(-2)).toMatch(/,\d+\.\d{2},[1-9]\d*$/);
    expect(lines.at(-1)).toBe("");
    await revenue.getByRole("button", { name: "Data table: Revenue per day (USD, tax included)" }).click();
    await expect(revenue.getByRole("region", { name: "Revenue per day (USD, tax included): table" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, "insights-390", { fullPage: true });
    expect(problems).toEqual([]);
  });

  test("creates an affiliate with a Stripe code that a buyer then uses", async ({
    page,
    visit,
    siteURL,
    stripeApiBase,
    problems,
    attachScreenshot,
  }) => {
    const tag = Date.now().toString(36).toUpperCase();
    const username = `partner-${tag.toLowerCase()}`;
    const code = `P${tag}`;
    await visit("admin-section", { section: "affiliates" });
    await page.getByRole("button", { name: "New affiliate" }).click();
    const dialog = page.getByRole("dialog", { name: "New affiliate" });
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("E-mail").fill(`${username}@example.com`);
    await dialog.getByLabel("Commission (%)").fill("25");
    await dialog.getByLabel("Coupon code").fill(code);
    await dialog.getByLabel("Buyer's discount (%)").fill("20");
    await dialog.getByLabel("Language of their mails").selectOption("fr");
    await attachScreenshot(page, "new-affiliate");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(toast(page, `${username} created with the code ${code} (20% off)`)).toBeVisible();
    await expect(page.getByRole("heading", { name: `${username} enabled` })).toBeVisible();
    await expect(page.getByRole("table", { name: "Coupon codes" })).toContainText(/promo_/);
    // The partner's mails are in the language chosen, and the operator can change it.
    const facts = page.locator("dl").first();
    await expect(facts).toContainText("French");
    await page.getByLabel("Language of their mails").selectOption("de");
    await expect(toast(page, "The partner's mails are now written in German")).toBeVisible();
    await expect(facts).toContainText("German");
    await attachScreenshot(page, "affiliate-language");
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone too the language field fits: nothing widens the page past 390 px.
    await expect(page.getByLabel("Language of their mails")).toHaveValue("de");
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, "affiliate-language-390", { fullPage: true });

    // A buyer comes with the code: the checkout takes 20 % off and the sale is the partner's.
    const res = await fetch(`${siteURL}/stripe/create-checkout-payment`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lookup_key: "Live_LifetimeLicense", coupon_code: code.toLowerCase() }),
    });
    expect(res.status).toBe(200);
    const sessionId = ((await res.json()) as { clientSecret: string }).clientSecret.split("_secret_")[0];
    const paid = await fetch(`${stripeApiBase}/__fake/sessions/${sessionId}/complete`, {
      method: "POST",
      body: JSON.stringify({ email: uniqueEmail("partner-buyer") }),
    });
    expect(((await paid.json()) as { webhookStatus: number }).webhookStatus).toBe(200);

    await visit("admin-section", { section: "affiliates" });
    await page.getByRole("searchbox", { name: "Search affiliates" }).fill(username);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("row").filter({ hasText: username });
    // 269.00 less 20 % (plus any tax the fake adds), one sale.
    await expect(row).toContainText(/\$2\d\d\.\d\d \(1\)/);
    await expect(row).toContainText(code);
    await attachScreenshot(page, "affiliates-with-sale");
    expect(problems).toEqual([]);
  });

  test("retries a mail that bounced", async ({ page, visit, purchase, problems }) => {
    test.setTimeout(EFFECT_TEST_TIMEOUT_MS);
    const email = uniqueEmail("bounce");
    await bounce(email, true);
    await purchase.buyLicence(email);

    // The Worker tries right away (after its answer) and fails: the mail waits in the outbox with the
    // provider's answer. The test waits for that attempt, then looks.
    await expect
      .poll(() => newestMailTo(email)?.last_error ?? null, { timeout: EFFECT_TIMEOUT_MS })
      .toContain("mail API answered 503");
    await visit("admin-section", { section: "outbox" });
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("mail API answered 503");

    await bounce(email, false);
    await row.getByRole("link").click();
    await page.getByRole("button", { name: "Retry now" }).click();
    await expect(toast(page, /^Mail \d+ sent$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry now" })).toBeDisabled();
    await expect(page.locator("dl")).toContainText("sent");
    expect(problems).toEqual([]);
  });

  test("pays the affiliates what is due: a batch, its CSV, a payout marked paid and the partner told", async ({
    page,
    visit,
    outbox,
    problems,
    attachScreenshot,
  }) => {
    test.setTimeout(EFFECT_TEST_TIMEOUT_MS);
    await visit("admin-section", { section: "payouts" });
    const balances = page.getByRole("table", { name: "Balances per affiliate and currency" });
    const demoInDollars = balances.getByRole("row").filter({ hasText: demoAffiliate.email }).filter({ hasText: "USD" });
    await expect(demoInDollars).toContainText("will be paid", { timeout: EFFECT_TIMEOUT_MS });
    await page.getByRole("button", { name: "Create payout batch" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Create payout batch" }).click();
    await expect(page.getByRole("heading", { name: /^Batch #\d+/ })).toBeVisible();

    // The link downloads the CSV; its request is read from the page (Playwright's download of an
    // intercepted request is cancelled, and here interception adds the Access header).
    const link = page.getByRole("link", { name: "Export CSV" });
    await expect(link).toHaveAttribute("download", /^payout-batch-\d+\.csv$/);
    const text = await page.evaluate(
      async (href) => (await fetch(href)).text(),
      (await link.getAttribute("href")) ?? "",
    );
    expect(text.split("\n")[0]).toMatch(/affiliate.*e-?mail.*currency.*amount.*commission/i);
    expect(text).toContain(demoAffiliate.email);

    const line = page.getByRole("row").filter({ hasText: demoAffiliate.email }).filter({ hasText: "$" });
    await line.getByRole("button", { name: "Mark paid" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Reference (bank or PayPal transaction id)").fill("PAYPAL-E2E-4711");
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(line).toContainText("PAYPAL-E2E-4711");
    await attachScreenshot(page, "payout-batch", { fullPage: true });
    await expect
      .poll(() => outbox.newestTo(demoAffiliate.email)?.body_text, { timeout: EFFECT_TIMEOUT_MS })
      .toContain("PAYPAL-E2E-4711");
    expect(problems).toEqual([]);
  });

  test("is usable from the keyboard: nav, search, an order, a confirmation", async ({ page, visit, purchase }) => {
    const { email, orderId } = await purchase.newBuyer("console-keys");
    await visit("admin");
    await page.getByRole("link", { name: "Orders & licences" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Orders & licences" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search orders" }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    const link = page.getByRole("link", { name: orderId });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press("Enter");
    const issue = page.getByRole("button", { name: "Issue second key" });
    await issue.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Issue the free second key?" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(issue).toBeFocused();
  });
});
