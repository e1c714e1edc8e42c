/**
 * The visitor's analytics choice, kept in this browser's localStorage (never sent to the server)
 * under `analytics-consent` with the time it was made. A choice older than 13 months is asked
 * again, the longest a consent choice should be kept (decision 028).
 */
export type ConsentChoice = "granted" | "denied";

export const CONSENT_STORAGE_KEY = "analytics-consent";
/** 13 months of 30.4 days. */
export const CONSENT_MAX_AGE_MS = 395 * 24 * 60 * 60 * 1000;

/** The page's localStorage, or nothing where storage is blocked (it may throw on access). */
function localStore(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice, if there is a valid one not older than 13 months. */
export function readConsent(storage = localStore(), now = Date.now()): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? "null") as { choice?: unknown; at?: unknown };
    const fresh = typeof stored?.at === "number" && stored.at <= now && now - stored.at < CONSENT_MAX_AGE_MS;
    return fresh && (stored.choice === "granted" || stored.choice === "denied") ? stored.choice : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the choice; where storage is blocked it lasts for this page only. */
export function storeConsent(choice: ConsentChoice, storage = localStore(), now = Date.now()): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now }));
  } catch {
    // Storage full or blocked: the banner asks again on the next visit.
  }
}
