/**
 * The claimed figures in the page's language (issue 41, point 3): "1000+ assets", "20+ years",
 * "100% free" and the yearly discount are numbers (common/claims.ts) that each language writes
 * through the one formatter (web/i18n/figures.ts), never digits typed into a catalogue, so a page
 * cannot say "Jährlich -15%" beside "15 %", or "1000+" beside "über 1.000".
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { MAIL_MESSAGES_DIR, MESSAGES_DIR } from "#build/messages.ts";
import { locales } from "#common/locales.ts";
import { figuresOf } from "#web/i18n/figures.ts";

const NNBSP = "\u202f";

describe("the figures each language writes", () => {
  it.each([
    ["en", { assets: "1000", years: "20", free_share: "100%", yearly_discount: "-15%", yearly_saving: "15%" }],
    [
      "de",
      {
        assets: "1.000",
        years: "20",
        free_share: "100\u00a0%",
        yearly_discount: "-15\u00a0%",
        yearly_saving: "15\u00a0%",
      },
    ],
    [
      "fr",
      {
        assets: `1${NNBSP}000`,
        years: "20",
        free_share: "100\u00a0%",
        yearly_discount: "-15\u00a0%",
        yearly_saving: "15\u00a0%",
      },
    ],
    ["ja", { assets: "1,000", years: "20", free_share: "100%", yearly_discount: "-15%", yearly_saving: "15%" }],
  ] as const)("%s", (locale, figures) => {
    expect(figuresOf(locale)).toEqual(figures);
  });
});

describe("a page whose messages name no figure", () => {
  it("writes none: the language's number formatting is started by the first message that names one", async () => {
    vi.resetModules();
    const NumberFormat = Intl.NumberFormat;
    const made: unknown[] = [];
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args) => {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const { figuresOf: fresh } = await import("#web/i18n/figures.ts");
      const figures = fresh("it");
      expect(made).toHaveLength(0);
      expect(figures.years).toBe("20");
      expect(made).toHaveLength(1);
      expect(figures.years).toBe("20");
      expect(made).toHaveLength(1);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});

/** A claimed figure typed as digits: the assets' thousand, the twenty years, the 15 and 100 per cent. */
const TYPED_FIGURE =
  /(?<![\d.,])1[.,\u00a0\u202f ]?000(?![\d])|(?<!\d)20\s?(?:\+|years|Jahre|ans|años|anni|anos|年)|(?<![\d.,])(?:15|100)\s?%/u;

/** The Monte-Carlo images' run count is the image's own figure (decision 040), not a claim. */
const IMAGE_TEXTS = /montecarlo/;

describe("no catalogue types a claimed figure", () => {
  it.each(locales)("%s", (locale) => {
    const typed = [MESSAGES_DIR, MAIL_MESSAGES_DIR].flatMap((dir) =>
      readdirSync(join(dir, locale)).flatMap((name) => {
        const catalogue: Record<string, string> = JSON.parse(readFileSync(join(dir, locale, name), "utf8"));
        return Object.entries(catalogue)
          .filter(([key, text]) => !IMAGE_TEXTS.test(key) && TYPED_FIGURE.test(text))
          .map(([key, text]) => `${dir}/${locale}/${name} "${key}": ${text.match(TYPED_FIGURE)?.[0]}`);
      }),
    );
    expect(typed).toEqual([]);
  });
});
