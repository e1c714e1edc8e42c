/**
 * Public configuration, from web/.env (build time). External links never appear as literals
 * in components. Checked without a schema library to keep the first-load bundle small.
 */
import { siteAddress } from "#common/site-url.ts";

const env = import.meta.env;

function url(name: string): string {
  const value = env[name];
  if (typeof value !== "string" || !/^https?:\/\/\S+$/.test(value)) {
    throw new Error(`web/.env: ${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return value;
}

function optional(name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export const config = {
  links: {
    signUp: url("VITE_SIGNUP_URL"),
    signIn: url("VITE_SIGNIN_URL"),
    webPurchase: url("VITE_WEB_PURCHASE_URL"),
    trialDownload: url("VITE_TRIAL_DOWNLOAD_URL"),
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
} as const;
