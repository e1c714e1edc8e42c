/**
 * npm run bench — the project's benchmarks (reported, not timed tests). Each bench writes its
 * figures to bench-results/. Options: --port N (default 5176), --duration S (seconds per route).
 */
import { runSearchBench, searchTable, writeSearchResults } from "./search";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const search = await runSearchBench({
  port: arg("port", 5176),
  duration: arg("duration", 10),
  largeRows: arg("rows", 100_000),
});
await writeSearchResults(search);
console.log(`\nSymbol search (50 connections)\n${searchTable(search)}\n\nWritten to bench-results/search.json`);
