/**
 * The analytics consent choice as a Playwright storage state (web/lib/consent.ts keeps it in
 * localStorage). playwright.config.ts stores a refusal for every context, so the banner stays out
 * of the way of tests about something else; the specs that are about it, or that must see it
 * (the axe, keyboard and route sweeps), start with no choice, and the CSP sweep with an acceptance.
 */
import { CONSENT_STORAGE_KEY, type ConsentChoice } from "#web/lib/consent.ts";
import { E2E_PORT } from "./e2e-site";

type StorageState = { cookies: []; origins: { origin: string; localStorage: { name: string; value: string }[] }[] };

export function consentStored(choice: ConsentChoice): StorageState {
  const value = JSON.stringify({ choice, at: Date.now() });
  return {
    cookies: [],
    origins: [{ origin: `http://localhost:${E2E_PORT}`, localStorage: [{ name: CONSENT_STORAGE_KEY, value }] }],
  };
}

/** A first visit: the banner asks. */
export const noConsentChoice: StorageState = { cookies: [], origins: [] };
