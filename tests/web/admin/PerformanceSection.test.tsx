import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VitalsAnswer } from "#common/api/vitals.ts";
import { withViewport } from "#tests/web/layout.ts";
import { cellTexts } from "#tests/web/table.ts";
import PerformanceSection from "#web/features/admin/performance/PerformanceSection.tsx";

withViewport({ height: 700, width: 1200 });

function renderWith(answer: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer),
  );
  render(<PerformanceSection />);
}

afterEach(() => vi.unstubAllGlobals());

describe("the console's Performance page", () => {
  it("shows each route's p75 for every country and for each, rated in words", async () => {
    const answer: VitalsAnswer = {
      state: "ready",
      days: 7,
      rows: [
        { route: "pricing-web", country: null, LCP: 2100, INP: 320, CLS: 0.3, TTFB: null, samples: 1250 },
        { route: "pricing-web", country: "BR", LCP: 4300, INP: 120, CLS: 0.02, TTFB: 650, samples: 40 },
      ],
    };
    renderWith(Response.json(answer));
    const table = await screen.findByRole("table", { name: "Core Web Vitals p75 per route and country, last 7 days" });
    const rows = cellTexts(table);
    expect(rows).toContainEqual([
      "/pricing/web",
      "All countries",
      "2.10 s ✓ good",
      "320 ms ▲ needs improvement",
      "0.30 ✕ poor",
      "—",
      "1,250",
    ]);
    expect(rows).toContainEqual([
      "/pricing/web",
      "Brazil (BR)",
      "4.30 s ✕ poor",
      "120 ms ✓ good",
      "0.02 ✓ good",
      "650 ms ✓ good",
      "40",
    ]);
  });

  it("says when nothing was measured yet", async () => {
    renderWith(Response.json({ state: "ready", days: 7, rows: [] } satisfies VitalsAnswer));
    expect(await screen.findByText("No visit has reported its figures in the last 7 days.")).toBeInTheDocument();
  });

  it("says plainly that the figures are read in production only, and what to set", async () => {
    const message = "Real visitors' figures are read from Workers Analytics Engine, in production only: set ...";
    renderWith(Response.json({ state: "unconfigured", message } satisfies VitalsAnswer));
    expect(await screen.findByRole("region", { name: "Not available here" })).toHaveTextContent(message);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the API's failure with Retry", async () => {
    renderWith(
      Response.json({ error: "Analytics Engine's SQL API did not answer; try again in a moment." }, { status: 502 }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Analytics Engine's SQL API did not answer");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
