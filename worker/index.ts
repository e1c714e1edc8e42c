import { createRouter } from "./app";
import { createDb } from "./db/client";
import { edge } from "./edge";
import { onError } from "./errors";
import { affiliatesRouter } from "./routes/affiliates";
import { checkout } from "./routes/checkout";
import { webhook } from "./routes/checkout-webhook";
import { contact } from "./routes/contact";
import { health } from "./routes/health";
import { licencesRouter } from "./routes/licences";
import { symbols } from "./routes/symbols";
import { withSecurityHeaders } from "./security";
import { drainOutbox } from "./services/mail";

/** API path prefixes (the spec's, verbatim): an unmatched path under them is a JSON 404, not a redirect. */
const apiPrefixes = ["/api/*", "/tv/*", "/stripe/*", "/ResetLicenseKey/*"];

const app = createRouter();
app.use(withSecurityHeaders);
app.use(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
});
app.onError(onError);

app.route("/", health);
app.route("/", symbols);
app.route("/", contact);
app.route("/", affiliatesRouter);
app.route("/", checkout);
app.route("/", webhook);
app.route("/", licencesRouter);

for (const prefix of apiPrefixes) app.all(prefix, (c) => c.json({ error: "Not found" }, 404));
app.route("/", edge);

export default {
  fetch: app.fetch,
  /** The cron trigger: mails that could not be sent at once are retried with backoff. */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(drainOutbox(env));
  },
} satisfies ExportedHandler<Env>;
