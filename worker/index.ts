import { createRouter } from "./app";
import { createDb } from "./db/client";
import { edge } from "./edge";
import { onError } from "./errors";
import { affiliatesRouter } from "./routes/affiliates";
import { contact } from "./routes/contact";
import { health } from "./routes/health";
import { symbols } from "./routes/symbols";
import { withSecurityHeaders } from "./security";

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

for (const prefix of apiPrefixes) app.all(prefix, (c) => c.json({ error: "Not found" }, 404));
app.route("/", edge);

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
