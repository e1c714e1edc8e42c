import { applyD1Migrations, env } from "cloudflare:test";
import { createMailFake } from "#tests/fakes/mail.ts";
import { workerTestBindings } from "./bindings";
import { routeOutbound } from "./outbound";
import { freshRuntime } from "./support/fresh-runtime";

// Each file starts from the migrated, empty schema and an empty bucket and cache. The files share
// a workerd (one per Vitest worker, not per file: decision 046), so what the previous file left
// is cleared first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await freshRuntime({ db: env.DB, bucket: env.DOWNLOADS });

// No test may reach the network, even one that never looks at mail: by default the mail the
// Worker sends in the background lands in an accepting fake, and every other host is refused.
// Tests that check a service stub fetch with their own fakes; unstubbing comes back to this.
// The Access fake makes three RSA keys and loads the Stripe fake: it is imported on the first
// request that reaches it, so only the files that use the console pay for it.
globalThis.fetch = routeOutbound({
  mail: createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY }).handler,
  access: async (request) => (await import("#tests/worker/admin/access.ts")).accessFake.handler(request),
});
