/**
 * A copy of the site that must stay out of search engines (staging: INDEXING = "off" in
 * wrangler.toml's [env.staging.vars]) says so on every answer and in robots.txt; production
 * (INDEXING = "on") is unchanged.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import worker from "#worker/index.ts";
import wranglerToml from "/wrangler.toml?raw";

const SITE = workerTestBindings.SITE_URL;

async function get(path: string, indexing: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${SITE}${path}`, { redirect: "manual", ...init }),
    { ...env, INDEXING: indexing },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A page, a file, an API answer, a refusal, a redirect and an unknown API path. */
const answers: readonly { path: string; init?: RequestInit }[] = [
  { path: "/" },
  { path: "/pricing" },
  { path: "/favicon.svg" },
  { path: "/api/health" },
  { path: "/api/tv/contact", init: { method: "POST", body: "x" } },
  { path: "/no-such-page" },
  { path: "/api/tv/no-such-call" },
];

describe("INDEXING off (staging)", () => {
  it.each(answers)("answers $path with X-Robots-Tag: noindex", async ({ path, init }) => {
    const res = await get(path, "off", init);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("serves a robots.txt that disallows everything", async () => {
    const res = await get("/robots.txt", "off");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("User-agent: *\nDisallow: /\n");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
  });
});

describe("INDEXING on (production)", () => {
  it.each(answers)("answers $path without X-Robots-Tag", async ({ path, init }) => {
    const res = await get(path, "on", init);
    expect(res.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("serves the build's robots.txt, which allows crawling and names the sitemap", async () => {
    const text = await (await get("/robots.txt", "on")).text();
    expect(text).toContain("Allow: /");
    expect(text).toContain("Sitemap: ");
  });
});

describe("wrangler.toml", () => {
  const staging = wranglerToml.split(/^\[env\.staging\.vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
  const production = wranglerToml.split(/^\[vars\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";

  it("turns indexing off on staging only", () => {
    expect(staging).toMatch(/^INDEXING = "off"$/m);
    expect(production).toMatch(/^INDEXING = "on"$/m);
  });

  it("gives staging its own address, which is not production's", () => {
    const site = (vars: string) => /^SITE_URL = "([^"]+)"$/m.exec(vars)?.[1];
    expect(site(staging)).toBe("https://staging.ticksim.app");
    expect(site(production)).toBe("https://ticksim.app");
  });
});
