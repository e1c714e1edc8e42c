import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense, useEffect } from "react";
import { config } from "#web/config.ts";
import { readConsent } from "#web/lib/consent.ts";
import { consentBanner, openConsentBanner } from "./consent-state";

// The question itself, its words' markup and the tag's consent update: loaded when it is asked.
const ConsentPanel = lazy(() => import("./ConsentPanel"));

interface Props {
  /** The tag id; without one nothing is measured and nothing is asked. */
  readonly tagId?: string | undefined;
}

/**
 * The analytics choice: a small, non-blocking region fixed at the bottom of the viewport, first
 * in the Tab order after the skip link. Shown after hydration (the choice lives in this browser)
 * when no choice is stored, or when the footer's "Cookie settings" reopens it (focus moves in,
 * and back to that button after the answer).
 */
export function ConsentBanner({ tagId = config.gtmId }: Props) {
  useSignals();

  useEffect(() => {
    if (tagId && readConsent() === undefined) openConsentBanner();
  }, [tagId]);

  if (!tagId || !consentBanner.value.open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel />
    </Suspense>
  );
}
