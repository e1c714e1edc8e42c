/**
 * Third parties in e2e. Server-side services (Stripe API, captcha verification, e-mail
 * provider) run as loopback fakes the Worker is pointed at; browser-side scripts (Stripe.js,
 * the captcha loader, the Google tag) are answered by route interception in browser.ts.
 */
import { createRecaptchaVerifyFake } from "../../fakes/recaptcha";
import { type RunningServer, serve } from "./serve";

/** Worker variable -> the fake service it points at. */
export const fakeServices: Record<string, Parameters<typeof serve>[0]> = {};

// Contact: reCAPTCHA siteverify, with the secret global-setup gives the Worker (RECAPTCHA_SECRET).
fakeServices.RECAPTCHA_VERIFY_URL = createRecaptchaVerifyFake({ secret: "recaptcha-e2e-secret" }).handler;

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
