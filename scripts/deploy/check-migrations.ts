/**
 * The migration rule, run by the pipeline before it applies a release's migrations: every
 * migration in migrations/ by itself (scripts/deploy/migration-rule.ts), and the pending ones
 * against what the environment's database had applied, read from its `d1_migrations` table:
 *
 *   wrangler d1 execute DB --remote --json --command "SELECT name FROM d1_migrations" > applied.json
 *   tsx scripts/deploy/check-migrations.ts applied.json
 *
 * Exits 1, naming each finding, when the release must not ship as it is.
 */
import { readdirSync, readFileSync } from "node:fs";
import { z } from "zod";
import {
  checkMigration,
  constraintsOfSnapshot,
  type Finding,
  type Migration,
  pendingFindings,
  requiredOfSnapshot,
  tablesOfSnapshot,
} from "./migration-rule.ts";

/** Every migration of `dir` in order, with drizzle's snapshots of the schema before and after it. */
export function migrationsIn(dir: string): Migration[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const snapshotOf = (name: string | undefined): unknown =>
    name ? JSON.parse(readFileSync(`${dir}/meta/${name.slice(0, 4)}_snapshot.json`, "utf8")) : {};
  return files.map((name, index) => {
    const [before, after] = [snapshotOf(files[index - 1]), snapshotOf(name)];
    return {
      name,
      sql: readFileSync(`${dir}/${name}`, "utf8"),
      before: tablesOfSnapshot(before),
      after: tablesOfSnapshot(after),
      requiredBefore: requiredOfSnapshot(before),
      requiredAfter: requiredOfSnapshot(after),
      constraintsBefore: constraintsOfSnapshot(before),
      constraintsAfter: constraintsOfSnapshot(after),
    };
  });
}

/** `wrangler d1 execute --json`: one entry per statement, each with its rows. */
const executeOutput = z.array(z.object({ results: z.array(z.object({ name: z.string().min(1) })) })).min(1);

/** The migration names a `d1_migrations` query answered. */
export function appliedMigrations(json: string): Set<string> {
  return new Set(executeOutput.parse(JSON.parse(json)).flatMap((entry) => entry.results.map((row) => row.name)));
}

/** Every finding of the release: each migration by the rule, and the pending ones against what was applied. */
export function releaseFindings(migrations: readonly Migration[], applied: ReadonlySet<string>): Finding[] {
  const known = new Set(migrations.map((migration) => migration.name.slice(0, 4)));
  const pending = migrations.filter((migration) => !applied.has(migration.name));
  return [...migrations.flatMap((migration) => checkMigration(migration, known)), ...pendingFindings(pending, applied)];
}

if (process.argv[1]?.endsWith("check-migrations.ts")) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error("usage: tsx scripts/deploy/check-migrations.ts APPLIED.json (wrangler d1 execute --json output)");
    process.exit(2);
  }
  const applied = appliedMigrations(readFileSync(file, "utf8"));
  const migrations = migrationsIn("migrations");
  const findings = releaseFindings(migrations, applied);
  for (const finding of findings) console.error(`${finding.migration}: ${finding.object}: ${finding.problem}`);
  const pending = migrations.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
  console.log(`${applied.size} applied, ${pending.length} pending (${pending.join(", ") || "none"})`);
  process.exit(findings.length > 0 ? 1 : 0);
}
