import { afterEach, describe, expect, it } from "vitest";
import {
  affiliateUser,
  endSession,
  readStoredSession,
  restoreSession,
  SESSION_STORAGE_KEY,
  startSession,
  tokenExpiry,
} from "#web/features/affiliates/session.ts";

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const tokenExpiring = (expSeconds: number) =>
  `${b64url({ alg: "HS256" })}.${b64url({ sub: "1", exp: expSeconds })}.sig`;
const now = Date.UTC(2026, 5, 1);
const user = (Token: string) => ({ Username: "demo", Email: "demo@example.com", Token, Commission: 30 });

afterEach(() => {
  localStorage.clear();
  affiliateUser.value = null;
});

describe("the affiliate session", () => {
  it("reads the token's exp claim in seconds", () => {
    expect(tokenExpiry(tokenExpiring(1_800_000_000))).toBe(1_800_000_000);
    expect(tokenExpiry("garbage")).toBeNull();
    expect(tokenExpiry("a.!!!.c")).toBeNull();
  });

  it("is restored from 'affiliateuser' while the token has not expired", () => {
    const stored = user(tokenExpiring(now / 1000 + 60));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    restoreSession(localStorage, now);
    expect(affiliateUser.value).toEqual(stored);
  });

  it("is not restored, and is forgotten, once the token's exp has passed", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user(tokenExpiring(now / 1000))));
    restoreSession(localStorage, now);
    expect(affiliateUser.value).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("ignores malformed stored values", () => {
    for (const value of ["not json", "null", '{"Username":"x"}', JSON.stringify(user("no-exp-token"))]) {
      localStorage.setItem(SESSION_STORAGE_KEY, value);
      expect(readStoredSession(localStorage, now), value).toBeNull();
    }
  });

  it("is stored with Username, Email, Token and Commission on sign-in and removed on logout", () => {
    const signedIn = user(tokenExpiring(now / 1000 + 3600));
    startSession(signedIn);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? "null")).toEqual(signedIn);
    expect(affiliateUser.value).toEqual(signedIn);
    endSession();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(affiliateUser.value).toBeNull();
  });
});
