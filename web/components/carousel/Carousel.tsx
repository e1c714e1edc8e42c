import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ChevronDownIcon } from "#web/components/icons.tsx";
import { useSeen } from "#web/lib/use-seen.ts";
import styles from "./Carousel.module.css";
import type { EmblaApi, EmblaOptions } from "./EmblaBinding";

const EmblaBinding = lazy(() => import("./EmblaBinding"));

/** The spec's carousel numbers: auto-cycle every 6000 ms, swipe after 16 px. */
export const CAROUSEL_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 16;

const arrowDirections = ["prev", "next"] as const;
const arrowLabels = { prev: "Previous slide", next: "Next slide" } as const;

export interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Reporting screenshots". */
  readonly label: string;
  readonly slides: readonly ReactNode[];
  /** Controlled selected slide (e.g. driven by tabs). */
  readonly index?: number;
  readonly onIndexChange?: (index: number) => void;
  /** Cycle every 6000 ms; pauses on hover and focus and never runs for prefers-reduced-motion. */
  readonly autoPlay?: boolean;
  readonly arrows?: "hover" | "always" | "none";
  readonly dots?: boolean;
  /** Accessible name of each slide; defaults to "n of total". */
  readonly slideLabel?: (index: number) => string;
  readonly className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== "undefined" && (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);

/** A swipeable slide carousel (embla) following the WAI-ARIA carousel pattern. */
export function Carousel({
  label,
  slides,
  index,
  onIndexChange,
  autoPlay = false,
  arrows = "none",
  dots = false,
  slideLabel = (i) => `${i + 1} of ${slides.length}`,
  className,
}: CarouselProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // Embla's code and its start-up (measuring every slide) wait until the carousel is on screen:
  // until then the slides are shown as the prerender laid them out (decision 033).
  const seen = useSeen(viewport);
  const [embla, setEmbla] = useState<EmblaApi>();
  const options = useMemo<EmblaOptions>(
    () => ({ loop: true, dragThreshold: SWIPE_THRESHOLD_PX, duration: prefersReducedMotion() ? 0 : 25 }),
    [],
  );
  const [selected, setSelected] = useState(index ?? 0);
  const [paused, setPaused] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const i = embla.selectedScrollSnap();
      setSelected(i);
      onIndexChange?.(i);
    };
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, onIndexChange]);

  // A controlled index selects its slide at once (embla may still be loading) and moves the carousel.
  useEffect(() => {
    if (index === undefined) return;
    setSelected(index);
    if (embla && index !== embla.selectedScrollSnap()) embla.scrollTo(index);
  }, [embla, index]);

  useEffect(() => {
    if (!embla || !autoPlay || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [embla, autoPlay, paused]);

  const go = useCallback((to: "prev" | "next") => (to === "prev" ? embla?.scrollPrev() : embla?.scrollNext()), [embla]);

  return (
    <section
      className={[styles.carousel, arrows === "hover" ? styles.arrowsOnHover : "", className ?? ""].join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {/* Embla binds after hydration, once seen: the server markup never includes it. */}
      {seen && viewport.current && (
        <Suspense fallback={null}>
          <EmblaBinding viewport={viewport.current} options={options} onApi={setEmbla} />
        </Suspense>
      )}
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track} id={id} aria-live={autoPlay && !paused ? "off" : "polite"}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; their order is their identity.
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i)}
              aria-hidden={i === selected ? undefined : true}
              inert={i === selected ? undefined : true}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows !== "none" &&
        slides.length > 1 &&
        arrowDirections.map((direction) => (
          <button
            key={direction}
            type="button"
            className={`${styles.arrow} ${styles[direction]}`}
            onClick={() => go(direction)}
            aria-controls={id}
            aria-label={arrowLabels[direction]}
          >
            <ChevronDownIcon />
          </button>
        ))}
      {dots && slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              key={i}
              type="button"
              className={i === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={`Show slide ${slideLabel(i)}`}
              aria-current={i === selected ? "true" : undefined}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
