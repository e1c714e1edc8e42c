/**
 * Keyboard and screen-reader users after the page changes under them (issue 28): an in-app
 * navigation puts focus on the new page's heading and announces its title; a dialog gives focus
 * back to what opened it; an auto-cycling carousel stops once the visitor takes a hand, and its
 * Pause/Play button is visible.
 */
import type { Page } from "@playwright/test";
import { aContactMessage } from "#tests/fixtures/contact-messages.ts";
import { CAROUSEL_INTERVAL_MS } from "#web/components/carousel/numbers.ts";
import { expect, test, viewports } from "./fixtures";
import { hydrated } from "./support/hydration";

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const text = el && el !== document.body ? ((el as HTMLElement).innerText?.trim() ?? "") : "";
    return { tag: el?.tagName.toLowerCase(), text };
  });

const announcer = (page: Page) => page.getByTestId("route-announcer");

/** Documentation addresses (RFC 5737) no other test sends from. */
const contactAddress: Record<keyof typeof viewports, string> = { mobile: "198.51.100.204", desktop: "198.51.100.205" };

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px`, () => {
    test(`an in-app navigation focuses the new page's h1 and announces its title, not the first load (${name})`, async ({
      openPage,
    }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("contact");
      await hydrated(page);
      await expect.poll(() => focused(page)).toEqual({ tag: "body", text: "" });
      await expect(announcer(page)).toHaveText("");

      await page.locator("footer").getByRole("link", { name: "Terms & conditions" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.locator("h1")).toHaveText("Terms and Conditions");
      await expect(page.locator("h1")).toBeFocused();
      await expect(announcer(page)).toHaveText(await page.title());
      await expect(page).toHaveTitle(/^Terms and Conditions/);
      await expect(page.locator("h1")).toHaveAttribute("tabindex", "-1");
      // Tab goes on from the heading into the page, not back to the top of the document.
      await page.keyboard.press("Tab");
      await expect(page.locator("main:focus, main :focus")).toHaveCount(1);

      await page.locator("footer").getByRole("link", { name: "Privacy policy" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("h1")).toHaveText("Privacy Policy");
      await expect(page.locator("h1")).toBeFocused();
      await expect(announcer(page)).toHaveText(await page.title());
      await expect(page).toHaveTitle(/^Privacy Policy/);
      expect(problems).toEqual([]);
    });

    test(`the forgot-password dialog gives focus back to its button, on Escape and after sending (${name})`, async ({
      openPage,
    }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("affiliates");
      await hydrated(page);
      const opener = page.getByRole("button", { name: "Forgot your password?" });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).not.toBeAttached();
      await expect(opener).toBeFocused();

      // Again, through the 'sent' message that replaces the form.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      // An address of no partner: the dialog answers alike, and no real partner's reset link is replaced.
      await page.keyboard.type("nobody.focus@example.com");
      await page.keyboard.press("Enter");
      const sent = page.getByRole("dialog").filter({ hasNotText: "Confirm" });
      await expect(page.getByRole("dialog")).not.toHaveAccessibleName("Reset your password");
      await page.keyboard.press("Escape");
      await expect(sent).not.toBeAttached();
      await expect(opener).toBeFocused();
      expect(problems).toEqual([]);
    });

    test(`the contact form's thanks dialog gives focus back to the form (${name})`, async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewport);
      // A client address of its own: contact.spec's messages count against the same per-address limit
      // (5 a minute), and a sixth in that minute is answered 429, a toast instead of the thanks dialog.
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": contactAddress[name as keyof typeof viewports] });
      await visit("contact");
      await hydrated(page);
      const typed = aContactMessage({ subject: "Focus after the dialog" });
      await page.getByLabel("Email").fill(typed.email);
      await page.getByLabel("Subject").fill(typed.subject);
      await page.getByLabel("Message").fill(typed.message);
      await page.getByRole("button", { name: "Submit" }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Thanks for your message !" });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).not.toBeAttached();
      // The Submit button is disabled again (the fields are empty): the form's first field takes focus.
      await expect(page.getByLabel("Email")).toBeFocused();
      expect(problems).toEqual([]);
    });

    test(`a carousel stops once a tab is picked, shows Pause/Play, and plays again on Play (${name})`, async ({
      openPage,
      attachScreenshot,
    }) => {
      const { page, problems, visit } = await openPage(viewport);
      await page.clock.install();
      await visit("home");
      await hydrated(page);
      const carousel = page.getByRole("region", { name: /demo$/ });
      const shownSlide = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      const shown = () => shownSlide.getAttribute("aria-label");
      const toggle = carousel.getByRole("button", { name: /^(Pause|Play) / });
      await carousel.scrollIntoViewIfNeeded();
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveText("Pause");
      // It cycles while left alone (embla binds once the carousel is seen).
      const first = await shown();
      await expect
        .poll(async () => {
          await page.clock.runFor(CAROUSEL_INTERVAL_MS);
          return shown();
        })
        .not.toBe(first);

      // The visitor picks a tab with the keyboard: the slide is theirs, and stays.
      const tabs = page.getByRole("tablist").first();
      await tabs.getByRole("tab", { selected: true }).focus();
      await page.keyboard.press("End");
      // The button turns to Play in the render that shows the picked slide.
      await expect(toggle).toHaveText("Play");
      const picked = (await shown()) ?? "";
      await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
      await expect(shownSlide).toHaveAttribute("aria-label", picked);
      await attachScreenshot(page, `carousel-stopped-${viewport.width}`);

      // Play, from the keyboard: it cycles again.
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveText("Pause");
      await page.clock.runFor(CAROUSEL_INTERVAL_MS + 1000);
      await expect(shownSlide).not.toHaveAttribute("aria-label", picked);
      expect(problems).toEqual([]);
    });

    test(`a tab of the desktop overview brings its carousel stopped, with Play (${name})`, async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewport);
      await page.clock.install();
      await visit("desktop");
      await hydrated(page);
      const tabs = page.getByRole("tablist").first();
      await tabs.scrollIntoViewIfNeeded();
      await tabs.getByRole("tab", { selected: true }).focus();
      await page.keyboard.press("ArrowRight");
      const carousel = page.getByRole("tabpanel").first().getByRole("region");
      const toggle = carousel.getByRole("button", { name: /^(Pause|Play) / });
      await expect(toggle).toHaveText("Play");
      const slide = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
      const first = (await slide.getAttribute("aria-label")) ?? "";
      await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
      await expect(slide).toHaveAttribute("aria-label", first);
      expect(problems).toEqual([]);
    });
  });
}

test("a carousel stops when the pointer rests on it", async ({ openPage }) => {
  const { page, visit } = await openPage(viewports.desktop);
  await page.clock.install();
  await visit("desktop");
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "Testimonials" });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  await expect(carousel.getByRole("button", { name: /^Play / })).toHaveText("Play");
});
