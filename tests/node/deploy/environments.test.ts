/**
 * The two Workers of wrangler.toml as wrangler itself reads them (docs/deploy.md "Environments"):
 * staging has its own database, bucket, datasets, address, rate-limit counters and Access
 * application, test-only mail and no indexing, and every binding and variable production has
 * (a named environment inherits none of them: one left out is undefined at run time). Both keep
 * Workers Logs on with a sampling rate.
 */
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

/** What these tests read of wrangler's resolved configuration (its own type does not resolve here). */
interface WorkerConfig {
  readonly name?: string;
  readonly routes?: unknown;
  readonly workers_dev?: boolean;
  readonly preview_urls?: boolean;
  readonly vars: Readonly<Record<string, unknown>>;
  readonly d1_databases: readonly {
    binding: string;
    database_name?: string;
    database_id?: string;
    migrations_dir?: string;
  }[];
  readonly r2_buckets: readonly { binding: string; bucket_name?: string }[];
  readonly analytics_engine_datasets: readonly { binding: string; dataset?: string }[];
  readonly version_metadata?: { binding: string };
  readonly ratelimits: readonly { name: string; namespace_id: string }[];
  readonly observability?: { enabled?: boolean; head_sampling_rate?: number };
}

const production = unstable_readConfig({ config: "wrangler.toml" }) as WorkerConfig;
const staging = unstable_readConfig({ config: "wrangler.toml", env: "staging" }) as WorkerConfig;

describe("staging", () => {
  it("is a Worker of its own on its own address, never on workers.dev", () => {
    expect(staging.name).toBe("backtest-site-staging");
    expect(production.name).toBe("backtest-site");
    expect(staging.routes).toEqual([{ pattern: "staging.ticksim.app", custom_domain: true }]);
    expect(new URL(String(staging.vars.SITE_URL)).host).toBe("staging.ticksim.app");
    expect(staging.workers_dev).toBe(false);
  });

  it("has its own D1 database, with the same migrations", () => {
    const own = staging.d1_databases.find((database) => database.binding === "DB");
    const prod = production.d1_databases.find((database) => database.binding === "DB");
    expect(own?.database_name).toBe("backtest-site-staging");
    expect(own?.database_id).not.toBe(prod?.database_id);
    expect(own?.database_name).not.toBe(prod?.database_name);
    expect(own?.migrations_dir).toBe(prod?.migrations_dir);
  });

  it("has its own bucket, dataset and rate-limit counters", () => {
    const bucket = (config: WorkerConfig) => config.r2_buckets.find((b) => b.binding === "DOWNLOADS");
    expect(bucket(staging)?.bucket_name).not.toBe(bucket(production)?.bucket_name);
    const dataset = (config: WorkerConfig) => config.analytics_engine_datasets.find((d) => d.binding === "VITALS");
    expect(dataset(staging)?.dataset).not.toBe(dataset(production)?.dataset);
    const prodIds = new Set(production.ratelimits.map((limit) => limit.namespace_id));
    expect(staging.ratelimits.map((limit) => limit.name).sort()).toEqual(
      production.ratelimits.map((limit) => limit.name).sort(),
    );
    for (const limit of staging.ratelimits) expect(prodIds.has(limit.namespace_id), limit.name).toBe(false);
  });

  it("has every binding and variable production has, so none is undefined there", () => {
    const bindings = (config: WorkerConfig) =>
      [
        ...config.d1_databases,
        ...config.r2_buckets,
        ...config.analytics_engine_datasets,
        ...(config.version_metadata ? [config.version_metadata] : []),
      ]
        .map((entry) => entry.binding)
        .sort();
    expect(bindings(staging)).toEqual(bindings(production));
    expect(Object.keys(staging.vars).sort()).toEqual(Object.keys(production.vars).sort());
  });

  it("is kept out of search engines, mails nobody and has its own Access application slot", () => {
    expect(staging.vars).toMatchObject({ ENVIRONMENT: "staging", INDEXING: "off", MAIL_API_BASE: "" });
    // The AUD tag is the staging application's, set once per environment (docs/deploy.md).
    expect(Object.hasOwn(staging.vars, "ACCESS_AUD")).toBe(true);
  });
});

describe("production", () => {
  it("is indexed and served only on its own domain", () => {
    expect(production.vars).toMatchObject({ ENVIRONMENT: "production", INDEXING: "on" });
    expect(production.workers_dev).toBe(false);
    expect(production.preview_urls).toBe(false);
  });
});

describe.each([
  ["production", production],
  ["staging", staging],
])("Workers Logs on %s", (_name, config) => {
  it("are on, with a sampling rate", () => {
    expect(config.observability?.enabled).toBe(true);
    const rate = config.observability?.head_sampling_rate;
    expect(rate).toBeGreaterThan(0);
    expect(rate).toBeLessThanOrEqual(1);
  });
});
