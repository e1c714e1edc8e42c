/**
 * Outbound calls of the Worker under test go to fakes: the global fetch (which the Worker and
 * the tests share in workerd) is stubbed to route each fake host to its handler.
 */
import { TEST_ALERT_WEBHOOK_URL, workerTestBindings } from "./bindings";

type Handler = (request: Request) => Promise<Response>;

const hostOf = (url: string) => new URL(url).hostname;

export const fakeHosts = {
  stripe: hostOf(workerTestBindings.STRIPE_API_BASE),
  mail: hostOf(workerTestBindings.MAIL_API_BASE),
  recaptcha: hostOf(workerTestBindings.RECAPTCHA_VERIFY_URL),
  access: workerTestBindings.ACCESS_TEAM_DOMAIN,
  alerts: hostOf(TEST_ALERT_WEBHOOK_URL),
} as const;

/** A fetch that answers fake hosts from their handlers and refuses every other host. */
export function routeOutbound(handlers: Partial<Record<keyof typeof fakeHosts, Handler>>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const host = hostOf(request.url);
    const name = (Object.keys(fakeHosts) as (keyof typeof fakeHosts)[]).find((key) => fakeHosts[key] === host);
    const handler = name ? handlers[name] : undefined;
    if (!handler) throw new TypeError(`fetch failed: no route to ${host} in tests`);
    return handler(request);
  };
}
