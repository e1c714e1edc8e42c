import { formatDateTime } from "#common/dates.ts";

/** The desktop pricing page's link to /resetlicense (the licence pages read their catalogues). */
export const resendCopy = { resetLink: "Reset your licence key" } as const;

/** The link under the reset form. */
export const findKeyCopy = {
  prompt: "Lost your licence key or order ID?",
  link: "Send me my licence again",
} as const;

/** Shown instead of the failure toast when the key used up its resets for now. */
export const resetLimitCopy = {
  title: "This key has reached its reset limit",
  text: (date: string) =>
    `Resets are limited so that one key stays on one computer. The next reset is possible on ${date}.`,
  support: "Need it sooner?",
  contact: "Contact us",
  or: "or ask on",
  discord: "Discord",
} as const;

/** How the next reset's moment is written: the site's one date formatter ("December 1, 2026 at 9:00 AM UTC"). */
export const formatResetDate = formatDateTime;
