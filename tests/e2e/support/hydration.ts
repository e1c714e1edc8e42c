import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (its fibers are on the DOM), so in-app links navigate in place. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.getElementById("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__react"));
  });
