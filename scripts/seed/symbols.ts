/** Seeds the sample asset catalogue (scripts/catalogue) into `symbols` and `symbol_terms`. */
import { count } from "drizzle-orm";
import { buildCatalogue } from "#scripts/catalogue/build.ts";
import { readCatalogueSources } from "#scripts/catalogue/sources.ts";
import { catalogueStatements, runStatements } from "#scripts/catalogue/statements.ts";
import { symbols } from "#worker/db/schema.ts";
import type { Seeder } from "./seeder";

export const symbolsSeeder: Seeder = {
  name: "symbols",
  async run(db) {
    // "keep": rows already there (seeded or imported) are left as they are.
    await runStatements(db.$client, catalogueStatements(buildCatalogue(readCatalogueSources()), "keep"));
    const [row] = await db.select({ n: count() }).from(symbols);
    return `${row?.n ?? 0} symbols in the catalogue`;
  },
};
