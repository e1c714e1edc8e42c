/**
 * Journeys a buyer finishes (issue 28), at the spec's phone and desktop widths: each web "Buy now"
 * carries its plan and period, the launch deal reads the same before and after hydration, a key
 * pasted with spaces resets, and the blog's tables stay inside their column.
 */
import type { Page } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { expect, KEY, sweepTimeout, test, viewports } from "./fixtures";

const widths = [viewports.mobile, viewports.desktop] as const;

/**
 * Each paid card's plan and its Buy now address, the grid's and the carousel's cards alike (at 390
 * the grid is hidden and the carousel shows one card at a time), once per distinct pair.
 */
const buyNowLinks = (page: Page) =>
  page.locator('article[data-plan]:not([data-plan="free"])').evaluateAll((cards) => {
    const pairs = cards.map((card) => [card.getAttribute("data-plan"), card.querySelector("a")?.getAttribute("href")]);
    return [...new Map(pairs.map((pair) => [pair.join(" "), pair])).values()];
  });

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test(
      "/pricing/web: each Buy now names its plan and the chosen period",
      KEY,
      async ({ openPage, attachScreenshot }) => {
        const { page, problems, visit } = await openPage(viewport);
        await visit("pricing-web", { waitUntil: "networkidle" });
        const expected = (period: string) =>
          (["basic", "essential"] as const).map((plan) => [
            plan,
            `https://app.ticksim.app/billing?plan=${plan}&period=${period}`,
          ]);
        await expect.poll(() => buyNowLinks(page)).toEqual(expected("yearly"));
        // The link the visitor sees first names its plan too.
        const visible = page.locator('article[data-plan] a[href*="plan="]').filter({ visible: true });
        await expect(visible.first()).toHaveAttribute("href", /plan=(basic|essential)&period=yearly$/);
        await expect(visible.first()).toContainText("Buy now");
        await page.getByRole("radio", { name: "Monthly" }).filter({ visible: true }).first().click();
        await expect.poll(() => buyNowLinks(page)).toEqual(expected("monthly"));
        await attachScreenshot(page, `pricing-web-monthly-${viewport.width}`, { fullPage: true });
        expect(problems).toEqual([]);
      },
    );

    test("/pricing/desktop: the launch deal reads the same prerendered and hydrated, and the licence pages are linked", async ({
      openPage,
      attachScreenshot,
    }) => {
      const { page, problems, visit } = await openPage(viewport);
      const served = await (await page.request.get(pathTo("pricing-desktop"))).text();
      await visit("pricing-desktop", { waitUntil: "networkidle" });
      const item = page.locator('[data-feature="webLifetimeAccess"][data-offers="desktop"]');
      const hydrated = (await item.innerText()).replace(/\s+/g, " ").trim();
      // The last day is written whether the deal runs or ended; the served HTML says the same words.
      expect(hydrated).toMatch(/(until|ended on) [A-Z][a-z]+ \d{1,2}, \d{4}/);
      const lastDay = /[A-Z][a-z]+ \d{1,2}, \d{4}/.exec(hydrated)?.[0] as string;
      expect(served).toContain(lastDay);
      const dealShown = await page.getByRole("heading", { name: "Launch deal" }).count();
      expect(served.includes(">Launch deal</h2>")).toBe(dealShown === 1);
      expect(dealShown === 1).toBe(/until/.test(hydrated));

      const owners = page.getByRole("navigation", { name: "Already have a licence?" });
      await expect(owners.getByRole("link", { name: "Reset your licence key" })).toHaveAttribute(
        "href",
        "/resetlicense",
      );
      await expect(owners.getByRole("link", { name: "Send me my licence again" })).toHaveAttribute("href", "/licence");
      await attachScreenshot(page, `pricing-desktop-${viewport.width}`, { fullPage: true });
      expect(problems).toEqual([]);
    });

    test("/resetlicense: a key pasted with spaces around it resets", async ({ openPage, purchase }) => {
      const { email, key, orderId } = await purchase.newBuyer(`paste-${viewport.width}`);
      const { page, problems, visit } = await openPage(viewport);
      await visit("licence-reset", { waitUntil: "networkidle" });
      await page.getByLabel("Email address").fill(email);
      const keyField = page.getByLabel("Licence key");
      await keyField.focus();
      // What a paste does: one insertion, which a field's maxlength cuts as it cuts typing.
      await page.keyboard.insertText(`  ${key}  `);
      await page.getByLabel("Order ID").fill(` ${orderId} `);
      await expect(page.getByText("Invalid license format")).toHaveCount(0);
      await page.getByRole("button", { name: /Reset/ }).click();
      await expect(page.getByText("Your license key has been properly reset.")).toBeVisible();
      expect(problems).toEqual([]);
    });

    test("the blog's tables fit their column, or scroll inside it, with the total visible", async ({
      openPage,
      attachScreenshot,
    }) => {
      test.setTimeout(sweepTimeout(blogEntries.length));
      const { page, problems, visit } = await openPage(viewport);
      let tables = 0;
      for (const entry of blogEntries) {
        await visit("blog-post", { id: blogId(entry) }, { waitUntil: "networkidle" });
        const boxes = await page.locator("article table").evaluateAll((found) =>
          found.map((table) => {
            const scroller = table.parentElement as HTMLElement;
            const column = scroller.parentElement as HTMLElement;
            const total = [...table.querySelectorAll("tr")].at(-1)?.lastElementChild as HTMLElement;
            const box = (el: Element) => el.getBoundingClientRect();
            return {
              scrollerRight: box(scroller).right,
              columnRight: box(column).right,
              fits: scroller.scrollWidth <= scroller.clientWidth,
              totalInside: box(total).right <= box(scroller).right + 0.5,
              pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            };
          }),
        );
        for (const b of boxes) {
          expect(b.scrollerRight).toBeLessThanOrEqual(b.columnRight + 0.5);
          expect(b.pageOverflow).toBe(0);
          // At 1440 every table fits; on a phone a wide one scrolls inside its column.
          if (viewport.width >= 1280) {
            expect(b.fits).toBe(true);
            expect(b.totalInside).toBe(true);
          }
        }
        tables += boxes.length;
        if (boxes.length > 0) {
          await page.locator("article table").first().scrollIntoViewIfNeeded();
          await attachScreenshot(page, `blog-table-${blogId(entry)}-${viewport.width}`);
        }
      }
      expect(tables).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  });
}

