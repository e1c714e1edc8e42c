/**
 * A carousel's slides before Embla binds (decision 093): its viewport scrolls natively, snapping
 * slide by slide (Carousel.module.css), so a finger moves them while Embla's chunk is on its way,
 * and without script at all.
 */

/** Set on the viewport while Embla drives it; the native scrolling's styles apply until then. */
export const BOUND_ATTRIBUTE = "data-embla-bound";

/**
 * The slide a natively scrolled viewport shows, the one nearest its left edge; none while the
 * viewport is not laid out (a carousel hidden at this width).
 */
export const scrolledSlide = (viewport: HTMLElement): number | undefined =>
  viewport.clientWidth > 0 ? Math.round(viewport.scrollLeft / viewport.clientWidth) : undefined;

/** Scrolls the viewport natively to slide `index` (before Embla binds: the arrows, dots and tabs). */
export function scrollToSlide(viewport: HTMLElement, index: number, smooth: boolean): void {
  viewport.scrollTo({ left: index * viewport.clientWidth, behavior: smooth ? "smooth" : "instant" });
}
