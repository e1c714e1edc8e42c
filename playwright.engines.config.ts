/**
 * The key journeys in every engine (tests/engines/, `npm run test:engines`): Chromium, Firefox
 * ESR and WebKitGTK from Debian's packages (chromium, firefox-esr, webkit2gtk-driver; .ci/run
 * installs them, with xvfb for WebKitGTK), against the same built Worker and fakes as the e2e
 * tests (tests/e2e/support/global-setup.ts): `npm run build:test` first. docs/e2e.md says more.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/browser-args.ts";
import { E2E_PORT } from "./tests/e2e/support/e2e-site.ts";
import type { Engine, EngineOptions } from "./tests/engines/engine.ts";

const engines: Record<string, Engine> = {
  chromium: {
    driver: "playwright",
    browserName: "chromium",
    launch: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  // Playwright's WebDriver BiDi client (channel "moz-firefox") through a relay that fills in the
  // one command Firefox ESR lacks (tests/engines/firefox-esr-bidi.mjs).
  "firefox-esr": {
    driver: "playwright",
    browserName: "firefox",
    launch: { channel: "moz-firefox", executablePath: "tests/engines/firefox-esr-bidi.mjs" },
  },
  webkitgtk: { driver: "webdriver", browserName: "webkitgtk" },
};

export default defineConfig<object, EngineOptions>({
  testDir: "tests/engines",
  outputDir: "test-results/engines",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // One engine at a time on each of the two lanes: the journeys write to the shared database and
  // the per-address limits, like the e2e flows.
  workers: 2,
  fullyParallel: false,
  projects: Object.entries(engines).map(([name, engine]) => ({ name, use: { engine } })),
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  reporter: [["list"], ["html", { outputFolder: "test-results/engines-report", open: "never" }]],
  use: { baseURL: `http://localhost:${E2E_PORT}`, trace: "off" },
});
