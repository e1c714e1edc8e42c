import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every securitypolicyviolation event of the page's documents from their start, and
 * Chromium's console reports of a refused load or script. `read()` gives what the current document
 * and the console reported since the last read.
 */
export async function recordCspViolations(page: Page): Promise<{ read(): Promise<string[]> }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  let consoleReports: string[] = [];
  page.on("console", (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) consoleReports.push(msg.text());
  });
  return {
    async read() {
      const events = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
      const reports = consoleReports;
      consoleReports = [];
      return [...events, ...reports];
    },
  };
}
