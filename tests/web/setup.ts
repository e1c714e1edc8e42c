/// <reference path="../../web/i18n/virtual.d.ts" />
import "@testing-library/jest-dom/vitest";
import { names } from "virtual:messages";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { DEFAULT_LOCALE } from "#common/locales.ts";
import { preloadDialog } from "#web/components/Dialog.tsx";
import { loadCatalogue } from "#web/i18n/messages.ts";
import { setCookie } from "#web/lib/cookies.ts";

// findBy and waitFor wait up to 5 s, not 1: a page's first lazy import (the checkout's Stripe
// chunk) took longer than 1 s in `npm test`, where Vitest shares two cores with the e2e run.
configure({ asyncUtilTimeout: 5_000 });

// In a browser the modal's code arrives right after hydration; tests start with it loaded.
beforeAll(preloadDialog);
// English is a catalogue chunk as any language, loaded before a page shows (loadPageMessages,
// decision 054): the English pages and components the tests render find theirs there.
beforeAll(() => Promise.all((names[DEFAULT_LOCALE] ?? []).map((name) => loadCatalogue(name, DEFAULT_LOCALE))));
// The web project shares one jsdom between files (vitest.config.ts): what a test stored in the
// browser is gone before the next one, in this file or the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) setCookie(document, name, "", -1);
  }
});
// A file leaves the shared jsdom as it found it: the observers a file stubs (browser-stubs.ts) would
// otherwise stay silent in the next file, whose widgets then never see themselves on screen.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
