import type { TestProject } from "vitest/node";
import { E2E_PORT, e2eVars, startFakeServices } from "./fakes";
import { type SiteServer, startSite } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The Stripe API fake's address, for the fake Stripe.js to complete sessions through. */
    stripeApiBase: string;
  }
}

let site: SiteServer | undefined;
let fakes: Awaited<ReturnType<typeof startFakeServices>> | undefined;

export async function setup(project: TestProject) {
  fakes = await startFakeServices();
  site = await startSite(E2E_PORT, { ...e2eVars, ...fakes.vars });
  project.provide("baseURL", site.baseURL);
  project.provide("stripeApiBase", fakes.vars.STRIPE_API_BASE ?? "");
}

export async function teardown() {
  await site?.stop();
  await fakes?.stop();
}
