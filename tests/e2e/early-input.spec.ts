/**
 * A prerendered page can be used before its code has run (decision 033): what a visitor typed or
 * chose in that time is still there, and counted, once the page hydrates.
 */

import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { aContactMessage } from "#tests/fixtures/contact-messages.ts";
import { expect, test } from "./fixtures";
import { openBeforeHydration } from "./support/hold-scripts";

test.describe("input before hydration", () => {
  test("/contact keeps the fields typed before its code ran, and can send them", async ({ page, problems }) => {
    const scripts = await openBeforeHydration(page, "contact");
    const submit = page.getByRole("button", { name: "Submit" });
    const typed = aContactMessage({ subject: "Typed early", message: "Typed while the page was loading." });
    await page.getByLabel("Email").fill(typed.email);
    await page.getByLabel("Subject").fill(typed.subject);
    await page.getByLabel("Message").fill(typed.message);
    scripts.release();

    await expect(submit).toBeEnabled();
    // Leaving a field re-renders it: the text must come from React's state, not only the DOM.
    await page.getByLabel("Email").focus();
    await page.getByLabel("Subject").focus();
    await expect(page.getByLabel("Email")).toHaveValue(typed.email);
    await expect(page.getByLabel("Subject")).toHaveValue(typed.subject);
    await expect(page.getByLabel("Message")).toHaveValue(typed.message);
    // What is sent is what was typed. Answered here: the Worker's contact limit is shared with contact.spec.
    let sent: unknown;
    await page.route("**/api/tv/contact", async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    await submit.click();
    await expect(page.getByRole("dialog", { name: "Thanks for your message !" })).toBeVisible();
    expect(sent).toMatchObject({ Name: typed.email, Subject: typed.subject, Content: typed.message });
    expect(problems).toEqual([]);
  });

  test("/pricing/web keeps the billing period chosen before its code ran, prices and all", async ({
    page,
    problems,
  }) => {
    const scripts = await openBeforeHydration(page, "pricing-web");
    await page.getByRole("radio", { name: "Monthly" }).check();
    scripts.release();
    await page.waitForLoadState("networkidle");

    const prices = page.locator('[data-testid="plans-grid"] [data-testid="plan-price"]');
    await expect(prices).toHaveText(["$0", "$15.99", "$25.99"], { useInnerText: true });
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test("/features/web searches the symbol typed before its code ran, not the default one", async ({
    page,
    problems,
  }) => {
    const scripts = await openBeforeHydration(page, "features-web");
    const input = page.getByRole("combobox", { name: "Type the symbol name" });
    await input.fill("AAPL");
    scripts.release();

    const table = page.getByRole("table", { name: "Assets matching the symbol name" });
    await expect(table.locator("tbody tr").first().locator("td").first()).toHaveText("AAPL", {
      timeout: EFFECT_TIMEOUT_MS,
    });
    await expect(input).toHaveValue("AAPL");
    // Hydration leaves the page where the visitor was typing.
    await expect(input).toBeInViewport();
    expect(problems).toEqual([]);
  });
});
