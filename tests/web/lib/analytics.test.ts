import { describe, expect, it } from "vitest";
import { clearAnalyticsCookies, initAnalytics, setAnalyticsConsent, trackPageView } from "#web/lib/analytics.ts";

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

  it("grants analytics storage before the config when the visitor accepted earlier, and only then", () => {
    const layerOf = (win: Window) => (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    const accepted = freshWindow();
    initAnalytics("G-TEST", accepted, true);
    const layer = layerOf(accepted);
    expect(layer[0]).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    expect(layer[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(layer.findIndex((a) => a[0] === "config")).toBeGreaterThan(1);

    const undecided = freshWindow();
    initAnalytics("G-TEST", undecided);
    expect(layerOf(undecided).filter((a) => a[1] === "update")).toEqual([]);
  });

  it("updates the consent on a new choice; a refusal also deletes the analytics cookies", () => {
    // The page's own document: a detached one keeps no cookies.
    const win = { document, location: { hostname: window.location.hostname } } as unknown as Window;
    initAnalytics("G-TEST", win);
    win.document.cookie = "_ga=GA1.1.123; Path=/";
    win.document.cookie = "_ga_E2ETEST00=GS1.1.456; Path=/";
    win.document.cookie = "coupon-code=SPRING25; Path=/";
    setAnalyticsConsent(true, win);
    expect(win.document.cookie).toContain("_ga=");
    setAnalyticsConsent(false, win);
    const updates = (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).slice(-2);
    expect(updates).toEqual([
      ["consent", "update", { analytics_storage: "granted" }],
      ["consent", "update", { analytics_storage: "denied" }],
    ]);
    expect(win.document.cookie).toBe("coupon-code=SPRING25");
    win.document.cookie = "coupon-code=; Max-Age=0; Path=/";
    document.head.querySelector("script[src*='googletagmanager']")?.remove();
  });

  it("deletes the analytics cookies on the host and on each parent domain, where the tag sets them", () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return "_ga=1; theme=dark; _ga_ABC=2; _gab=3";
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    clearAnalyticsCookies(doc, "www.ticksim.app");
    expect(written).toEqual(
      ["_ga", "_ga_ABC"].flatMap((name) => [
        `${name}=; Max-Age=0; Path=/`,
        `${name}=; Max-Age=0; Path=/; Domain=.www.ticksim.app`,
        `${name}=; Max-Age=0; Path=/; Domain=.ticksim.app`,
      ]),
    );
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
