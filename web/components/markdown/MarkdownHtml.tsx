import type { MouseEvent } from "react";
import { useLocation } from "wouter";
import styles from "./prose.module.css";

interface Props {
  /** HTML rendered at build time from our own Markdown (web/content), never from user input. */
  readonly html: string;
  readonly className?: string;
}

/** Build-time rendered Markdown. Internal links navigate inside the SPA instead of reloading the page. */
export function MarkdownHtml({ html, className }: Props) {
  const [, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the real links inside; keyboard activation of a link fires the same click.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above, links keep their own keyboard behaviour.
    <div
      className={[styles.prose, className ?? ""].join(" ")}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered by the build.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
