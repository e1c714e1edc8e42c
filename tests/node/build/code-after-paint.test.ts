/**
 * The starter that asks for a prerendered page's code once the page is painted (decision 064) and
 * starts the Intl warm-up's worker then (decision 090).
 */
import { describe, expect, it } from "vitest";
import { codeAfterPaint, pageModules } from "#build/code-after-paint.ts";

// The shape of Vite's built index.html.
const template = [
  "<!doctype html>",
  '<html lang="en">',
  "  <head>",
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">',
  "    <!--head-->",
  "  </head>",
  "  <body>",
  '    <div id="root"><!--app--></div>',
  "  </body>",
  "</html>",
].join("\n");

const WARM_UP = "/assets/intl-warm-up-e5.js";

describe("codeAfterPaint", () => {
  const page = codeAfterPaint(
    template,
    ["/assets/HomePage-c3.js", "/assets/fr-d4.js", "/assets/vendor-b2.js"],
    WARM_UP,
  );

  it("leaves no script or preload for the parser to fetch before the first paint", () => {
    expect(page).not.toMatch(/<script[^>]*\ssrc=|<link rel="modulepreload"/);
    expect(page.match(/<script\b/g)).toHaveLength(1);
  });

  it("starts from one inline module at the end of the body, the entry first and each module once", () => {
    expect(page).toMatch(/<script type="module">[^<]+<\/script>\n {2}<\/body>/);
    expect(pageModules(page)).toEqual([
      "/assets/index-a1.js",
      "/assets/vendor-b2.js",
      "/assets/HomePage-c3.js",
      "/assets/fr-d4.js",
    ]);
  });

  it("stops the build on a template without the entry's script, which would leave a page without code", () => {
    expect(() => codeAfterPaint(template.replace(/<script[^\n]*\n/, ""), [], WARM_UP)).toThrow(
      "no entry module script",
    );
  });
});

describe("the starter", () => {
  const script = /<script type="module">([^<]+)<\/script>/.exec(
    codeAfterPaint(template, ["/assets/HomePage-c3.js"], WARM_UP),
  )?.[1] as string;

  /** A paint timing entry as the browser reports it to an observer. */
  type Paint = "first-paint" | "first-contentful-paint";

  /**
   * The starter in a page whose frames, timers and paint reports the test runs by hand: `paints`
   * says whether the browser has paint timing. Answers what the starter asked for and the hands.
   */
  function page({ paints, workers = true }: { paints: boolean; workers?: boolean }) {
    const frames: (() => void)[] = [];
    const tasks: { callback: () => void; delay: number }[] = [];
    const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
    // What the page started, in order: a worker by its script and name, or an import.
    const started: string[] = [];
    const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = paints ? ["mark", "measure", "paint", "resource"] : ["mark", "measure", "resource"];
      readonly state: (typeof observers)[number];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.state = { callback, disconnected: true };
        observers.push(this.state);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        this.state.disconnected = false;
      }
      disconnect() {
        this.state.disconnected = true;
      }
    }
    // The module's code with `import()` handed in: a Function body cannot hold the keyword.
    new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "PerformanceObserver",
      "Worker",
      "__import",
      script.replace("import(", "__import("),
    )(
      (callback: () => void) => frames.push(callback),
      (callback: () => void, delay = 0) => tasks.push({ callback, delay }),
      {
        createElement: () => ({ rel: "", crossOrigin: null, href: "" }),
        head: { append: (link: (typeof appended)[number]) => appended.push(link) },
        documentElement: { lang: "fr" },
      },
      FakeObserver,
      class {
        constructor(url: string, options: { name: string }) {
          // As a policy that refuses the script throws.
          if (!workers) throw new DOMException("Refused to create a worker", "SecurityError");
          started.push(`worker ${url} ${options.name}`);
        }
      },
      (href: string) => {
        started.push(`import ${href}`);
        return Promise.resolve();
      },
    );
    const report = (name: Paint) => {
      for (const [index, observer] of observers.entries()) {
        if (observer.disconnected) continue;
        observer.callback(
          { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
          {
            disconnect: () => {
              (observers[index] as (typeof observers)[number]).disconnected = true;
            },
          },
        );
      }
    };
    const runTask = () => tasks.shift()?.callback();
    // The entry's imports alone, read from what was started.
    const imported = () => started.filter((what) => what.startsWith("import ")).map((what) => what.slice(7));
    return { frames, tasks, appended, imported, started, observers, report, runTask };
  }

  it("asks for nothing until the first contentful paint is reported, then imports the entry and preloads one chunk per task", () => {
    const { frames, tasks, appended, imported, started, observers, report, runTask } = page({ paints: true });
    expect([appended, started, tasks]).toEqual([[], [], []]);
    expect(observers.map((observer) => observer.disconnected)).toEqual([false]);

    // The frame is produced; until its paint is reported, only the fallback is waiting.
    frames.shift()?.();
    expect(tasks.map((task) => task.delay)).toEqual([1000]);
    report("first-paint");
    expect(tasks).toHaveLength(1);

    report("first-contentful-paint");
    expect(observers.map((observer) => observer.disconnected)).toEqual([true]);
    expect(tasks.map((task) => task.delay)).toEqual([1000, 0]);
    const fallback = tasks.shift();
    runTask();
    // The warm-up's worker first, in the page's language, so it works while the entry downloads.
    expect(started).toEqual([`worker ${WARM_UP} fr`, "import /assets/index-a1.js"]);
    // One preload per task: the main thread is free between two.
    expect(appended).toEqual([{ rel: "modulepreload", crossOrigin: "", href: "/assets/vendor-b2.js" }]);
    runTask();
    expect(appended.map((link) => link.href)).toEqual(["/assets/vendor-b2.js", "/assets/HomePage-c3.js"]);
    expect(appended[1]).toEqual({ rel: "modulepreload", crossOrigin: "", href: "/assets/HomePage-c3.js" });
    runTask();
    expect(tasks).toEqual([]);

    // The fallback's second comes after: it asks for nothing again.
    fallback?.callback();
    expect([appended, started, tasks].map((list) => list.length)).toEqual([2, 2, 0]);
    expect(imported()).toEqual(["/assets/index-a1.js"]);
  });

  it("still imports the entry when the worker cannot be started", () => {
    const { frames, started, report, runTask } = page({ paints: true, workers: false });
    frames.shift()?.();
    report("first-contentful-paint");
    runTask();
    runTask();
    expect(started).toEqual(["import /assets/index-a1.js"]);
  });

  it("takes the task after the first frame in a browser without paint timing", () => {
    const { frames, tasks, imported, observers, runTask } = page({ paints: false });
    expect(observers).toEqual([]);
    frames.shift()?.();
    expect(tasks.map((task) => task.delay)).toEqual([0]);
    runTask();
    expect(imported()).toEqual(["/assets/index-a1.js"]);
  });

  it("gets its code a second after the first frame when the paint is never reported, and only once", () => {
    const { frames, tasks, started, report, runTask } = page({ paints: true });
    frames.shift()?.();
    expect(tasks.map((task) => task.delay)).toEqual([1000]);
    runTask();
    const once = [`worker ${WARM_UP} fr`, "import /assets/index-a1.js"];
    expect(started).toEqual(once);
    while (tasks.length > 0) runTask();
    report("first-contentful-paint");
    while (tasks.length > 0) runTask();
    expect(started).toEqual(once);
  });
});

