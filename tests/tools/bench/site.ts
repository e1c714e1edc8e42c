/**
 * The site the benches measure: built as production is (`npm run build:test`: a tag id, the seller,
 * a Stripe publishable key and a captcha site key, test values of each), copied to a folder of its own, served by
 * the built Worker under `wrangler dev` (local workerd, D1 and cache) with its own database,
 * and the fake services of the e2e tests, run in a process of their own (./fakes-process.ts).
 * The same machinery as e2e (tests/e2e/support/): only the build copy, the state folder, the
 * extra rows and the fakes' process differ.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdir, rm } from "node:fs/promises";
import { cpus, release, totalmem } from "node:os";
import { createInterface } from "node:readline";
import { run } from "#scripts/lib/run.ts";
import { benchAffiliate, bulkAffiliate } from "#scripts/seed/affiliates.ts";
import type { startFakeServices } from "#tests/e2e/support/fakes.ts";
import { type SiteServer, startSite } from "#tests/e2e/support/server.ts";
import type { Db } from "#worker/db/client.ts";
import { licences, orders } from "#worker/db/schema.ts";

/** The build copy: e2e and other sessions rebuild dist/ at any time; the bench must not see that. */
const BENCH_BUILD = ".wrangler/bench/dist";
export const BENCH_MANIFEST = `${BENCH_BUILD}/manifest.json`;
export const BENCH_CLIENT = `${BENCH_BUILD}/client`;
const BENCH_CONFIG = `${BENCH_BUILD}/backtest_site/wrangler.json`;
/** Serialises builds of dist/ between the benches, e2e runs and people (see search.ts). */
const DIST_LOCK = "/tmp/site-build.lock";

/** Worker secrets for the bench: throwaway values, never the development or production ones. */
export const benchSecrets = {
  ENVIRONMENT: "test",
  JWT_SECRET: "bench-jwt-secret-0123456789abcdef0123456789abcdef",
  STRIPE_SECRET_KEY: "sk_test_bench",
  STRIPE_WEBHOOK_SECRET: "whsec_bench_secret",
  // The secret the e2e fake verify service accepts (tests/e2e/support/fakes.ts).
  RECAPTCHA_SECRET: "recaptcha-e2e-secret",
  // The key the e2e mail provider fake accepts: mails go out as in production.
  MAIL_API_KEY: "e2e-mail-key",
} as const;

/** A licence whose reset the bench requests (GET /ResetLicenseKey/{email}/{key}/{orderId}). */
export const benchLicence = {
  orderId: "900000000001",
  key: "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
  email: "bench.buyer@example.com",
} as const;

export { benchAffiliate };

/** `npm run build` under the dist/ lock, then a private copy of the output. */
export async function buildForBench(): Promise<void> {
  await rm(BENCH_BUILD, { recursive: true, force: true });
  await mkdir(BENCH_BUILD, { recursive: true });
  const copy = ["client", "backtest_site", "manifest.json"]
    .map((part) => `cp -r dist/${part} ${BENCH_BUILD}/`)
    .join(" && ");
  // Production always has a tag id (so a first visit shows the consent banner), the seller, a
  // publishable key and a captcha site key: a build without them measured pages no visitor gets.
  // The test build sets each (test values; the seller from web/.env.test, decision 038).
  await run("flock", [DIST_LOCK, "sh", "-c", `npm run build:test && ${copy}`]);
  // The deploy config points at ../client and ../../migrations: keep the same shape.
  await cp("migrations", ".wrangler/bench/migrations", { recursive: true });
}

/** What the figures were measured on (docs/performance.md shows it beside them). */
export function machine() {
  const cpu = cpus();
  return {
    cpu: `${cpu[0]?.model.trim() ?? "unknown CPU"} × ${cpu.length} cores`,
    cores: cpu.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${process.platform} ${release()}`,
    node: process.version,
  };
}

/** Worker variable -> the fake's address (`vars`), and how to stop them: as e2e's own fakes. */
type FakeServices = Awaited<ReturnType<typeof startFakeServices>>;

/** Starts ./fakes-process.ts (on this Node, through tsx) and reads the fakes' addresses from it. */
async function startFakesProcess(): Promise<FakeServices> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/tools/bench/fakes-process.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    once(lines, "line").then(([line]) => String(line)),
    exited.then(([code]) => Promise.reject(new Error(`the fake services exited with ${code} before starting`))),
  ]);
  lines.close();
  return {
    vars: JSON.parse(first) as Record<string, string>,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface BenchSite extends SiteServer {
  readonly fakes: FakeServices;
}

/** The rows the API bench and the load run need beyond the seed: 10,000 sales, one licence. */
export async function addBenchRows(db: Db): Promise<void> {
  await bulkAffiliate(db, 10_000);
  await db
    .insert(orders)
    .values({
      id: benchLicence.orderId,
      stripeSessionId: "cs_test_bench_licence",
      customerEmail: benchLicence.email,
      currency: "usd",
      amountTotal: 9900,
      amountSubtotal: 9900,
      amountDiscount: 0,
      lookupKey: "desktop_lifetime",
      status: "paid",
    })
    .onConflictDoNothing();
  await db
    .insert(licences)
    .values({ key: benchLicence.key, orderId: benchLicence.orderId, seq: 1, email: benchLicence.email })
    .onConflictDoNothing();
}

export interface BenchSiteOptions {
  /** Local state folder, emptied first. */
  readonly persistDir?: string;
  /** Rows to add after the seed (default: addBenchRows). */
  readonly prepare?: (db: Db) => Promise<void>;
  /** A bulk load straight into the SQLite file, before the Worker starts (see startSite). */
  readonly load?: (persistDir: string) => Promise<void>;
  /** Worker variables beside the bench's own, e.g. ENVIRONMENT=development for the console's calls. */
  readonly vars?: Readonly<Record<string, string>>;
}

/** Seeds a database of its own (the seed, then `prepare`) and starts the built Worker on it. */
export async function startBenchSite(
  port: number,
  { persistDir = ".wrangler/bench/state", prepare = addBenchRows, load, vars }: BenchSiteOptions = {},
): Promise<BenchSite> {
  const fakes = await startFakesProcess();
  try {
    const site = await startSite(
      port,
      { ...benchSecrets, ...fakes.vars, ...vars },
      { config: BENCH_CONFIG, persistDir, prepare, ...(load ? { load } : {}) },
    );
    return { ...site, fakes };
  } catch (error) {
    await fakes.stop();
    throw error;
  }
}

export async function stopBenchSite(site: BenchSite): Promise<void> {
  await site.stop();
  await site.fakes.stop();
}
