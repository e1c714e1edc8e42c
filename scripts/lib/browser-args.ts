/**
 * Flags for Debian's Chromium here, shared by the e2e suite, the screenshot, media and Lighthouse tools:
 * headless, as root, and no background traffic on a closed network.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
