/** How many files the calls are dealt over: part-1.test.ts ... part-N.test.ts (tests/node/worker/fuzz-parts.test.ts checks they exist). */
export const FUZZ_PARTS = 3;
