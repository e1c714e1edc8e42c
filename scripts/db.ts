/** npm run db:migrate | db:seed | db:reset — the local D1 database. */
import { rm } from "node:fs/promises";
import { defaultPersistDir, migrateLocal, openLocalD1 } from "./lib/d1";
import { seed } from "./seed";

const command = process.argv[2];
const persistDir = process.env.D1_PERSIST_DIR ?? defaultPersistDir;

async function seedLocal(): Promise<void> {
  const local = await openLocalD1(persistDir);
  try {
    await seed(local);
  } finally {
    await local.dispose();
  }
}

switch (command) {
  case "migrate":
    await migrateLocal(persistDir);
    break;
  case "seed":
    await seedLocal();
    break;
  case "reset":
    await rm(`${persistDir}/v3/d1`, { recursive: true, force: true });
    await migrateLocal(persistDir);
    await seedLocal();
    break;
  default:
    console.error("usage: tsx scripts/db.ts migrate|seed|reset");
    process.exit(2);
}
