import { applyD1Migrations, env } from "cloudflare:test";
import { createMailFake } from "#tests/fakes/mail.ts";
import { accessFake } from "#tests/worker/admin/access.ts";
import { workerTestBindings } from "./bindings";
import { routeOutbound } from "./outbound";

// Storage is isolated per test file: each file starts from the migrated, empty schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// No test may reach the network, even one that never looks at mail: by default the mail the
// Worker sends in the background lands in an accepting fake, and every other host is refused.
// Tests that check a service stub fetch with their own fakes; unstubbing comes back to this.
globalThis.fetch = routeOutbound({
  mail: createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY }).handler,
  access: accessFake.handler,
});
