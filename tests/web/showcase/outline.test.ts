/**
 * The showcase images' text drawn as outlines (scripts/media/outline.ts): placed as the browser
 * would place the text, with no `<text>` left in any shipped image.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clipFrame, clipPhoneFrame, clips, stills } from "#scripts/media/catalogue.ts";
import { bounds, cropOutlined, outlined } from "#scripts/media/outline.ts";
import { frame, rect, text } from "#scripts/media/svg.ts";

function box(svg: string) {
  const { x, y, w, h } = bounds(/<path fill="[^"]+" d="([^"]+)"\/>/.exec(svg)?.[1] ?? "");
  return { left: x, right: x + w, top: y, bottom: y + h };
}

describe("text as outlines", () => {
  it("replaces the text with a path of its colour, standing on the baseline at the text's size", () => {
    const svg = outlined(text(100, 50, "HEH", 20, "#20c997", "start", 700));
    expect(svg).not.toContain("<text");
    expect(svg).toMatch(/^<path fill="#20c997" d="m/);
    const b = box(svg);
    expect(b.bottom).toBeCloseTo(50, 0);
    // Inter's capitals are 0.727 em tall.
    expect(b.bottom - b.top).toBeCloseTo(20 * 0.727, 0);
  });

  it("places the string as text-anchor does: from x, centred on it, or ending at it", () => {
    const start = box(outlined(text(300, 50, "BUY", 13, "#fff", "start", 700)));
    const middle = box(outlined(text(300, 50, "BUY", 13, "#fff", "middle", 700)));
    const end = box(outlined(text(300, 50, "BUY", 13, "#fff", "end", 700)));
    expect(start.left).toBeGreaterThanOrEqual(300);
    expect(start.left).toBeLessThan(302);
    expect((middle.left + middle.right) / 2).toBeCloseTo(300, 0);
    expect(end.right).toBeLessThanOrEqual(300);
    expect(end.right).toBeGreaterThan(298);
    expect(start.right - start.left).toBeCloseTo(end.right - end.left, 0);
  });

  it("writes a glyph the same wherever it stands, so compression finds the repeats", () => {
    const a = outlined(text(10, 20, "8", 12, "#fff"));
    const b = outlined(text(410.3, 220.7, "8", 12, "#fff"));
    const body = (svg: string) => svg.replace(/d="m[^a-z]+/, "");
    expect(a).not.toBe(b);
    expect(body(a)).toBe(body(b));
  });

  it("reads the escaped characters and the weights the images use", () => {
    const width = (s: string, weight = 400) => {
      const b = box(outlined(text(0, 20, s, 12, "#fff", "start", weight)));
      return b.right - b.left;
    };
    expect(width("P&amp;L")).toBeGreaterThan(width("PL") + 4);
    expect(width("Order", 700)).toBeGreaterThan(width("Order", 400));
  });

  it("leaves out of a crop the text it does not show, and keeps what crosses its edge", () => {
    const full = frame(
      [
        text(20, 30, "inside", 12),
        text(390, 30, "across the edge", 12),
        text(600, 300, "outside", 12),
        rect(600, 300, 10, 10, "#fff"),
      ].join(""),
    );
    const phone = cropOutlined(outlined(full), { x: 0, y: 0, w: 400, h: 400 });
    expect(phone).toContain('viewBox="0 0 400 400"');
    expect(phone.match(/<path /g)).toHaveLength(2);
    expect(phone).toContain('<rect x="600.0"');
  });

  it("refuses what it cannot draw rather than ship an image with a gap", () => {
    expect(() => outlined(text(0, 20, "Replay ▶", 12))).toThrow(/no glyph for ▶/);
    expect(() => outlined('<text x="1" y="2">free-form</text>')).toThrow(/left as text/);
  });
});

describe("the shipped images", () => {
  // The web project's environment is jsdom: a path from the repository root, as vitest runs there.
  const dir = "web/public/media/showcase";
  const read = (name: string) => readFileSync(`${dir}/${name}`, "utf8");

  it("hold no text element", () => {
    const svgs = readdirSync(dir).filter((f) => f.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(40);
    for (const file of svgs) expect(read(file), file).not.toContain("<text");
  });

  // It draws and outlines every image again: seconds of CPU, more than Vitest's default 5 s when
  // the run shares the machine's two cores with the e2e suite.
  it("are what the generators draw today, outlined (npx tsx scripts/media/showcase.ts --svg-only)", {
    timeout: 30_000,
  }, () => {
    for (const [name, still] of Object.entries(stills())) {
      const svg = outlined(still.svg);
      expect(read(`${name}.svg`) === svg, name).toBe(true);
      if (still.phone) expect(read(`${name}-mobile.svg`) === outlined(still.phone), `${name}-mobile`).toBe(true);
      else if (still.crop)
        expect(read(`${name}-mobile.svg`) === cropOutlined(svg, still.crop), `${name}-mobile`).toBe(true);
    }
    for (const clip of clips) {
      const poster = outlined(clipFrame(clip, 0));
      expect(read(`${clip}.svg`) === poster, clip).toBe(true);
      expect(read(`${clip}-mobile.svg`) === outlined(clipPhoneFrame(clip, 0)), `${clip}-mobile`).toBe(true);
    }
  });
});
