/**
 * Imports between the Worker's services go one way (docs/decisions/082-one-refusal.md). A service
 * is a folder of worker/services/ or a file directly in it. A service imports its own folder, the
 * shared modules (every service's: the refusal, the audit log, `Unavailable`), and only the
 * services this table names; the table has no cycle, and no service uses the console's
 * (services/admin/), which sit on top of the others for the routes and `npm run admin`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecifiers } from "#tests/node/architecture/import-specifiers.ts";
import { sourceFiles } from "#tests/node/source-files.ts";

const root = join(import.meta.dirname, "../../..");
const servicesDir = join(root, "worker/services");

/** Modules every service may import; they import no service but each other. */
const SHARED = ["refusal", "audit", "unavailable"];

/** The services each one uses, besides itself and the shared modules. */
const USES: Readonly<Record<string, readonly string[]>> = {
  admin: ["affiliates", "alerts", "checkout", "licences", "mail", "payouts", "stripe", "stripe-lookups"],
  affiliates: ["captcha", "payouts"],
  alerts: ["checkout"],
  checkout: ["insights", "licences", "payouts", "stripe", "stripe-lookups"],
  contact: ["captcha"],
  licences: ["affiliates"],
};

/** The service a path under worker/services/ belongs to: its folder, or its file's name. */
const serviceOf = (pathInServices: string) => (pathInServices.split("/")[0] ?? "").replace(/\.tsx?$/, "");

/** The services a source file at `pathInServices` imports (other than its own). */
function importedServices(pathInServices: string, source: string): string[] {
  const own = serviceOf(pathInServices);
  const found = new Set<string>();
  for (const { specifier } of importSpecifiers(source)) {
    const target = specifier.startsWith("#worker/services/")
      ? specifier.slice("#worker/services/".length)
      : specifier.startsWith("./")
        ? join(dirname(pathInServices), specifier).replaceAll("\\", "/")
        : undefined;
    if (target !== undefined && serviceOf(target) !== own) found.add(serviceOf(target));
  }
  return [...found];
}

/** What a file at `pathInServices` imports that the table does not allow. */
function forbiddenImports(pathInServices: string, source: string): string[] {
  const own = serviceOf(pathInServices);
  const allowed = SHARED.includes(own) ? SHARED : [...SHARED, ...(USES[own] ?? [])];
  return importedServices(pathInServices, source)
    .filter((service) => !allowed.includes(service))
    .map((service) => `${pathInServices} imports ${service}`);
}

/** A cycle in the table, as its services in order, or null. */
function cycleIn(uses: Readonly<Record<string, readonly string[]>>): string[] | null {
  const done = new Set<string>();
  const walk = (service: string, path: string[]): string[] | null => {
    if (path.includes(service)) return [...path.slice(path.indexOf(service)), service];
    if (done.has(service)) return null;
    for (const next of uses[service] ?? []) {
      const cycle = walk(next, [...path, service]);
      if (cycle) return cycle;
    }
    done.add(service);
    return null;
  };
  for (const service of Object.keys(uses)) {
    const cycle = walk(service, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("imports between the Worker's services", () => {
  it("refuses a service reaching into the console's folder, and a shared module importing a service", () => {
    const payouts = [
      'import { audited } from "#worker/services/audit.ts";',
      'import { Refusal } from "#worker/services/refusal.ts";',
      'import { auditPage } from "#worker/services/admin/audit-log.ts";',
      'const lazy = () => import("#worker/services/admin/rows.ts");',
      'import { balancesOf } from "./commissions";',
    ].join("\n");
    expect(forbiddenImports("payouts/payouts.ts", payouts)).toEqual(["payouts/payouts.ts imports admin"]);
    expect(forbiddenImports("refusal.ts", 'import { Db } from "./stripe";')).toEqual(["refusal.ts imports stripe"]);
    expect(
      forbiddenImports("licences.ts", 'export { sha256Hex } from "#worker/services/affiliates/affiliates.ts";'),
    ).toEqual([]);
    expect(forbiddenImports("alerts/checks.ts", 'import { runOf } from "#worker/services/admin/rows.ts";')).toEqual([
      "alerts/checks.ts imports admin",
    ]);
  });

  it("finds a cycle in a table", () => {
    expect(cycleIn({ a: ["b"], b: ["c"], c: ["a"] })).toEqual(["a", "b", "c", "a"]);
    expect(cycleIn({ a: ["b", "c"], b: ["c"] })).toBeNull();
  });

  it("go only where the table says, one way, and never into the console's services", () => {
    const found = sourceFiles(servicesDir).flatMap((path) =>
      forbiddenImports(relative(servicesDir, path).replaceAll("\\", "/"), readFileSync(path, "utf8")),
    );
    expect(found).toEqual([]);
    expect(cycleIn(USES)).toBeNull();
    expect(Object.entries(USES).filter(([, uses]) => uses.includes("admin"))).toEqual([]);
  });

  it("name only services that exist", () => {
    const services = new Set(readdirSync(servicesDir).map(serviceOf));
    const named = [...SHARED, ...Object.keys(USES), ...Object.values(USES).flat()];
    expect(named.filter((service) => !services.has(service))).toEqual([]);
  });
});
