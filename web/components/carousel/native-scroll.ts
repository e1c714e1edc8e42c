/**
 * A carousel's slides before Embla binds (decision 093): its viewport scrolls natively, snapping
 * slide by slide (Carousel.module.css), so a finger moves them while Embla's chunk is on its way,
 * and without script at all.
 */

/** Set on the viewport while Embla drives it; the native scrolling's styles apply until then. */
export const BOUND_ATTRIBUTE = "data-embla-bound";

/** The slide a natively scrolled viewport shows: the one nearest its left edge. */
export const scrolledSlide = (viewport: HTMLElement): number =>
  viewport.clientWidth > 0 ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;

/** Scrolls the viewport natively to slide `index` (before Embla binds: the arrows, dots and tabs). */
export function scrollToSlide(viewport: HTMLElement, index: number, smooth: boolean): void {
  viewport.scrollTo({ left: index * viewport.clientWidth, behavior: smooth ? "smooth" : "instant" });
}
