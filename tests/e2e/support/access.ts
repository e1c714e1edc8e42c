/**
 * The operator console behind Cloudflare Access, in e2e: Access adds `Cf-Access-Jwt-Assertion` to
 * each request it lets through; here a route on the context adds a token the fake Access team
 * signed, to the console's API calls only (as Access would to /api/admin/*).
 */
import type { BrowserContext } from "@playwright/test";

export const OPERATOR_EMAIL = "operator@ticksim.test";

/** A token for `email` from the fake Access team at `accessFake` (its origin is the issuer the Worker expects). */
export async function accessToken(accessFake: string, email = OPERATOR_EMAIL): Promise<string> {
  const res = await fetch(`${accessFake}/__fake/token`, { method: "POST", body: JSON.stringify({ email }) });
  if (!res.ok) throw new Error(`the Access fake answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Every /api/admin/ request of the context carries the operator's Access token. */
export async function behindAccess(context: BrowserContext, siteURL: string, token: string): Promise<void> {
  await context.route(`${siteURL}/api/admin/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), "cf-access-jwt-assertion": token } }),
  );
}
