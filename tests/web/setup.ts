import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { DEFAULT_LOCALE } from "#common/locales.ts";
import { preloadDialog } from "#web/components/Dialog.tsx";
import { toasts } from "#web/components/toast/toasts.ts";
import * as messages from "#web/i18n/messages.ts";
import { setCookie } from "#web/lib/cookies.ts";

// findBy and waitFor wait up to 5 s, not 1: a page's first lazy import (the checkout's Stripe
// chunk) took longer than 1 s in `npm test`, where Vitest shares two cores with the e2e run.
configure({ asyncUtilTimeout: 5_000 });

// In a browser the modal's code arrives right after hydration; tests start with it loaded.
beforeAll(preloadDialog);
// English is a catalogue chunk as any language, loaded before a page shows (loadPageMessages,
// decision 054). A file gets the English catalogues of the namespaces its modules declare
// (namespace(), recorded while the file runs), before its tests: what it renders, not all of them.
// A module imported lazily during a test loads its catalogue as a page does, on first use, and
// again after the file: in the shared jsdom a later file finds that module evaluated already (it
// declares nothing again) and may render it at once. Recorded by hand, not with vi.spyOn, which the
// files that restore all mocks after a test would undo.
const declared = new Set<string>();
const declaration = Object.getOwnPropertyDescriptor(messages, "namespace") as PropertyDescriptor;
const declare = messages.namespace;
const recording = (name: string) => {
  declared.add(name);
  return declare(name);
};
Object.defineProperty(messages, "namespace", { configurable: true, enumerable: true, get: () => recording });
const loadDeclared = () => Promise.all([...declared].map((name) => messages.loadCatalogue(name, DEFAULT_LOCALE)));
beforeAll(loadDeclared);
afterAll(async () => {
  await loadDeclared();
  Object.defineProperty(messages, "namespace", declaration);
});
// The web project shares one jsdom between files (vitest.config.ts): what a test stored in the
// browser is gone before the next one, in this file or the next.
afterEach(() => {
  cleanup();
  // The shell's toasts are module state, as in the SPA: a toast a test showed would last its 5 s
  // into the next test or file.
  toasts.value = [];
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
