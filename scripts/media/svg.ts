/** SVG primitives, the palette and the canvas of the showcase images (960 x 540 logical units). */
export const W = 960;
export const H = 540;

export const C = {
  bg: "#0f1115",
  surface: "#171a21",
  raised: "#1e222b",
  border: "#2c313c",
  grid: "#222733",
  text: "#e8eaed",
  muted: "#a3a9b5",
  green: "#20c997",
  blue: "#4c8dff",
  red: "#ff5c5c",
  warn: "#f5b942",
  violet: "#9b7bff",
  selected: "#263a5e",
};

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
/** A `text()` string as written, before `esc` (the outliner reads it back: scripts/media/outline.ts). */
export const unescaped = (s: string) => s.replace(/&lt;/g, "<").replace(/&amp;/g, "&");
export const f = (n: number) => n.toFixed(1);

export function text(x: number, y: number, s: string, size = 13, fill = C.text, anchor = "start", weight = 400) {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-weight="${weight}">${esc(s)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = "") {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const ROOT = `viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"`;

/** A whole image: the app's font stack on the dark background. */
export const frame = (body: string, size: Box = { x: 0, y: 0, w: W, h: H }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${size.x} ${size.y} ${size.w} ${size.h}" width="${size.w}" height="${size.h}" font-family="Inter, Segoe UI, Roboto, Arial, sans-serif">${rect(size.x, size.y, size.w, size.h, C.bg)}${body}</svg>`;

/**
 * The same image showing only `box`: the phone's version of a screen, a part of the app at a
 * scale where its text stays readable on a 390 px wide screen.
 */
export function crop(svg: string, box: Box): string {
  if (!svg.includes(ROOT)) throw new Error("crop() takes a full-size image from frame()");
  return svg.replace(ROOT, `viewBox="${box.x} ${box.y} ${box.w} ${box.h}" width="${box.w}" height="${box.h}"`);
}

/** The phone crop's size: a square that a 390 px screen shows at about its own scale. */
export const MOBILE = 400;

/** A screen laid out for a phone: the crops' size, so a page's box is the same for both. */
export const PHONE: Box = { x: 0, y: 0, w: MOBILE, h: MOBILE };

/** The square crop of `size` units (MOBILE unless the part shown is wider) whose top-left corner is (x, y). */
export const square = (x: number, y: number, size = MOBILE): Box => ({ x, y, w: size, h: size });

/** The image drawn with `scale` times as many pixels (the clips are recorded at 2x density). */
export function scaled(svg: string, scale: number): string {
  return svg.replace(/^(<svg[^>]*?) width="(\d+)" height="(\d+)"/, (_, head: string, w: string, h: string) => {
    return `${head} width="${Number(w) * scale}" height="${Number(h) * scale}"`;
  });
}
