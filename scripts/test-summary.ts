/** Prints the closing line of `npm test` ("N passed, N failed") from Vitest's JSON report. */
import { readFile } from "node:fs/promises";

try {
  const report = JSON.parse(await readFile("test-results/vitest.json", "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  const skipped = report.numPendingTests ? `, ${report.numPendingTests} skipped` : "";
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped}`);
} catch {
  console.log("\ntests: 0 passed, 1 failed (no test report was written)");
}
