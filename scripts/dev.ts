/**
 * npm run dev: prepares the local database (created, migrated and seeded; idempotent), then
 * starts one Vite server with the SPA and the Worker's API in workerd.
 */
import { ensureDevVars, migrateLocal, openLocalD1 } from "./lib/d1";
import { run } from "./lib/run";
import { seed } from "./seed";

await ensureDevVars();
await migrateLocal();
const local = await openLocalD1();
try {
  await seed(local);
} finally {
  await local.dispose();
}
await run("vite", ["dev", ...process.argv.slice(2)]);
