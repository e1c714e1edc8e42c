/**
 * The showcase images (scripts/media/) and the media the pages list (web/content/showcase/):
 * plausible prices per instrument, price axes nothing draws into, distinct images, files that
 * exist with their phone versions, clips within their size budget.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { at } from "#common/at.ts";
import { type Clip, clipFrame, clipPhoneFrame, clips, stills } from "#scripts/media/catalogue.ts";
import { chart, gridPrices, PRICE_GUTTER } from "#scripts/media/chart.ts";
import { candleTimesUntil } from "#scripts/media/hours.ts";
import { candles, instruments, quote, type Ticker, type Timeframe } from "#scripts/media/market.ts";
import { bounds, outlined } from "#scripts/media/outline.ts";
import { unescaped } from "#scripts/media/svg.ts";
import { timing, webm } from "#scripts/media/webm.ts";
import type { Media } from "#web/content/showcase/media.ts";
import { landing } from "./english-landing";
import { accordionMedia, desktopOverview, reportingTabs, ruleCards, themes } from "./english-showcase";

const decimals = (v: number) => (String(v).split(".")[1] ?? "").length;

describe("market data", () => {
  const bounds: Record<Ticker, [number, number]> = {
    // About 15 % around the late-2025 levels: gold above 4,000, the S&P 500 near 6,700.
    EURUSD: [0.98, 1.34],
    GBPJPY: [172, 235],
    XAUUSD: [3400, 4700],
    US500: [5700, 7800],
    BTCUSD: [75_000, 110_000],
    AAPL: [230, 315],
  };
  const timeframes: Timeframe[] = ["15m", "1h", "4h", "1D"];

  for (const symbol of Object.keys(instruments) as Ticker[]) {
    it(`${symbol} trades at its real order of magnitude, quoted to ${instruments[symbol].digits} decimals`, () => {
      const { digits } = instruments[symbol];
      const [low, high] = bounds[symbol];
      // What is wrong with any candle, one assertion for all: an expect() costs far more than the
      // comparison it makes, and there are thousands of values.
      const wrong: string[] = [];
      for (const tf of timeframes) {
        for (const seed of [1, 2, 3]) {
          const series = candles(symbol, tf, 300, seed);
          series.forEach((d, i) => {
            const candle = `${tf} seed ${seed} candle ${i}`;
            for (const v of [d.o, d.h, d.l, d.c]) {
              if (v < low || v > high) wrong.push(`${candle}: ${v} outside ${low}..${high}`);
              if (decimals(v) > digits) wrong.push(`${candle}: ${v} has more than ${digits} decimals`);
            }
            if (d.h < Math.max(d.o, d.c) || d.l > Math.min(d.o, d.c)) {
              wrong.push(`${candle}: high ${d.h} and low ${d.l} do not bound ${d.o} and ${d.c}`);
            }
            if (i > 0 && d.o !== at(series, i - 1).c) wrong.push(`${candle}: opens off the previous close`);
          });
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("moves more on longer timeframes, as markets do", () => {
    const range = (tf: Timeframe) => {
      const s = candles("XAUUSD", tf, 200, 4);
      return s.reduce((sum, d) => sum + (d.h - d.l), 0) / s.length;
    };
    expect(range("1D")).toBeGreaterThan(range("1h") * 2);
    expect(range("1h")).toBeGreaterThan(range("15m"));
    // Gold moves dollars an hour, not fractions of a cent.
    expect(range("1h")).toBeGreaterThan(2);
  });

  it("quotes forex to 5 decimals and the rest with thousands separators", () => {
    expect(quote("EURUSD", 1.0842)).toBe("1.08420");
    expect(quote("XAUUSD", 2650.4)).toBe("2,650.40");
    expect(quote("US500", 5912.3)).toBe("5,912.3");
    expect(quote("BTCUSD", 95120)).toBe("95,120.0");
  });
});

/** Every element's x and y (or x1) in an SVG fragment, with its tag and text. */
function elements(svg: string) {
  return [...svg.matchAll(/<(text|rect|line)\b([^>]*)>([^<]*)/g)].map(([, tag, attrs, content]) => {
    const num = (name: string) => Number(new RegExp(`\\b${name}="(-?[\\d.]+)"`).exec(attrs ?? "")?.[1] ?? Number.NaN);
    return { tag, x: num(tag === "line" ? "x1" : "x"), y: num(tag === "line" ? "y1" : "y"), attrs, content };
  });
}

