import { readFileSync } from "node:fs";
import type { Request } from "@playwright/test";
import { svgDataUrl } from "#build/svg-data-url.ts";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { expect, KEY, test, viewports } from "./fixtures";
import { holdScripts } from "./support/hold-scripts.ts";

const inlined = (file: string) => svgDataUrl(readFileSync(`web/public/media/showcase/${file}`, "utf8"));

test.describe("showcase pages", () => {
  // Every medium of every route loads without a failed request at both widths: the route sweep
  // (route-sweep.spec.ts) scrolls each page through and fails on any failed or refused file.

  test("downloads no video on the first load of the landing page before it is needed", async ({ page, visit }) => {
    const videos: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith(".webm")) videos.push(req.url());
    });
    await visit("home", { waitUntil: "networkidle" });
    // Only the first (visible, selected) slide may start; the others wait their turn.
    expect(videos.length).toBeLessThanOrEqual(1);
    for (const v of await page.locator("video").all()) {
      await expect(v).toHaveAttribute("preload", "none");
      await expect(v).toHaveJSProperty("muted", true);
      await expect(v).toHaveJSProperty("loop", true);
    }
  });

  test("ships the phone crop of the first clip's poster of / and /features/web inside the HTML, and a phone shows it", async ({
    openPage,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    for (const [id, name] of [
      ["home", "replay"],
      ["features-web", "orders"],
    ] as const) {
      const posterRequests: string[] = [];
      const onRequest = (req: Request) => {
        if (/\/media\/showcase\/[^/]+\.svg$/.test(req.url()) && req.url().includes(`/${name}`))
          posterRequests.push(req.url());
      };
      page.on("request", onRequest);
      await visit(id, { waitUntil: "networkidle" });
      // /features/web has the first accordion item's clip twice: inline (narrow) and in the side panel
      // (960 px and wider); only the inline copy, the one a phone shows, carries its poster inside.
      const clips = await page.locator("div:has(> picture source[data-inline-poster])").all();
      expect(clips).toHaveLength(1);
      for (const clip of clips) {
        const poster = clip.locator("img");
        // The full-screen poster stays a file: a phone never downloads it.
        await expect(poster).toHaveAttribute("src", `/media/showcase/${name}.svg`);
        await expect(clip.locator("source[data-inline-poster]")).toHaveAttribute(
          "srcset",
          inlined(`${name}-mobile.svg`),
        );
        // At 390 px the clip's poster is the phone crop, chosen before the first paint, in a square box.
        await expect(poster).toHaveJSProperty("currentSrc", inlined(`${name}-mobile.svg`));
        // The data: URL decodes to the crop itself: a square image, not a broken one.
        await expect(poster).toHaveJSProperty("naturalWidth", 400);
        await expect(poster).toHaveJSProperty("naturalHeight", 400);
        await expect(clip.locator("video")).toHaveAttribute("data-src", `/media/showcase/${name}-mobile.webm`);
      }
      expect(posterRequests).toEqual([]);
      page.off("request", onRequest);
    }
    expect(problems).toEqual([]);
  });

  test("asks for the full-screen poster from the head at 1440 px, and shows it", async ({ page, visit }) => {
    for (const [id, name, shown] of [
      ["home", "replay", "div:has(> picture source[data-inline-poster]) img"],
      ["features-web", "orders", '[data-testid="accordion-media"] picture img'],
    ] as const) {
      await visit(id, { waitUntil: "networkidle" });
      await expect(
        page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"][href="/media/showcase/${name}.svg"]`),
      ).toHaveAttribute("media", /^not all and /);
      const poster = page.locator(shown).first();
      await expect(poster).toBeVisible();
      await expect(poster).toHaveJSProperty("currentSrc", new URL(`/media/showcase/${name}.svg`, page.url()).href);
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
      await expect(poster.locator("xpath=ancestor::div[1]/video")).toHaveAttribute(
        "data-src",
        `/media/showcase/${name}.webm`,
      );
    }
  });

  test(
    "asks for a medium below the first screen only as it nears it, in a box of its final shape",
    KEY,
    async ({ openPage }) => {
      const { page, problems, visit } = await openPage(viewports.mobile);
      const reports: string[] = [];
      page.on("request", (req) => {
        if (/\/media\/showcase\/report-[^/]+\.svg$/.test(req.url())) reports.push(new URL(req.url()).pathname);
      });
      await visit("features-web", { waitUntil: "networkidle" });
      // The reporting carousel is a few screens down: nothing of it is downloaded, or parsed, while the page starts.
      expect(reports).toEqual([]);
      const image = page.getByRole("img", { name: "Growth summary: equity curve and key figures" });
      const figure = page.locator("figure", { has: image });
      const waiting = await figure.boundingBox();
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
      expect(reports).toContain("/media/showcase/report-growth-mobile.svg");
      // The box it waited in is the drawn medium's: nothing below it moved when it was drawn.
      expect((await figure.boundingBox())?.height).toBeCloseTo(waiting?.height ?? 0, 1);
      expect(problems).toEqual([]);
    },
  );

  test("shows the phone crop of the images at 390 px and the full screen at 1440 px", async ({ openPage }) => {
    for (const [viewport, file] of [
      [viewports.mobile, "report-growth-mobile.svg"],
      [viewports.desktop, "report-growth.svg"],
    ] as const) {
      const { page, problems, visit } = await openPage(viewport);
      await visit("features-web", { waitUntil: "networkidle" });
      const image = page.getByRole("img", { name: "Growth summary: equity curve and key figures" });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`/${file}$`));
      const box = await image.boundingBox();
      // Square crop on the phone, 16:9 on the desktop; either way wide enough to read.
      expect(
        Math.abs((box?.width ?? 0) / (box?.height ?? 1) - (viewport === viewports.mobile ? 1 : 16 / 9)),
      ).toBeLessThan(0.02);
      expect(problems).toEqual([]);
    }
  });

  test("shows the statistics in the desktop app's window on /features/desktop, at 390 and 1440 px", async ({
    openPage,
  }) => {
    for (const [viewport, file] of [
      [viewports.mobile, "report-growth-desktop-mobile.svg"],
      [viewports.desktop, "report-growth-desktop.svg"],
    ] as const) {
      const { page, problems, visit } = await openPage(viewport);
      await visit("features-desktop", { waitUntil: "networkidle" });
      const image = page.getByRole("img", { name: "Growth summary: equity curve and key figures" });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`/${file}$`));
      expect(problems).toEqual([]);
    }
  });

  test("draws the landing chart when it is scrolled into view, with its markers", async ({ openPage }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("home", { waitUntil: "networkidle" });
    const chart = page.locator("[data-drawn]");
    await expect(chart).toHaveAttribute("data-drawn", "false");
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute("data-drawn", "true");
    await expect(page.getByText("Good buy", { exact: true })).toBeVisible();
    await expect(page.getByText("Good bye !", { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the landing chart is a whole chart before it draws, and starts as soon as its edge enters the viewport", async ({
    openPage,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("home", { waitUntil: "networkidle" });
    const chart = page.locator("[data-drawn]");
    // The first frame: every volume bar and the price line's trace are visible, not an empty box.
    const firstFrame = await chart.evaluate((el) => ({
      bars: [...el.querySelectorAll("rect")].filter(
        (r) => Number(getComputedStyle(r).opacity) > 0.2 && r.getBBox().height > 0,
      ).length,
      trace: [...el.querySelectorAll("path")].some(
        (p) => Number(getComputedStyle(p).strokeOpacity) > 0.2 && getComputedStyle(p).strokeDashoffset === "0px",
      ),
    }));
    expect(firstFrame.bars).toBeGreaterThanOrEqual(60);
    expect(firstFrame.trace).toBe(true);
    // Scroll so only its top 20 px are on screen, as when reading down the page.
    const top = await chart.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight + 20), top);
    await expect(chart).toHaveAttribute("data-drawn", "true", { timeout: EFFECT_TIMEOUT_MS });
    expect(problems).toEqual([]);
  });

  test("moves through the landing tabs by keyboard and the slide follows", async ({ page, visit }) => {
    await visit("home", { waitUntil: "networkidle" });
    await page.getByRole("tab", { name: /Backtest everywhere/ }).focus();
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("tab", { name: /Trade the replay/ });
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(second).toBeFocused();
    await expect(page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveAttribute(
      "aria-label",
      "Trade the replay",
    );
  });

  test("shows the slide of a landing tab picked before the carousel's code arrives, and the carousel starts there", async ({
    page,
    visit,
  }) => {
    // Embla's chunk is held: until it binds, the tabs scroll the slides natively (decision 093).
    const { release, asked } = await holdScripts(page, /\/assets\/EmblaBinding-[\w-]+\.js$/);
    await visit("home");
    await asked;
    const carousel = page
      .locator('[aria-roledescription="carousel"]')
      .filter({ has: page.locator('[aria-roledescription="slide"][aria-label="Trade the replay"]') });
    const viewport = carousel.locator(":has(> [aria-live])");
    const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const second = page.getByRole("tab", { name: /Trade the replay/ });
    await second.click();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(shown).toHaveAttribute("aria-label", "Trade the replay");
    const width = await viewport.evaluate((el) => el.clientWidth);
    await expect(viewport).toHaveJSProperty("scrollLeft", width);
    // Still the picked slide once the scroll is over, then once Embla holds it with its transform.
    await expect(second).toHaveAttribute("aria-selected", "true");
    release();
    await expect(viewport).toHaveAttribute("data-embla-bound", "");
    await expect(viewport).toHaveJSProperty("scrollLeft", 0);
    await expect(shown).toHaveAttribute("aria-label", "Trade the replay");
    await expect(second).toHaveAttribute("aria-selected", "true");
  });

  test("toggles Rule Manager cards by keyboard between 200px and their expanded height", async ({ openPage }) => {
    const { page, problems, visit } = await openPage(viewports.desktop, { reducedMotion: "reduce" });
    await visit("features-desktop", { waitUntil: "networkidle" });
    const card = page.getByRole("button", { name: /Setup rules/ });
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((el) => el.getBoundingClientRect().height)).toBe(200);
    await card.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => card.evaluate((el) => el.getBoundingClientRect().height)).toBe(486);
    await page.keyboard.press("Space");
    await expect.poll(() => card.evaluate((el) => el.getBoundingClientRect().height)).toBe(200);
    expect(problems).toEqual([]);
  });

  for (const width of [390, 960, 1440]) {
    test(`cuts off nothing in a Rule Manager card, collapsed or expanded, at ${width} px`, async ({
      openPage,
      attachScreenshot,
    }) => {
      const { page, problems, visit } = await openPage({ width, height: 900 }, { reducedMotion: "reduce" });
      await visit("features-desktop", { waitUntil: "networkidle" });
      const cards = page.locator("[data-kind]");
      await expect(cards).toHaveCount(3);
      /** Each card's visible content that reaches past its padding box (text, image), by card. */
      const clipped = () =>
        cards.evaluateAll((els) =>
          els.flatMap((card) => {
            const box = card.getBoundingClientRect();
            const style = getComputedStyle(card);
            const bottom =
              box.bottom - Number.parseFloat(style.paddingBottom) - Number.parseFloat(style.borderBottomWidth) + 0.5;
            const right =
              box.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth) + 0.5;
            return [...card.querySelectorAll("*")]
              .filter((el) => {
                const r = el.getBoundingClientRect();
                return r.height > 0 && (r.bottom > bottom || r.right > right || el.scrollWidth > el.clientWidth + 1);
              })
              .map((el) => `${card.getAttribute("data-kind")}: ${el.textContent?.slice(0, 40) || el.tagName}`);
          }),
        );
      const loaded = () =>
        cards.locator("img").evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete));
      await cards.first().scrollIntoViewIfNeeded();
      await expect.poll(loaded).toBe(true);
      await expect.poll(clipped).toEqual([]);
      for (const card of await cards.all()) await card.click();
      for (const card of await cards.all()) await expect(card).toHaveAttribute("aria-expanded", "true");
      await expect.poll(clipped).toEqual([]);
      await cards.first().scrollIntoViewIfNeeded();
      await attachScreenshot(page, `rule-cards-expanded-${width}`);
      expect(problems).toEqual([]);
    });
  }

  test("/partners names each partner once, beside a typographic mark", async ({ page, visit }) => {
    await visit("partners", { waitUntil: "networkidle" });
    const main = await page.locator("main").innerText();
    for (const name of ["PipSchool Academy", "Journalytics"]) {
      expect(main.split(name).length - 1, name).toBe(1);
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(`^Visit the website of ${name}`) })).toBeVisible();
    }
  });

  test("switches between the web and desktop features pages keeping the scroll position", async ({ page, visit }) => {
    await visit("features-web", { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.getByRole("link", { name: "Desktop", exact: true }).click();
    await page.waitForURL("**/features/desktop");
    await expect(page.locator("h1")).toHaveText("Desktop app features", { useInnerText: true });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await expect(page.locator("#assets-data")).toHaveCount(1);
  });
});
