/**
 * The invisible captcha (reCAPTCHA v3), loaded on demand: the script is added the first time a
 * token is needed, then readiness is polled every 25 ms (the spec's load poll delay).
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface Recaptcha {
  readonly siteKey: string;
  /** A fresh single-use token for `action` (valid two minutes). */
  execute(action: string): Promise<string>;
}

/** The spec's captcha load poll delay. */
export const RECAPTCHA_POLL_MS = 25;
/** A script that is blocked or never initialises must not keep a form busy forever. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 10_000;
export const RECAPTCHA_SCRIPT_BASE = "https://www.google.com/recaptcha/api.js";

export const loaderErrors = {
  notBrowser: "This is a library for the browser!",
  otherSiteKey: "reCAPTCHA already loaded with different site key!",
} as const;

let loading: { siteKey: string; promise: Promise<Recaptcha> } | undefined;

function waitUntilReady(win: Window, timeoutMs: number): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const api = win.grecaptcha;
      if (api && typeof api.ready === "function" && typeof api.execute === "function") {
        api.ready(() => resolve(api));
      } else if (Date.now() - started >= timeoutMs) {
        reject(new Error("reCAPTCHA did not load in time"));
      } else {
        setTimeout(poll, RECAPTCHA_POLL_MS);
      }
    };
    poll();
  });
}

function inject(doc: Document, siteKey: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = `${RECAPTCHA_SCRIPT_BASE}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.defer = true;
    script.dataset.recaptcha = siteKey;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("reCAPTCHA script failed to load"));
    });
    doc.head.appendChild(script);
  });
}

/**
 * Loads reCAPTCHA v3 for `siteKey` once; later calls with the same key share the load. A
 * failed load is forgotten, so the next call tries again.
 */
export function loadRecaptcha(siteKey: string, options: { timeoutMs?: number } = {}): Promise<Recaptcha> {
  if (typeof window === "undefined" || typeof document === "undefined") {
    return Promise.reject(new Error(loaderErrors.notBrowser));
  }
  if (loading) {
    return loading.siteKey === siteKey ? loading.promise : Promise.reject(new Error(loaderErrors.otherSiteKey));
  }
  const win = window;
  const promise = (async () => {
    if (!win.grecaptcha) await inject(document, siteKey);
    const api = await waitUntilReady(win, options.timeoutMs ?? RECAPTCHA_LOAD_TIMEOUT_MS);
    return { siteKey, execute: (action: string) => api.execute(siteKey, { action }) };
  })();
  const entry = { siteKey, promise };
  loading = entry;
  promise.catch(() => {
    if (loading === entry) loading = undefined;
  });
  return promise;
}

/**
 * Sent when the build has no captcha site key (local development): only a Worker without a
 * captcha secret in development accepts it; anywhere else the check refuses it.
 */
export const NO_SITE_KEY_TOKEN = "no-site-key";

/** A fresh token from the invisible captcha for `action`, or NO_SITE_KEY_TOKEN in a build without a site key. */
export async function captchaToken(action: string, siteKey: string | undefined): Promise<string> {
  if (!siteKey) {
    console.info(`captcha: no VITE_RECAPTCHA_SITE_KEY in this build; sending '${action}' without a captcha token`);
    return NO_SITE_KEY_TOKEN;
  }
  return (await loadRecaptcha(siteKey)).execute(action);
}

/** Forgets the loaded instance (tests). */
export function resetRecaptchaLoader(): void {
  loading = undefined;
}
