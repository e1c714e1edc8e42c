/**
 * A prerendered page's stylesheets, written into its HTML (decision 062): each
 * `<link rel="stylesheet">` becomes a `<style>` with the file's text, in the same place, so the
 * first paint waits for no stylesheet request. Beside it stays the link, `disabled`: a stylesheet
 * link disabled in the HTML is not fetched (the HTML standard, in every current browser;
 * tests/e2e/inline-styles.spec.ts checks it in Chromium). Vite's preload helper, which adds a
 * lazy chunk's CSS on a client-side navigation unless a `<link rel="stylesheet">` with its address
 * is in the document, then finds that link and adds none: the file is not fetched again, nor its
 * rules applied a second time later in the cascade (decision 030).
 */

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * `html` with every stylesheet link inlined from `sheets` (the built CSS by its address,
 * `/assets/x.css`). A link to a file `sheets` does not hold stops the build: every page's first
 * paint is to wait for none.
 */
export function inlineStylesheets(html: string, sheets: ReadonlyMap<string, string>): string {
  // A function replacer: CSS text may hold `$&` and the like, which a replacement string expands.
  return html.replace(STYLESHEET_LINK, (tag) => {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    const css = href === undefined ? undefined : sheets.get(href);
    if (href === undefined || css === undefined) throw new Error(`A stylesheet the build did not write: ${tag}`);
    // The HTML parser ends a <style> at the first `</style`, whatever the CSS around it means.
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style" and cannot be inlined`);
    return `<style>${css.trimEnd()}</style><link rel="stylesheet" href="${href}" disabled />`;
  });
}
