import { afterEach, describe, expect, it, vi } from "vitest";
import type { Metric } from "web-vitals";
import { vitalsBeacon } from "#common/api/vitals.ts";
import { setCookie } from "#web/lib/cookies.ts";
import { visitorObjects } from "#web/lib/vitals/objection.ts";
import { postBeacon, startReporting, type VitalsBeacon } from "#web/lib/vitals/reporter.ts";
import { reportVitalsWhenIdle } from "#web/lib/vitals/schedule.ts";

type Report = (metric: Metric) => void;

/** A window of its own (the web tests share one jsdom): a path, a document that can be hidden. */
function fakePage(pathname: string, objection = { now: false }) {
  const document = Object.assign(new EventTarget(), { visibilityState: "visible", readyState: "complete" });
  const win = Object.assign(new EventTarget(), { location: { pathname }, document });
  const reports: Report[] = [];
  const watch = (report: Report) => void reports.push(report);
  const beacons: VitalsBeacon[] = [];
  const watchers = { onCLS: watch, onINP: watch, onLCP: watch, onTTFB: watch };
  startReporting(
    win as unknown as Window,
    (b) => beacons.push(b),
    watchers as unknown as Parameters<typeof startReporting>[2],
    () => objection.now,
  );
  return {
    beacons,
    /** web-vitals reporting a figure (every watcher gets the same callback). */
    report(
      name: Metric["name"],
      value: number,
      id = `v5-${name}`,
      navigationType: Metric["navigationType"] = "navigate",
    ) {
      reports[0]?.({ name, value, id, navigationType, delta: value, rating: "good", entries: [] } as unknown as Metric);
    },
    hide() {
      document.visibilityState = "hidden";
      document.dispatchEvent(new Event("visibilitychange"));
    },
    show() {
      document.visibilityState = "visible";
      document.dispatchEvent(new Event("visibilitychange"));
    },
    pagehide: () => win.dispatchEvent(new Event("pagehide")),
  };
}

describe("the web vitals reporter", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends one beacon when the page is hidden: the route's id, the navigation and each figure, as the contract takes it", () => {
    const page = fakePage("/pricing/web");
    page.report("TTFB", 123.456);
    page.report("LCP", 1834.27);
    page.report("CLS", 0.043219);
    expect(page.beacons).toEqual([]);
    page.hide();
    expect(page.beacons).toEqual([
      {
        route: "pricing-web",
        navigation: "navigate",
        metrics: [
          { name: "TTFB", value: 123.5 },
          { name: "LCP", value: 1834.3 },
          { name: "CLS", value: 0.0432 },
        ],
      },
    ]);
    expect(vitalsBeacon.safeParse(page.beacons[0]).success).toBe(true);
  });

  it("names a page by its route, never its URL: a reset link's token stays out", () => {
    const token = "q8Zt3kP0vX7mN2bR5cW9yH1jL4dF6gS0aE3uI8oK2qM";
    const page = fakePage(`/affiliates/resetpassword/${token}`);
    page.report("LCP", 900);
    page.pagehide();
    expect(page.beacons).toHaveLength(1);
    expect(JSON.stringify(page.beacons)).not.toContain(token);
    expect(page.beacons[0]?.route).toMatch(/^affiliate-reset-password/);
    expect(vitalsBeacon.safeParse(page.beacons[0]).success).toBe(true);
  });

  it("names a translated page by its route, like the English one", () => {
    const page = fakePage("/fr/");
    page.report("LCP", 900);
    page.hide();
    expect(page.beacons[0]?.route).toBe("home");
  });

  it("an unknown path is the not-found page", () => {
    const page = fakePage("/no/such/page");
    page.report("TTFB", 80);
    page.hide();
    expect(page.beacons[0]?.route).toBe("not-found");
  });

  it("sends each figure once, and later figures in the next beacon", () => {
    const page = fakePage("/");
    page.report("LCP", 1200);
    page.hide();
    page.pagehide();
    page.show();
    page.report("LCP", 1300); // the same measurement again: already sent
    page.report("INP", 250, "v5-INP");
    page.hide();
    expect(page.beacons.map((b) => b.metrics)).toEqual([[{ name: "LCP", value: 1200 }], [{ name: "INP", value: 250 }]]);
  });

  it("drops figures the Worker would refuse, and sends nothing without a figure", () => {
    const page = fakePage("/");
    page.report("LCP", 120_000);
    page.report("FCP", 500);
    page.report("INP", -1);
    page.hide();
    expect(page.beacons).toEqual([]);
  });

  it("sends nothing more once the visitor objects", () => {
    const objection = { now: false };
    const page = fakePage("/", objection);
    page.report("LCP", 1200);
    objection.now = true;
    page.hide();
    expect(page.beacons).toEqual([]);
  });

  it("posts with keepalive, JSON and no cookie", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    setCookie(document, "ref", "partner42", 1);
    const beacon: VitalsBeacon = { route: "home", navigation: "reload", metrics: [{ name: "CLS", value: 0.1 }] };
    postBeacon(beacon);
    expect(fetch).toHaveBeenCalledWith("/api/vitals", {
      method: "POST",
      keepalive: true,
      credentials: "omit",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(beacon),
    });
  });
});

describe("sampling", () => {
  const page = () => {
    const win = Object.assign(new EventTarget(), {
      document: { readyState: "complete" },
      requestIdleCallback: (run: () => void) => {
        run();
        return 1;
      },
    });
    return win as unknown as Window;
  };

  const noObjection = () => false;

  it("a visit outside the sample loads nothing", () => {
    const start = vi.fn(async () => {});
    expect(reportVitalsWhenIdle(0.25, page(), () => 0.25, start, noObjection)).toBe(false);
    expect(reportVitalsWhenIdle(0, page(), () => 0, start, noObjection)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it("a sampled visit loads the reporter once the page is idle", () => {
    const start = vi.fn(async () => {});
    expect(reportVitalsWhenIdle(0.25, page(), () => 0.2499, start, noObjection)).toBe(true);
    expect(start).toHaveBeenCalledOnce();
  });

  it("a visitor who objects is never measured, sampled or not", () => {
    const start = vi.fn(async () => {});
    expect(
      reportVitalsWhenIdle(
        1,
        page(),
        () => 0,
        start,
        () => true,
      ),
    ).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it("an objection is a refusal in the consent banner or Global Privacy Control", () => {
    const withGpc = (gpc: boolean | undefined) =>
      ({ navigator: gpc === undefined ? {} : { globalPrivacyControl: gpc } }) as unknown as Window;
    expect(visitorObjects(withGpc(undefined), () => undefined)).toBe(false);
    expect(visitorObjects(withGpc(false), () => "granted")).toBe(false);
    expect(visitorObjects(withGpc(undefined), () => "denied")).toBe(true);
    expect(visitorObjects(withGpc(true), () => undefined)).toBe(true);
  });

  it("waits for the load event when the page is still loading", () => {
    const start = vi.fn(async () => {});
    const win = page();
    (win.document as { readyState: string }).readyState = "loading";
    reportVitalsWhenIdle(1, win, () => 0, start, noObjection);
    expect(start).not.toHaveBeenCalled();
    win.dispatchEvent(new Event("load"));
    expect(start).toHaveBeenCalledOnce();
  });
});
