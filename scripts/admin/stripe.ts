import { replayMissedEvents } from "#worker/services/checkout/replay.ts";
import { type AdminCommand, UsageError } from "./command";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `npm run admin -- stripe replay --since <YYYY-MM-DD>`: the Stripe events since that day (at most
 * 30 days back, what Stripe keeps) that the Worker has not recorded, applied through the
 * webhook's code, as the daily reconciliation does. For an endpoint that refused events for
 * longer than Stripe retries them (a wrong API version, a bug), once it is fixed.
 */
export function stripeCommand(env: Env): AdminCommand {
  return {
    name: "stripe",
    usage: "stripe replay --since <YYYY-MM-DD>",
    description: "apply the Stripe events since that day (up to 30 days back) that the webhook never recorded",
    async run(db, args) {
      const [action, flag, day] = args;
      if (action !== "replay" || flag !== "--since" || !day || !DAY.test(day)) {
        throw new UsageError("Say which day to replay from, e.g. stripe replay --since 2026-11-20");
      }
      const since = Date.parse(`${day}T00:00:00Z`);
      if (Number.isNaN(since)) throw new UsageError(`${day} is not a day`);
      const result = await replayMissedEvents(db, env, Math.floor(since / 1000));
      console.log(`${result.listed} event(s) listed, ${result.replayed} replayed, ${result.failing.length} failing.`);
      for (const failed of result.failing) console.log(`  ${failed.eventId} (${failed.type}): ${failed.reason}`);
      if (result.failing.length) process.exitCode = 1;
    },
  };
}
