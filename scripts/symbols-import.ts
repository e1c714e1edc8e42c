/**
 * npm run symbols:import -- FILE.csv [--remote]
 *
 * Loads the operator's real asset catalogue. The CSV has a header row with the columns
 * symbol,full_name,exchange,description,type,start_date,end_date,precision (type is one of
 * stock, index, forex, crypto, futures; dates are YYYY-MM-DD). Every row is validated first; any
 * bad row is reported by line number and nothing is loaded. Rows are upserted by full_name and
 * their search terms rebuilt. Local: the development D1 (D1_PERSIST_DIR to choose another);
 * --remote: the deployed D1, through `wrangler d1 execute --remote --file` with a generated SQL file.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogueStatements, runStatements, toSqlScript } from "./catalogue/statements";
import { validateCatalogueCsv } from "./catalogue/validate";
import { defaultPersistDir, openLocalD1 } from "./lib/d1";
import { run } from "./lib/run";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("usage: npm run symbols:import -- FILE.csv [--remote]");
  process.exit(2);
}

const check = validateCatalogueCsv(await readFile(file, "utf8"));
if (!check.ok) {
  console.error(`${file}: ${check.errors.length} problem(s); nothing was loaded.`);
  for (const error of check.errors.slice(0, 200)) console.error(`  ${error}`);
  if (check.errors.length > 200) console.error(`  ... and ${check.errors.length - 200} more`);
  process.exit(1);
}

const statements = catalogueStatements(check.rows, "replace");
if (remote) {
  const dir = await mkdtemp(join(tmpdir(), "symbols-import-"));
  const sqlFile = join(dir, "symbols.sql");
  try {
    await writeFile(sqlFile, `${toSqlScript(statements)}\n`);
    await run("wrangler", ["d1", "execute", "DB", "--remote", "--file", sqlFile], { CI: "true" });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
} else {
  const local = await openLocalD1(process.env.D1_PERSIST_DIR ?? defaultPersistDir);
  try {
    await runStatements(local.d1, statements);
  } finally {
    await local.dispose();
  }
}
console.log(`${file}: ${check.rows.length} symbol(s) upserted ${remote ? "into the remote D1" : "into the local D1"}.`);
