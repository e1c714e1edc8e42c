/**
 * Prints the closing line of `npm test` ("N passed, N failed") from Vitest's JSON report. A test
 * file that fails before its tests run (a hook or an import throws) counts no failed test, so
 * failed files are reported too: the line must never read "0 failed" on a failing run.
 */
import { readFile } from "node:fs/promises";

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
}

try {
  const report = JSON.parse(await readFile("test-results/vitest.json", "utf8")) as Report;
  // Files that failed outside any test (their tests show as skipped).
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  const skipped = report.numPendingTests ? `, ${report.numPendingTests} skipped` : "";
  const broken = brokenFiles ? `, ${brokenFiles} test file${brokenFiles === 1 ? "" : "s"} failed to run` : "";
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped}${broken}`);
} catch {
  console.log("\ntests: 0 passed, 1 failed (no test report was written)");
}
