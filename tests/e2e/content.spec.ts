/**
 * The content pages in Chromium: the web plans' billing toggle and narrow-screen carousel,
 * the comparison's column view, the blog list, articles, the interactive chart and the 404 of
 * an unknown article, and the FAQ toggle.
 */
import type { Page } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { expect, sweepTimeout, test, urlOf, viewports } from "./fixtures";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts.ts";
import { expectNoSidewaysScroll } from "./support/page-width.ts";

const gridPrices = (page: Page) => page.locator('[data-testid="plans-grid"] [data-testid="plan-price"]');

/** Matches a text exactly, whatever characters it holds. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

test.describe("/pricing/web", () => {
  test("switches every price with the billing toggle, by mouse and by keyboard", async ({ page, visit, problems }) => {
    await visit("pricing-web", { waitUntil: "networkidle" });
    const yearly = page.getByRole("radio", { name: "Yearly -15%" });
    const monthly = page.getByRole("radio", { name: "Monthly" });
    await expect(yearly).toBeChecked();
    await expect(gridPrices(page)).toHaveText(["$0", "$13.59", "$22.09"], { useInnerText: true });
    await expect(page.locator('[data-testid="plans-grid"] [data-testid="plan-billing"]')).toHaveText(
      ["Free forever", "$163.08 billed yearly", "$265.08 billed yearly"],
      { useInnerText: true },
    );

    await page.getByRole("radio", { name: "Monthly" }).click();
    await expect(gridPrices(page)).toHaveText(["$0", "$15.99", "$25.99"], { useInnerText: true });
    await expect(yearly).not.toBeChecked();

    // Radio-group keyboard use: focus the checked option, arrows move the choice.
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(gridPrices(page)).toHaveText(["$0", "$13.59", "$22.09"], { useInnerText: true });
    await expect(yearly).toBeChecked();
    expect(problems).toEqual([]);
  });

  test("highlights Essential as 'Most Popular' and links each card to its address", async ({ page, visit }) => {
    await visit("pricing-web");
    const cards = page.locator('[data-testid="plans-grid"] article');
    await expect(cards).toHaveCount(3);
    for (const [i, highlighted] of ["false", "false", "true"].entries()) {
      await expect(cards.nth(i)).toHaveAttribute("data-highlighted", highlighted);
    }
    await expect(cards.nth(2)).toContainText("Most Popular", { useInnerText: true });
    await expect(cards.nth(0).getByRole("link", { name: /Subscribe/ })).toHaveAttribute(
      "href",
      "https://app.ticksim.app/signup",
    );
    for (const [i, plan] of [
      [1, "basic"],
      [2, "essential"],
    ] as const) {
      await expect(cards.nth(i).getByRole("link", { name: /Buy now/ })).toHaveAttribute(
        "href",
        `https://app.ticksim.app/billing?plan=${plan}&period=yearly`,
      );
    }
  });

  test("keeps the #pricetable anchor and scrolls to it", async ({ page, visit }) => {
    await visit("pricing-web", { hash: "pricetable", waitUntil: "networkidle" });
    await expect(page.locator("#pricetable")).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("shows a swipe carousel of the three plans at 390 px, one card at a time", async ({ openPage }) => {
    const { page, problems, visit } = await openPage(viewports.mobile, { hasTouch: true });
    await visit("pricing-web", { waitUntil: "networkidle" });
    await expect(page.getByTestId("plans-grid")).toBeHidden();
    const carousel = page.getByRole("region", { name: "Web plans" });
    await expect(carousel).toBeVisible();
    const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden]) h3');
    await expect(current).toHaveText("Free");

    // Embla binds once the carousel is seen, after hydration, which a busy machine may finish after the network
    // idles; bound, it places the track with a transform. Then swipe left with the mouse (embla handles pointer
    // drags beyond the 16 px threshold).
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("style", /translate3d/);
    const box = await carousel.boundingBox();
    if (!box) throw new Error("carousel not laid out");
    const y = box.y + 200;
    await page.mouse.move(box.x + box.width - 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y, { steps: 8 });
    await page.mouse.move(box.x + 40, y, { steps: 8 });
    await page.mouse.up();
    await expect(current).toHaveText("Basic");

    await carousel.getByRole("button", { name: /Essential plan/ }).click();
    await expect(current).toHaveText("Essential");
    // Prices follow the toggle in the carousel too.
    await page.getByRole("radio", { name: "Monthly" }).click();
    await expect(
      carousel.locator('[aria-roledescription="slide"]:not([aria-hidden]) [data-testid="plan-price"]'),
    ).toHaveText("$25.99");
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  });

  const plans = ["Free", "Basic", "Essential"];
  // The carousel scrolls natively until Embla binds (decision 093): before the carousel's chunk, and before the page's
  // own code (its entry), a finger still moves the plans, and Embla starts on the plan the finger left.
  for (const { held, chunk } of [
    { held: "the carousel's code", chunk: /\/assets\/EmblaBinding-[\w-]+\.js$/ },
    { held: "the page's code", chunk: /\/assets\/index-[\w-]+\.js$/ },
  ]) {
    test(`moves the plans under a finger before ${held} arrives, and the carousel starts there`, async ({
      openPage,
    }) => {
      const { page, problems, visit } = await openPage(viewports.mobile, { hasTouch: true });
      const { release, asked } = await holdScripts(page, chunk);
      // Not waiting for hydration, which one of the held chunks withholds.
      await visit("pricing-web", { waitUntil: "commit" });
      const carousel = page.getByRole("region", { name: "Web plans" });
      const viewport = carousel.locator(":has(> [aria-live])");
      const current = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden]) h3');
      await asked;
      await expect(current).toHaveText("Free");

      const box = await carousel.boundingBox();
      if (!box) throw new Error("carousel not laid out");
      // Where the scroll ends, in plans (one per snap): a fling may carry it further than the finger went.
      const scrolledTo = viewport.evaluate(
        (el) =>
          new Promise<number>((resolve) => {
            el.addEventListener("scrollend", () => resolve(Math.round(el.scrollLeft / el.clientWidth)), { once: true });
          }),
      );
      // A finger from right to left, most of a plan's width, as touch events: the browser scrolls the viewport itself.
      const cdp = await page.context().newCDPSession(page);
      const y = Math.round(box.y + 100);
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [{ x: box.x + box.width - 30, y }],
      });
      for (let x = box.x + box.width - 40; x >= box.x + 40; x -= 20) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      const plan = plans[await scrolledTo];
      expect(plan).toBeDefined();
      expect(plan).not.toBe("Free");

      // The code arrives: the plan shown is the one selected, and Embla starts on it, its transform in place of the
      // native scroll.
      release();
      await expect(viewport).toHaveAttribute("data-embla-bound", "");
      await expect(carousel.locator("[aria-live]")).toHaveAttribute("style", /translate3d/);
      await expect(current).toHaveText(plan as string);
      await expect(viewport).toHaveJSProperty("scrollLeft", 0);
      const shown = await carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])').boundingBox();
      expect(Math.abs((shown?.x ?? Number.NaN) - box.x)).toBeLessThan(1);
      await expectNoSidewaysScroll(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe("/pricing and /pricing/desktop", () => {
  test("offers the free sign-up, the trial download and the desktop licence at 269 USD to the order page", async ({
    page,
    visit,
    problems,
  }) => {
    await visit("pricing");
    await expect(page.locator("h1")).toHaveText("100% Free, for swing traders", { useInnerText: true });
    const zero = page.getByRole("link", { name: "0 $: sign up for the Free plan" });
    // What the eye reads; the name above is its screen-reader text in the visitor's currency.
    await expect(zero.locator('[aria-hidden="true"]')).toHaveText("0 $", { useInnerText: true });
    await expect(zero).toHaveAttribute("href", "https://app.ticksim.app/signup");
    await expect(page.getByText("No credit card needed", { exact: true })).toBeVisible();
    // The launch deal is dated (decision 037): offered with its last day, or gone once it ended.
    const deal = page.getByText(/^Launch deal: The desktop licence includes lifetime access/);
    const dealRuns = (await deal.count()) > 0;
    if (dealRuns) await expect(deal).toHaveText(/until [A-Z][a-z]+ \d{1,2}, \d{4}/, { useInnerText: true });
    await expect(page.getByRole("link", { name: "Download the free trial" })).toHaveAttribute("href", "/download");
    await page.getByRole("link", { name: "Desktop app pricing" }).click();
    await page.waitForURL("**/pricing/desktop");
    await expect(page.getByRole("heading", { name: "Desktop app license" })).toBeVisible();
    await expect(page.getByText("$269", { exact: true })).toBeVisible();
    await expect(page.locator("[data-activated]")).toHaveCount(12);
    // The matrix (decision 027): the Rule Manager and Fast Backtest are coming, the rest is there
    // (web access too while the launch deal runs: tests/e2e/journeys.spec.ts).
    await expect(page.locator('[data-status="not-included"][data-activated]')).toHaveCount(dealRuns ? 0 : 1);
    await expect(page.locator('[data-status="coming"]')).toHaveText([/Rule Manager/, /Fast Backtest/], {
      useInnerText: true,
    });
    await page.getByRole("link", { name: "Buy now" }).click();
    await page.waitForURL("**/OrderSummary");
    expect(problems).toEqual([]);
  });
});

