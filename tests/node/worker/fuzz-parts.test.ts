/** Every part of the fuzz test has its file, so every call of the table is fuzzed. */
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { FUZZ_PARTS } from "#tests/worker/robustness/fuzz/parts.ts";

it("has one file per fuzz part, and no other", () => {
  const files = readdirSync("tests/worker/robustness/fuzz").filter((file) => file.endsWith(".test.ts"));
  expect(files.sort()).toEqual(Array.from({ length: FUZZ_PARTS }, (_, i) => `part-${i + 1}.test.ts`));
});
