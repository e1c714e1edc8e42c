/** The Intl warm-up's worker script (decision 090), run as a worker runs it. */
import { describe, expect, it } from "vitest";
import { intlWarmUp } from "#build/intl-warm-up.ts";

/** Runs the script with `self.name` set to `name`; answers whether it closed itself. */
function run(name: string): boolean {
  let closed = false;
  new Function("self", "close", intlWarmUp().code)({ name }, () => {
    closed = true;
  });
  return closed;
}

describe("the Intl warm-up", () => {
  it("makes the page language's formatters and closes its worker", () => {
    expect(run("zh-Hans")).toBe(true);
    expect(run("")).toBe(true);
  });

  it("keeps a failure to itself: a name that is no language tag still closes the worker", () => {
    expect(run("not a tag!")).toBe(true);
  });

  it("is written under /assets/, named by its content", () => {
    const { path, code } = intlWarmUp();
    expect(path).toMatch(/^\/assets\/intl-warm-up-[0-9a-f]{10}\.js$/);
    expect(intlWarmUp()).toEqual({ path, code });
  });
});
