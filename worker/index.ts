import { apiPrefixes } from "#common/api/calls.ts";
import { createRouter } from "./app";
import { runJobs } from "./cron/jobs";
import { edge } from "./edge";
import { onError } from "./errors";
import { withRequestId } from "./log";
import { recordAnswerStatus } from "./middleware/answer-statuses";
import { d1Session } from "./middleware/d1-session";
import { drainUnreadBody } from "./middleware/drain-body";
import { operatorAccess } from "./middleware/operator-access";
import { moneyPaths, requireProductionSecrets } from "./middleware/production-secrets";
import { withSecurityHeaders } from "./middleware/security-headers";
import { countServerErrors } from "./middleware/server-errors";
import { apiRouters } from "./routes/index";

const app = createRouter();
// First, so it sees every answer's final status: 5xx answers are counted for the alerts.
app.use(countServerErrors);
app.use(recordAnswerStatus);
app.use(drainUnreadBody);
app.use(withSecurityHeaders);
app.use(d1Session);
app.onError(onError);

// Before any router: in production, money routes refuse to run on development or weak secrets.
for (const path of moneyPaths) app.use(path, requireProductionSecrets);

// Before every router: no path under /api/admin/ answers anything without an operator.
app.use("/api/admin/*", operatorAccess);
for (const router of apiRouters) app.route("/", router);

// An unmatched path under an API prefix is a JSON 404, never the redirect other paths get.
for (const prefix of apiPrefixes) app.all(`${prefix}*`, (c) => c.json({ error: "Not found" }, 404));
app.route("/", edge);

export default {
  fetch: app.fetch,
  /** The cron triggers (worker/cron/jobs.ts). A run's log lines carry its own id, as a request's do. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(withRequestId(`cron-${crypto.randomUUID()}`, () => runJobs(controller.cron, env)));
  },
} satisfies ExportedHandler<Env>;
