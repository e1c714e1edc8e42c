import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app";

/**
 * The third parties the site loads, and nothing else: the card payment provider (Stripe),
 * the invisible captcha (reCAPTCHA) and the tag manager (Google tag).
 */
const thirdParties = {
  stripe: ["https://js.stripe.com", "https://*.js.stripe.com"],
  stripeFrames: [
    "https://js.stripe.com",
    "https://*.js.stripe.com",
    "https://hooks.stripe.com",
    "https://checkout.stripe.com",
  ],
  stripeApi: ["https://api.stripe.com", "https://checkout.stripe.com", "https://merchant-ui-api.stripe.com"],
  recaptcha: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  recaptchaFrames: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  tagManager: ["https://www.googletagmanager.com"],
  analytics: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
};

interface CspOptions {
  /** Vite's dev server injects an inline module preamble (React Fast Refresh). */
  readonly devServer: boolean;
  readonly https: boolean;
}

export const contentSecurityPolicy = ({ devServer, https }: CspOptions) =>
  [
    "default-src 'self'",
    `script-src 'self'${devServer ? " 'unsafe-inline'" : ""} ${[...thirdParties.stripe, ...thirdParties.recaptcha, ...thirdParties.tagManager].join(" ")}`,
    // Stripe's and reCAPTCHA's widgets set inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https://*.stripe.com ${[...thirdParties.tagManager, ...thirdParties.analytics].join(" ")}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${[...thirdParties.stripeApi, ...thirdParties.recaptcha, ...thirdParties.tagManager, ...thirdParties.analytics].join(" ")}`,
    `frame-src ${[...thirdParties.stripeFrames, ...thirdParties.recaptchaFrames].join(" ")}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");

const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
};

/** Sets the security headers on every answer, including files from the assets binding. */
export const withSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("requestId", crypto.randomUUID());
  await next();
  // Answers from fetch() (the assets binding, redirects) have immutable headers: copy first.
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(securityHeaders)) res.headers.set(name, value);
  const csp = contentSecurityPolicy({
    devServer: import.meta.env?.DEV === true,
    https: new URL(c.req.url).protocol === "https:",
  });
  res.headers.set("Content-Security-Policy", csp);
  if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  c.res = undefined;
  c.res = res;
};
