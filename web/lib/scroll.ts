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

/**
 * A lazily loaded page renders its anchor once its code arrives: seconds later on a slow phone or
 * a busy machine. The target is awaited that long, unless the visitor moves the page first.
 */
const HASH_WAIT_MS = 10_000;
const VISITOR_MOVES = ["wheel", "touchstart", "keydown", "mousedown"] as const;

function scrollToTarget(target: Element, win: Window): void {
  const offset =
    Number.parseFloat(win.getComputedStyle(win.document.documentElement).getPropertyValue("--topbar-height")) || 0;
  scrollToY(target.getBoundingClientRect().top + win.scrollY - offset, win);
}

function scrollToHash(id: string, win: Window): void {
  const { document } = win;
  const target = document.getElementById(id);
  if (target) {
    scrollToTarget(target, win);
    return;
  }
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of VISITOR_MOVES) win.removeEventListener(type, stop, true);
  };
  const observer = new MutationObserver(() => {
    const found = document.getElementById(id);
    if (!found) return;
    stop();
    scrollToTarget(found, win);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = win.setTimeout(stop, HASH_WAIT_MS);
  for (const type of VISITOR_MOVES) win.addEventListener(type, stop, { capture: true, once: true });
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
    scrollToHash(id, win);
    return;
  }
  if (from !== undefined) win.scrollTo(0, 0);
}
