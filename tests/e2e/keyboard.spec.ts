/**
 * Keyboard use and reduced motion on representative pages: every interactive element is
 * reached by Tab and shows a visible focus indicator; the top bar's menus open, move and close
 * from the keyboard; with prefers-reduced-motion no CSS animation or transition runs and the
 * carousels stay still.
 */
import { errors, type Page } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { CAROUSEL_INTERVAL_MS } from "#web/components/carousel/numbers.ts";
import symbolsEnglish from "#web/i18n/messages/en/symbols.json" with { type: "json" };
import { expect, test, viewports } from "./fixtures";
import { noConsentChoice } from "./support/consent";
import { scrollThrough } from "./support/scroll-through";

// First visits: the consent banner's link and buttons are among the tab stops every sweep must reach.
test.use({ storageState: noConsentChoice });

const pages = ["home", "features-web", "pricing-web", "contact", "affiliates"] as const;

/** Pages whose symbol table mounts only once scrolled into view and its code has arrived. */
const withSymbolTable: ReadonlySet<(typeof pages)[number]> = new Set(["features-web"]);

/**
 * Marks every element a keyboard user must be able to reach (rendered, not inert, in the Tab
 * sequence) with data-kb, and stores how it and the places a focus ring may be drawn for it
 * (itself, the styled sibling of a visually hidden input, its label) look unfocused. Elements
 * a widget moves between with arrow keys (roving tabindex="-1", the other radios of a group)
 * are left out, as the WAI-ARIA patterns intend; the group's own tab stop is kept (a tab list is
 * one stop, reached through whichever tab is selected when Tab arrives). Opacity is
 * not a reason to leave an element out: a control that is see-through until focused (the
 * carousel arrows) must still appear when Tab reaches it.
 */
function markTabStops(page: Page) {
  return page.evaluate(() => {
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, video[controls], [tabindex]";
    const seenRadioGroups = new Set<string>();
    const stops: { id: string; label: string }[] = [];
    const lookOf = (el: HTMLElement) =>
      JSON.stringify(
        [el, el.nextElementSibling, ...Array.from((el as HTMLInputElement).labels ?? [])].map((node) => {
          if (!(node instanceof HTMLElement)) return "";
          const style = getComputedStyle(node);
          return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
        }),
      );
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A tab list is one stop whichever tab holds it: a carousel's autoplay may move the
      // selection (and the roving tabindex) between this marking and the Tab key reaching it.
      const tablist = el.getAttribute("role") === "tab" ? el.closest<HTMLElement>('[role="tablist"]') : null;
      if (tablist) {
        if (tablist.dataset.kbGroup || !tablist.checkVisibility({ checkVisibilityCSS: true })) continue;
        if (tablist.closest("[inert], [aria-hidden=true]")) continue;
        const id = String(stops.length);
        tablist.dataset.kbGroup = id;
        for (const tab of Array.from(tablist.querySelectorAll<HTMLElement>('[role="tab"]'))) {
          tab.dataset.kb = id;
          tab.dataset.kbBefore = lookOf(tab);
        }
        stops.push({ id, label: `tablist "${tablist.getAttribute("aria-label") ?? ""}"` });
        continue;
      }
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) continue;
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (el.closest("[inert], [aria-hidden=true]")) continue;
      if (el instanceof HTMLInputElement && el.type === "radio" && el.name) {
        const checked = document.querySelector(`input[type=radio][name="${CSS.escape(el.name)}"]:checked`);
        if (seenRadioGroups.has(el.name) || (checked && checked !== el)) continue;
        seenRadioGroups.add(el.name);
      }
      const id = String(stops.length);
      el.dataset.kb = id;
      el.dataset.kbBefore = lookOf(el);
      stops.push({
        id,
        label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
      });
    }
    return stops;
  });
}

/**
 * The focused element's data-kb id, and whether a focus indicator shows: on one of its places,
 * an outline or box-shadow that differs from the unfocused look, on a node that is not
 * see-through. Run in the page; with `untilIndicated`, false while no indicator shows (for
 * waitForFunction).
 */
function readFocus(untilIndicated: boolean) {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const before = JSON.parse(el.dataset.kbBefore ?? "[]") as string[];
  const places = [el, el.nextElementSibling, ...Array.from((el as HTMLInputElement).labels ?? [])];
  const indicated = places.some((node, i) => {
    if (!(node instanceof HTMLElement) || !node.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
      return false;
    }
    const style = getComputedStyle(node);
    const look = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    const ring =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    return ring && look !== before[i];
  });
  if (untilIndicated && !indicated) return false;
  return {
    id: el.dataset.kb ?? null,
    label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
    indicated,
  };
}

const focused = (page: Page) => page.evaluate(readFocus, false);

/** How long a focus ring may take to fade in: the carousel arrows' opacity runs 150 ms, but a CI run sharing two cores once took over 1 s to paint it. */
const RING_FADE_MS = 5_000;

/** The focused element once its focus indicator shows; undefined when none shows within RING_FADE_MS. */
const focusedOnceIndicated = (page: Page) =>
  page.waitForFunction(readFocus, true, { timeout: RING_FADE_MS }).then(
    async (handle) => (await handle.jsonValue()) || undefined,
    (error: unknown) => {
      if (error instanceof errors.TimeoutError) return undefined;
      throw error;
    },
  );

