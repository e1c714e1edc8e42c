/**
 * Browser-side third parties, answered inside Chromium: the test build configures a tag id,
 * a Stripe publishable key and a captcha site key (see `npm run build:test`), and these fakes
 * stand in for the scripts those services would serve.
 */
import type { BrowserContext, Route } from "@playwright/test";
import { fakeRecaptchaBrowserScript } from "#tests/fakes/recaptcha.ts";
import { FAKE_STRIPE_CONTROL, fakeStripeJsScript } from "#tests/fakes/stripe-js.ts";

const js = (body: string) => (route: Route) =>
  route.fulfill({ status: 200, contentType: "application/javascript", body });

/** The Google tag: records what the page pushed, sends nothing. */
const gtagScript = "window.__gtagLoaded = true;";

/** The fake Stripe.js's "payment": forwarded to the Stripe API fake's test control. */
const completeInStripeFake = (stripeApiBase: string) => async (route: Route) => {
  const request = route.request();
  const path = new URL(request.url()).pathname;
  const res = await fetch(`${stripeApiBase}${path}`, {
    method: request.method(),
    headers: { "Content-Type": "application/json" },
    body: request.postData() ?? "{}",
  });
  await route.fulfill({
    status: res.status,
    contentType: "application/json",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: await res.text(),
  });
};

/** Routes every third-party script the site loads to its fake, for all pages of the context. */
export async function fakeThirdParties(context: BrowserContext, stripeApiBase: string): Promise<void> {
  const routes: [string | RegExp, (route: Route) => Promise<void>][] = [
    ["https://www.googletagmanager.com/**", js(gtagScript)],
    [
      /^https:\/\/(www\.google-analytics\.com|[^/]*\.google-analytics\.com|[^/]*\.analytics\.google\.com)\//,
      (route) => route.fulfill({ status: 204 }),
    ],
    // Contact: the reCAPTCHA v3 loader (api.js) and anything it would fetch from gstatic.
    ["https://www.google.com/recaptcha/**", js(fakeRecaptchaBrowserScript)],
    ["https://www.gstatic.com/recaptcha/**", js("")],
    // Checkout: Stripe.js and the fake's payment step.
    ["https://js.stripe.com/**", js(fakeStripeJsScript)],
    [`${FAKE_STRIPE_CONTROL}**`, completeInStripeFake(stripeApiBase)],
  ];
  for (const [pattern, handler] of routes) await context.route(pattern, handler);
}
