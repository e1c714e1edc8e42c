import type { LaunchOptions } from "@playwright/test";

/** An engine the journeys run in: one Playwright launches, or WebKitGTK through its WebDriver (webkitgtk.ts). */
export type Engine =
  | { readonly driver: "playwright"; readonly browserName: "chromium" | "firefox"; readonly launch: LaunchOptions }
  | { readonly driver: "webdriver"; readonly browserName: "webkitgtk" };

/** The worker option each project of playwright.engines.config.ts sets. */
export interface EngineOptions {
  readonly engine: Engine;
}
