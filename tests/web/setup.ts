import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { preloadDialog } from "#web/components/Dialog.tsx";
import { setCookie } from "#web/lib/cookies.ts";

// findBy and waitFor wait up to 5 s, not 1: a page's first lazy import (the checkout's Stripe
// chunk) took longer than 1 s in `npm test`, where Vitest shares two cores with the e2e run.
configure({ asyncUtilTimeout: 5_000 });

// In a browser the modal's code arrives right after hydration; tests start with it loaded.
beforeAll(preloadDialog);
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
