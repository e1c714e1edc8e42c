/**
 * The affiliate dashboard laid out for its readers (issue 28): the sales table's twelve columns (the spec's eleven and Refunded, decision 077)
 * in view at 1440 px without sideways scrolling, one card per sale at 390 px, payouts never cut,
 * and one date format (the spec's dd/mm/yyyy) in the pickers, the payouts and the table.
 */
import type { Locator } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";

/** Whether an element's content is wider than its box (so cut or scrolled sideways). */
const overflowsSideways = (locator: Locator) =>
  locator.evaluate((el) =>
    el.scrollWidth > el.clientWidth + 1 ? `${el.scrollWidth} px in ${el.clientWidth} px` : false,
  );

test.describe("affiliate dashboard layout", () => {
  test("shows all twelve columns at 1440 px without sideways scrolling", async ({
    openPage,
    signInAsAffiliate,
    attachScreenshot,
  }) => {
    const { page, problems } = await openPage(viewports.desktop);
    await signInAsAffiliate(page);
    const region = page.getByRole("region", { name: "Your transactions" });
    await expect.poll(() => overflowsSideways(region)).toBe(false);
    const box = await region.boundingBox();
    if (!box) throw new Error("not laid out");
    const headers = page.getByRole("table", { name: "Your transactions" }).getByRole("columnheader");
    await expect(headers).toHaveCount(12);
    for (const header of await headers.all()) {
      const cell = await header.boundingBox();
      expect(cell && cell.x + cell.width <= box.x + box.width + 1, await header.innerText()).toBe(true);
    }
    await region.scrollIntoViewIfNeeded();
    await attachScreenshot(page, "affiliate-table-1440");
    expect(problems).toEqual([]);
  });

  test("shows each sale as a card of labelled values at 390 px", async ({
    openPage,
    signInAsAffiliate,
    attachScreenshot,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    await signInAsAffiliate(page);
    const region = page.getByRole("region", { name: "Your transactions" });
    await expect.poll(() => overflowsSideways(region)).toBe(false);
    const first = region.locator("tbody tr:not([data-spacer])").first();
    const cells = first.locator("td");
    await expect(cells).toHaveCount(12);
    const labels = await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td, "::before").content));
    expect(labels[0]).toBe('"Customer email"');
    expect(labels[10]).toBe('"Affiliate commission"');
    // A card: its values stacked, each below the one before, all within the screen.
    const boxes = await cells.evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().toJSON()));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom - 1);
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual(390);
    await region.scrollIntoViewIfNeeded();
    await attachScreenshot(page, "affiliate-cards-390");
    expect(problems).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`never cuts a payout amount and writes every date as dd/mm/yyyy (${name})`, async ({
      openPage,
      signInAsAffiliate,
      attachScreenshot,
    }) => {
      const { page, problems } = await openPage(viewport);
      await signInAsAffiliate(page);
      const history = page.getByRole("region", { name: "Your payouts" });
      const amounts = history.locator("tbody tr:not([data-spacer]) td:nth-child(3)");
      await expect(amounts.first()).toBeVisible();
      await expect.poll(() => overflowsSideways(history)).toBe(false);
      for (const amount of await amounts.all()) {
        await expect(amount).toHaveText(/^[$€][\d,]+\.\d{2}$/, { useInnerText: true });
        await expect.poll(() => overflowsSideways(amount)).toBe(false);
      }
      const day = /^\d{2}\/\d{2}\/\d{4}$/;
      for (const label of ["Select start range", "Select end range"]) {
        await expect(page.getByRole("textbox", { name: label })).toHaveValue(day);
      }
      for (const cell of await history.locator("tbody tr:not([data-spacer]) td:nth-child(1)").all()) {
        await expect(cell).toHaveText(day, { useInnerText: true });
      }
      const sales = page.getByRole("table", { name: "Your transactions" }).locator("tbody tr:not([data-spacer])");
      for (const cell of await sales.locator("td:nth-child(3)").all()) {
        await expect(cell).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, { useInnerText: true });
      }
      await history.scrollIntoViewIfNeeded();
      await attachScreenshot(page, `affiliate-payouts-${viewport.width}`);
      expect(problems).toEqual([]);
    });
  }
});
