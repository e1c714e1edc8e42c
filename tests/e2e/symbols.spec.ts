import type { Page } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";

/** The features page with the widget scrolled into view: its search box and its results table. */
async function openWidget(page: Page) {
  await page.goto("/features/web");
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
    await expect.poll(() => table.locator("tbody tr").first().innerText(), { timeout: 15_000 }).toContain("EURUSD");
    expect(await input.inputValue()).toBe("EURUSD");

    await input.fill("");
    await input.pressSequentially("aap", { delay: 30 });
    const options = page.getByRole("option");
    await expect.poll(() => options.first().innerText(), { timeout: 10_000 }).toMatch(/^AAP/);
    for (const text of await options.allInnerTexts()) expect(text).toMatch(/^\S+\n?Broker : \S+$/);
    const apple = page.getByRole("option", { name: /^AAPL\b/ });
    expect(await apple.innerText()).toContain("Broker : NASDAQ");
    await apple.click();

    expect(await input.inputValue()).toBe("AAPL");
    const firstRow = table.locator("tbody tr").first();
    await expect
      .poll(async () => (await firstRow.locator("td").allInnerTexts()).map((t) => t.trim()))
      .toEqual(["AAPL", "NASDAQ", "Apple Inc.", "stock", "2004-01-02", "2026-08-28", "Tick resolution"]);
    expect(problems).toEqual([]);
  });

  test("works by keyboard at 390 px: arrows, Enter and Escape", async ({ openPage }) => {
    const { page, problems } = await openPage(viewports.mobile);
    const { input, table } = await openWidget(page);
    await input.fill("");
    await input.pressSequentially("msft", { delay: 30 });
    await expect.poll(() => page.getByRole("option").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("option", { selected: true }).innerText()).toContain("MSFT");
    await page.keyboard.press("Enter");
    await expect.poll(() => table.locator("tbody tr").first().innerText()).toContain("Microsoft");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => input.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await input.getAttribute("aria-expanded")).toBe("false");
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
    await message.waitFor();
    // The table scrolls sideways on a phone: the message stays in the part that shows.
    const box = await message.locator("span").boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
