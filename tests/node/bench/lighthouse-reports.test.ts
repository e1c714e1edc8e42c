/**
 * Which of a page's Lighthouse runs the bench reports, and under which name its report is kept
 * (tests/tools/bench/lighthouse.ts).
 */
import { describe, expect, it } from "vitest";
import { lowerMedian, reportNames } from "#tests/tools/bench/lighthouse.ts";

describe("the reported run", () => {
  const score = (run: { score: number }) => run.score;

  it("is the median of an odd number of runs, whatever their order", () => {
    const runs = [100, 97, 99, 100, 98].map((value, i) => ({ score: value, i }));
    expect(lowerMedian(runs, score)).toEqual({ score: 99, i: 2 });
  });

  it("is the lower of the middle two of an even number", () => {
    expect(lowerMedian([{ score: 100 }, { score: 99 }, { score: 100 }, { score: 98 }], score)).toEqual({ score: 99 });
    expect(lowerMedian([{ score: 100 }, { score: 99 }], score)).toEqual({ score: 99 });
  });

  it("is none of no runs", () => {
    expect(lowerMedian([], score)).toBeUndefined();
  });
});

describe("the kept reports' names", () => {
  it("are the pages' slugs, the home page's 'home'", () => {
    expect(reportNames(["/", "/pricing/web", "/ja/pricing"])).toEqual(["home", "pricing_web", "ja_pricing"]);
  });

  it("add the position where two slugs cut at 60 characters agree", () => {
    const long = `/blog/${"a".repeat(70)}`;
    expect(reportNames([`${long}-1`, "/contact", `${long}-2`])).toEqual([
      `blog_${"a".repeat(55)}-0`,
      "contact",
      `blog_${"a".repeat(55)}-2`,
    ]);
  });
});
