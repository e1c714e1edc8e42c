import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import { useEffect } from "react";
import { BOUND_ATTRIBUTE, scrolledSlide } from "./native-scroll";

export type EmblaApi = EmblaCarouselType;
export type EmblaOptions = EmblaOptionsType;

interface Props {
  readonly viewport: HTMLElement;
  readonly options: EmblaOptions;
  readonly onApi: (api: EmblaApi | undefined) => void;
}

/**
 * Drives an already rendered carousel viewport with embla. A chunk of its own, loaded once the
 * carousel is on screen: the slides are visible and styled without it, so pages that show a
 * carousel neither carry embla in their first-load JavaScript nor start it below the fold.
 *
 * Until it binds, a finger scrolls the slides natively (decision 093). Embla takes over in one task,
 * so no frame shows the slides between the two: it starts on the slide the visitor scrolled to,
 * and the native scroll is reset as its transform takes the slides' place.
 */
export default function EmblaBinding({ viewport, options, onApi }: Props) {
  useEffect(() => {
    const startIndex = scrolledSlide(viewport) ?? 0;
    viewport.setAttribute(BOUND_ATTRIBUTE, "");
    viewport.scrollLeft = 0;
    const api = EmblaCarousel(viewport, { ...options, startIndex });
    onApi(api);
    return () => {
      onApi(undefined);
      api.destroy();
      viewport.removeAttribute(BOUND_ATTRIBUTE);
    };
  }, [viewport, options, onApi]);
  return null;
}
