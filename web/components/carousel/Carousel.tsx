import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ChevronDownIcon } from "#web/components/icons.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { useSeen } from "#web/lib/use-seen.ts";
import styles from "./Carousel.module.css";
import type { EmblaApi, EmblaOptions } from "./EmblaBinding";
import { BOUND_ATTRIBUTE, scrolledSlide, scrollToSlide } from "./native-scroll";
import { CAROUSEL_INTERVAL_MS, SCROLL_SETTLED_MS, SWIPE_THRESHOLD_PX } from "./numbers";

const EmblaBinding = lazy(() => import("./EmblaBinding"));

const arrowDirections = ["prev", "next"] as const;
const arrowLabels = { prev: "carousel_prev", next: "carousel_next" } as const;

export interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Reporting screenshots". */
  readonly label: string;
  readonly slides: readonly ReactNode[];
  /** Controlled selected slide (e.g. driven by tabs). */
  readonly index?: number;
  readonly onIndexChange?: (index: number) => void;
  /**
   * Cycle every 6000 ms, with a visible Pause/Play button (WCAG 2.2.2). It stops for good once
   * the visitor takes a hand (hovers, focuses, touches, or picks a slide, from the carousel or
   * from the tabs driving `index`) until they press Play; it never starts by itself for
   * prefers-reduced-motion.
   */
  readonly autoPlay?: boolean;
  /** The visitor already chose (a tab that brought this carousel): it waits for Play. */
  readonly startStopped?: boolean;
  readonly arrows?: "hover" | "always" | "none";
  readonly dots?: boolean;
  /** Accessible name of each slide; defaults to "n of total". */
  readonly slideLabel?: (index: number) => string;
  readonly className?: string;
}

const hasScrollEnd = () => typeof window !== "undefined" && "onscrollend" in window;

const prefersReducedMotion = () =>
  typeof window !== "undefined" && (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);

