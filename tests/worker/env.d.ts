import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Runs per API call of the fuzz test (vitest.config.ts; `npm run test:fuzz` asks for more). */
      FUZZ_RUNS: string;
    }
  }
}
