/**
 * Issue 40, in Chromium at 390 and 1440 px: every showcase page leads on (the next step of its
 * product, the trial beside every desktop 'Buy now'), simulated results say so (the media's
 * caption, the footer's risk warning), and the statistics carousel's arrows show on hover only:
 * a touch screen swipes, and nothing covers its figures.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";
import { hydrated } from "./support/hydration";

const widths = [
  ["390", viewports.mobile],
  ["1440", viewports.desktop],
] as const;

/** Shown, and whole inside the viewport's width. */
async function expectOnScreen(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, `${target} inside the width`).toBe(true);
}

test.describe("the next step on every showcase page", () => {
  for (const [name, viewport] of widths) {
    const phone = viewport === viewports.mobile;

    test(`/features/web ends with 'Sign up for free' at ${name} px`, async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("features-web");
      const band = page.getByTestId("next-step");
      await expectOnScreen(page, band.getByRole("link", { name: "Sign up for free" }));
      expect(problems).toEqual([]);
    });

    test(`/features/desktop ends with the trial and 'Buy now' at ${name} px`, async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("features-desktop");
      const band = page.getByTestId("next-step");
      await expectOnScreen(page, band.getByRole("link", { name: "Buy now" }));
      // A computer downloads the trial; a phone, which cannot run it, is offered the web app.
      await expectOnScreen(
        page,
        band.getByRole("link", { name: phone ? "Start with the web app" : "Download the free trial" }),
      );
      expect(problems).toEqual([]);
    });

    test(`/desktop offers the trial beside 'Buy now', above the fold, at ${name} px`, async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("desktop");
      const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
      const buy = header.getByRole("link", { name: "Buy now" });
      const trial = header.getByRole("link", { name: phone ? "Start with the web app" : "Download the free trial" });
      for (const link of [buy, trial]) {
        await expect(link).toBeInViewport();
        await expectOnScreen(page, link);
      }
      expect(problems).toEqual([]);
    });

    test(`/pricing/desktop offers the trial right under 'Buy now' at ${name} px`, async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("pricing-desktop");
      const card = page.getByRole("article", { name: "Desktop app license" });
      const buy = await card.getByRole("link", { name: "Buy now" }).boundingBox();
      const trial = card.getByRole("link", { name: phone ? "Start with the web app" : "Download the trial" });
      await expectOnScreen(page, trial);
      const trialBox = await trial.boundingBox();
      // Beside it: within the height of a short paragraph, not after the list of what is included.
      expect((trialBox?.y ?? 0) - ((buy?.y ?? 0) + (buy?.height ?? 0))).toBeLessThan(phone ? 260 : 200);
      expect(problems).toEqual([]);
    });
  }
});

test.describe("simulated results say so", () => {
  for (const [name, viewport] of widths) {
    test(`the statistics and the footer say it at ${name} px`, async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewport);
      await visit("features-web");
      const image = page.getByRole("img", { name: "Growth summary: equity curve and key figures" });
      await image.scrollIntoViewIfNeeded();
      const caption = page.getByRole("figure").filter({ has: image }).locator("figcaption");
      await expect(caption).toHaveText("Simulated figures from a sample trade log.");
      await expect(caption).toBeVisible();
      // Right under the image, not hidden behind it or far below.
      const [imageBox, captionBox] = [await image.boundingBox(), await caption.boundingBox()];
      const gap = (captionBox?.y ?? 0) - ((imageBox?.y ?? 0) + (imageBox?.height ?? 0));
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(24);
      await expectOnScreen(page, page.getByTestId("footer-risk"));
      await expect(page.getByTestId("footer-risk")).toContainText("trading involves risk of loss");
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the statistics carousel's arrows, on hover only", () => {
  const carouselOf = (page: Page) => page.getByRole("region", { name: "Reporting screenshots" });
  const shownSlide = (carousel: Locator) =>
    carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

  test("a touch screen at 390 px: no arrow covers the figures, even after a tap; the keyboard still has them", async ({
    openPage,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile, { hasTouch: true });
    await visit("features-web");
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => matchMedia("(hover: none), (pointer: coarse)").matches)).toBe(true);
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    const slide = shownSlide(carousel);
    const first = await slide.getAttribute("aria-label");
    // A tap on the screenshot (a touch screen's hover stays on after it).
    await carousel
      .locator("img")
      .first()
      .tap({ position: { x: 40, y: 40 } });
    for (const name of ["Previous slide", "Next slide"]) {
      const arrow = carousel.getByRole("button", { name });
      await expect(arrow).toHaveCSS("opacity", "0");
      // What a finger reaches where the arrow sits is the screenshot, not the arrow.
      const box = await arrow.boundingBox();
      const under = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName.toLowerCase(), [
        (box?.x ?? 0) + (box?.width ?? 0) / 2,
        (box?.y ?? 0) + (box?.height ?? 0) / 2,
      ] as const);
      expect(under, name).toBe("img");
    }
    await expect(slide).toHaveAttribute("aria-label", first ?? "");
    // The keyboard reaches the arrows, which show when focused and still move the slides.
    await page.getByRole("tab", { name: /Growth summary/ }).focus();
    await page.keyboard.press("Tab");
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    await expect(previous).toBeFocused();
    await expect(previous).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(slide).not.toHaveAttribute("aria-label", first ?? "");
    expect(problems).toEqual([]);
  });

  test("a mouse at 1440 px: the arrows show while it rests on the carousel, and hide when it leaves", async ({
    page,
    problems,
    visit,
  }) => {
    await visit("features-web");
    await hydrated(page);
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole("button", { name: "Next slide" });
    await expect(next).toHaveCSS("opacity", "0");
    await carousel.hover();
    await expect(next).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(next).toHaveCSS("opacity", "0");
    expect(problems).toEqual([]);
  });
});
