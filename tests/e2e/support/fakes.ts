/**
 * Third parties in e2e. Server-side services (Stripe API, captcha verification, e-mail
 * provider) run as loopback fakes the Worker is pointed at; browser-side scripts (Stripe.js,
 * the captcha loader, the Google tag) are answered by route interception (third-parties.ts).
 */
import { createAccessFake } from "#tests/fakes/access.ts";
import { createMailFake } from "#tests/fakes/mail.ts";
import { createRecaptchaVerifyFake } from "#tests/fakes/recaptcha.ts";
import { createStripeFake } from "#tests/fakes/stripe.ts";
import { E2E_PORT } from "./e2e-site";
import { type RunningServer, serve } from "./serve";

/** Secrets and settings of the Worker under e2e: test values, never the development ones. */
export const e2eVars = {
  ENVIRONMENT: "test",
  JWT_SECRET: "e2e-jwt-secret-0123456789abcdef0123456789abcdef",
  STRIPE_SECRET_KEY: "sk_test_e2e",
  STRIPE_WEBHOOK_SECRET: "whsec_e2e_secret",
  RECAPTCHA_SECRET: "recaptcha-e2e-secret",
  MAIL_API_KEY: "e2e-mail-key",
  /** The operator console: the fake Access application's AUD tag and its one operator. */
  ACCESS_AUD: "e2e-access-aud",
  ADMIN_EMAILS: "operator@ticksim.test",
};

/** Worker variable -> the fake service it points at. */
export const fakeServices: Record<string, Parameters<typeof serve>[0]> = {};

// Contact: reCAPTCHA siteverify, with the secret global-setup gives the Worker (RECAPTCHA_SECRET).
fakeServices.RECAPTCHA_VERIFY_URL = createRecaptchaVerifyFake({ secret: e2eVars.RECAPTCHA_SECRET }).handler;

// Checkout: the Stripe API; a completed session's signed event goes to the Worker's webhook.
fakeServices.STRIPE_API_BASE = createStripeFake({
  apiKey: e2eVars.STRIPE_SECRET_KEY,
  webhookSecret: e2eVars.STRIPE_WEBHOOK_SECRET,
  webhookUrl: `http://127.0.0.1:${E2E_PORT}/stripe/webhook`,
}).handler;

// E-mail: every mail the Worker sends goes to the provider fake (the outbox rows stay readable);
// the console's spec makes one address bounce through its /__fake/bounce control.
fakeServices.MAIL_API_BASE = createMailFake({ apiKey: e2eVars.MAIL_API_KEY }).handler;

// The operator console: the Access team's keys (ACCESS_TEAM_DOMAIN is this fake's origin), and
// tokens for the tests at /__fake/token.
fakeServices.ACCESS_TEAM_DOMAIN = (await createAccessFake({ audience: e2eVars.ACCESS_AUD })).handler;

export async function startFakeServices(): Promise<{ vars: Record<string, string>; stop(): Promise<void> }> {
  const running: RunningServer[] = [];
  const vars: Record<string, string> = {};
  for (const [name, handler] of Object.entries(fakeServices)) {
    const server = await serve(handler);
    running.push(server);
    vars[name] = server.url;
  }
  return { vars, stop: async () => void (await Promise.all(running.map((s) => s.close()))) };
}