/** A swipeable slide carousel (embla) following the WAI-ARIA carousel pattern. */
export function Carousel({
  label,
  slides,
  index,
  onIndexChange,
  autoPlay = false,
  startStopped = false,
  arrows = "none",
  dots = false,
  slideLabel,
  className,
}: CarouselProps) {
  const t = useMessages(shellMessages);
  const nameOf =
    slideLabel ?? ((i: number) => t("carousel_slide_of", { n: String(i + 1), total: String(slides.length) }));
  const viewport = useRef<HTMLDivElement>(null);
  // Embla's code and its start-up (measuring every slide) wait until the carousel is on screen:
  // until then the slides are shown as the prerender laid them out (decision 033), and scroll
  // natively under a finger (decision 093).
  const seen = useSeen(viewport);
  const [embla, setEmbla] = useState<EmblaApi>();
  const options = useMemo<EmblaOptions>(
    () => ({ loop: true, dragThreshold: SWIPE_THRESHOLD_PX, duration: prefersReducedMotion() ? 0 : 25 }),
    [],
  );
  const [selected, setSelected] = useState(index ?? 0);
  const [playing, setPlaying] = useState(autoPlay && !startStopped);
  /** Play was pressed: hovering or focusing no longer stops the cycle, only picking a slide does. */
  const resumed = useRef(false);
  /** The slide the carousel itself last moved to: a controlled `index` that differs came from outside. */
  const shown = useRef(index ?? 0);
  const id = useId();

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const stop = useCallback(() => {
    resumed.current = false;
    setPlaying(false);
  }, []);
  /** Hover, focus or touch inside, except on the Pause/Play button, which decides for itself. */
  const interacted = (target: EventTarget | null) => {
    if (resumed.current || (target instanceof Element && target.closest("[data-carousel-toggle]"))) return;
    stop();
  };

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const i = embla.selectedScrollSnap();
      shown.current = i;
      setSelected(i);
      onIndexChange?.(i);
    };
    // A drag is the visitor choosing a slide.
    embla.on("pointerDown", stop);
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
      embla.off("pointerDown", stop);
    };
  }, [embla, onIndexChange, stop]);

  // A controlled index selects its slide at once (embla may still be loading) and moves the carousel.
  useEffect(() => {
    if (index === undefined) return;
    // A tab picked this slide (the carousel's own moves set `shown` first): the visitor chose.
    if (index !== shown.current) {
      shown.current = index;
      stop();
      if (!embla && viewport.current) scrollToSlide(viewport.current, index, !prefersReducedMotion());
    }
    setSelected(index);
    if (embla && index !== embla.selectedScrollSnap()) embla.scrollTo(index);
  }, [embla, index, stop]);

  /**
   * Before Embla binds, the slide a native scroll ends on is the selected one: a finger chose it
   * (also before hydration, read once on mount); it is the one not inert, and Embla starts there.
   * Read when the scroll is over, never on its way: a tab's smooth scroll passes other slides, and
   * selecting one of those would turn the tabs back.
   */
  const followScroll = useCallback(() => {
    const at = viewport.current;
    // Bound: the scroll is Embla's reset of the native one, which can come before `embla` is set here.
    if (embla || !at || at.hasAttribute(BOUND_ATTRIBUTE)) return;
    const scrolled = scrolledSlide(at);
    if (scrolled === undefined) return;
    const i = Math.min(scrolled, slides.length - 1);
    if (i === shown.current) return;
    shown.current = i;
    stop();
    setSelected(i);
    onIndexChange?.(i);
  }, [embla, slides.length, onIndexChange, stop]);
  // Once, on mount: a scroll a finger made before hydration. Later ones come when they end
  // (`onScrollEnd`, or `scrolled` below); run again on a new callback, it would read a scroll still
  // on its way to a slide a tab has just picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as said above.
  useEffect(followScroll, []);

  useEffect(() => {
    if (!embla || !autoPlay || !playing) return;
    const timer = setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [embla, autoPlay, playing]);

  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settling.current), []);
  /** Without `scrollend`, a native scroll is over once no scroll event came for a while. */
  const scrolled = () => {
    clearTimeout(settling.current);
    settling.current = setTimeout(followScroll, SCROLL_SETTLED_MS);
  };

  /** Slide `i` (wrapping around), by Embla once bound, natively until then. */
  const show = (i: number) => {
    stop();
    if (embla) embla.scrollTo(i);
    else if (viewport.current)
      scrollToSlide(viewport.current, (i + slides.length) % slides.length, !prefersReducedMotion());
  };
  const go = (to: "prev" | "next") => {
    if (embla) {
      stop();
      if (to === "prev") embla.scrollPrev();
      else embla.scrollNext();
    } else show(selected + (to === "prev" ? -1 : 1));
  };
  const toggle = () => {
    resumed.current = !playing;
    setPlaying(!playing);
  };
  const cycling = autoPlay && slides.length > 1;

  return (
    <section
      className={[styles.carousel, arrows === "hover" ? styles.arrowsOnHover : "", className ?? ""].join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={(e) => interacted(e.target)}
      onFocus={(e) => interacted(e.target)}
      onPointerDown={(e) => interacted(e.target)}
    >
      {/* Embla binds after hydration, once seen: the server markup never includes it. */}
      {seen && viewport.current && (
        <Suspense fallback={null}>
          <EmblaBinding viewport={viewport.current} options={options} onApi={setEmbla} />
        </Suspense>
      )}
      <div
        className={styles.viewport}
        ref={viewport}
        onScrollEnd={followScroll}
        onScroll={hasScrollEnd() ? undefined : scrolled}
      >
        <div className={styles.track} id={id} aria-live={cycling && playing ? "off" : "polite"}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; their order is their identity.
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={nameOf(i)}
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
            aria-label={t(arrowLabels[direction])}
          >
            <ChevronDownIcon />
          </button>
        ))}
      {(cycling || (dots && slides.length > 1)) && (
        <div className={styles.controls}>
          {cycling && (
            <button
              type="button"
              className={styles.toggle}
              data-carousel-toggle=""
              aria-controls={id}
              aria-label={t(playing ? "carousel_pause" : "carousel_play", { label })}
              onClick={toggle}
            >
              <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
              <span aria-hidden="true">{t(playing ? "carousel_pause_short" : "carousel_play_short")}</span>
            </button>
          )}
          {dots && slides.length > 1 && (
            <Dots
              count={slides.length}
              selected={selected}
              label={(i) => t("carousel_show", { label: nameOf(i) })}
              onPick={show}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** One button per slide; the current one marked. */
function Dots({
  count,
  selected,
  label,
  onPick,
}: {
  count: number;
  selected: number;
  label: (index: number) => string;
  onPick: (index: number) => void;
}) {
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
          key={i}
          type="button"
          className={i === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
          aria-label={label(i)}
          aria-current={i === selected ? "true" : undefined}
          onClick={() => onPick(i)}
        />
      ))}
    </div>
  );
}
