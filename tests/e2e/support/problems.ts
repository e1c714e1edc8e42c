import type { Page } from "@playwright/test";

/**
 * Records what went wrong on a page: console errors, page errors, failed requests and HTTP
 * errors of the site's own files (API answers are the tests' business). Tests end a clean run
 * with `expect(problems).toEqual([])`.
 */
export function trackProblems(page: Page, siteURL: string): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (res) => {
    if (res.url().startsWith(siteURL) && res.status() >= 400 && !res.url().includes("/api/")) {
      problems.push(`HTTP ${res.status()} ${res.url()}`);
    }
  });
  page.on("requestfailed", (req) => {
    const failure = req.failure()?.errorText ?? "";
    // Navigating away aborts pending media requests: that is not a failure of the page.
    if (!failure.includes("ERR_ABORTED")) problems.push(`request failed: ${req.url()} ${failure}`);
  });
  return problems;
}