test.describe("keyboard", () => {
  for (const id of pages) {
    test(`reaches every interactive element of ${pathTo(id)} by Tab, each with a visible focus indicator`, async ({
      page,
      visit,
    }) => {
      test.setTimeout(120_000);
      await visit(id, { waitUntil: "networkidle" });
      // Parts that start once on screen (the symbol table's scroll area) add their tab stops then.
      await scrollThrough(page);
      // The table's chunk may still be on its way when the network first falls quiet.
      if (withSymbolTable.has(id)) {
        await expect(page.getByRole("region", { name: symbolsEnglish.table_region })).toBeVisible({
          timeout: EFFECT_TIMEOUT_MS,
        });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      // The top bar's stand-in buttons give way to the menu library's (its chunk follows hydration,
      // late on a loaded machine): marked before, they would be gone by the time Tab reaches them.
      await expect(page.locator("header button[aria-haspopup]:not(.szh-menu-button)")).toHaveCount(0);
      const stops = await markTabStops(page);
      expect(stops.length).toBeGreaterThan(5);
      const reached = new Set<string>();
      const invisible: string[] = [];
      const unmarked: string[] = [];
      // Twice the stops is enough to go round once, whatever the browser adds at the ends.
      for (let i = 0; i < stops.length * 2 + 5 && reached.size < stops.length; i++) {
        await page.keyboard.press("Tab");
        let now = await focused(page);
        // A ring that fades in (the carousel arrows: opacity over 150 ms) is read once it is there.
        if (now && !now.indicated) now = (await focusedOnceIndicated(page)) ?? now;
        if (!now) continue;
        if (now.id === null) {
          unmarked.push(now.label);
          continue;
        }
        if (reached.has(now.id)) continue;
        reached.add(now.id);
        if (!now.indicated) invisible.push(now.label);
      }
      const missed = stops.filter((s) => !reached.has(s.id)).map((s) => s.label);
      expect({ missed, invisible, unmarked }).toEqual({ missed: [], invisible: [], unmarked: [] });
    });
  }

  test("opens, moves through and closes every top bar menu from the keyboard", async ({ page, visit }) => {
    await visit("home", { waitUntil: "networkidle" });
    for (const name of [/^Products/, /^Community/, /^Documentation/, /^More/, /^Account$/]) {
      const button = page.getByRole("button", { name });
      await button.focus();
      // Enter opens on the first item; the arrows move; Escape closes and gives the focus back.
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const items = page.getByRole("menuitem");
      await expect(items).not.toHaveCount(0);
      await expect(items.first()).toBeFocused();
      // ArrowDown moves to the next item (wrapping round a one-item menu).
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1 % (await items.count()))).toBeFocused();
      await page.keyboard.press("End");
      await expect(items.last()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
      // ArrowUp on the button opens on the last item; Tab leaves and closes the menu.
      await page.keyboard.press("ArrowUp");
      await expect(items.last()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    }
  });
});

/** The longest CSS animation or transition declared on any element, in ms. */
const longestMotion = (page: Page) =>
  page.evaluate(() => {
    const ms = (list: string) =>
      Math.max(
        ...list.split(",").map((v) => (v.trim().endsWith("ms") ? Number.parseFloat(v) : Number.parseFloat(v) * 1000)),
      );
    let longest = { ms: 0, where: "" };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("*"))) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(el, pseudo);
        const animated = style.animationName !== "none" ? ms(style.animationDuration) : 0;
        const value = Math.max(animated, ms(style.transitionDuration));
        if (value > longest.ms)
          longest = { ms: value, where: `${el.tagName.toLowerCase()}.${el.className}${pseudo ?? ""}` };
      }
    }
    const running = document.getAnimations().filter((a) => {
      const duration = Number(a.effect?.getComputedTiming().duration ?? 0);
      return a.playState === "running" && duration > 1;
    });
    return { longest, running: running.length };
  });

/** The landing carousel's shown slide (its aria-label names it). */
const shownSlide = (page: Page) =>
  page.getByRole("region", { name: /demo$/ }).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

test.describe("prefers-reduced-motion", () => {
  for (const id of pages) {
    test(`runs no CSS animation or transition on ${pathTo(id)}`, async ({ openPage }) => {
      const { page, visit } = await openPage(viewports.mobile, { reducedMotion: "reduce" });
      await visit(id, { waitUntil: "networkidle" });
      const { longest, running } = await longestMotion(page);
      expect(longest.ms, longest.where).toBeLessThanOrEqual(1);
      expect(running).toBe(0);
    });
  }

  test("keeps the landing carousel still, while it cycles without the preference", async ({ openPage }) => {
    const still = await openPage(viewports.desktop, { reducedMotion: "reduce" });
    const moving = await openPage(viewports.desktop);
    // Both pages' timers run on a fake clock, advanced alike: no real time is waited for.
    await Promise.all([still.page.clock.install(), moving.page.clock.install()]);
    await Promise.all([still.visit("home"), moving.visit("home")]);
    const first = (await shownSlide(still.page).getAttribute("aria-label")) ?? "";
    await expect(shownSlide(moving.page)).toHaveAttribute("aria-label", first);
    // The control: time moves the carousel when motion is allowed...
    await expect
      .poll(async () => {
        await Promise.all([
          still.page.clock.runFor(CAROUSEL_INTERVAL_MS),
          moving.page.clock.runFor(CAROUSEL_INTERVAL_MS),
        ]);
        return shownSlide(moving.page).getAttribute("aria-label");
      })
      .not.toBe(first);
    // ...and the same time, and more, leaves it still with the preference.
    await still.page.clock.runFor(CAROUSEL_INTERVAL_MS + 1500);
    await expect(shownSlide(still.page)).toHaveAttribute("aria-label", first);
  });
});
