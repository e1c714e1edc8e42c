import { formatDateTime } from "#common/dates.ts";

/** The licence pages' own copy: "send me my licence again" (/licence) and the reset limit on /resetlicense. */
export const resendCopy = {
  title: "Find your licence key",
  subtitle: "Lost the email with your key? We send it again.",
  explanation:
    "Enter the email address you bought the desktop app with. We send one email listing every order of that address, with its licence keys and order IDs.",
  submit: "Send me my licence",
  sending: "Sending your request...",
  sentText:
    "If we have orders for this address, we sent them. The email arrives within a few minutes: if it does not, check your spam folder.",
  failed: "Your request could not be sent. Check your connection and try again.",
  resetPrompt: "Moving the app to another computer?",
  resetLink: "Reset your licence key",
} as const;

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
