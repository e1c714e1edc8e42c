/**
 * Issue 40, points 6 to 8, in Chromium at 390 and 1440 px: the affiliate's applied range governs
 * the pickers' page below them (table, cards, chart), a console figure leads to its orders, and
 * an order's page tells a reset that released a device from one that freed nothing.
 */
import type { Locator, Page } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { expect, test, viewports } from "./fixtures";
import { activateOnDevice, resetByAddress } from "./support/licence-reset.ts";
import { expectNoSidewaysScroll } from "./support/page-width.ts";

const widths = [
  ["390", viewports.mobile],
  ["1440", viewports.desktop],
] as const;

/** A day as the pickers and the table write it: dd/mm/yyyy. */
const dd = (d: Date) =>
  `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;

/** The parts' names in the order they stand on the page, from the top down. */
const fromTheTop = async (page: Page, parts: Record<string, Locator>) => {
  const scrollY = await page.evaluate(() => window.scrollY);
  const tops = await Promise.all(
    Object.entries(parts).map(async ([name, locator]) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error(`${name} is not laid out`);
      return { name, top: box.y + scrollY };
    }),
  );
  return tops.sort((a, b) => a.top - b.top).map(({ name }) => name);
};

for (const [name, viewport] of widths) {
  test(`the affiliate's applied range governs the table and the chart below its pickers at ${name} px`, async ({
    openPage,
    signInAsAffiliate,
    attachScreenshot,
  }) => {
    const { page, problems } = await openPage(viewport);
    await signInAsAffiliate(page);
    const start = page.getByLabel("Select start range", { exact: true });
    const chart = page.getByRole("figure").first();
    const table = page.getByRole("table", { name: "Your transactions" });
    await expect(chart).toBeVisible();
    await expect.poll(() => fromTheTop(page, { pickers: start, chart, table })).toEqual(["pickers", "chart", "table"]);

    // The previous month only: from its first day, to its last.
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const last = new Date(now.getFullYear(), now.getMonth(), 0);
    await page.getByRole("button", { name: "Choose a date: Select start range" }).click();
    await page.getByRole("button", { name: /previous month/i }).click();
    await page.locator(".rdp-day_button", { hasText: /^1$/ }).first().click();
    await page.getByRole("button", { name: "Choose a date: Select end range" }).click();
    await page.getByRole("button", { name: /previous month/i }).click();
    await page
      .locator(".rdp-day_button", { hasText: new RegExp(`^${last.getDate()}$`) })
      .last()
      .click();
    await expect(start).toHaveValue(dd(first));
    await expect(page.getByLabel("Select end range", { exact: true })).toHaveValue(dd(last));
    await page.getByRole("button", { name: "Apply" }).click();

    await expect(chart).toHaveAccessibleName(`Sales and commissions per day, ${dd(first)} to ${dd(last)}`);
    const dates = await table
      .locator("tbody tr:not([data-spacer]) td:nth-child(3)")
      .evaluateAll((tds) => tds.map((td) => td.textContent ?? ""));
    const month = `/${String(first.getMonth() + 1).padStart(2, "0")}/${first.getFullYear()}`;
    for (const date of dates) expect(date.replace(/^Date/, "")).toContain(month);
    // Nothing hovered: the legend reads the range's totals, never a dash.
    const legend = chart.locator(".u-legend");
    await expect(legend).toBeVisible();
    await expect(legend).not.toContainText("—");
    await expect(legend).toContainText("$");
    await attachScreenshot(page, `affiliate-range-${name}`, { fullPage: true });
    expect(problems).toEqual([]);
  });

  test(`a console figure leads to exactly its orders at ${name} px`, async ({
    openPage,
    purchase,
    attachScreenshot,
  }) => {
    await purchase.newBuyer(`figure-${name}`);
    const { page, problems } = await openPage(viewport);
    await page.goto(pathTo("admin"));
    const today = page.getByRole("region", { name: "Today (UTC)" });
    const sales = today.locator("dt", { hasText: "Revenue (sales)" }).locator("xpath=following-sibling::dd[1]");
    const link = sales.getByRole("link");
    await expect(link).toBeVisible();
    const figure = (await link.locator("li").allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim()).join(", ");
    await attachScreenshot(page, `overview-${name}`, { fullPage: true });
    await link.click();

    await expect(page).toHaveURL(/\/admin\/orders\?fact=sale&since=\d+&until=\d+$/);
    await expect(page.getByTestId("figure-totals")).toHaveText(figure);
    const list = page.getByRole("table", { name: /Newest orders \(sales\)/ });
    await expect(list.getByRole("columnheader", { name: "In sales" })).toBeAttached();
    if (name === "390") {
      await expectNoSidewaysScroll(page);
    }
    await attachScreenshot(page, `orders-of-figure-${name}`, { fullPage: true });

    await page.getByLabel("Show").selectOption("refunded");
    await expect(page.getByRole("table", { name: /\(sales, Refunded\)/ })).toBeVisible();
    await page.getByRole("link", { name: "Show every order" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByTestId("figure-totals")).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test("an order's page tells the reset that released a device from the one that freed nothing", async ({
  openPage,
  purchase,
  siteURL,
  attachScreenshot,
}) => {
  const buyer = await purchase.newBuyer("released");
  const { orderId } = buyer;
  await activateOnDevice(siteURL, buyer.key, `e2e-released-${orderId}`);
  await resetByAddress(siteURL, buyer);
  await resetByAddress(siteURL, buyer);

  for (const [name, viewport] of widths) {
    const { page, problems } = await openPage(viewport);
    await page.goto(pathTo("admin-item", { section: "orders", id: orderId }));
    const resets = page.getByRole("table", { name: "Reset history" });
    await expect(resets.getByText("released", { exact: true })).toHaveCount(1);
    await expect(resets.getByText("none bound: not counted")).toHaveCount(1);
    await expect(page.getByRole("table", { name: "Refunds" })).toContainText("Never refunded");
    await expect(page.getByRole("table", { name: "Disputes" })).toContainText("Never disputed");
    await expect(page.getByRole("table", { name: "Licence keys" })).toContainText(/^.*1$|1/);
    await attachScreenshot(page, `order-resets-${name}`, { fullPage: true });
    expect(problems).toEqual([]);
  }
});
