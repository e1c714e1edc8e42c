/** Pairs of routes whose switch leaves the scroll position alone (spec "Navigation scroll rule"). */
const variantGroups = [
  ["/pricing/web", "/pricing/desktop"],
  ["/features/web", "/features/desktop"],
];

export function isVariantSwitch(from: string, to: string): boolean {
  return from !== to && variantGroups.some((group) => group.includes(from) && group.includes(to));
}

export const SCROLL_DURATION_MS = 300;

const prefersReducedMotion = (win: Window) => win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** Scrolls to a y position over 300 ms (instantly when the user prefers reduced motion). */
export function scrollToY(y: number, win: Window = window): void {
  const start = win.scrollY;
  if (prefersReducedMotion(win) || Math.abs(y - start) < 2) {
    win.scrollTo(0, y);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / SCROLL_DURATION_MS);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    win.scrollTo(0, start + (y - start) * eased);
    if (t < 1) win.requestAnimationFrame(step);
  };
  win.requestAnimationFrame(step);
}

/** A lazily loaded page may render its anchor a moment after the navigation: look for it a while. */
const HASH_WAIT_TRIES = 40;
const HASH_WAIT_MS = 50;

function scrollToHash(id: string, win: Window, triesLeft: number): void {
  const target = win.document.getElementById(id);
  if (!target) {
    if (triesLeft > 0) win.setTimeout(() => scrollToHash(id, win, triesLeft - 1), HASH_WAIT_MS);
    return;
  }
  const offset =
    Number.parseFloat(win.getComputedStyle(win.document.documentElement).getPropertyValue("--topbar-height")) || 0;
  scrollToY(target.getBoundingClientRect().top + win.scrollY - offset, win);
}

/** After a navigation: scroll to the hash target if any, else to the top; variant switches keep the scroll. */
export function applyScrollRule(from: string | undefined, to: string, hash: string, win: Window = window): void {
  if (from !== undefined && isVariantSwitch(from, to)) return;
  let id = hash.replace(/^#/, "");
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed hash is looked up as written.
  }
  if (id) {
    scrollToHash(id, win, HASH_WAIT_TRIES);
    return;
  }
  if (from !== undefined) win.scrollTo(0, 0);
}
