import { type RefObject, useEffect, useRef, useState } from "react";
import { MEDIA_HEIGHT, MEDIA_WIDTH, type Media, PHONE_MEDIA, type PhoneVersion } from "#web/content/showcase/media.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import styles from "./features.module.css";

/**
 * One showcase medium. Images load lazily. Videos are muted and looping, start with
 * preload="none" over their poster, and get their source only once they are on screen and
 * active, so no clip downloads before it is needed.
 *
 * Below PHONE_MEDIA a medium shows its phone version, a readable crop of the screen, chosen by
 * <picture> before the first paint: an image's, and a video's poster, which is a <picture> under
 * a transparent <video> (a <video poster> has no media-dependent form, and swapping it after
 * hydration painted the page's largest image twice). The CSS gives the crop's square box. A
 * video takes its phone clip when it mounts.
 *
 * A `priority` medium is the first thing a visitor sees (Lighthouse's largest contentful
 * paint). An image, or a video's poster, loads at once and at high priority, and the prerendered
 * head preloads the file the width shows (build/fetch-priority.ts). A video's phone poster
 * goes into the prerendered HTML as a data: URL (build/prerender.ts inlines a `<source>` marked
 * `data-inline-poster`), so a phone's first paint waits for no request on a slow line; the
 * full-screen poster stays a file, which a phone would download for nothing. Hydration keeps the
 * inlined attribute: the client's path differs on purpose.
 *
 * Every other medium is drawn only as it nears the screen (`content-visibility: auto`, decision
 * 091), so its image is neither downloaded nor parsed while the page starts; a carousel's next
 * slide is near enough to be ready before it slides in.
 *
 * Every showcase medium prints figures of trades (balances, profits, statistics) that
 * scripts/media simulates from a sample trade log, and says so under it in the page's language
 * (decision 066; tests/web/showcase/simulated.test.ts holds each listed medium to its facts).
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
  const t = useMessages(shellMessages);
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

  return (
    <figure className={styles.figure}>
      <div className={priority ? undefined : styles.drawnNearScreen}>
        {media.kind === "image" ? (
          <Picture
            src={media.src}
            phone={media.phone}
            alt={media.alt}
            eager={priority}
            fetchPriority={priority ? "high" : undefined}
          />
        ) : (
          <Clip media={media} videoRef={ref} priority={priority} fallback={t("video_fallback")} />
        )}
      </div>
      <figcaption className={styles.simulated}>{t("media_simulated")}</figcaption>
    </figure>
  );
}

/** A clip over its poster: the poster is painted with the HTML, the video takes its source once it plays. */
function Clip({
  media,
  videoRef,
  priority,
  fallback,
}: {
  media: Extract<Media, { kind: "video" }>;
  videoRef: RefObject<HTMLVideoElement | null>;
  priority: boolean;
  fallback: string;
}) {
  return (
    <div className={styles.clip}>
      <Picture
        src={media.poster}
        phone={{ ...media.phone, src: media.phone.poster ?? media.poster }}
        alt=""
        eager={priority}
        fetchPriority={priority ? "high" : undefined}
        inline={priority}
      />
      <video
        ref={videoRef}
        className={styles.clipVideo}
        data-src={media.src}
        data-phone-src={media.phone.src}
        aria-label={media.label}
        preload="none"
        muted
        loop
        playsInline
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
      >
        {fallback}
      </video>
    </div>
  );
}

/** The full screen, or below PHONE_MEDIA its square crop; `inline` marks a phone poster the prerender inlines. */
function Picture({
  src,
  phone,
  alt,
  eager,
  fetchPriority,
  inline = false,
}: {
  src: string;
  phone: PhoneVersion;
  alt: string;
  eager: boolean;
  fetchPriority?: "high";
  inline?: boolean;
}) {
  const marked = inline ? { "data-inline-poster": "", suppressHydrationWarning: true } : {};
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={phone.src} width={phone.width} height={phone.height} {...marked} />
      <img
        className={styles.media}
        src={src}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={fetchPriority}
        // The image a page leads with is presented in the first frame; the others may wait for their decode.
        decoding={fetchPriority === "high" ? "sync" : "async"}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
      />
    </picture>
  );
}
