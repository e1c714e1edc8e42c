import { signal } from "@preact/signals-react";
import { CONSENT_ASK_ATTRIBUTE } from "#web/lib/consent-before-paint.ts";

interface BannerState {
  readonly open: boolean;
  /** The footer button that reopened the banner: the focus moves in, then back to it. */
  readonly from: HTMLElement | null;
}

/** The consent banner: open on a first visit, or when the footer's "Cookie settings" reopens it. */
export const consentBanner = signal<BannerState>({ open: false, from: null });

export function openConsentBanner(from: HTMLElement | null = null): void {
  consentBanner.value = { open: true, from };
}

export function closeConsentBanner(): void {
  consentBanner.value = { open: false, from: null };
  // The starter's mark shows the banner whatever React says (decision 079): answered, it goes.
  if (typeof document !== "undefined") document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
}
