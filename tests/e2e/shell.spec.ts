import type { Page } from "@playwright/test";
import { expect, test, viewports } from "./fixtures";
import { noConsentChoice } from "./support/consent";
import { holdScripts } from "./support/hold-scripts";

test.describe("site shell", () => {
  test("opens each menu by mouse with its exact items and follows an item", async ({ page, problems }) => {
    await page.goto("/");
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
    await expect.poll(() => page.locator("h1").innerText()).toBe("Web app plans");
    expect(await page.title()).toBe("Web app pricing | TickSim");
    // /pricing is the parent: the breadcrumb of the pricing pages and the Products menu lead to it.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(/\/pricing$/);
    await expect.poll(() => page.locator("h1").innerText()).toBe("100% Free, for swing traders");
    await page.goto("/desktop");
    await page.getByRole("button", { name: /^Products/ }).click();
    await page.getByRole("menuitem", { name: "Pricing overview" }).click();
    await page.waitForURL(/\/pricing$/);
    expect(problems).toEqual([]);
  });

  test("works by keyboard: open with Enter, move with arrows, follow with Enter, close with Escape", async ({
    page,
  }) => {
    // The menu library in place (its chunk comes after hydration); the hand-over is the next test's.
    await page.goto("/", { waitUntil: "networkidle" });
    const community = page.getByRole("button", { name: /^Community/ });
    await community.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Discord server");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Blog");
    await page.keyboard.press("Escape");
    await expect.poll(() => community.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Community");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Discord server");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/blog");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/blog");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Blog");
  });

  test("a menu opened by keyboard before its code arrived opens with the first item focused once it does", async ({
    page,
    problems,
  }) => {
    const chunk = await holdScripts(page, "**/assets/DropdownMenu-*.js");
    // The entry has run (module scripts run before DOMContentLoaded); the menu chunk is held.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const community = page.getByRole("button", { name: /^Community/ });
    await community.focus();
    await page.keyboard.press("Enter");
    expect(await community.getAttribute("aria-expanded")).toBe("false");
    chunk.release();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Discord server");
    expect(await community.getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
  });

  test("shows the red badge 1 on Community and on Blog", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: /^Community/ });
    expect(await trigger.innerText()).toContain("1");
    await trigger.click();
    expect(await page.getByRole("menuitem", { name: /Blog/ }).innerText()).toContain("1");
  });

  test("links the sign-in icon menu and the external documentation to configured addresses in a new tab", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Account" }).click();
    const signIn = page.getByRole("menuitem", { name: "Sign in" });
    expect(await signIn.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await signIn.getAttribute("target")).toBe("_blank");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Documentation/ }).click();
    const docs = page.getByRole("menuitem", { name: "Desktop app documentation" });
    expect(await docs.getAttribute("target")).toBe("_blank");
  });

  test("shows the full bar with logo and Get started at 1440 px", async ({ page }) => {
    await page.goto("/");
    expect(await page.getByRole("link", { name: "TickSim home" }).isVisible()).toBe(true);
    const getStarted = page.getByRole("link", { name: "Get started" });
    expect(await getStarted.isVisible()).toBe(true);
    expect(await getStarted.getAttribute("href")).toBe("/pricing/web");
  });

  test("shows the compact bar at 390 px: menus, no logo, no Get started, no horizontal overflow", async ({
    openPage,
  }) => {
    const { page } = await openPage(viewports.mobile);
    await page.goto("/");
    expect(await page.getByRole("link", { name: "TickSim home" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Get started" }).isVisible()).toBe(false);
    for (const menu of ["Products", "Community", "Documentation", "More"]) {
      expect(await page.getByRole("button", { name: new RegExp(`^${menu}`) }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("has a footer with Discord, the legal pages, four social icons and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const name of ["Discord", "Privacy policy", "Terms & conditions", "X", "YouTube", "Instagram", "TikTok"]) {
      expect(await footer.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    expect(await footer.innerText()).toContain(String(new Date().getFullYear()));
  });
});

test.describe("navigation scroll rule", () => {
  const tall = "document.body.style.minHeight = '6000px'";

  test("scrolls to the top on a new navigation", async ({ page }) => {
    await page.goto("/pricing/web");
    await page.evaluate(tall);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => history.pushState(null, "", "/blog"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("leaves the scroll alone when switching between the web and desktop variants", async ({ page }) => {
    for (const [from, to] of [
      ["/pricing/web", "/pricing/desktop"],
      ["/features/desktop", "/features/web"],
    ] as const) {
      await page.goto(from);
      await page.evaluate(tall);
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.evaluate((path) => history.pushState(null, "", path), to);
      await expect.poll(() => page.locator("h1").innerText()).not.toBe("");
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    }
  });

  test("scrolls to the hash target of a navigation", async ({ openPage }) => {
    const { page } = await openPage(viewports.desktop, { reducedMotion: "reduce" });
    await page.goto("/blog");
    await page.evaluate(tall);
    await page.evaluate(() => {
      history.pushState(null, "", "/pricing/web#pricetable");
    });
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
  test("stores coupon as coupon-code for 10 days and gclid as google-code for 90 days", async ({ page }) => {
    const before = Date.now() / 1000;
    await page.goto("/?coupon=SPRING25&gclid=abc.123");
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
  }) => {
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
      .toBe(true);
    await page.evaluate(() => history.pushState(null, "", "/pricing/web"));
    await page.evaluate(() => history.pushState(null, "", "/blog"));
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
      .toEqual(["/", "/pricing/web", "/blog"]);
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

test.describe("analytics consent", () => {
  test.use({ storageState: noConsentChoice });

  test("asks on a first visit at 390 px without getting in the way; Accept grants analytics storage, for good", async ({
    openPage,
    attachScreenshot,
  }) => {
    const { page, problems } = await openPage(viewports.mobile);
    await page.goto("/", { waitUntil: "networkidle" });
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await banner.waitFor();
    await attachScreenshot(page, "consent-390");
    // Out of the way: a strip at the bottom, under a quarter of the screen, nothing overflowing.
    const box = await banner.boundingBox();
    expect(box?.height ?? 844).toBeLessThan(844 / 4);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Keyboard first: right after the skip link, Refuse then Accept.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Accept");
    expect(await consentUpdates(page)).toEqual([]);
    await page.keyboard.press("Enter");

    await banner.waitFor({ state: "detached" });
    expect(await consentUpdates(page)).toEqual([{ analytics_storage: "granted" }]);
    // Remembered: the next visit starts granted, before the first page view, and is not asked again.
    await page.reload({ waitUntil: "networkidle" });
    const layer = await dataLayer(page);
    const granted = layer.findIndex((a) => a[1] === "update");
    expect(layer[granted]?.[2]).toEqual({ analytics_storage: "granted" });
    expect(granted).toBeLessThan(layer.findIndex((a) => a[0] === "config"));
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test("Refuse keeps the cookieless mode; reopened from the footer, a refusal after an acceptance deletes the cookies", async ({
    page,
    context,
    siteURL,
    problems,
    attachScreenshot,
  }) => {
    await page.goto("/pricing/web", { waitUntil: "networkidle" });
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await attachScreenshot(page, "consent-1440");
    await banner.getByRole("button", { name: "Refuse" }).click();
    await banner.waitFor({ state: "detached" });
    expect(await consentUpdates(page)).toEqual([{ analytics_storage: "denied" }]);
    await page.reload({ waitUntil: "networkidle" });
    expect(await banner.count()).toBe(0);
    expect(await consentUpdates(page)).toEqual([]);
    expect((await dataLayer(page))[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
    ]);

    // Change of mind, from the footer: accept, then (the tag has set its cookies) refuse again.
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Analytics cookies");
    await banner.getByRole("button", { name: "Accept" }).click();
    await context.addCookies([
      { name: "_ga", value: "GA1.1.123.456", url: siteURL },
      { name: "_ga_E2ETEST00", value: "GS1.1.789", url: siteURL },
    ]);
    await settings.click();
    await banner.getByRole("button", { name: "Refuse" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cookie settings");
    expect(await consentUpdates(page)).toEqual([{ analytics_storage: "granted" }, { analytics_storage: "denied" }]);
    expect((await context.cookies()).filter((c) => c.name.startsWith("_ga"))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
