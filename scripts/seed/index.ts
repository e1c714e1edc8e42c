/**
 * Local seed data. Every seeder is idempotent (inserts that ignore rows already there), so
 * running the seed again changes nothing.
 */
import type { Db } from "#worker/db/client.ts";
import { affiliatesSeeder } from "./affiliates";
import type { Seeder } from "./seeder";
import { symbolsSeeder } from "./symbols";

export const seeders: readonly Seeder[] = [symbolsSeeder, affiliatesSeeder];

export async function seed(db: Db): Promise<void> {
  for (const seeder of seeders) console.log(`seed ${seeder.name}: ${await seeder.run(db)}`);
}
