/** Google tag in consent mode: loaded only when an id is configured, no automatic page views. */
import { withoutSecrets } from "#common/routes.ts";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const TAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

export function initAnalytics(id: string | undefined, win: Window = window): boolean {
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
