/** Money routes refuse to run on development or weak secrets (the checks are worker/production-secrets.ts). */
import type { MiddlewareHandler } from "hono";
import { allCalls } from "#common/api/calls.ts";
import type { AppEnv } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";
import { logEvent } from "#worker/log.ts";
import { type SecretsEnv, secretProblems } from "#worker/production-secrets.ts";

/** The last configuration judged, so the checks (and the log line) happen once per isolate, not per request. */
let judged: { readonly key: string; readonly problems: readonly string[] } | undefined;

function problemsOnce(env: SecretsEnv): readonly string[] {
  const key = JSON.stringify([env.ENVIRONMENT, env.JWT_SECRET, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_SECRET_KEY]);
  if (judged?.key === key) return judged.problems;
  const problems = secretProblems(env);
  judged = { key, problems };
  if (problems.length > 0) {
    logEvent("error", {
      event: "config.unsafe_secrets",
      message: `Refusing money routes (503) until these are fixed with \`wrangler secret put\`: ${problems.join("; ")}`,
    });
  }
  return problems;
}

/** Features whose calls take money, issue licences or show an affiliate's sales. */
const moneyFeatures: ReadonlySet<string> = new Set(["checkout", "licences", "affiliates", "payouts"]);

/** The paths `requireProductionSecrets` guards: every call of those features, from the contract's table. */
export const moneyPaths: readonly string[] = [
  ...new Set(allCalls.filter((call) => moneyFeatures.has(call.feature)).map((call) => call.path)),
];

/** Money routes answer 503 while a deployed environment runs on development or weak secrets. */
export const requireProductionSecrets: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (problemsOnce(c.env).length > 0) {
    throw new HttpError(503, "This service is unavailable: the server is not configured for payments");
  }
  await next();
};
