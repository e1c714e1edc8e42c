/**
 * The affiliate session: a signal of the signed-in affiliate, stored in localStorage under
 * 'affiliateuser' (Username, Email, Token, Commission) and restored only while the token's
 * `exp` (seconds) is in the future. Storage is read in an effect after hydration, never in render.
 */
import { signal } from "@preact/signals-react";

export const SESSION_STORAGE_KEY = "affiliateuser";

export interface AffiliateUser {
  readonly Username: string;
  readonly Email: string;
  readonly Token: string;
  /** Percentage. */
  readonly Commission: number;
}

/** The signed-in affiliate, or null when signed out. */
export const affiliateUser = signal<AffiliateUser | null>(null);

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replaceAll("-", "+").replaceAll("_", "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

const isUser = (value: unknown): value is AffiliateUser => {
  const v = value as Partial<AffiliateUser> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.Username === "string" &&
    typeof v.Email === "string" &&
    typeof v.Token === "string" &&
    typeof v.Commission === "number"
  );
};

/** The stored session when it is well-formed and its token has not expired at `nowMs`. */
export function readStoredSession(storage: Pick<Storage, "getItem">, nowMs: number): AffiliateUser | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
  if (!isUser(value)) return null;
  const exp = tokenExpiry(value.Token);
  return exp !== null && exp * 1000 > nowMs ? value : null;
}

/** Call from an effect: restores a live stored session and forgets an expired or broken one. */
export function restoreSession(storage: Storage = localStorage, nowMs = Date.now()): void {
  const user = readStoredSession(storage, nowMs);
  if (!user) storage.removeItem(SESSION_STORAGE_KEY);
  affiliateUser.value = user;
}

export function startSession(user: AffiliateUser, storage: Storage = localStorage): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  affiliateUser.value = user;
}

/** Logout: forgets the stored session. */
export function endSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
  affiliateUser.value = null;
}
