/**
 * The order in which a prerendered page asks for what it needs. The HTML is the page: its
 * styles and its largest image come first; the code, which only makes a painted page
 * interactive, is asked for once the page is painted (./code-after-paint.ts).
 */

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

const preloadLink = (href: string, media?: string) =>
  `<link rel="preload" as="image" href="${href}" fetchpriority="high"${media ? ` media="${media}"` : ""} />`;

/**
 * Head preloads for the prerendered page's priority image (an `<img fetchpriority="high">`,
 * which MediaView and the blog mark): the browser then asks for it with the stylesheets, before
 * it has parsed the body. Inside a `<picture>` the preload must name the file the width will
 * show: each `<source media>` gets a preload under its media query, the `<img>` under the
 * negation, so a phone fetches its crop and a desktop its full image, never both. A `<source>`
 * already inlined as a data: URL needs no preload.
 */
export function priorityImagePreloads(html: string): string[] {
  const links: string[] = [];
  for (const img of html.match(/<img\b[^>]*\bfetchpriority="high"[^>]*>/gi) ?? []) {
    const src = attribute(img, "src");
    if (!src) throw new Error(`A priority image has no src: ${img}`);
    // The <picture> this <img> closes, if any: its sources sit right before it.
    const before = html.slice(0, html.indexOf(img));
    const open = before.lastIndexOf("<picture>");
    const inPicture = open >= 0 && !before.slice(open).includes("</picture>");
    const sources = inPicture ? (before.slice(open).match(/<source\b[^>]*>/gi) ?? []) : [];
    if (sources.length > 1)
      throw new Error(`A priority <picture> with more than one <source> is not preloaded: ${img}`);
    const [source] = sources;
    if (!source) {
      links.push(preloadLink(src));
      continue;
    }
    const media = attribute(source, "media");
    const srcSet = attribute(source, "srcset");
    // An inlined poster (build/prerender.ts) is in the HTML already: only the other width fetches.
    const inlined = srcSet?.startsWith("data:");
    if (!media || !srcSet || (!inlined && srcSet.includes(","))) {
      throw new Error(`A priority <picture>'s <source> needs a media query and one file: ${source}`);
    }
    if (!inlined) links.push(preloadLink(srcSet, media));
    links.push(preloadLink(src, `not all and ${media}`));
  }
  // The same image twice (the blog's latest cover, in its large and small card) is one preload.
  return [...new Set(links)];
}
