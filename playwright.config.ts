/**
 * End-to-end tests (tests/e2e/*.spec.ts) in Debian's Chromium against the production build
 * served by the built Worker: `npm run build:test` first (npm test does it). The Worker and the
 * fakes of its third parties start once per run (tests/e2e/support/global-setup.ts); the
 * fixtures every spec uses are documented in tests/e2e/fixtures.ts.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/browser-args.ts";
import { consentStored } from "./tests/e2e/support/consent.ts";
import { E2E_PORT } from "./tests/e2e/support/e2e-site.ts";
import { viewports } from "./tests/e2e/support/viewports.ts";

/**
 * Specs that write or read shared state: accounts, purchases, the outbox, the console's lists and
 * the per-address limits. The others only visit and look (and answer their own posts).
 */
const flowSpecs = [
  "admin",
  "affiliate-layout",
  "affiliates",
  "checkout",
  "contact",
  "download",
  "focus",
  "journeys",
  "licences",
  "licences-self-service",
  "local-prices",
  // Reads the console's figures of today, which another flow's purchase would change under it.
  "range-and-figures",
  "security",
  "seller-and-footer",
  "unread-bodies",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  // Artifacts of each test (traces and screenshots of failures, attached evidence). Playwright
  // empties this folder at every run: it must not be test-results/ itself (vitest.json lives there).
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Two lanes: the flows one at a time (they share the demo accounts, the outbox and the
  // per-address limits), the pages' sweeps beside them and on both lanes once the flows are done.
  // The e2e run waits on the browser and the Worker far more than it computes (decision 046).
  workers: 2,
  projects: [
    { name: "flows", testMatch: flowSpecs, workers: 1, fullyParallel: false },
    {
      name: "pages",
      testIgnore: flowSpecs,
      fullyParallel: true,
      // Its own client address, so no limit the flows use counts a sweep's requests.
      use: { extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.90" } },
    },
  ],
  retries: 0,
  // A stray test.only would otherwise pass `npm test` with one test run.
  forbidOnly: true,
  timeout: 60_000,
  // A web-first assertion goes on the moment it holds, so its bound costs nothing when all is well;
  // under a whole `npm test` on two shared cores a console page took over 6 s to draw its data.
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/playwright.json" }],
    ["html", { outputFolder: "test-results/e2e-report", open: "never" }],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: viewports.desktop,
    // The Debian package: `npx playwright install` cannot download a browser here.
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    // A visitor who refused analytics: the consent banner stays away unless a spec asks for it
    // (tests/e2e/support/consent.ts).
    storageState: consentStored("denied"),
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
