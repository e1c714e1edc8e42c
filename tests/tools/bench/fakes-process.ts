/**
 * The fake services (captcha verify, Stripe, e-mail, Access) in a process of their own, so that
 * answering the Worker's calls never shares an event loop with the bench's load generator (which
 * would add its queueing to the contact figure). Prints their addresses as one JSON line and
 * serves until the bench kills the process.
 */
import { startFakeServices } from "#tests/e2e/support/fakes.ts";

const fakes = await startFakeServices();
process.stdout.write(`${JSON.stringify(fakes.vars)}\n`);
