/**
 * Where the Google tag's script comes from: the page loads it from there (web/lib/analytics.ts)
 * and the Content-Security-Policy allows it (worker/security.ts).
 */
export const TAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
