/**
 * What a journey does to a page, in words every engine's driver understands: the journeys
 * (journeys.ts) are written once against `Ui`, and each engine supplies an `EngineDriver`, the
 * few primitives its protocol has (Playwright for Chromium and Firefox ESR, W3C WebDriver for
 * WebKitGTK). Finding an element, waiting and checking are done here, by one script run inside
 * the page, so the three engines are held to the same rules.
 */

/** The primitives of one engine: a real navigation, a real click, real typing, and a script in the page. */
export interface EngineDriver {
  /** Loads `url` and resolves when the document has loaded. */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page and answers its (JSON) result. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** Clicks the element that matches the CSS selector, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Empties the field that matches the CSS selector and types `text` into it key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Script errors the page threw since the last call (emptied by reading). */
  takeScriptErrors(): Promise<string[]>;
  /** A PNG of the viewport, attached to a failed journey. */
  screenshot(): Promise<Buffer>;
}

/**
 * An element: a CSS selector and, optionally, the text it must hold. `name` is matched against
 * the element's accessible text (aria-label, else its label's text, else its rendered text),
 * whitespace collapsed: a string exactly, a RegExp by search.
 */
export interface Target {
  readonly css: string;
  readonly name?: string | RegExp;
}

interface PageTarget {
  readonly css: string;
  readonly name?: { readonly source: string; readonly flags: string } | string;
}

/** How long a journey waits for what it needs: the busiest run of a 2-core machine takes a few seconds. */
const WAIT_MS = 20_000;
const POLL_MS = 100;
// How long a click that should leave the page gets before the journey clicks again.
const RECLICK_MS = 2_000;
const MARK = "data-engine-target";

/**
 * Runs in the page: the first visible element matching `target`, marked with a fresh attribute
 * value so the driver can act on it by a plain CSS selector. Answers that selector, or null.
 */
