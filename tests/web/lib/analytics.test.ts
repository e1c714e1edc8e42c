import { describe, expect, it } from "vitest";
import { initAnalytics, trackPageView } from "#web/lib/analytics.ts";

function freshWindow(): Window {
  const doc = document.implementation.createHTMLDocument("t");
  return { document: doc, location: { href: "https://ticksim.app/x" } } as unknown as Window;
}

describe("analytics", () => {
  it("loads nothing when no id is configured", () => {
    const win = freshWindow();
    expect(initAnalytics(undefined, win)).toBe(false);
    expect(win.document.head.querySelector("script")).toBeNull();
    expect(win.dataLayer).toBeUndefined();
  });

  it("loads the tag in consent mode with IP anonymisation and no automatic page view", () => {
    const win = freshWindow();
    expect(initAnalytics("G-TEST", win)).toBe(true);
    const script = win.document.head.querySelector("script");
    expect(script?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST");
    const layer = (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(layer[0]?.slice(0, 2)).toEqual(["consent", "default"]);
    expect(layer[2]).toEqual(["config", "G-TEST", { send_page_view: false, anonymize_ip: true }]);
  });

  it("sends a page view event with the path and title", () => {
    const win = freshWindow();
    initAnalytics("G-TEST", win);
    trackPageView("/pricing/web", "Web app pricing | TickSim", win);
    const last = Array.from((win.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    expect(last).toEqual([
      "event",
      "page_view",
      { page_path: "/pricing/web", page_title: "Web app pricing | TickSim", page_location: "https://ticksim.app/x" },
    ]);
  });

  it("reports the reset-password page without its token, in the path and the location", () => {
    const token = "q8Zt3kP0vX7mN2bR5cW9yH1jL4dF6gS0aE3uI8oK2qM";
    const win = freshWindow();
    (win.location as { href: string; origin?: string }).href = `https://ticksim.app/affiliates/resetpassword/${token}`;
    (win.location as { origin?: string }).origin = "https://ticksim.app";
    initAnalytics("G-TEST", win);
    trackPageView(`/affiliates/resetpassword/${token}`, "Reset your password | TickSim", win);
    const last = Array.from((win.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    expect(last).toEqual([
      "event",
      "page_view",
      {
        page_path: "/affiliates/resetpassword/:token",
        page_title: "Reset your password | TickSim",
        page_location: "https://ticksim.app/affiliates/resetpassword/:token",
      },
    ]);
    expect(JSON.stringify(win.dataLayer)).not.toContain(token);
  });

  it("initialises once", () => {
    const win = freshWindow();
    initAnalytics("G-TEST", win);
    initAnalytics("G-TEST", win);
    expect(win.document.head.querySelectorAll("script")).toHaveLength(1);
  });
});
