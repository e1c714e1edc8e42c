/**
 * The order of the bench's Lighthouse runs (tests/tools/bench/lighthouse.ts, decision 092): in
 * rounds, so a slow stretch of the shared cores takes one run of many pages, never every run of one.
 */
import { describe, expect, it } from "vitest";
import { inRounds } from "#tests/tools/bench/lighthouse.ts";

describe("the Lighthouse runs in rounds", () => {
  it("measure every target once per round, in the given order, round after round", () => {
    expect(inRounds(["/floor", "/", "/contact"], 2)).toEqual([
      { target: "/floor", run: 0 },
      { target: "/", run: 0 },
      { target: "/contact", run: 0 },
      { target: "/floor", run: 1 },
      { target: "/", run: 1 },
      { target: "/contact", run: 1 },
    ]);
  });

  it("put every other target between two runs of one page", () => {
    const targets = Array.from({ length: 61 }, (_, i) => `/page-${i}`);
    const order = inRounds(targets, 5).map(({ target }) => target);
    const runsOf = (page: string) => order.flatMap((target, at) => (target === page ? [at] : []));
    for (const page of targets) {
      const at = runsOf(page);
      expect(at).toHaveLength(5);
      expect(at.slice(1).map((position, i) => position - (at[i] as number))).toEqual([61, 61, 61, 61]);
    }
  });

  it("measure nothing for no runs", () => {
    expect(inRounds(["/"], 0)).toEqual([]);
  });
});
