/**
 * npm run admin -- <command> [args]: operator commands against the local D1 database
 * (the one `npm run dev` uses). `npm run admin -- help` lists them.
 */

import { resetPolicyOf } from "#worker/services/licences.ts";
import { affiliateCommands } from "./admin/affiliates";
import type { AdminCommand } from "./admin/command";
import { UsageError } from "./admin/command";
import { contactList } from "./admin/contact";
import { insightsRollup } from "./admin/insights";
import { licenceCommands } from "./admin/licences";
import { outboxList } from "./admin/outbox";
import { stripeCommand } from "./admin/stripe";
import { openLocalD1 } from "./lib/d1";

const local = await openLocalD1(process.env.D1_PERSIST_DIR);
const commands: readonly AdminCommand[] = [
  contactList,
  outboxList,
  insightsRollup,
  ...affiliateCommands,
  ...licenceCommands({
    mail: {
      siteUrl: local.vars.SITE_URL,
      supportEmail: local.vars.SUPPORT_EMAIL,
    },
    resetPolicy: resetPolicyOf(local.vars),
  }),
  // The Worker's variables and secrets as `npm run dev` has them (.dev.vars): the Stripe key included.
  stripeCommand(local.vars as unknown as Env),
];

function help(): void {
  console.log("usage: npm run admin -- <command> [args]\n");
  for (const command of commands) console.log(`  ${command.usage}\n      ${command.description}`);
}

const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);
if (!command) {
  help();
  await local.dispose();
  process.exit(name && name !== "help" ? 2 : 0);
}

try {
  await command.run(local.db, args);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\nusage: npm run admin -- ${command.usage}`);
  process.exitCode = 2;
} finally {
  await local.dispose();
}
