import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface Props {
  readonly viewport: HTMLElement;
  readonly options: EmblaOptions;
  readonly onApi: (api: EmblaApi | undefined) => void;
}

/**
 * Drives an already rendered carousel viewport with embla. A chunk of its own, loaded once the
 * carousel is on screen: the slides are visible and styled without it, so pages that show a
 * carousel neither carry embla in their first-load JavaScript nor start it below the fold.
 */
export default function EmblaBinding({ viewport, options, onApi }: Props) {
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
