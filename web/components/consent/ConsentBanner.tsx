import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { config } from "#web/lib/config.ts";
import { readConsent } from "#web/lib/consent.ts";
import ConsentPanel from "./ConsentPanel";
import { openConsentBanner } from "./consent-state";

interface Props {
  /** The tag id; without one nothing is measured and nothing is asked. */
  readonly tagId?: string | undefined;
}

/**
 * The analytics choice: a small, non-blocking region fixed at the bottom of the viewport, first
 * in the Tab order after the skip link. It is part of every prerendered page, hidden; the head's
 * starter shows it before the first paint when no choice is stored (decision 079), so it is in the
 * first frame rather than a late largest paint. After hydration the same question is React's: open
 * until answered, and reopened by the footer's "Cookie settings" (focus moves in, and back to that
 * button after the answer).
 */
export function ConsentBanner({ tagId = config.gtmId }: Props) {
  useSignals();

  useEffect(() => {
    if (tagId && readConsent() === undefined) openConsentBanner();
  }, [tagId]);

  return tagId ? <ConsentPanel /> : null;
}
