/**
 * Prints the closing line of `npm test` ("tests: N passed, N failed") over every suite: Vitest's
 * JSON report (worker and web) and Playwright's (e2e). Exits non-zero when anything failed.
 *
 * A test file that fails before its tests run (a hook or an import throws) counts no failed test
 * in Vitest, and stops a Playwright run before any test with an error outside the tests; Vitest
 * also fails a run on unhandled errors with every test passed. All are reported, so the line
 * never reads "0 failed" on a failing run. A missing report (the runner crashed, or never
 * started) counts as a failure too. Vitest 4 writes `success: true` when only unhandled errors
 * failed its run, so npm test passes each runner's exit code (`vitest=N e2e=N`): a runner that
 * failed with nothing counted is an error outside any test.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod/mini";

const VITEST_REPORT = "test-results/vitest.json";
const PLAYWRIGHT_REPORT = "test-results/playwright.json";

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  success: z.boolean(),
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.optional(z.string()),
      assertionResults: z.array(
        z.object({ status: z.string(), fullName: z.string(), failureMessages: z.optional(z.array(z.string())) }),
      ),
    }),
  ),
});

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightSuite: z.ZodMiniType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z.optional(
      z.array(
        z.object({
          title: z.string(),
          file: z.string(),
          line: z.number(),
          tests: z.array(z.object({ status: z.string() })),
        }),
      ),
    ),
    suites: z.optional(z.array(playwrightSuite)),
  }),
);

const playwrightReport = z.object({
  suites: z.array(playwrightSuite),
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
  // Errors outside any test: a spec that cannot load, a global setup that throws.
  errors: z.array(z.object({ message: z.optional(z.string()) })),
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
  /** One line per failed test or broken file, so the tail of a CI log names what failed. */
  failures: string[];
}

const none = (): Counts => ({
  passed: 0,
  failed: 0,
  skipped: 0,
  flaky: 0,
  brokenFiles: 0,
  runErrors: 0,
  missing: [],
  failures: [],
});

/** The first line of a failure message, short enough for a log line. */
const firstLine = (message = "") => message.split("\n", 1)[0]?.slice(0, 300) ?? "";

function countVitest(json: unknown): Counts {
  const report = vitestReport.parse(json);
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  const unexplained = !report.success && report.numFailedTests === 0 && brokenFiles === 0;
  const failures = report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (file.status === "failed" && failed.length === 0) return [`${file.name}: ${firstLine(file.message)}`];
    return failed.map((test) => `${file.name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
  return {
    ...none(),
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
    brokenFiles,
    runErrors: unexplained ? 1 : 0,
    failures,
  };
}

function countPlaywright(json: unknown): Counts {
  const { stats, errors, suites } = playwrightReport.parse(json);
  const unexpected = (suite: PlaywrightSuite, path: string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === "unexpected"))
      .map((spec) => `${spec.file}:${spec.line} > ${[...path, spec.title].join(" > ")}`),
    ...(suite.suites ?? []).flatMap((child) => unexpected(child, [...path, child.title])),
  ];
  return {
    ...none(),
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: stats.flaky,
    runErrors: errors.length,
    failures: [
      ...suites.flatMap((suite) => unexpected(suite, [])),
      ...errors.map((error) => `playwright: ${firstLine(error.message)}`),
    ],
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
    failures: [...a.failures, ...b.failures],
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

/**
 * The exit codes given as `vitest=N e2e=N`: the runners this command ran (`npm run test:sweeps` runs Playwright
 * alone), whose reports are read.
 */
const exitCodes = new Map(
  process.argv.slice(2).map((arg) => {
    const [runner = "", code = "0"] = arg.split("=");
    return [runner, Number(code)] as const;
  }),
);

/** A runner's counts, with one error more when it exited non-zero and its report shows no failure. */
function withExitCode(counts: Counts, runner: string): Counts {
  const code = exitCodes.get(runner) ?? 0;
  if (code === 0 || !succeeded(counts)) return counts;
  return add(counts, {
    ...none(),
    runErrors: 1,
    failures: [`${runner} exited ${code} with no failed test: read its output above (unhandled errors)`],
  });
}

const reports = [
  { runner: "vitest", path: VITEST_REPORT, suite: "vitest", count: countVitest },
  { runner: "e2e", path: PLAYWRIGHT_REPORT, suite: "playwright", count: countPlaywright },
].filter(({ runner }) => exitCodes.has(runner));
const total = (
  await Promise.all(reports.map(async (r) => withExitCode(await read(r.path, r.suite, r.count), r.runner)))
).reduce(add, none());
for (const failure of total.failures) console.log(`failed: ${failure}`);
console.log(`\n${summaryLine(total)}`);
process.exitCode = succeeded(total) ? 0 : 1;
