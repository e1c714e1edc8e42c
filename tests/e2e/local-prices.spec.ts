/**
 * Local prices in a real browser (decision 056): the Worker names the visitor's currency on
 * <html>, so the first paint already shows the licence in it; the switcher changes it without
 * moving anything (CLS 0) and remembers it; the order page charges what it shows.
 */
import type { Page } from "@playwright/test";
import { CURRENCY_COOKIE } from "#common/currency-choice.ts";
import { pathTo } from "#common/routes.ts";
import { expect, test, viewports } from "./fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

/** The licence's price the visitor sees: the one variant that is visible. */
const shownPrice = (page: Page) => page.locator("[data-in]:visible", { hasText: /\d/ }).first();

for (const viewport of [viewports.mobile, viewports.desktop]) {
  test(`the desktop pricing page at ${viewport.width} px: yen from the first paint, euros after a switch, nothing moves`, async ({
    openPage,
    siteURL,
    attachScreenshot,
  }) => {
    const { page, problems, visit } = await openPage(viewport);
    await page.context().addCookies([{ name: CURRENCY_COOKIE, value: "jpy", url: siteURL }]);
    await recordLayoutShifts(page);
    await visit("pricing-desktop", { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-currency", "jpy");
    await expect(page.getByText("¥39,800", { exact: true })).toBeVisible();
    await expect(page.getByText("$269", { exact: true })).toBeHidden();

    await page.getByLabel("Currency").selectOption("eur");
    await expect(page.getByText("€249", { exact: true })).toBeVisible();
    await expect(page.getByText("¥39,800", { exact: true })).toBeHidden();
    // Measured before any full-page screenshot, which resizes the viewport and moves everything.
    await expect.poll(() => layoutShifts(page)).toBe(0);
    await attachScreenshot(page, `pricing-desktop-eur-${viewport.width}`, { fullPage: true });
    await page.getByLabel("Currency").selectOption("jpy");
    await expect(page.getByText("¥39,800", { exact: true })).toBeVisible();
    await attachScreenshot(page, `pricing-desktop-jpy-${viewport.width}`, { fullPage: true });
    await page.getByLabel("Currency").selectOption("eur");

    // Remembered: the next visit is in euros from the start.
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-currency", "eur");
    await expect(shownPrice(page)).toHaveText("€249");
    expect(problems).toEqual([]);
  });
}

test("the order page shows the licence in pounds and starts the checkout in pounds", async ({
  page,
  siteURL,
  visit,
  problems,
}) => {
  await page.context().addCookies([{ name: CURRENCY_COOKIE, value: "gbp", url: siteURL }]);
  const started = page.waitForRequest((r) => r.url().endsWith("/stripe/create-checkout-payment"));
  await visit("order-summary");
  expect((await started).postDataJSON()).toMatchObject({ currency: "gbp" });
  const answer = await (await started).response();
  // computed value: the checkout API's answer, which the page only shows in part
  expect(await answer?.json()).toMatchObject({ currency: "gbp" });
  await expect(page.getByText("£219", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const viewport of [viewports.mobile, viewports.desktop]) {
  test(`the Japanese desktop pricing page at ${viewport.width} px: yen, and the payment sentence says so`, async ({
    openPage,
    siteURL,
    attachScreenshot,
  }) => {
    const { page, problems } = await openPage(viewport);
    await page.context().addCookies([{ name: CURRENCY_COOKIE, value: "jpy", url: siteURL }]);
    await page.goto(pathTo("pricing-desktop", {}, "ja"), { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByText("￥39,800", { exact: true })).toBeVisible();
    await expect(page.getByText("お支払いは日本円です。", { exact: true })).toBeVisible();
    await expect(page.getByText("お支払いは米ドルです。", { exact: true })).toBeHidden();
    await expect(page.getByLabel("通貨")).toHaveValue("jpy");
    await attachScreenshot(page, `pricing-desktop-ja-jpy-${viewport.width}`, { fullPage: true });
    expect(problems).toEqual([]);
  });
}
