import type { Db } from "#worker/db/client.ts";

/** One part of the local seed data (./index.ts runs them in order). */
export interface Seeder {
  readonly name: string;
  /** Returns a one-line summary of what exists after it ran. */
  run(db: Db): Promise<string>;
}
