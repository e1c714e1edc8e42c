import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY, readConsent } from "#web/lib/consent.ts";
import { CONSENT_ASK_ATTRIBUTE, consentAskScript, consentAskTag } from "#web/lib/consent-before-paint.ts";

const NOW = 40_000_000_000;

/** Runs the head's script as the browser does, on this document. */
function runStarter(): boolean {
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  new Function(consentAskScript())();
  return document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE);
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
});

describe("the consent starter in the head", () => {
  // Every kind of stored value readConsent knows: the starter asks exactly when it finds no choice.
  it.each([
    ["nothing", null],
    ["a fresh acceptance", JSON.stringify({ choice: "granted", at: NOW - 1_000 })],
    ["a fresh refusal", JSON.stringify({ choice: "denied", at: NOW - 1_000 })],
    ["a refusal 13 months old", JSON.stringify({ choice: "denied", at: NOW - CONSENT_MAX_AGE_MS })],
    ["a refusal just under 13 months old", JSON.stringify({ choice: "denied", at: NOW - CONSENT_MAX_AGE_MS + 1 })],
    ["a date in the future", JSON.stringify({ choice: "granted", at: NOW + 1 })],
    ["another choice", JSON.stringify({ choice: "maybe", at: NOW })],
    ["no date", JSON.stringify({ choice: "granted" })],
    ["a date as text", JSON.stringify({ choice: "granted", at: String(NOW) })],
    ["not JSON", "yes"],
    ["JSON null", "null"],
    ["a number", "0"],
    ["a string", '"granted"'],
  ])("agrees with readConsent on %s", (_name, value) => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    if (value !== null) localStorage.setItem(CONSENT_STORAGE_KEY, value);
    expect(runStarter()).toBe(readConsent() === undefined);
  });

  it("asks when storage is blocked, as readConsent does", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(readConsent()).toBeUndefined();
    expect(runStarter()).toBe(true);
  });

  it("is a plain script tag in a build with a tag id, and nothing without one", () => {
    expect(consentAskTag("G-TEST")).toBe(`<script>${consentAskScript()}</script>`);
    expect(consentAskTag(undefined)).toBe("");
    expect(consentAskScript()).not.toMatch(/<\//);
  });
});
