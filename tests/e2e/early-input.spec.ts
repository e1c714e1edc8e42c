/**
 * A prerendered page can be used before its code has run (decision 033): what a visitor typed or
 * chose in that time is still there, and counted, once the page hydrates.
 */
import { expect, test } from "./fixtures";
import { openBeforeHydration } from "./support/hold-scripts";

test.describe("input before hydration", () => {
  test("/contact keeps the fields typed before its code ran, and can send them", async ({ page, problems }) => {
    const scripts = await openBeforeHydration(page, "/contact");
    const submit = page.getByRole("button", { name: "Submit" });
    await page.getByLabel("Email").fill("jane.doe@example.com");
    await page.getByLabel("Subject").fill("Typed early");
    await page.getByLabel("Message").fill("Typed while the page was loading.");
    scripts.release();

    await expect.poll(() => submit.isEnabled()).toBe(true);
    // Leaving a field re-renders it: the text must come from React's state, not only the DOM.
    await page.getByLabel("Email").focus();
    await page.getByLabel("Subject").focus();
    expect(
      await Promise.all(["Email", "Subject", "Message"].map((label) => page.getByLabel(label).inputValue())),
    ).toEqual(["jane.doe@example.com", "Typed early", "Typed while the page was loading."]);
    // What is sent is what was typed. Answered here: the Worker's contact limit is shared with contact.spec.
    let sent: unknown;
    await page.route("**/api/tv/contact", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    await submit.click();
    await page.getByRole("dialog", { name: "Thanks for your message !" }).waitFor();
    expect(sent).toMatchObject({
      Name: "jane.doe@example.com",
      Subject: "Typed early",
      Content: "Typed while the page was loading.",
    });
    expect(problems).toEqual([]);
  });

  test("/pricing/web keeps the billing period chosen before its code ran, prices and all", async ({
    page,
    problems,
  }) => {
    const scripts = await openBeforeHydration(page, "/pricing/web");
    await page.getByRole("radio", { name: "Monthly" }).check();
    scripts.release();
    await page.waitForLoadState("networkidle");

    const prices = page.locator('[data-testid="plans-grid"] [data-testid="plan-price"]');
    await expect.poll(() => prices.allInnerTexts()).toEqual(["$0", "$15.99", "$25.99"]);
    expect(await page.getByRole("radio", { name: "Monthly" }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  test("/features/web searches the symbol typed before its code ran, not the default one", async ({
    page,
    problems,
  }) => {
    const scripts = await openBeforeHydration(page, "/features/web");
    const input = page.getByRole("combobox", { name: "Type the symbol name" });
    await input.fill("AAPL");
    scripts.release();

    const table = page.getByRole("table", { name: "Assets matching the symbol name" });
    await expect
      .poll(() => table.locator("tbody tr").first().locator("td").first().innerText(), { timeout: 15_000 })
      .toBe("AAPL");
    expect(await input.inputValue()).toBe("AAPL");
    expect(problems).toEqual([]);
  });
});