describe("the starter, when the entry fails to load", () => {
  const script = /<script type="module">([^<]+)<\/script>/.exec(codeAfterPaint(template, [], WARM_UP))?.[1] as string;

  /** One page load whose entry import fails, with the tab's sessionStorage; resolves to what the starter did. */
  async function loadFailing(session: Map<string, string>) {
    let reloads = 0;
    let thrown: unknown;
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/index-a1.js");
    let settled: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      settled = resolve;
    });
    new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "sessionStorage",
      "location",
      "PerformanceObserver",
      "__import",
      script.replace("import(", "__import("),
    )(
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      { createElement: () => ({}), head: { append: () => {} } },
      {
        getItem: (key: string) => session.get(key) ?? null,
        setItem: (key: string, value: string) => session.set(key, value),
      },
      {
        reload: () => {
          reloads++;
        },
      },
      undefined,
      () => Promise.reject(failure).finally(() => setTimeout(settled)),
    );
    // The starter's catch runs after the rejection; an error it rethrows is unhandled, as in a page.
    const unhandled = (reason: unknown) => {
      thrown = reason;
    };
    process.on("unhandledRejection", unhandled);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off("unhandledRejection", unhandled);
    return { reloads, thrown, failure };
  }

  it("reloads the page once for its build, then lets the error show: never a loop", async () => {
    const session = new Map<string, string>();
    const first = await loadFailing(session);
    expect(first.reloads).toBe(1);
    expect(first.thrown).toBeUndefined();
    expect([...session]).toEqual([["chunk-reload", "/assets/index-a1.js"]]);

    const second = await loadFailing(session);
    expect(second.reloads).toBe(0);
    expect(second.thrown).toBe(second.failure);
  });

  it("reloads again for another build (the one the reload brought, failing in turn, reloads once)", async () => {
    const session = new Map([["chunk-reload", "/assets/index-0ld.js"]]);
    expect((await loadFailing(session)).reloads).toBe(1);
  });
});
