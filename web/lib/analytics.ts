/**
 * Google tag in consent mode: loaded only when an id is configured, no automatic page views.
 * Until the visitor accepts, analytics storage is denied: the tag sets no cookie and sends
 * cookieless pings. Ad storage is never granted (decision 028).
 */
import { TAG_SCRIPT_ORIGIN } from "#common/google-tag.ts";
import { withoutSecrets } from "#common/routes.ts";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** `granted`: the visitor accepted analytics cookies on an earlier visit. */
export function initAnalytics(id: string | undefined, win: Window = window, granted = false): boolean {
  if (!id || win.gtag) return Boolean(win.gtag);
  win.dataLayer = win.dataLayer ?? [];
  // The tag reads the Arguments object itself, not an array: this exact shape is required.
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the Google tag protocol pushes Arguments objects.
    win.dataLayer?.push(arguments);
  };
  win.gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  // Before the config, so the first page view already runs with the visitor's choice.
  if (granted) win.gtag("consent", "update", { analytics_storage: "granted" });
  win.gtag("js", new Date());
  win.gtag("config", id, { send_page_view: false, anonymize_ip: true });
  const script = win.document.createElement("script");
  script.async = true;
  script.src = `${TAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  win.document.head.appendChild(script);
  return true;
}

/**
 * One page view. A path holding a secret (the reset link's token) is reported as its route's
 * pattern, /affiliates/resetpassword/:token, and so is the page location.
 */
export function trackPageView(path: string, title: string, win: Window = window): void {
  const reported = withoutSecrets(path);
  win.gtag?.("event", "page_view", {
    page_path: reported,
    page_title: title,
    page_location: reported === path ? win.location.href : `${win.location.origin}${reported}`,
  });
}

/** The Google Analytics cookies: `_ga` and `_ga_<container>`. */
const ANALYTICS_COOKIE = /^_ga(_.+)?$/;

/**
 * The visitor's new choice. Granting lets the tag set its cookies from now on; refusing stops it
 * and deletes the cookies it set, on this host and on each parent domain (where the tag puts them).
 */
export function setAnalyticsConsent(granted: boolean, win: Window = window): void {
  win.gtag?.("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
  if (!granted) clearAnalyticsCookies(win.document, win.location.hostname);
}

export function clearAnalyticsCookies(doc: Document, hostname: string): void {
  const labels = hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, i) => `; Domain=.${labels.slice(i).join(".")}`)];
  for (const part of doc.cookie.split(";")) {
    const name = part.split("=")[0]?.trim() ?? "";
    if (!ANALYTICS_COOKIE.test(name)) continue;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
}
