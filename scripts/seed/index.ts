/**
 * Local seed data: the D1 rows, then the stand-in installers in the local R2 bucket. Every seeder
 * is idempotent (inserts that ignore rows already there), so running the seed again changes nothing.
 */
import type { ReleaseBucket } from "#scripts/lib/downloads.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliatesSeeder } from "./affiliates";
import { seedDownloads } from "./downloads";
import type { Seeder } from "./seeder";
import { symbolsSeeder } from "./symbols";

export const seeders: readonly Seeder[] = [symbolsSeeder, affiliatesSeeder];

/** The local bindings the seed fills (scripts/lib/d1.ts opens them). */
export interface SeedTarget {
  readonly db: Db;
  readonly downloads: ReleaseBucket;
}

export async function seed({ db, downloads }: SeedTarget): Promise<void> {
  for (const seeder of seeders) console.log(`seed ${seeder.name}: ${await seeder.run(db)}`);
  console.log(`seed downloads: ${await seedDownloads(downloads)}`);
}
