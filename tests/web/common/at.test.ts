import { describe, expect, it } from "vitest";
import { at } from "#common/at.ts";

describe("at", () => {
  it("gives the item at an index that exists", () => {
    expect(at(["a", "b"], 1)).toBe("b");
  });

  it("fails with the index and the list's length when the item is missing", () => {
    expect(() => at(["a", "b"], 2)).toThrow("No item 2 in a list of 2");
  });
});