describe("charts", () => {
  const box = { x: 0, y: 44, w: 736, h: 432 };
  const data = candles("BTCUSD", "1h", 64, 9);
  const last = at(data, data.length - 1);
  const entry = at(data, 30).c;
  const ch = chart(box, data, {
    id: "t",
    times: candleTimesUntil("BTCUSD", "1h", Date.UTC(2026, 7, 27, 15), data.length),
    symbol: "BTCUSD",
    timeframe: "1h",
    tags: [{ price: entry, color: "#178a68" }],
    legend: "full",
  });
  const gutter = box.w - PRICE_GUTTER;

  it("clips candles and overlays to the plot: the price gutter is the axis's alone", () => {
    expect(ch.plot.w).toBe(gutter);
    const clipRect = elements(/<clipPath[^>]*>(.*?)<\/clipPath>/.exec(ch.svg)?.[1] ?? "");
    expect(clipRect[0]?.x).toBe(0);
    expect(Number(/width="([\d.]+)"/.exec(clipRect[0]?.attrs ?? "")?.[1])).toBeCloseTo(gutter, 0);
    // Outside the clip group, the chart body draws only its background and grid lines.
    const unclipped = ch.svg.replace(/<g clip-path=[^>]*>.*?<\/g>/g, "").replace(/<defs>.*?<\/defs>/, "");
    for (const el of elements(unclipped).filter((e) => e.tag === "rect" && e.x > 0)) expect(el.x).toBeLessThan(gutter);
    for (const el of elements(unclipped).filter((e) => e.tag === "line")) {
      expect(Number(/x2="([\d.]+)"/.exec(el.attrs ?? "")?.[1])).toBeLessThanOrEqual(gutter);
    }
  });

  it("puts the price labels in the gutter, in the instrument's format, and keeps them clear of the price tags", () => {
    const texts = elements(ch.axes).filter((e) => e.tag === "text" && e.x > gutter);
    const tags = texts.filter((t) => /font-weight="700"/.test(t.attrs ?? ""));
    const labels = texts.filter((t) => !/font-weight="700"/.test(t.attrs ?? ""));
    expect(tags.map((t) => t.content).sort()).toEqual([quote("BTCUSD", last.c), quote("BTCUSD", entry)].sort());
    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (const label of labels) {
      expect(label.content).toMatch(/^\d{2,3},\d{3}\.\d$/);
      for (const tag of tags) expect(Math.abs(label.y - tag.y)).toBeGreaterThanOrEqual(15);
    }
    const ys = tags.map((t) => t.y).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(at(ys, i) - at(ys, i - 1)).toBeGreaterThanOrEqual(18);
  });

  it("grids the price range on round steps", () => {
    expect(gridPrices(2631, 2668, 5)).toEqual([2635, 2640, 2645, 2650, 2655, 2660, 2665]);
    expect(gridPrices(1.0812, 1.0868, 5)).toEqual([1.082, 1.083, 1.084, 1.085, 1.086]);
  });
});

