/**
 * Prints the closing line of `npm test` ("tests: N passed, N failed") over every suite: Vitest's
 * JSON report (worker and web) and Playwright's (e2e). Exits non-zero when anything failed.
 *
 * A test file that fails before its tests run (a hook or an import throws) counts no failed test
 * in Vitest, and stops a Playwright run before any test with an error outside the tests; Vitest
 * also fails a run on unhandled errors with every test passed. All are reported, so the line
 * never reads "0 failed" on a failing run. A missing report (the runner crashed, or never
 * started) counts as a failure too.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";

const VITEST_REPORT = "test-results/vitest.json";
const PLAYWRIGHT_REPORT = "test-results/playwright.json";

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  success: z.boolean(),
  testResults: z.array(z.object({ status: z.string(), assertionResults: z.array(z.object({ status: z.string() })) })),
});

const playwrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
  // Errors outside any test: a spec that cannot load, a global setup that throws.
  errors: z.array(z.object({ message: z.string().optional() })),
});

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed on a retry (Playwright only). */
  flaky: number;
  /** Vitest files that failed outside any test (their tests show as skipped). */
  brokenFiles: number;
  /** Errors outside any test: Playwright's, or a Vitest run failed with no failed test or file. */
  runErrors: number;
  /** Reports that were not written. */
  missing: string[];
}

const none = (): Counts => ({
  passed: 0,
  failed: 0,
  skipped: 0,
  flaky: 0,
  brokenFiles: 0,
  runErrors: 0,
  missing: [],
});

function countVitest(json: unknown): Counts {
  const report = vitestReport.parse(json);
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  const unexplained = !report.success && report.numFailedTests === 0 && brokenFiles === 0;
  return {
    ...none(),
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
    brokenFiles,
    runErrors: unexplained ? 1 : 0,
  };
}

function countPlaywright(json: unknown): Counts {
  const { stats, errors } = playwrightReport.parse(json);
  return {
    ...none(),
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: stats.flaky,
    runErrors: errors.length,
  };
}

function add(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    flaky: a.flaky + b.flaky,
    brokenFiles: a.brokenFiles + b.brokenFiles,
    runErrors: a.runErrors + b.runErrors,
    missing: [...a.missing, ...b.missing],
  };
}

const succeeded = (c: Counts) => c.failed === 0 && c.brokenFiles === 0 && c.runErrors === 0 && c.missing.length === 0;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function summaryLine(c: Counts): string {
  const parts = [`tests: ${c.passed} passed, ${c.failed} failed`];
  if (c.skipped) parts.push(`${c.skipped} skipped`);
  if (c.flaky) parts.push(`${c.flaky} flaky (passed on retry)`);
  if (c.brokenFiles) parts.push(`${plural(c.brokenFiles, "test file")} failed to run`);
  if (c.runErrors) parts.push(`${plural(c.runErrors, "error")} outside any test`);
  if (c.missing.length) parts.push(`no readable report from ${c.missing.join(" or ")}`);
  return parts.join(", ");
}

/** A report's counts, or a missing report when the file is absent or unreadable. */
async function read(path: string, suite: string, count: (json: unknown) => Counts): Promise<Counts> {
  try {
    return count(JSON.parse(await readFile(path, "utf8")));
  } catch {
    return { ...none(), missing: [suite] };
  }
}

const total = add(
  await read(VITEST_REPORT, "vitest", countVitest),
  await read(PLAYWRIGHT_REPORT, "playwright", countPlaywright),
);
console.log(`\n${summaryLine(total)}`);
process.exitCode = succeeded(total) ? 0 : 1;
