import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY, readConsent, storeConsent } from "#web/lib/consent.ts";

afterEach(() => localStorage.clear());

describe("the stored analytics choice", () => {
  it("is remembered in localStorage with the time it was made", () => {
    storeConsent("granted", localStorage, 1_000);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "")).toEqual({ choice: "granted", at: 1_000 });
    expect(readConsent(localStorage, 2_000)).toBe("granted");
    storeConsent("denied", localStorage, 3_000);
    expect(readConsent(localStorage, 3_000)).toBe("denied");
  });

  it("is asked again after 13 months", () => {
    storeConsent("denied", localStorage, 0);
    expect(readConsent(localStorage, CONSENT_MAX_AGE_MS - 1)).toBe("denied");
    expect(readConsent(localStorage, CONSENT_MAX_AGE_MS)).toBeUndefined();
  });

  it.each([
    ["nothing", null],
    ["not JSON", "yes"],
    ["another choice", JSON.stringify({ choice: "maybe", at: 0 })],
    ["no date", JSON.stringify({ choice: "granted" })],
    ["a date in the future", JSON.stringify({ choice: "granted", at: 10_000 })],
  ])("counts %s as no choice", (_name, value) => {
    if (value !== null) localStorage.setItem(CONSENT_STORAGE_KEY, value);
    expect(readConsent(localStorage, 5_000)).toBeUndefined();
  });

  it("survives a browser that blocks storage: nothing is remembered, nothing throws", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(() => storeConsent("granted", blocked)).not.toThrow();
    expect(readConsent(blocked)).toBeUndefined();
  });
});
