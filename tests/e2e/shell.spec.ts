import type { Page } from "@playwright/test";
import { locales, localizedPath } from "#common/locales.ts";
import { pathTo, type RouteId, routes } from "#common/routes.ts";
import { expect, sweepTimeout, test, urlOf, viewports } from "./fixtures";
import { noConsentChoice } from "./support/consent";
import { holdScripts } from "./support/hold-scripts";
import { hydrated } from "./support/hydration";
import { expectNoSidewaysScroll } from "./support/page-width.ts";

test.describe("site shell", () => {
  test("opens each menu by mouse with its exact items and follows an item", async ({ page, visit, problems }) => {
    await visit("home");
    const expected: Record<string, string[]> = {
      Products: ["Web app", "Desktop app", "Pricing", "Pricing overview", "Features"],
      Community: ["Discord server", "Blog"],
      Documentation: ["Desktop app documentation", "FAQ"],
      More: ["Partners", "Contact us"],
    };
    for (const [menu, items] of Object.entries(expected)) {
      await page.getByRole("button", { name: new RegExp(`^${menu}`) }).click();
      const menuItems = page.getByRole("menuitem");
      await expect
        .poll(async () => (await menuItems.allInnerTexts()).map((text) => text.split("\n")[0]))
        .toEqual(items);
      await page.keyboard.press("Escape");
    }
    await page.getByRole("button", { name: /^Products/ }).click();
    await page.getByRole("menuitem", { name: "Pricing", exact: true }).click();
    await page.waitForURL("**/pricing/web");
    await expect(page.locator("h1")).toHaveText("Web app plans", { useInnerText: true });
    await expect(page).toHaveTitle("Web app pricing | TickSim");
    // /pricing is the parent: the breadcrumb of the pricing pages and the Products menu lead to it.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(/\/pricing$/);
    await expect(page.locator("h1")).toHaveText("100% Free, for swing traders", { useInnerText: true });
    await visit("desktop");
    await page.getByRole("button", { name: /^Products/ }).click();
    await page.getByRole("menuitem", { name: "Pricing overview" }).click();
    await page.waitForURL(/\/pricing$/);
    expect(problems).toEqual([]);
  });

  test("works by keyboard: open with Enter, move with arrows, follow with Enter, close with Escape", async ({
    page,
    visit,
  }) => {
    // The menu library in place (its chunk comes after hydration); the hand-over is the next test's.
    await visit("home", { waitUntil: "networkidle" });
    const community = page.getByRole("button", { name: /^Community/ });
    const discord = page.getByRole("menuitem", { name: "Discord server", exact: true });
    const blog = page.getByRole("menuitem", { name: /Blog/ });
    await community.focus();
    await page.keyboard.press("Enter");
    await expect(discord).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(blog).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(community).toHaveAttribute("aria-expanded", "false");
    await expect(community).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(discord).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(blog).toBeFocused();
    await expect(blog).toHaveAttribute("href", pathTo("blog"));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/blog");
    await expect(page.locator("h1")).toHaveText("Blog", { useInnerText: true });
  });

  test("a menu opened by keyboard before its code arrived opens with the first item focused once it does", async ({
    page,
    visit,
    problems,
  }) => {
    const chunk = await holdScripts(page, "**/assets/DropdownMenu-*.js");
    // The page has hydrated (a visit waits for it); the menu chunk is held.
    await visit("home");
    const community = page.getByRole("button", { name: /^Community/ });
    await community.focus();
    await page.keyboard.press("Enter");
    await expect(community).toHaveAttribute("aria-expanded", "false");
    chunk.release();
    await expect(page.getByRole("menuitem", { name: "Discord server", exact: true })).toBeFocused();
    await expect(community).toHaveAttribute("aria-expanded", "true");
    expect(problems).toEqual([]);
  });

  test("shows the red badge 1 on Community and on Blog", async ({ page, visit }) => {
    await visit("home");
    const trigger = page.getByRole("button", { name: /^Community/ });
    await expect(trigger).toContainText("1", { useInnerText: true });
    await trigger.click();
    await expect(page.getByRole("menuitem", { name: /Blog/ })).toContainText("1", { useInnerText: true });
  });

  test("links the sign-in icon menu and the external documentation to configured addresses in a new tab", async ({
    page,
    visit,
  }) => {
    await visit("home");
    await page.getByRole("button", { name: "Account" }).click();
    const signIn = page.getByRole("menuitem", { name: "Sign in" });
    await expect(signIn).toHaveAttribute("href", /^https:\/\//);
    await expect(signIn).toHaveAttribute("target", "_blank");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Documentation/ }).click();
    const docs = page.getByRole("menuitem", { name: "Desktop app documentation" });
    await expect(docs).toHaveAttribute("target", "_blank");
  });

  test("shows the full bar with logo and Get started at 1440 px", async ({ page, visit }) => {
    await visit("home");
    await expect(page.getByRole("link", { name: "TickSim home" })).toBeVisible();
    const getStarted = page.getByRole("link", { name: "Get started" });
    await expect(getStarted).toBeVisible();
    await expect(getStarted).toHaveAttribute("href", pathTo("pricing-web"));
  });

  test("shows the compact bar at 390 px: menus, no logo, no Get started, no horizontal overflow", async ({
    openPage,
  }) => {
    const { page, visit } = await openPage(viewports.mobile);
    await visit("home");
    await expect(page.getByRole("link", { name: "TickSim home" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Get started" })).toBeHidden();
    for (const menu of ["Products", "Community", "Documentation", "More"]) {
      await expect(page.getByRole("button", { name: new RegExp(`^${menu}`) })).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
  });

  test("has a footer with Discord, the legal pages, four social icons and the current year", async ({
    page,
    visit,
  }) => {
    await visit("home");
    const footer = page.locator("footer");
    for (const name of ["Discord", "Privacy policy", "Terms & conditions", "X", "YouTube", "Instagram", "TikTok"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveCount(1);
    }
    // Drawn as it nears the screen (decision 087): its rendered text is read where a visitor reads it.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText(String(new Date().getFullYear()), { useInnerText: true });
  });

  // Until drawn, the footer takes a placeholder height (decision 087). One taller than the drawn footer would
  // shrink the page under a visitor who jumped to its end and pull the view up by the difference.
  test("keeps the view still when a visitor jumps to the end, in every language, on the narrowest and widest screens of each layout", async ({
    openPage,
  }) => {
    test.setTimeout(sweepTimeout(locales.length));
    for (const width of [320, 599, 600, 1920]) {
      const { page } = await openPage({ width, height: 800 });
      for (const locale of locales) {
        const where = `${locale} at ${width} px`;
        await page.goto(localizedPath(locale, "/pricing"));
        await page.evaluate(() => document.fonts.ready);
        const placeholder = await page.evaluate(() => {
          const footer = document.querySelector("footer");
          return footer ? Number.parseFloat(getComputedStyle(footer).containIntrinsicHeight.replace("auto", "")) : 0;
        });
        expect(placeholder, where).toBeGreaterThan(0);
        const jumped = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        });
        // Drawn once it is on screen: its text has a layout, and its language names their CJK font.
        await expect(page.locator("footer"), where).toContainText("简体中文", { useInnerText: true });
        await page.evaluate(() => document.fonts.ready);
        const drawn = await page.evaluate(() => ({
          height: document.querySelector("footer")?.getBoundingClientRect().height ?? 0,
          scrollY: window.scrollY,
        }));
        expect(drawn.height, where).toBeGreaterThanOrEqual(placeholder);
        expect(drawn.scrollY, where).toBe(jumped);
      }
    }
  });
});

test.describe("navigation scroll rule", () => {
  const tall = "document.body.style.minHeight = '6000px'";

  test("scrolls to the top on a new navigation", async ({ page, visit }) => {
    await visit("pricing-web");
    await page.evaluate(tall);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate((path) => history.pushState(null, "", path), pathTo("blog"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("leaves the scroll alone when switching between the web and desktop variants", async ({ page, visit }) => {
    const titleOf = (id: RouteId) => routes.find((route) => route.id === id)?.title ?? "";
    for (const [from, to] of [
      ["pricing-web", "pricing-desktop"],
      ["features-desktop", "features-web"],
    ] as const) {
      await visit(from);
      await page.evaluate(tall);
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.evaluate((path) => history.pushState(null, "", path), pathTo(to));
      // The new title is set in the effect that applies the scroll rule (NavigationEffects), just
      // before it; a frame later any scroll it started has begun.
      await expect(page).toHaveTitle(titleOf(to));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    }
  });

  test("scrolls to the hash target of a navigation", async ({ openPage }) => {
    const { page, visit } = await openPage(viewports.desktop, { reducedMotion: "reduce" });
    await visit("blog");
    await page.evaluate(tall);
    await page.evaluate((path) => history.pushState(null, "", path), urlOf("pricing-web", { hash: "pricetable" }));
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const top = document.getElementById("pricetable")?.getBoundingClientRect().top;
          return top !== undefined && window.scrollY > 0 && top >= 0 && top < 80;
        }),
      )
      .toBe(true);
  });
});

test.describe("start-up query parameters", () => {
  test("stores coupon as coupon-code for 10 days and gclid as google-code for 90 days", async ({ page, visit }) => {
    const before = Date.now() / 1000;
    await visit("home", { query: { coupon: "SPRING25", gclid: "abc.123" } });
    const cookies = await page.context().cookies();
    const coupon = cookies.find((c) => c.name === "coupon-code");
    const google = cookies.find((c) => c.name === "google-code");
    expect(coupon).toMatchObject({ value: "SPRING25", path: "/", secure: true });
    expect(google).toMatchObject({ value: "abc.123", path: "/", secure: true });
    const days = (expires: number) => Math.round((expires - before) / 86400);
    expect(days(coupon?.expires ?? 0)).toBe(10);
    expect(days(google?.expires ?? 0)).toBe(90);
  });
});

test.describe("analytics", () => {
  test("loads the tag in consent mode without automatic page views and sends one page view per navigation", async ({
    page,
    visit,
  }) => {
    await visit("home");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
      .toBe(true);
    await page.evaluate((path) => history.pushState(null, "", path), pathTo("pricing-web"));
    await page.evaluate((path) => history.pushState(null, "", path), pathTo("blog"));
    const layer = async () =>
      page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((args) =>
            Array.from(args as ArrayLike<unknown>),
          ) as unknown[][],
      );
    await expect
      .poll(async () =>
        (await layer())
          .filter((a) => a[0] === "event" && a[1] === "page_view")
          .map((a) => (a[2] as { page_path: string }).page_path),
      )
      .toEqual([pathTo("home"), pathTo("pricing-web"), pathTo("blog")]);
    const entries = await layer();
    expect(entries[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(entries.find((a) => a[0] === "config")?.[2]).toEqual({ send_page_view: false, anonymize_ip: true });
  });
});

/** What the page pushed to the Google tag, as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((args) =>
        Array.from(args as ArrayLike<unknown>),
      ) as unknown[][],
  );
const consentUpdates = async (page: Page) =>
  (await dataLayer(page)).filter((a) => a[0] === "consent" && a[1] === "update").map((a) => a[2]);
/**
 * The tag's code loads after the page is shown (decision 060): a load's "networkidle" can come
 * before it on a busy machine, so a test waits for the tag's config before reading what preceded it.
 */
const tagConfigured = (page: Page) =>
  expect.poll(async () => (await dataLayer(page)).some((a) => a[0] === "config")).toBe(true);

test.describe("analytics consent", () => {
  test.use({ storageState: noConsentChoice });

  test("asks on a first visit at 390 px without getting in the way; Accept grants analytics storage, for good", async ({
    openPage,
    attachScreenshot,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    await visit("home", { waitUntil: "networkidle" });
    // A click before hydration does nothing (decision 079): the answer is React's.
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await expect(banner).toBeVisible();
    await attachScreenshot(page, "consent-390");
    // Out of the way: a strip at the bottom, under a quarter of the screen, nothing overflowing.
    const box = await banner.boundingBox();
    expect(box?.height ?? 844).toBeLessThan(844 / 4);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await expectNoSidewaysScroll(page);
    // Keyboard first: right after the skip link, Refuse then Accept.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
    await expect.poll(() => consentUpdates(page)).toEqual([]);
    await page.keyboard.press("Enter");

    await expect(banner).not.toBeAttached();
    await expect.poll(() => consentUpdates(page)).toEqual([{ analytics_storage: "granted" }]);
    // Remembered: the next visit starts granted, before the first page view, and is not asked again.
    await page.reload({ waitUntil: "networkidle" });
    await tagConfigured(page);
    const layer = await dataLayer(page);
    const granted = layer.findIndex((a) => a[1] === "update");
    expect(layer[granted]?.[2]).toEqual({ analytics_storage: "granted" });
    expect(granted).toBeLessThan(layer.findIndex((a) => a[0] === "config"));
    await expect(banner).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("Refuse keeps the cookieless mode; reopened from the footer, a refusal after an acceptance deletes the cookies", async ({
    page,
    visit,
    context,
    siteURL,
    problems,
    attachScreenshot,
  }) => {
    await visit("pricing-web", { waitUntil: "networkidle" });
    // A click before hydration does nothing (decision 079): the answer is React's.
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await attachScreenshot(page, "consent-1440");
    await banner.getByRole("button", { name: "Refuse" }).click();
    await expect(banner).not.toBeAttached();
    await expect.poll(() => consentUpdates(page)).toEqual([{ analytics_storage: "denied" }]);
    await page.reload({ waitUntil: "networkidle" });
    await expect(banner).toHaveCount(0);
    await tagConfigured(page);
    await expect.poll(() => consentUpdates(page)).toEqual([]);
    expect((await dataLayer(page))[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
    ]);

    // Change of mind, from the footer: accept, then (the tag has set its cookies) refuse again.
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(banner).toBeFocused();
    await banner.getByRole("button", { name: "Accept" }).click();
    await context.addCookies([
      { name: "_ga", value: "GA1.1.123.456", url: siteURL },
      { name: "_ga_E2ETEST00", value: "GS1.1.789", url: siteURL },
    ]);
    await settings.click();
    await banner.getByRole("button", { name: "Refuse" }).click();
    await expect(settings).toBeFocused();
    await expect
      .poll(() => consentUpdates(page))
      .toEqual([{ analytics_storage: "granted" }, { analytics_storage: "denied" }]);
    expect((await context.cookies()).filter((c) => c.name.startsWith("_ga"))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