describe("showcase images", () => {
  const all = stills();

  it("draws a different picture for every image (the theme pair apart): no multi-chart screen twice", () => {
    // Geometry only: without text and colours, two images that differ by a label or a palette are the same.
    const geometry = (svg: string) =>
      svg.replace(/<text\b[^>]*>[^<]*<\/text>/g, "").replace(/#[0-9a-f]{6}\b|rgba?\([^)]*\)/gi, "");
    const seen = new Map<string, string>();
    for (const [name, still] of Object.entries(all)) {
      if (still.themeOf) {
        expect(geometry(still.svg)).toBe(geometry(all[still.themeOf]?.svg ?? ""));
        continue;
      }
      const g = geometry(still.svg);
      expect(seen.get(g), `${name} draws the same as ${seen.get(g)}`).toBeUndefined();
      seen.set(g, name);
    }
  });

  /** The media each page shows, in its carousels, accordion, reporting and theme sections. */
  const pages: Record<string, Media[]> = {
    "/": landing.tabs.flatMap((t) => [...t.slides]),
    "/desktop": desktopOverview.tabs.flatMap((t) => [...t.slides]),
    "/features/web": [...accordionMedia.web.flatMap((m) => (m ? [m] : [])), ...reportingTabs.web.map((t) => t.image)],
    "/features/desktop": [
      ...accordionMedia.desktop.flatMap((m) => (m ? [m] : [])),
      ...reportingTabs.desktop.map((t) => t.image),
      ...themes,
    ],
  };

  for (const [path, media] of Object.entries(pages)) {
    it(`gives every slide of ${path} its own image or clip`, () => {
      const sources = media.map((m) => m.src);
      expect(new Set(sources).size).toBe(sources.length);
    });
  }

  /** The text an image or a clip's poster draws, from its generator. */
  const drawn = (m: Media) => {
    const name = m.src.replace(/^.*\/|\.(svg|webm)$/g, "");
    const svg = all[name]?.svg ?? (clips.includes(name as Clip) ? clipFrame(name as Clip, 0) : "");
    expect(svg, name).not.toBe("");
    return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((t) => t[1]).join("\n");
  };

  it("shows the desktop app on the desktop pages, statistics included: its window and menus, never the web app's bar", () => {
    const desktopPages = [
      ...desktopOverview.tabs.filter((t) => t.id !== "web").flatMap((t) => [...t.slides]),
      ...accordionMedia.desktop.flatMap((m) => (m ? [m] : [])),
      ...reportingTabs.desktop.map((t) => t.image),
      ...themes,
    ];
    for (const m of desktopPages) {
      const texts = drawn(m);
      expect(texts, m.src).not.toContain("Web app");
      expect(texts, m.src).not.toContain("Statistic center");
      expect(texts, m.src).toContain("TickSim Desktop");
    }
  });

  it("draws the two desktop interfaces as two layouts, not one recoloured", () => {
    const [first, second] = desktopOverview.tabs.find((t) => t.id === "interface")?.slides ?? [];
    const panels = (m: Media | undefined) => (m ? drawn(m) : "");
    expect(panels(first)).toContain("Market Watch");
    expect(panels(second)).toContain("Watchlist");
    expect(panels(first)).not.toContain("Watchlist");
  });

  /** Every outlined letter of a phone layout lies inside its canvas: nothing is cut at an edge. */
  const whole = (name: string, phone: string) => {
    const [, , w, h] = (/viewBox="([\d. ]+)"/.exec(phone)?.[1] ?? "").split(" ").map(Number);
    for (const [, d] of outlined(phone).matchAll(/<path fill="[^"]+" d="([^"]+)"\/>/g)) {
      const b = bounds(d ?? "");
      expect(
        b.x >= 0 && b.y >= 0 && b.x + b.w <= (w ?? 0) && b.y + b.h <= (h ?? 0),
        `${name}: text at ${b.x},${b.y}`,
      ).toBe(true);
    }
  };

  it("lays the screens and clips out for a phone: the chart and what matters below it, no text cut", () => {
    for (const [name, still] of Object.entries(all)) {
      // Only the Rule Manager keeps a crop; the rule cards are already small; the statistics have their own test below.
      if (name.startsWith("rule-") || name.startsWith("report-")) continue;
      expect(still.phone, name).toMatch(/viewBox="0 0 400 400"/);
      whole(name, still.phone ?? "");
    }
    for (const clip of clips) {
      for (const t of [0, 0.5, 1]) {
        const phone = clipPhoneFrame(clip, t);
        expect(phone, clip).toMatch(/viewBox="0 0 400 400"/);
        whole(`${clip} at ${t}`, phone);
      }
    }
  });

  it("lays the statistics out for a phone: every figure whole inside the phone's canvas, none cut at an edge", () => {
    const phones = Object.entries(all).filter(([name]) => name.startsWith("report-"));
    // Six screens, in the web app and in the desktop app.
    expect(phones).toHaveLength(12);
    for (const [name, still] of phones) {
      expect(still.phone, name).toBeDefined();
      const phone = still.phone ?? "";
      whole(name, phone);
      // The figures the full screen prints, the phone prints too, whole.
      const phoneTexts = [...phone.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => unescaped(m[1] ?? ""));
      for (const printed of Object.values(still.facts?.printed ?? {})) {
        expect(
          phoneTexts.some((t) => t.includes(printed)),
          `${name}: ${printed}`,
        ).toBe(true);
      }
    }
  });

  it("ships every listed medium, its poster and its phone version; every clip within 400 KB", () => {
    const files = [
      ...Object.values(pages).flatMap((media) =>
        media.flatMap((m) =>
          m.kind === "video" ? [m.src, m.poster, m.phone.src, m.phone.poster ?? ""] : [m.src, m.phone.src],
        ),
      ),
      ...ruleCards.map((c) => c.image),
    ];
    for (const file of new Set(files)) expect(existsSync(`web/public${file}`), file).toBe(true);
    for (const clip of clips) {
      for (const file of [`${clip}.webm`, `${clip}-mobile.webm`]) {
        expect(statSync(`web/public/media/showcase/${file}`).size, file).toBeLessThanOrEqual(400 * 1024);
      }
    }
  });

  it("plays every clip in 4 seconds, 15 frames a second, none dropped or late", () => {
    const evenly = Array.from({ length: 60 }, (_, i) => Math.round((i * 1000) / 15));
    for (const clip of clips) {
      for (const file of [`${clip}.webm`, `${clip}-mobile.webm`]) {
        const { duration, frames } = timing(readFileSync(`web/public/media/showcase/${file}`));
        expect({ duration, frames }, file).toEqual({ duration: 4000, frames: evenly });
      }
    }
  });
});

describe("the clips' WebM files", () => {
  it("writes each frame at its own time, a cluster from each key frame, and reads them back", () => {
    const frames = [0, 67, 133, 200, 267].map((time, i) => ({ key: i % 3 === 0, time, data: Uint8Array.of(i, 1, 2) }));
    const file = webm({ codec: "V_VP9", width: 800, height: 800, duration: 333, frames });
    expect(timing(file)).toEqual({ duration: 333, frames: [0, 67, 133, 200, 267] });
    // EBML magic, then the "webm" doc type; two clusters (frames 0 and 3 are key frames).
    expect([...file.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(new TextDecoder().decode(file)).toContain("webm");
    expect(new TextDecoder().decode(file)).toContain("V_VP9");
    const clusters = [
      ...Buffer.from(file)
        .toString("hex")
        .matchAll(/1f43b675/g),
    ];
    expect(clusters).toHaveLength(2);
    expect(() => webm({ codec: "V_VP9", width: 1, height: 1, duration: 1, frames: frames.slice(1) })).toThrow(
      /key frame/,
    );
  });
});
