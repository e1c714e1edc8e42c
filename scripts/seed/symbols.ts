/** Seeds the sample asset catalogue (scripts/catalogue) into `symbols` and `symbol_terms`. */
import { count } from "drizzle-orm";
import { symbols } from "../../worker/db/schema";
import { buildCatalogue } from "../catalogue/build";
import { readCatalogueSources } from "../catalogue/sources";
import { catalogueStatements, runStatements } from "../catalogue/statements";
import type { Seeder } from "./index";

export const symbolsSeeder: Seeder = {
  name: "symbols",
  async run(db) {
    // "keep": rows already there (seeded or imported) are left as they are.
    await runStatements(db.$client, catalogueStatements(buildCatalogue(readCatalogueSources()), "keep"));
    const [row] = await db.select({ n: count() }).from(symbols);
    return `${row?.n ?? 0} symbols in the catalogue`;
  },
};
