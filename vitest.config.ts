import { globSync, readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { markdown } from "./build/vite-markdown.ts";
import { messages } from "./build/vite-messages.ts";
import { LongFirstSequencer } from "./tests/long-first-sequencer.ts";
import { workerTestBindings } from "./tests/worker/bindings.ts";

const webProject = {
  plugins: [markdown(), messages(), react()],
  envDir: "web",
  test: {
    include: ["tests/web/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["tests/web/setup.ts"],
    // Above Testing Library's 5 s wait (tests/web/setup.ts): a findBy that waits its full time beside
    // the e2e run must fail as its own message, not time the whole test out.
    testTimeout: 15_000,
  },
};

/** The web test files that replace a module (`vi.mock`), found by reading them: no list to keep. */
const webFilesWithMocks = globSync("tests/web/**/*.test.{ts,tsx}").filter((file) =>
  /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, "utf8")),
);

// Kept apart from vite.config.ts: loading the Cloudflare Vite plugin inside Vitest breaks start-up.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // where each test file's start (a workerd, a jsdom) leaves the second core idle.
    maxWorkers: "100%",
    sequence: { sequencer: LongFirstSequencer },
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // End-to-end tests run on @playwright/test: playwright.config.ts.
    projects: [
      {
        // The Worker in workerd with D1 migrated; needs `npm run build` first (the assets binding serves dist/client).
        plugins: [
          // Refuses to start while the Worker's compiled mails differ from their catalogues (decision 055).
          messages(),
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ...workerTestBindings,
                TEST_MIGRATIONS: await readD1Migrations("migrations"),
                // `npm test` fuzzes each call 100 times with a new seed each run; `npm run test:fuzz`
                // goes deeper (decision 081).
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? "100",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          // A file's first D1 statements wait on the workerd start of a loaded machine: a fresh clone's
          // run beside other work once took over 10 s in a hook and over 5 s in a test.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          setupFiles: ["tests/worker/setup.ts"],
          // One workerd per Vitest worker, not per file: starting one, loading the Worker and
          // migrating its D1 was most of each file's time (decision 046). The setup clears what a
          // file leaves (D1, R2, the cache) before the next.
          isolate: false,
        },
      },
      {
        ...webProject,
        // One jsdom and one module graph per worker, not per file: most of the web run was each
        // file's jsdom and imports (decision 046). A file that mocks a module runs isolated below,
        // since a mock would otherwise stay in force for the files after it.
        test: { ...webProject.test, name: "web", exclude: webFilesWithMocks, isolate: false },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: "web-mocks", include: webFilesWithMocks },
      },
      {
        // Checks of the repository's own files that need Node (the TypeScript compiler, the file system).
        test: {
          name: "node",
          include: ["tests/node/**/*.test.ts"],
          environment: "node",
          // The TypeScript compiler reads the whole Worker in some of these: 2 s alone, over 6 s beside a full run.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
