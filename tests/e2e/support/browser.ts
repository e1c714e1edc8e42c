/**
 * Chromium for e2e: Debian's /usr/bin/chromium driven by playwright-core (no browser download).
 * Every page records console errors, failed requests and CSP violations so tests can assert a
 * clean run; third-party scripts are answered by fakes.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS } from "./browser-args";
import { thirdPartyRoutes } from "./third-parties";

export const baseURL = () => inject("baseURL");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export interface TrackedPage {
  readonly page: Page;
  /** Console errors, page errors, failed same-origin requests. */
  readonly problems: string[];
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  options: { reducedMotion?: "reduce" | "no-preference"; hasTouch?: boolean } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    reducedMotion: options.reducedMotion ?? "no-preference",
    hasTouch: options.hasTouch ?? false,
  });
  for (const [pattern, handler] of thirdPartyRoutes) await context.route(pattern, handler);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (res) => {
    if (res.url().startsWith(baseURL()) && res.status() >= 400 && !res.url().includes("/api/")) {
      problems.push(`HTTP ${res.status()} ${res.url()}`);
    }
  });
  page.on("requestfailed", (req) => {
    const failure = req.failure()?.errorText ?? "";
    // Navigating away aborts pending media requests: that is not a failure of the page.
    if (!failure.includes("ERR_ABORTED")) problems.push(`request failed: ${req.url()} ${failure}`);
  });
  return { page, problems };
}
