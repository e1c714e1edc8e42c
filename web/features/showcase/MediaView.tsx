import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { MEDIA_HEIGHT, MEDIA_WIDTH, type Media, PHONE_MEDIA, VIDEO_FALLBACK } from "#web/content/showcase/media.ts";
import styles from "./features.module.css";

/**
 * One showcase medium. Images load lazily. Videos are muted and looping, start with
 * preload="none" behind their poster, and get their source only once they are on screen and
 * active, so no clip downloads before it is needed. A `priority` medium is the first thing a
 * visitor sees (Lighthouse's largest contentful paint): an image is preloaded at high priority;
 * a video's poster goes into the prerendered HTML as a data: URL (scripts/prerender.ts inlines
 * the posters marked `data-inline-poster`, and their phone versions), so that paint waits for no
 * request. Hydration keeps the inlined attributes: the client's paths differ on purpose.
 *
 * Below PHONE_MEDIA a medium shows its phone version, a readable crop of the screen: an image
 * through <picture>, a video by taking its phone poster and clip when it mounts (a <video> has
 * no media-dependent poster); the CSS gives both the crop's square box from the first paint.
 */
export function MediaView({
  media,
  active = true,
  priority = false,
}: {
  media: Media;
  active?: boolean;
  priority?: boolean;
}) {
  if (priority && media.kind === "image") preload(media.src, { as: "image", fetchPriority: "high" });
  const ref = useRef<HTMLVideoElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || media.kind !== "video") return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      threshold: 0.25,
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [media]);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof window.matchMedia !== "function" || !window.matchMedia(PHONE_MEDIA).matches) return;
    // The attributes, not React's props: an inlined poster is a data: URL React does not know.
    video.setAttribute("poster", video.dataset.phonePoster ?? "");
    video.dataset.src = video.dataset.phoneSrc;
  }, []);

  const play = media.kind === "video" && visible && active;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (play) {
      if (!video.getAttribute("src")) video.setAttribute("src", video.dataset.src ?? "");
      video.play().catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  }, [play]);

  if (media.kind === "image") {
    return (
      <picture>
        <source media={PHONE_MEDIA} srcSet={media.phone.src} width={media.phone.width} height={media.phone.height} />
        <img
          className={styles.media}
          src={media.src}
          alt={media.alt}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          width={MEDIA_WIDTH}
          height={MEDIA_HEIGHT}
        />
      </picture>
    );
  }
  return (
    <video
      ref={ref}
      className={styles.media}
      data-src={media.src}
      data-phone-src={media.phone.src}
      poster={media.poster}
      data-phone-poster={media.phone.poster}
      data-inline-poster={priority ? "" : undefined}
      suppressHydrationWarning={priority}
      aria-label={media.label}
      preload="none"
      muted
      loop
      playsInline
      width={MEDIA_WIDTH}
      height={MEDIA_HEIGHT}
    >
      {VIDEO_FALLBACK}
    </video>
  );
}
