/**
 * The showcase images' text drawn as outlines of Inter (SIL Open Font Licence, from
 * @fontsource/inter). A browser lays out and paints an SVG image's `<text>` on the main thread,
 * with font matching and shaping for every string, each time it paints the image: on
 * /features/desktop that was most of the page's layout and paint time (docs/performance.md).
 * A path costs none of it, and every visitor sees the same font, as the clips already did.
 *
 * The generators keep writing `<text>` (the tests read labels from it); this runs on the way to
 * the file.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";
import { type Box, crop, unescaped } from "./svg";

type Weight = 400 | 600 | 700;

const fonts = new Map<Weight, opentype.Font>();

function font(weight: Weight): opentype.Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
    const bytes = readFileSync(file);
    loaded = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(weight, loaded);
  }
  return loaded;
}

/** Coordinates to a tenth of a unit: under 0.1 px at the 2x density the clips are recorded at. */
const round = (n: number) => Math.round(n * 10);
const num = (tenths: number) => {
  const s = (tenths / 10).toString();
  return s.startsWith("0.") ? s.slice(1) : s.startsWith("-0.") ? `-${s.slice(2)}` : s;
};
/**
 * SVG number lists need no separator before a minus sign. A comma, not a space, elsewhere: an
 * inlined poster's data: URL (build/svg-data-url.ts) then needs no escape for it.
 */
const list = (ns: readonly number[]) => ns.map((n, i) => (i > 0 && n >= 0 ? "," : "") + num(n)).join("");

/**
 * Path data in relative commands from rounded absolute points, so a glyph's data is the same
 * wherever it stands (gzip finds the repeats) and rounding does not drift along a string.
 */
function pathData(commands: readonly opentype.PathCommand[]): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let d = "";
  for (const c of commands) {
    if (c.type === "Z") {
      d += "z";
      x = startX;
      y = startY;
      continue;
    }
    const points: [number, number][] = [];
    if (c.type === "C") points.push([c.x1, c.y1], [c.x2, c.y2]);
    if (c.type === "Q") points.push([c.x1, c.y1]);
    points.push([c.x, c.y]);
    const rounded = points.map(([px, py]) => [round(px), round(py)] as const);
    const relative = rounded.flatMap(([px, py]) => [px - x, py - y]);
    // A segment that goes nowhere at this precision adds nothing to a fill (7% of the bytes).
    if (c.type !== "M" && relative.every((n) => n === 0)) continue;
    d += c.type.toLowerCase() + list(relative);
    [x, y] = rounded.at(-1) ?? [x, y];
    if (c.type === "M") [startX, startY] = [x, y];
  }
  return d;
}

const TEXT =
  /<text x="(-?[\d.]+)" y="(-?[\d.]+)" font-size="([\d.]+)" fill="([^"]+)" text-anchor="(start|middle|end)" font-weight="(\d+)">([^<]*)<\/text>/g;

/** One string as a filled path, placed as `text-anchor` would place it. */
function outline(x: number, y: number, size: number, anchor: string, weight: Weight, s: string): string {
  const face = font(weight);
  const missing = [...s].filter((ch) => face.charToGlyphIndex(ch) === 0);
  if (missing.length > 0) throw new Error(`Inter has no glyph for ${missing.join("")} in "${s}"`);
  const width = face.getAdvanceWidth(s, size, { kerning: true });
  const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  return pathData(face.getPath(s, left, y, size, { kerning: true }).commands);
}

const isWeight = (n: number): n is Weight => n === 400 || n === 600 || n === 700;

/** The image with every `<text>` (as written by svg.ts's `text()`) replaced by its outline. */
export function outlined(svg: string): string {
  const out = svg.replace(TEXT, (_, x, y, size, fill, anchor, weight, content) => {
    const w = Number(weight);
    if (!isWeight(w)) throw new Error(`no Inter weight ${weight} in the pipeline`);
    const d = outline(Number(x), Number(y), Number(size), anchor, w, unescaped(content));
    return d === "" ? "" : `<path fill="${fill}" d="${d}"/>`;
  });
  if (out.includes("<text")) throw new Error("a <text> element not written by svg.ts's text() was left as text");
  return out.replace(/ font-family="[^"]*"/, "");
}

/** The smallest box holding every point of relative path data as pathData() writes it. */
export function bounds(d: string): Box {
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [, command, args] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === "z") {
      [x, y] = [startX, startY];
      continue;
    }
    const ns = (args?.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const [fromX, fromY] = [x, y];
    for (let i = 0; i + 1 < ns.length; i += 2) {
      const [px, py] = [fromX + (ns[i] ?? 0), fromY + (ns[i + 1] ?? 0)];
      [left, top, right, bottom] = [Math.min(left, px), Math.min(top, py), Math.max(right, px), Math.max(bottom, py)];
      [x, y] = [px, py];
    }
    if (command === "m") [startX, startY] = [x, y];
  }
  return { x: left, y: top, w: right - left, h: bottom - top };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The phone's crop of an outlined image (svg.ts's crop) without the text it does not show:
 * outlines are most of an image's bytes, and the crop of a poster goes into the page's HTML.
 */
export function cropOutlined(svg: string, box: Box): string {
  const shown = svg.replace(/<path fill="[^"]+" d="(m[^"]*)"\/>/g, (path, d: string) =>
    overlaps(bounds(d), box) ? path : "",
  );
  return crop(shown, box);
}
