/**
 * Scripts are trusted by a per-answer nonce with 'strict-dynamic', never by host: every page's
 * HTML carries a fresh nonce on each script and script preload, and its policy names that nonce
 * and no host, so injected markup cannot load script even from an allow-listed Google host.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`https://ticksim.test${path}`, { redirect: "manual", ...init });

const pagePaths = routes.map((route) =>
  route.path.replace(":id", blogId(blogEntries[0] ?? { title: "x", number: 1 })).replace(":token", "a1b2c3"),
);

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

/** The nonce the policy names, and the nonce of every script and script preload in the page. */
async function noncesOf(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  const policy = /^script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic' 'self'$/.exec(
    directive(csp, "script-src"),
  )?.[1];
  const html = await res.text();
  const scripts = html.match(/<script\b[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  const preloads = (html.match(/<link\b[^>]*rel="preload"[^>]*>/g) ?? []).filter((tag) => /\sas="script"/.test(tag));
  const tags = [...scripts, ...preloads];
  return { policy, tags: tags.map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? `missing in ${tag}`), csp };
}

describe("Content-Security-Policy nonces", () => {
  it.each(pagePaths)(
    "%s: the policy's nonce is on every script and script preload, and no host may serve script",
    async (path) => {
      const res = await get(path);
      expect(res.headers.get("content-type")).toContain("text/html");
      const { policy, tags, csp } = await noncesOf(res);
      expect(policy, directive(csp, "script-src")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(tags.length).toBeGreaterThan(0);
      expect(new Set(tags)).toEqual(new Set([policy]));
      expect(directive(csp, "script-src")).not.toMatch(/https?:|\*/);
    },
  );

  it("draws a new nonce for every answer", async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) nonces.add((await noncesOf(await get("/pricing"))).policy);
    expect(nonces.size).toBe(5);
  });

  it("keeps pages out of shared caches and without validators, so a stored page never meets another answer's nonce", async () => {
    const res = await get("/");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("last-modified")).toBeNull();
    const conditional = await get("/", {
      headers: { "If-None-Match": "*", "If-Modified-Since": new Date().toUTCString() },
    });
    expect(conditional.status).toBe(200);
    expect((await noncesOf(conditional)).tags.length).toBeGreaterThan(0);
  });

  it.each(["/api/health", "/favicon.svg", "/api/nope"])("lets %s (not a page) run no script at all", async (path) => {
    const csp = (await get(path)).headers.get("content-security-policy") ?? "";
    expect(directive(csp, "script-src")).toBe("script-src 'none'");
  });
});
