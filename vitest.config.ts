import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { markdown } from "./build/vite-markdown.ts";
import { workerTestBindings } from "./tests/worker/bindings.ts";

// Kept apart from vite.config.ts: loading the Cloudflare Vite plugin inside Vitest breaks start-up.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // where each test file's start (a workerd, a jsdom) leaves the second core idle.
    maxWorkers: "100%",
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // End-to-end tests run on @playwright/test: playwright.config.ts.
    projects: [
      {
        // The Worker in workerd with D1 migrated; needs `npm run build` first (the assets binding serves dist/client).
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: { ...workerTestBindings, TEST_MIGRATIONS: await readD1Migrations("migrations") },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["tests/worker/setup.ts"],
        },
      },
      {
        plugins: [markdown(), react()],
        envDir: "web",
        test: {
          name: "web",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/web/setup.ts"],
        },
      },
      {
        // Checks of the repository's own files that need Node (the TypeScript compiler, the file system).
        test: { name: "node", include: ["tests/node/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
