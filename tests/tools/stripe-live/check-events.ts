/**
 * The live check's last step: the recorded events against the committed Stripe schemas. Kept
 * apart from live-run.ts, which needs the Worker's modules, so it is tested on its own.
 */
import type Stripe from "stripe";

/** The contract module's event check: throws when an event is not one Stripe's schemas allow. */
interface EventChecker {
  checkEvent(event: unknown): void;
}
/** Named by a variable: the script runs, and says so, where the contract module is missing or fails to load. */
const CONTRACT_MODULE = "#tests/fakes/stripe-contract.ts";

/**
 * Checks the events against the committed schemas (tests/contracts/stripe, through
 * tests/fakes/stripe-contract.ts: loaded lazily, the check skipped with a message when they cannot
 * be loaded), and answers how many broke them. Stripe renders a
 * listed event in the API version the account had when the event was created (its
 * `api_version`), not the request's: an event of another version than the pinned one is
 * reported, not checked against the pinned version's schemas.
 */
export async function checkEvents(events: readonly Stripe.Event[], pinnedVersion: string): Promise<number> {
  let contract: EventChecker;
  try {
    contract = (await import(CONTRACT_MODULE)) as EventChecker;
  } catch (error) {
    console.log(`  skipped the schema check: the contract schemas cannot be loaded yet (${String(error)})`);
    return 0;
  }
  let failures = 0;
  for (const event of events) {
    if (event.api_version !== pinnedVersion) {
      console.log(`  not checked  ${event.type}: rendered in ${event.api_version}, the Worker pins ${pinnedVersion}`);
      continue;
    }
    try {
      contract.checkEvent(event);
      console.log(`  valid        ${event.type}`);
    } catch (error) {
      failures++;
      console.log(`  INVALID      ${event.type}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failures;
}
