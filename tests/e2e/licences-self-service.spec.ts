/**
 * A buyer helps themselves: "send me my licence again" (/licence) and the reset limit on
 * /resetlicense, through a real purchase, the built Worker and its outbox.
 */
import type { Page } from "@playwright/test";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { expect, test, uniqueEmail, viewports, visitRoute } from "./fixtures";
import { activateOnDevice, fillResetForm, resetByAddress } from "./support/licence-reset";

const sendButton = (page: Page) => page.getByRole("button", { name: "Send me my licence" });

async function askAgain(page: Page, email: string) {
  await visitRoute(page, "licence-resend");
  await page.getByLabel("Email address").fill(email);
  await sendButton(page).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
}

test.describe("/licence", () => {
  test("mails every order of the address again, whatever the case it is typed in", async ({
    openPage,
    purchase,
    outbox,
    attachScreenshot,
  }) => {
    const email = uniqueEmail("resend");
    const first = await purchase.buyLicence(email);
    const second = await purchase.buyLicence(email);

    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("licence-resend");
    await attachScreenshot(page, "licence-390", { fullPage: true });
    await askAgain(page, email.toUpperCase());
    await expect(page.getByRole("status")).toContainText("If we have orders for this address, we sent them.");
    await attachScreenshot(page, "licence-sent-390", { fullPage: true });

    await expect
      .poll(() => outbox.newestTo(email)?.subject, { timeout: EFFECT_TIMEOUT_MS })
      .toBe("Your TickSim desktop licence keys");
    const mail = outbox.newestTo(email)?.body_text ?? "";
    for (const value of [first.key, first.orderId, second.key, second.orderId]) expect(mail).toContain(value);
    expect(mail).toContain("You asked us to send your licence again.");
    expect(problems).toEqual([]);
  });

  test("gives an address without orders the same confirmation", async ({ page, problems, attachScreenshot }) => {
    await askAgain(page, uniqueEmail("nobody"));
    await expect(page.getByRole("status")).toContainText("If we have orders for this address, we sent them.");
    await attachScreenshot(page, "licence-sent-1440", { fullPage: true });
    // Back to the form for another address.
    await page.getByRole("button", { name: "Use another address" }).click();
    await expect(page.getByLabel("Email address")).toHaveValue("");
    expect(problems).toEqual([]);
  });

  test("is reached from the reset page, and leads back to it", async ({ page, visit }) => {
    await visit("licence-reset");
    await page.getByRole("link", { name: "Send me my licence again" }).click();
    await expect(page).toHaveURL(/\/licence$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find your licence key" })).toBeVisible();
    await page.getByRole("link", { name: "Reset your licence key" }).click();
    await expect(page).toHaveURL(/\/resetlicense$/);
  });
});

test.describe("/resetlicense past the reset limit", () => {
  test("says when the next reset is possible and how to reach support", async ({
    openPage,
    purchase,
    siteURL,
    attachScreenshot,
  }) => {
    const buyer = await purchase.newBuyer("limit");
    const { email, key, orderId } = buyer;
    // Each reset frees a device that took the key (a reset of a free key counts for nothing).
    const activate = (device: number) => activateOnDevice(siteURL, key, `e2e-device-${device}-${orderId}`);
    for (let i = 0; i < 3; i++) {
      await activate(i);
      await resetByAddress(siteURL, buyer);
    }
    // A fourth device holds it: the reset the visitor asks for would release it, past the limit.
    await activate(3);

    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("licence-reset");
    await fillResetForm(page, { email, key, orderId });
    await page.getByRole("button", { name: "Reset" }).click();

    const notice = page.getByRole("alert").filter({ hasText: "This key has reached its reset limit" });
    await expect(notice).toBeVisible();
    // Thirty days after the first reset, in the visitor's time zone.
    const next = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
    await expect(notice).toContainText(`The next reset is possible on ${next}`);
    await expect(notice.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await attachScreenshot(page, "reset-limit-390", { fullPage: true });
    await page.setViewportSize(viewports.desktop);
    await attachScreenshot(page, "reset-limit-1440", { fullPage: true });
    expect(problems).toEqual([]);
  });
});