function markTarget(target: PageTarget & { mark: string; attribute: string }): string | null {
  const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
  const nameOf = (el: Element) => {
    const label = el.getAttribute("aria-label");
    if (label) return collapse(label);
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy)
      return collapse(
        labelledBy
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return collapse(labels[0]?.textContent ?? "");
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor reads.
    return collapse((el as HTMLElement).innerText ?? el.textContent ?? "");
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  const { name } = target;
  const matches = (el: Element) => {
    if (name === undefined) return true;
    const text = nameOf(el);
    return typeof name === "string" ? text === name : new RegExp(name.source, name.flags).test(text);
  };
  const found = [...document.querySelectorAll(target.css)].find((el) => visible(el) && matches(el));
  if (!found) return null;
  found.setAttribute(target.attribute, target.mark);
  return `[${target.attribute}="${target.mark}"]`;
}

const toPage = ({ css, name }: Target): PageTarget => ({
  css,
  name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
});

const targetText = ({ css, name }: Target) => (name === undefined ? css : `${css} named ${String(name)}`);

export class Ui {
  private marks = 0;

  constructor(
    private readonly driver: EngineDriver,
    private readonly baseURL: string,
  ) {}

  /** Loads a path of the site and waits until React has hydrated it (in-app links then navigate in place). */
  async visit(path: string): Promise<void> {
    const address = new URL(path, this.baseURL).href;
    const before = await this.driver.evaluate(() => location.href, null);
    await this.driver.goto(address);
    await this.until(`${path} to hydrate`, async () => {
      const page = await this.driver.evaluate(() => {
        const main = document.getElementById("main");
        return {
          href: location.href,
          hydrated: main !== null && Object.keys(main).some((key) => key.startsWith("__react")),
        };
      }, null);
      // WebKitGTK's driver at times answers a navigation right after a click on the page without
      // leaving it (seen 1 run in 3 on /pricing/web's period toggle): still on the page before, ask again.
      if (page.href === before && before !== address) {
        await this.driver.goto(address);
        return false;
      }
      return page.hydrated;
    });
  }

  /** Waits for a visible element matching `target`. */
  async find(target: Target): Promise<void> {
    await this.until(targetText(target), async () => (await this.mark(target)) !== null);
  }

  /**
   * Clicks a visible element matching `target`. React may replace the element between the look
   * and the click (a menu's code arriving after hydration re-renders its button): the driver then
   * finds no element and the journey looks again, as Playwright's locators do.
   */
  async click(target: Target): Promise<void> {
    await this.act(`to click ${targetText(target)}`, target, (selector) => this.driver.click(selector));
  }

  /**
   * Clicks a link or button matching `target` that leads to `address`, and waits until the address
   * matches. WebKitGTK's driver at times drops a click on a page that has just hydrated (seen 1 run
   * in 8 on /pricing/desktop's Buy now): while the page stays where it was, the journey clicks again.
   */
  async follow(target: Target, address: RegExp): Promise<void> {
    const arrived = async () =>
      address.test(await this.driver.evaluate(() => location.pathname + location.search, null));
    await this.clickUntil(target, `the address to match ${address}`, arrived);
  }

  /**
   * Clicks the menu button matching `menuButton` and waits for a visible `item` of its menu. The
   * same dropped click (seen once in CI on the home page's Products menu): while the item is not
   * there and the button does not say it is expanded, the journey clicks again; a button that
   * opened its menu is not clicked again, which would close it.
   */
  async open(menuButton: Target, item: Target): Promise<void> {
    const shown = async () => (await this.mark(item)) !== null;
    const closed = async () => {
      const selector = await this.mark(menuButton);
      if (selector === null) return false;
      return this.driver.evaluate(
        (css) => document.querySelector(css)?.getAttribute("aria-expanded") !== "true",
        selector,
      );
    };
    await this.clickUntil(menuButton, targetText(item), shown, closed);
  }

  /**
   * Clicks a choice matching `target` (a radio button or its label, which a second click leaves
   * chosen) and waits until `read` answers a value `accept` takes; the same dropped click as
   * `follow`, so the journey clicks again while it does not.
   */
  async choose<R>(target: Target, what: string, read: () => R, accept: (value: R) => boolean): Promise<void> {
    const chosen = async () => accept(await this.driver.evaluate(read, null));
    await this.clickUntil(target, what, chosen);
  }

  /** Types into a visible field matching `target` (emptied first, so a retry types the same text). */
  async type(target: Target, text: string): Promise<void> {
    await this.act(`to type into ${targetText(target)}`, target, (selector) => this.driver.type(selector, text));
  }

  /** Scrolls a visible element matching `target` into view, as a visitor scrolls down to it. */
  async scrollTo(target: Target): Promise<void> {
    await this.act(`to scroll to ${targetText(target)}`, target, (selector) =>
      this.driver.evaluate((css) => document.querySelector(css)?.scrollIntoView({ block: "center" }), selector),
    );
  }

  /** Waits until no visible element matches `target`. */
  async gone(target: Target): Promise<void> {
    const page = toPage(target);
    await this.until(`${targetText(target)} to go`, async () => {
      const found = await this.driver.evaluate(markTarget, { ...page, mark: "gone", attribute: MARK });
      return found === null;
    });
  }

  /** Waits until `read` (run in the page) answers a value `accept` takes; answers that value. */
  async read<A, R>(what: string, read: (arg: A) => R, arg: A, accept: (value: R) => boolean): Promise<R> {
    let last: R | undefined;
    await this.until(what, async () => {
      last = await this.driver.evaluate(read, arg);
      return accept(last);
    }).catch((error: Error) => {
      throw new Error(`${error.message}; last read: ${JSON.stringify(last)}`);
    });
    return last as R;
  }

  /** Waits until the address (path and query) matches. */
  async at(address: RegExp): Promise<void> {
    await this.read(
      `the address to match ${address}`,
      () => location.pathname + location.search,
      null,
      (path) => address.test(path),
    );
  }

  /** What the page shows now, for a failed journey's report. */
  screenshot(): Promise<Buffer> {
    return this.driver.screenshot();
  }

  /** Throws if the page threw a script error since the last look. */
  async noScriptErrors(): Promise<void> {
    const errors = await this.driver.takeScriptErrors();
    if (errors.length > 0) throw new Error(`script errors in the page:\n${errors.join("\n")}`);
  }

  /** Marks the first visible element matching `target`; answers a selector for that very element, or null. */
  private mark(target: Target): Promise<string | null> {
    return this.driver.evaluate(markTarget, { ...toPage(target), mark: String(++this.marks), attribute: MARK });
  }

  /** Clicks `target`, then waits until `done`, clicking again every RECLICK_MS while `reclick` agrees. */
  private async clickUntil(
    target: Target,
    what: string,
    done: () => Promise<boolean>,
    reclick: () => Promise<boolean> = async () => true,
  ): Promise<void> {
    await this.click(target);
    let clicked = Date.now();
    await this.until(what, async () => {
      if (await done()) return true;
      if (Date.now() - clicked > RECLICK_MS && (await reclick())) {
        const selector = await this.mark(target);
        if (selector !== null) await this.driver.click(selector);
        clicked = Date.now();
      }
      return false;
    });
  }

  private async act(what: string, target: Target, action: (selector: string) => Promise<unknown>): Promise<void> {
    await this.until(what, async () => {
      const selector = await this.mark(target);
      if (selector === null) return false;
      await action(selector);
      return true;
    });
  }

  private async until(what: string, check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    let failure = "";
    for (;;) {
      try {
        if (await check()) return;
      } catch (error) {
        // A navigation replaced the document under the script, or a render the marked element:
        // look again.
        failure = ` (last error: ${(error as Error).message.split("\n")[0]})`;
      }
      if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS / 1000} s for ${what}${failure}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
