/**
 * The Lighthouse floor: what this machine scores for a page with nothing to do. A heading and a
 * paragraph, no script, no image, no stylesheet, answered with the headers the Worker gives a real
 * page (its security headers, COOP among them), by a server of its own that does no work per
 * request. No page of the site can score better than this floor on the same machine at the same
 * moment, as no D1 route can beat the D1 floor (docs/performance.md): the table shows it above the
 * pages, so a score below 100 says whether the page or the lab is short. The pages themselves are
 * measured on the Worker's answers replayed (./answer-replay.ts), so neither side pays for a server.
 */
import { serve } from "#tests/e2e/support/serve.ts";
import { loadAsLighthousePhone, startAnswerReplay } from "./answer-replay.ts";
import { type LighthouseResult, runLighthouse } from "./lighthouse.ts";

const FLOOR_PATH = "/lighthouse-floor";

const FLOOR_PAGE = [
  "<!doctype html>",
  '<html lang="en">',
  "<head>",
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  "<title>Lighthouse floor</title>",
  // No icon to ask for: a 404 for /favicon.ico would be a console error in its best-practices score.
  '<link rel="icon" href="data:," />',
  '<meta name="description" content="A page with nothing to do, served with the Worker\'s page headers." />',
  "</head>",
  "<body>",
  "<h1>Lighthouse floor</h1>",
  "<p>A heading and a paragraph: no script, no image, no stylesheet.</p>",
  "</body>",
  "</html>",
].join("\n");

/** Headers that describe the Worker's own body or visit, not the page's policy. */
const BODY_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "etag", "date"]);

/** The headers the Worker answers a page with, minus those of its body. */
async function pageHeaders(baseURL: string): Promise<Record<string, string>> {
  const res = await fetch(new URL("/contact", baseURL));
  await res.body?.cancel();
  if (!res.ok) throw new Error(`the Worker answered ${res.status} for /contact`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

/** A server of its own answering the floor page, under the Worker's page headers. */
async function serveFloor(baseURL: string) {
  const headers = await pageHeaders(baseURL);
  return serve(({ url }) =>
    new URL(url).pathname === FLOOR_PATH ? new Response(FLOOR_PAGE, { headers }) : new Response(null, { status: 404 }),
  );
}

export interface LighthouseMeasure {
  readonly floor: LighthouseResult;
  readonly pages: LighthouseResult[];
  readonly missed: number;
}

/**
 * The floor and `paths` as the Worker at `baseURL` answers them, replayed (./answer-replay.ts):
 * what every bench run reports. Each round measures the floor first, then every page, so the floor
 * is measured across the same stretches of the machine as the pages. `missed`: requests of the runs
 * the recording had not seen, which the Worker answered while Lighthouse measured.
 */
export async function runLighthouseBesideFloor(
  baseURL: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthouseMeasure> {
  const floorServer = await serveFloor(baseURL);
  const replay = await startAnswerReplay(baseURL);
  try {
    await loadAsLighthousePhone(replay.baseURL, paths);
    replay.endRecording();
    const [floor, ...pages] = await runLighthouse(
      [
        { path: FLOOR_PATH, url: new URL(FLOOR_PATH, floorServer.url).href },
        ...paths.map((path) => ({ path, url: new URL(path, replay.baseURL).href })),
      ],
      runs,
    );
    if (!floor) throw new Error("no Lighthouse result for the floor page");
    return { floor, pages, missed: replay.missed() };
  } finally {
    await replay.close();
    await floorServer.close();
  }
}