test.describe("the desktop trial, by platform", () => {
  for (const id of ["pricing", "pricing-desktop"] as const) {
    const path = pathTo(id);
    test(`${path}: a computer sees the download with its length, a phone the web app`, async ({
      openPage,
      attachScreenshot,
    }) => {
      const desktop = await openPage(viewports.desktop);
      await desktop.visit(id, { waitUntil: "networkidle" });
      const download = desktop.page.getByRole("link", { name: /^Download the (free )?trial$/ });
      await expect(download).toBeVisible();
      // The trial leads to /download, which picks the installer for the visitor's platform.
      await expect(download).toHaveAttribute("href", pathTo("download"));
      await expect(desktop.page.getByText(/Free for \d+ days?, with every feature of the desktop app/)).toBeVisible();
      await expect(desktop.page.getByRole("link", { name: "Start with the web app" })).toBeHidden();

      const phone = await openPage(viewports.mobile, { hasTouch: true });
      await phone.visit(id, { waitUntil: "networkidle" });
      await expect(phone.page.getByRole("link", { name: /^Download the (free )?trial$/ })).toBeHidden();
      await expect(phone.page.getByRole("link", { name: "Start with the web app" })).toBeVisible();
      await expect(phone.page.getByText(/download its \d+-day trial from your computer/)).toBeVisible();
      await attachScreenshot(phone.page, `trial${path.replaceAll("/", "-")}-390`, { fullPage: true });
      await attachScreenshot(desktop.page, `trial${path.replaceAll("/", "-")}-1440`, { fullPage: true });
      expect([...desktop.problems, ...phone.problems]).toEqual([]);
    });
  }
});
