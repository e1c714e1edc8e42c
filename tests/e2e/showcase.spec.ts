import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";

const pages = ["/", "/desktop", "/features/web", "/features/desktop"];

/** Records every request for a showcase medium and its status. */
function trackMedia(page: Page) {
  const media: { url: string; status: number }[] = [];
  page.on("response", (res) => {
    if (res.url().includes("/media/showcase/")) media.push({ url: res.url(), status: res.status() });
  });
  return media;
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
}

test.describe("showcase pages", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`loads every medium of the showcase pages without a failed request at ${name} width`, async ({ openPage }) => {
      const { page, problems } = await openPage(viewport);
      const media = trackMedia(page);
      for (const path of pages) {
        await page.goto(path, { waitUntil: "networkidle" });
        await scrollThrough(page);
        await page.waitForLoadState("networkidle");
      }
      expect(media.length).toBeGreaterThan(5);
      expect(media.filter((m) => m.status >= 400)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test("downloads no video on the first load of the landing page before it is needed", async ({ page }) => {
    const videos: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith(".webm")) videos.push(req.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    // Only the first (visible, selected) slide may start; the others wait their turn.
    expect(videos.length).toBeLessThanOrEqual(1);
    for (const v of await page.locator("video").all()) {
      expect(await v.getAttribute("preload")).toBe("none");
      expect(await v.evaluate((el: HTMLVideoElement) => el.muted && el.loop)).toBe(true);
    }
  });

  test("ships the poster of the first clip of / and /features/web inside the HTML, and hydration keeps it", async ({
    openPage,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    for (const [path, poster] of [
      ["/", "replay.svg"],
      ["/features/web", "orders.svg"],
    ] as const) {
      const posterRequests: string[] = [];
      const onRequest = (req: Request) => {
        if (req.url().endsWith(`/media/showcase/${poster}`)) posterRequests.push(req.url());
      };
      page.on("request", onRequest);
      await page.goto(path, { waitUntil: "networkidle" });
      // /features/web has the first accordion item's clip twice: inline (narrow) and in the side panel (wide).
      const inlined = await page.locator("video[data-inline-poster]").all();
      expect(inlined.length).toBeGreaterThanOrEqual(1);
      const file = readFileSync(`web/public/media/showcase/${poster}`);
      for (const video of inlined) {
        const dataUrl = (await video.getAttribute("poster")) ?? "";
        expect(dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(Buffer.from(dataUrl.split(",")[1] ?? "", "base64").equals(file)).toBe(true);
      }
      expect(posterRequests).toEqual([]);
      page.off("request", onRequest);
    }
    expect(problems).toEqual([]);
  });

  test("draws the landing chart when it is scrolled into view, with its markers", async ({ openPage }) => {
    const { page, problems } = await openPage(viewports.mobile);
    await page.goto("/", { waitUntil: "networkidle" });
    const chart = page.locator("[data-drawn]");
    expect(await chart.getAttribute("data-drawn")).toBe("false");
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.getAttribute("data-drawn")).toBe("true");
    await expect.poll(() => page.getByText("Good buy", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Good bye !", { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  test("moves through the landing tabs by keyboard and the slide follows", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("tab", { name: /Backtest everywhere/ }).focus();
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("tab", { name: /Trade the replay/ });
    await expect.poll(() => second.getAttribute("aria-selected")).toBe("true");
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() => page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute("aria-label"))
      .toBe("Trade the replay");
  });

  test("toggles Rule Manager cards by keyboard between 200px and their expanded height", async ({ openPage }) => {
    const { page, problems } = await openPage(viewports.desktop, { reducedMotion: "reduce" });
    await page.goto("/features/desktop", { waitUntil: "networkidle" });
    const card = page.getByRole("button", { name: /Risk rules/ });
    await card.scrollIntoViewIfNeeded();
    expect(await card.evaluate((el) => el.getBoundingClientRect().height)).toBe(200);
    await card.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => card.evaluate((el) => el.getBoundingClientRect().height)).toBe(486);
    await page.keyboard.press("Space");
    await expect.poll(() => card.evaluate((el) => el.getBoundingClientRect().height)).toBe(200);
    expect(problems).toEqual([]);
  });

  test("switches between the web and desktop features pages keeping the scroll position", async ({ page }) => {
    await page.goto("/features/web", { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.getByRole("link", { name: "Desktop", exact: true }).click();
    await page.waitForURL("**/features/desktop");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Desktop app features");
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
    expect(await page.locator("#assets-data").count()).toBe(1);
  });
});
