import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { type Media, VIDEO_FALLBACK } from "#web/content/showcase/media.ts";
import styles from "./features.module.css";

/**
 * One showcase medium. Images load lazily. Videos are muted and looping, start with
 * preload="none" behind their poster, and get their source only once they are on screen and
 * active, so no clip downloads before it is needed. A `priority` medium is the first thing a
 * visitor sees (Lighthouse's largest contentful paint): an image is preloaded at high priority;
 * a video's poster goes into the prerendered HTML as a data: URL (scripts/prerender.ts inlines
 * the posters marked `data-inline-poster`), so that paint waits for no request. Hydration keeps
 * the inlined attribute: the client's path differs on purpose.
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
      <img
        className={styles.media}
        src={media.src}
        alt={media.alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        width={960}
        height={540}
      />
    );
  }
  return (
    <video
      ref={ref}
      className={styles.media}
      data-src={media.src}
      poster={media.poster}
      data-inline-poster={priority ? "" : undefined}
      suppressHydrationWarning={priority}
      aria-label={media.label}
      preload="none"
      muted
      loop
      playsInline
      width={960}
      height={540}
    >
      {VIDEO_FALLBACK}
    </video>
  );
}
