/**
 * Once per `playwright test` run, before any worker starts: the loopback fakes of the server-side
 * services, then the built Worker under wrangler dev on a fresh, seeded D1 (support/server.ts).
 * Returns the teardown that stops both. Workers inherit the environment set here, which is how
 * they learn the Stripe fake's port (chosen by the system).
 */
import type { FullConfig } from "@playwright/test";
import { ACCESS_FAKE_ENV, E2E_PORT, MAIL_FAKE_ENV, STRIPE_API_BASE_ENV } from "./e2e-site";
import { e2eVars, startFakeServices } from "./fakes";
import { startSite } from "./server";

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const fakes = await startFakeServices();
  try {
    const site = await startSite(E2E_PORT, { ...e2eVars, ...fakes.vars });
    const expected = config.projects[0]?.use.baseURL;
    if (site.baseURL !== expected) throw new Error(`the site runs on ${site.baseURL}, the config expects ${expected}`);
    process.env[STRIPE_API_BASE_ENV] = fakes.vars.STRIPE_API_BASE;
    process.env[ACCESS_FAKE_ENV] = fakes.vars.ACCESS_TEAM_DOMAIN;
    process.env[MAIL_FAKE_ENV] = fakes.vars.MAIL_API_BASE;
    return async () => {
      await site.stop();
      await fakes.stop();
    };
  } catch (error) {
    await fakes.stop();
    throw error;
  }
}
