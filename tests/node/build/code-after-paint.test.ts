/** The starter that asks for a prerendered page's code once the page is painted (decision 064). */
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

describe("codeAfterPaint", () => {
  const page = codeAfterPaint(template, ["/assets/HomePage-c3.js", "/assets/fr-d4.js", "/assets/vendor-b2.js"]);

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
    expect(() => codeAfterPaint(template.replace(/<script[^\n]*\n/, ""), [])).toThrow("no entry module script");
  });
});

describe("the starter", () => {
  it("asks for nothing until a frame is painted, then preloads the page's chunks and imports the entry", () => {
    const script = /<script type="module">([^<]+)<\/script>/.exec(
      codeAfterPaint(template, ["/assets/HomePage-c3.js"]),
    )?.[1] as string;
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
    const imported: string[] = [];
    const document = {
      createElement: () => ({ rel: "", crossOrigin: null, href: "" }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    };
    // The module's code with `import()` handed in: a Function body cannot hold the keyword.
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "__import",
      script.replace("import(", "__import("),
    );
    run(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
      document,
      (href: string) => imported.push(href),
    );
    expect([appended, imported, tasks]).toEqual([[], [], []]);

    frames.shift()?.();
    expect([appended, imported]).toEqual([[], []]);
    tasks.shift()?.();
    expect(appended).toEqual([
      { rel: "modulepreload", crossOrigin: "", href: "/assets/vendor-b2.js" },
      { rel: "modulepreload", crossOrigin: "", href: "/assets/HomePage-c3.js" },
    ]);
    expect(imported).toEqual(["/assets/index-a1.js"]);
  });
});