test.describe("/comparison", () => {
  test("is a 13-row grid at 1440 px and a swipeable column view with the footnote at 390 px", async ({
    page,
    visit,
    openPage,
  }) => {
    await visit("comparison");
    await expect(page.locator('[data-testid="comparison-grid"] tbody tr')).toHaveCount(13);
    await expect(page.getByTestId("comparison-columns")).toBeHidden();

    const mobile = await openPage(viewports.mobile);
    await mobile.visit("comparison", { waitUntil: "networkidle" });
    await expect(mobile.page.getByTestId("comparison-grid")).toBeHidden();
    const visibleColumn = mobile.page.locator(
      '[data-testid="comparison-columns"] [aria-roledescription="slide"]:not([aria-hidden]) h2',
    );
    await expect(visibleColumn).toHaveText("TickSim");
    await mobile.page.getByRole("radio", { name: "Competitor 2" }).check();
    await expect(visibleColumn).toHaveText("Competitor 2");
    await expect(mobile.page.getByText(/only uses static spreads/)).toBeVisible();
    await expectNoSidewaysScroll(mobile.page);
    expect(mobile.problems).toEqual([]);
  });
});

test.describe("blog", () => {
  test("goes from the list to an article and back with 'All Blogs'", async ({ page, visit, problems }) => {
    const requested: string[] = [];
    page.on("request", (req) => requested.push(req.url()));
    await visit("blog", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "More Blogs" })).toBeVisible();
    await page.locator('[data-size="large"] a').click();
    await page.waitForURL("**/blog/Are-markets-random-0003");
    await expect(page.locator("h1")).toHaveText("Are markets random?", { useInnerText: true });
    await expect(page.getByText("June 3, 2025")).toBeVisible();
    await expect(page).toHaveTitle("Are markets random? | TickSim");
    await page
      .getByRole("link", { name: /All Blogs/ })
      .first()
      .click();
    await page.waitForURL(/\/blog$/);
    await expect(page.locator("h1")).toHaveText("Blog", { useInnerText: true });
    requested.length = 0;

    // Another article: its own body, and no download of the random-candles chart.
    await page
      .getByRole("link", { name: /Why are your backtests wrong/ })
      .first()
      .click();
    await page.waitForURL("**/blog/Why-are-your-backtests-wrong-0002");
    await expect(page.getByRole("heading", { name: "A worked example" })).toBeVisible();
    expect(requested.filter((url) => /RandomCandles/.test(url))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("renders 5000 pseudo-random candles per chart after hydration and generates again on demand", async ({
    openPage,
  }) => {
    const { page, problems, visit } = await openPage(viewports.mobile);
    const article = { id: "Are-markets-random-0003" };
    const html = await (await page.request.get(urlOf("blog-post", article))).text();
    // The prerendered page holds the article but no generated candles.
    expect(html).toContain("How the candles are made");
    expect(html).not.toContain("data-candles");
    await visit("blog-post", article, { waitUntil: "networkidle" });
    const canvases = page.locator("canvas[data-candles]");
    await expect(canvases).toHaveCount(2);
    await expect(canvases.first()).toHaveAttribute("data-candles", "5000");
    const status = page.getByText(/^Set \d+:/);
    await expect(status).toHaveText(/^Set 1: 5000 candles per chart/, { useInnerText: true });
    await page.getByRole("button", { name: "Generate again" }).click();
    await expect(status).toHaveText(/^Set 2: 5000 candles per chart/, { useInnerText: true });
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  });

  test("opens every article at the address its links carry, the first one's comma as %2C, and hydrates it cleanly", async ({
    page,
    problems,
  }) => {
    for (const entry of blogEntries) {
      const path = pathTo("blog-post", { id: blogId(entry) });
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
    }
    expect(pathTo("blog-post", { id: blogId(blogEntries[0] as (typeof blogEntries)[number]) })).toContain("%2C");
    expect(problems).toEqual([]);
  });

  test("answers an unknown article with HTTP 404 and the not-found page, also on client-side navigation", async ({
    page,
    visit,
    problems,
  }) => {
    const unknown = { id: "No-such-article-0042" };
    const res = await visit("blog-post", unknown, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page not found", { useInnerText: true });
    // Already in the HTML the Worker answers, for a crawler that runs no JavaScript.
    // computed value: the HTML the Worker answers, before any script runs
    expect(await (await page.request.get(urlOf("blog-post", unknown))).text()).toMatch(/<h1[^>]*>Page not found</);
    // Hydrated without a React error: the server's not-found page is the one the client renders
    // (a mismatch is reported as a console or page error), and its link works without a reload.
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathTo("home"));
    // The document's own 404 is the answer asked for; anything else is a problem.
    const the404 = [
      /^HTTP 404 .*\/blog\/No-such-article-0042$/,
      /^console: Failed to load resource: .* 404 \(Not Found\)$/,
    ];
    expect(problems.filter((p) => !the404.some((expected) => expected.test(p)))).toEqual([]);

    await visit("blog", { waitUntil: "networkidle" });
    await page.evaluate(
      (path) => history.pushState(null, "", path),
      pathTo("blog-post", { id: "Are-markets-random-0009" }),
    );
    await expect(page.locator("h1")).toHaveText("Page not found", { useInnerText: true });
    await expect(page).toHaveTitle("Page not found | TickSim");
  });
});

test.describe("FAQ", () => {
  test("shows the web questions by default and the desktop ones after the toggle, on /FAQ", async ({
    page,
    visit,
    problems,
  }) => {
    await visit("faq-upper", { waitUntil: "networkidle" });
    const question = (text: string) => page.locator("summary").filter({ hasText: exactly(text) });
    await expect(page.getByRole("radio", { name: "Web app" })).toBeChecked();
    await expect(question("Is the web app really free?")).not.toHaveCount(0);
    await page.getByRole("radio", { name: "Desktop app" }).check();
    await expect(question("Does the desktop app work offline?")).not.toHaveCount(0);
    await expect(question("Is the web app really free?")).toHaveCount(0);
    await page.getByText("Does it run on Mac or Linux?").click();
    await expect(page.getByText(/runs on Windows only/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("community, partners and legal pages", () => {
  test("link the Discord invite, the partners' sites and a table of contents to each legal section", async ({
    page,
    visit,
    problems,
  }) => {
    await visit("discord");
    await expect(page.getByRole("link", { name: /Join the Discord server/ }).first()).toHaveAttribute(
      "href",
      "https://discord.gg/ticksim",
    );
    await expect(page.locator("li h3")).toHaveText(
      ["Weekly gifts", "Ask support", "Follow the roadmap", "Learn from other traders"],
      { useInnerText: true },
    );

    await visit("partners", { waitUntil: "networkidle" });
    await expect(page.locator("article img")).toHaveCount(2);
    for (const img of await page.locator("article img").all()) {
      await expect(img).not.toHaveJSProperty("naturalWidth", 0);
    }

    for (const id of ["terms", "privacy"] as const) {
      const path = pathTo(id);
      await visit(id);
      await expect(page.getByText("Last updated April 9, 2025")).toBeVisible();
      const toc = page.getByRole("navigation", { name: "Table of contents" });
      const links = toc.getByRole("link");
      await expect(links.nth(5)).toBeAttached();
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
        await expect(page.locator(href as string), `${path} ${href}`).toHaveCount(1);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("accessibility of the states the route sweep does not reach", () => {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`finds no serious or critical violation in every article (chart included), the desktop FAQ and monthly prices at ${viewport.width} px`, async ({
      openPage,
    }) => {
      // Every article, the FAQ and the prices page.
      test.setTimeout(sweepTimeout(blogEntries.length + 2));
      const { page, visit } = await openPage(viewport);
      const found: string[] = [];
      const check = async (label: string) => {
        for (const violation of await axeViolations(page)) found.push(`${label}: ${violation}`);
      };
      for (const entry of blogEntries) {
        await visit("blog-post", { id: blogId(entry) }, { waitUntil: "networkidle" });
        if (entry.number === 3) await expect(page.locator("canvas[data-candles]").first()).toBeVisible();
        await check(blogId(entry));
      }
      await visit("faq", { waitUntil: "networkidle" });
      await page.getByRole("radio", { name: "Desktop app" }).check();
      await page.locator("summary").first().click();
      await check("/faq desktop");
      await visit("pricing-web", { waitUntil: "networkidle" });
      await page.getByRole("radio", { name: "Monthly" }).check();
      await check("/pricing/web monthly");
      expect(found).toEqual([]);
    });
  }
});
