/**
 * Every answer's status reaches Analytics Engine with the version that gave it (the rollout's
 * gate reads it per version, scripts/deploy/error-rate.ts), the 500s `onError` makes of thrown
 * errors included, and a failing dataset never changes an answer.
 */
import { describe, expect, it } from "vitest";
import { failingDb } from "#tests/worker/support/failing-d1.ts";
import { fetchWithBindings } from "#tests/worker/support/worker.ts";

const version = { id: "7f3c1e2a-0000-4000-8000-000000000001", tag: "abc123", timestamp: "2026-12-06T00:00:00Z" };

function recordingDataset() {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, dataset: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => point && points.push(point) } };
}

describe("answer statuses", () => {
  it("records a 200 and a thrown error's 500 with the version that answered", async () => {
    const { points, dataset } = recordingDataset();
    const bindings = { ANSWERS: dataset, CF_VERSION_METADATA: version };
    expect((await fetchWithBindings(bindings, "/api/health")).status).toBe(200);
    // The symbol search does not catch a failing D1: the error mapper answers 500.
    const failing = await fetchWithBindings({ ...bindings, DB: failingDb() }, "/tv/search/10/AAPL/ALL/ALL");
    expect(failing.status).toBe(500);
    expect(points).toEqual([
      { indexes: [version.id], blobs: [version.id], doubles: [200] },
      { indexes: [version.id], blobs: [version.id], doubles: [500] },
    ]);
  });

  it("answers as usual when the dataset throws", async () => {
    const throwing = {
      writeDataPoint: () => {
        throw new Error("dataset unavailable");
      },
    };
    const res = await fetchWithBindings({ ANSWERS: throwing, CF_VERSION_METADATA: version }, "/api/health");
    expect(res.status).toBe(200);
  });
});
