/**
 * Stripe's contract in tests/contracts/stripe is what the installed `stripe` package generates:
 * upgrading the package without `npm run stripe:contract:generate` fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRACT_DIR, generateContract, installedApiVersion } from "#scripts/stripe-contract/generate.ts";
import { STRIPE_API_VERSION } from "#worker/services/stripe.ts";

// Generating builds a TypeScript program over the stripe package's declarations: seconds of CPU,
// which a machine busy with the other suites stretches past Vitest's default 5 s.
describe("Stripe's contract", { timeout: 60_000 }, () => {
  it("is what the pinned stripe package's declarations generate now", () => {
    for (const [file, text] of Object.entries(generateContract())) {
      const committed = readFileSync(join(CONTRACT_DIR, file), "utf8");
      expect(committed === text, `${file} is stale: run npm run stripe:contract:generate`).toBe(true);
    }
  });

  it("is generated only from an SDK built for the pinned API version", () => {
    expect(installedApiVersion()).toBe(STRIPE_API_VERSION);
    expect(() => generateContract("2025-03-31.basil")).toThrow(
      /built for API 2026-10-28.endive, the Worker pins 2025-03-31.basil/,
    );
  });
});
