import { env } from "cloudflare:test";
import type { CatalogueRow } from "#common/api/symbols.ts";
import { catalogueStatements, runStatements } from "#scripts/catalogue/statements.ts";

let serial = 0;

/** A catalogue row; the full name defaults to EXCHANGE:SYMBOL. */
export function aSymbol(overrides: Partial<CatalogueRow> & { symbol: string }): CatalogueRow {
  serial++;
  const exchange = overrides.exchange ?? "NASDAQ";
  return {
    description: `Test company ${serial}`,
    type: "stock",
    start_date: "2004-01-02",
    end_date: "2026-08-28",
    precision: 2,
    ...overrides,
    exchange,
    full_name: overrides.full_name ?? `${exchange}:${overrides.symbol}`,
  };
}

/** Loads rows into the test D1 the way the seed and the import do. */
export async function givenCatalogue(rows: CatalogueRow[]): Promise<void> {
  await runStatements(env.DB, catalogueStatements(rows, "replace"));
}
