import { afterEach, describe, expect, it, vi } from "vitest";
import { focusPageHeading } from "#web/lib/route-focus.ts";

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const main = (html: string) => {
  document.body.innerHTML = `<main id="main" tabindex="-1">${html}</main>`;
  return document.getElementById("main") as HTMLElement;
};

describe("focus after an in-app navigation", () => {
  it("focuses the page's h1, made focusable without becoming a tab stop", () => {
    main("<h1>Terms and Conditions</h1>");
    focusPageHeading(() => true);
    const heading = document.querySelector("h1");
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("waits while a lazy page's spinner shows, then focuses its heading", () => {
    vi.useFakeTimers();
    const region = main('<div data-page-loading="">Loading...</div>');
    focusPageHeading(() => true);
    expect(document.activeElement).toBe(document.body);
    region.innerHTML = "<h1>Privacy Policy</h1>";
    vi.advanceTimersByTime(50);
    expect(document.activeElement?.textContent).toBe("Privacy Policy");
  });

  it("falls back to <main> for a page without a heading, and gives up once another navigation came", () => {
    vi.useFakeTimers();
    const region = main("<p>No heading</p>");
    focusPageHeading(() => true);
    vi.advanceTimersByTime(5000);
    expect(document.activeElement).toBe(region);

    region.blur();
    main('<div data-page-loading=""></div>');
    let current = true;
    focusPageHeading(() => current);
    current = false;
    document.getElementById("main")?.insertAdjacentHTML("beforeend", "<h1>Late</h1>");
    document.querySelector("[data-page-loading]")?.remove();
    vi.advanceTimersByTime(5000);
    expect(document.activeElement).toBe(document.body);
  });
});
