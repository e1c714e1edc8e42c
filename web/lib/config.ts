/**
 * Public configuration, from web/.env (build time). External links never appear as literals
 * in components. Checked without a schema library to keep the first-load bundle small.
 */
import { isCalendarDay } from "#common/dates.ts";
import { siteAddress } from "#common/site-url.ts";
import { sellerFrom } from "./seller";
import { type UrlTemplate, urlTemplate } from "./url-template";

const env = import.meta.env;

function url(name: string): string {
  const value = env[name];
  if (typeof value !== "string" || !/^https?:\/\/\S+$/.test(value)) {
    throw new Error(`web/.env: ${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** An http(s) address template whose `placeholders` each visitor's choice fills in. */
function template<P extends string>(name: string, placeholders: readonly P[]): UrlTemplate<P> {
  return urlTemplate(name, url(name), placeholders);
}

/** A calendar day, "YYYY-MM-DD", that exists. */
function isoDay(name: string): string {
  const value = env[name];
  if (typeof value !== "string" || !isCalendarDay(value))
    throw new Error(`web/.env: ${name} must be a day as YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

function positiveInteger(name: string): number {
  const value = env[name];
  if (typeof value !== "string" || !/^[1-9]\d*$/.test(value)) {
    throw new Error(`web/.env: ${name} must be a whole number above 0, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/** A share from 0 to 1, e.g. "0.25". */
function fraction(name: string): number {
  const value = env[name];
  if (typeof value !== "string" || !/^(0(\.\d+)?|1(\.0+)?)$/.test(value)) {
    throw new Error(`web/.env: ${name} must be a number from 0 to 1, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/**
 * The moment the site was built: `npm run build` stamps VITE_BUILD_TIME once for both of its
 * builds, so the prerendered pages and the code that hydrates them see the same moment. Without
 * it (the dev server, unit tests) nothing is prerendered and the clock at start-up serves.
 */
function builtAt(): Date {
  const value = optional("VITE_BUILD_TIME");
  if (value === undefined) return new Date();
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime())) {
    throw new Error(`VITE_BUILD_TIME must be an ISO date-time, got ${JSON.stringify(value)}`);
  }
  return at;
}

function optional(name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export const config = {
  links: {
    signUp: url("VITE_SIGNUP_URL"),
    signIn: url("VITE_SIGNIN_URL"),
    /** The web app's billing page for one plan and period. */
    webPurchase: template("VITE_WEB_PURCHASE_URL", ["plan", "period"]),
    discordInvite: url("VITE_DISCORD_INVITE_URL"),
    docs: url("VITE_DOCS_URL"),
    x: url("VITE_X_URL"),
    youtube: url("VITE_YOUTUBE_URL"),
    instagram: url("VITE_INSTAGRAM_URL"),
    tiktok: url("VITE_TIKTOK_URL"),
  },
  siteUrl: siteAddress(url("VITE_SITE_URL")),
  apiBase: (optional("VITE_API_BASE") ?? "").replace(/\/$/, ""),
  stripePublishableKey: optional("VITE_STRIPE_PUBLISHABLE_KEY"),
  recaptchaSiteKey: optional("VITE_RECAPTCHA_SITE_KEY"),
  gtmId: optional("VITE_GTM_ID"),
  /** The company that sells: no default, a build without it fails (web/lib/seller.ts). */
  seller: sellerFrom(env),
  /** The launch deal's dates (web/content/pricing/launch-deal.ts words it). */
  launchDeal: {
    launchDate: isoDay("VITE_LAUNCH_DATE"),
    months: positiveInteger("VITE_LAUNCH_DEAL_MONTHS"),
  },
  builtAt: builtAt(),
  /** The desktop app's free trial: how many days it lasts (stated wherever it is offered). */
  trialDays: positiveInteger("VITE_TRIAL_DAYS"),
  /** The share of visits that report their Core Web Vitals (decision 051); 0: none loads the reporter. */
  vitalsSampleRate: fraction("VITE_VITALS_SAMPLE_RATE"),
} as const;
