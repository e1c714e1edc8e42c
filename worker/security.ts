import { TAG_SCRIPT_ORIGIN } from "#common/google-tag.ts";

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
  tagManager: [TAG_SCRIPT_ORIGIN],
  analytics: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
};

interface CspOptions {
  /** Vite's dev server injects an inline module preamble (React Fast Refresh). */
  readonly devServer: boolean;
  readonly https: boolean;
  /** The nonce of an HTML answer's scripts; other answers run no script. */
  readonly nonce?: string;
}

/**
 * Scripts are trusted by nonce, never by host: the page's own script tags carry this answer's
 * nonce, and 'strict-dynamic' extends the trust to the scripts they add (chunks, Stripe.js, the
 * captcha loader, the tag), so an HTML injection cannot load script even from an allow-listed
 * Google host. `'self'` only serves browsers without 'strict-dynamic' (ignored by the others).
 * The dev server keeps a host list: its inline preamble needs 'unsafe-inline', which a nonce voids.
 */
function scriptSource({ devServer, nonce }: CspOptions): string {
  if (devServer) {
    const hosts = [...thirdParties.stripe, ...thirdParties.recaptcha, ...thirdParties.tagManager];
    return `script-src 'self' 'unsafe-inline' ${hosts.join(" ")}`;
  }
  return nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'` : "script-src 'none'";
}

export const contentSecurityPolicy = (options: CspOptions) =>
  [
    "default-src 'self'",
    scriptSource(options),
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
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");

/** 128 random bits, base64: a new one for every HTML answer. */
export const newNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));

/** The HTML with `nonce` on every script and script preload (the only scripts the page may start). */
export function withNonce(res: Response, nonce: string): Response {
  const stamp = {
    element(element: Element) {
      element.setAttribute("nonce", nonce);
    },
  };
  return new HTMLRewriter()
    .on("script", stamp)
    .on('link[rel="modulepreload"]', stamp)
    .on('link[rel="preload"][as="script"]', stamp)
    .transform(res);
}

export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
};
