import type { TestProject } from "vitest/node";
import { startFakeServices } from "./fakes";
import { type SiteServer, startSite } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const E2E_PORT = 8799;

/** Secrets and settings of the Worker under e2e: test values, never the development ones. */
const e2eVars = {
  ENVIRONMENT: "test",
  JWT_SECRET: "e2e-jwt-secret-0123456789abcdef0123456789abcdef",
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e_secret",
  RECAPTCHA_SECRET: "recaptcha-e2e-secret",
  MAIL_API_KEY: "",
};

let site: SiteServer | undefined;
let fakes: Awaited<ReturnType<typeof startFakeServices>> | undefined;

export async function setup(project: TestProject) {
  fakes = await startFakeServices();
  site = await startSite(E2E_PORT, { ...e2eVars, ...fakes.vars });
  project.provide("baseURL", site.baseURL);
}

export async function teardown() {
  await site?.stop();
  await fakes?.stop();
}
