import type { Page } from "@playwright/test";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { expect, test, viewports, visitRoute } from "./fixtures";

/** The features page with the widget scrolled into view: its search box and its results table. */
async function openWidget(page: Page) {
  await visitRoute(page, "features-web");
  const input = page.getByRole("combobox", { name: "Type the symbol name" });
  await input.scrollIntoViewIfNeeded();
  const table = page.getByRole("table", { name: "Assets matching the symbol name" });
  return { input, table };
}

/** The widget lives in the features pages' assets data section; the seed loads the sample catalogue. */
test.describe("symbol-check widget", () => {
  test("loads EURUSD on arrival; typing 'aap' and picking a result puts it in the table", async ({
    page,
    problems,
  }) => {
    const { input, table } = await openWidget(page);
    await expect(table.locator("tbody tr").first()).toContainText("EURUSD", { timeout: EFFECT_TIMEOUT_MS });
    await expect(input).toHaveValue("EURUSD");

    await input.fill("");
    await input.pressSequentially("aap", { delay: 30 });
    const options = page.getByRole("option");
    await expect(options.first()).toHaveText(/^AAP/, { timeout: EFFECT_TIMEOUT_MS, useInnerText: true });
    for (const text of await options.allInnerTexts()) expect(text).toMatch(/^\S+\n?Broker : \S+$/);
    const apple = page.getByRole("option", { name: /^AAPL\b/ });
    await expect(apple).toContainText("Broker : NASDAQ", { useInnerText: true });
    await apple.click();

    await expect(input).toHaveValue("AAPL");
    const firstRow = table.locator("tbody tr").first();
    await expect(firstRow.locator("td")).toHaveText(
      ["AAPL", "NASDAQ", "Apple Inc.", "stock", "2004-01-02", "2026-08-28", "Tick resolution"],
      { useInnerText: true },
    );
    expect(problems).toEqual([]);
  });

  test("works by keyboard at 390 px: arrows, Enter and Escape", async ({ openPage }) => {
    const { page, problems } = await openPage(viewports.mobile);
    const { input, table } = await openWidget(page);
    await input.fill("");
    await input.pressSequentially("msft", { delay: 30 });
    await expect(page.getByRole("option")).not.toHaveCount(0, { timeout: EFFECT_TIMEOUT_MS });
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { selected: true })).toContainText("MSFT");
    await page.keyboard.press("Enter");
    await expect(table.locator("tbody tr").first()).toContainText("Microsoft");
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    expect(problems).toEqual([]);
  });

  test("ranks what traders mean and says so in the table when nothing matches, in view at 390 px", async ({
    openPage,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    const { input, table } = await openWidget(page);
    const firstSymbols = () =>
      table
        .locator("tbody tr:not([data-spacer]) td:first-child")
        .evaluateAll((cells) => cells.slice(0, 2).map((c) => c.textContent));
    await input.fill("eur");
    await expect.poll(firstSymbols).toEqual(["EURUSD", "EURJPY"]);
    await input.fill("btc");
    await expect.poll(firstSymbols).toEqual(["BTCUSD", "BTCUSDT"]);

    await input.fill("qqqzzzxx");
    const message = table.getByRole("cell", { name: "No asset matches this name." });
    await expect(message).toBeVisible();
    // The table scrolls sideways on a phone: the message stays in the part that shows.
    const box = await message.locator("span").boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
