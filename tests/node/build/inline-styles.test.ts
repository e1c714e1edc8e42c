/** A prerendered page's stylesheets inlined, their links kept disabled (decision 062). */
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "#build/inline-styles.ts";

const sheets = new Map([
  ["/assets/Page-a1.css", "._title_x{color:red}\n"],
  ["/assets/index-b2.css", "body{margin:0}"],
  ["/assets/odd-c3.css", '.q::before{content:"$& $1 $$"}'],
]);

describe("inlineStylesheets", () => {
  it("puts each stylesheet's text where its link was, in order, beside the link disabled", () => {
    const head = [
      '<link rel="preload" as="image" href="/media/a.svg" fetchpriority="high" />',
      '<link rel="stylesheet" href="/assets/Page-a1.css" />',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Page-a1.js" />',
      // Vite's own tag for the entry's CSS, in the template.
      '<link rel="stylesheet" crossorigin href="/assets/index-b2.css">',
    ].join("\n");
    expect(inlineStylesheets(head, sheets)).toBe(
      [
        '<link rel="preload" as="image" href="/media/a.svg" fetchpriority="high" />',
        '<style>._title_x{color:red}</style><link rel="stylesheet" href="/assets/Page-a1.css" disabled />',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Page-a1.js" />',
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-b2.css" disabled />',
      ].join("\n"),
    );
  });

  it("keeps the CSS text verbatim, replacement patterns too", () => {
    expect(inlineStylesheets('<link rel="stylesheet" href="/assets/odd-c3.css" />', sheets)).toBe(
      '<style>.q::before{content:"$& $1 $$"}</style><link rel="stylesheet" href="/assets/odd-c3.css" disabled />',
    );
  });

  it("leaves a page without stylesheets as it is", () => {
    const html = '<link rel="canonical" href="https://ticksim.app/" /><p>rel="stylesheet"</p>';
    expect(inlineStylesheets(html, sheets)).toBe(html);
  });

  it.each([
    ['<link rel="stylesheet" href="/assets/gone.css" />'],
    ['<link rel="stylesheet" href="https://cdn.example/x.css" />'],
    ['<link rel="stylesheet" />'],
  ])("stops the build on a stylesheet it cannot inline: %s", (tag) => {
    expect(() => inlineStylesheets(tag, sheets)).toThrow(/A stylesheet the build did not write/);
  });

  it("stops the build on CSS that would end the <style> early", () => {
    const closing = new Map([["/assets/x.css", '.a::after{content:"</style>"}']]);
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/x.css" />', closing)).toThrow(/<\/style/);
  });
});
