import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageModules } from "#build/code-after-paint.ts";
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { TEST_SITE_URL } from "./bindings";

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`https://ticksim.test${path}`, { redirect: "manual", ...init });

/** Every route of the table, with a concrete value for its parameters. */
const concretePaths = routes.map((route) =>
  route.path.replace(":id", blogId(blogEntries[0] ?? { title: "x", number: 1 })).replace(":token", "a1b2c3"),
);

describe("edge routing", () => {
  it.each(concretePaths)("answers 200 with the prerendered HTML of %s", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<div id="root"><');
    expect(html).toMatch(/<title>[^<]+\| TickSim<\/title>/);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("serves both /faq and /FAQ with one canonical", async () => {
    for (const path of ["/faq", "/FAQ"]) {
      const html = await (await get(path)).text();
      expect(html).toContain('<link rel="canonical" href="https://ticksim.app/faq" />');
    }
  });

  it("gives each blog entry its own page, title and canonical", async () => {
    for (const entry of blogEntries) {
      const res = await get(`/blog/${blogId(entry)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<link rel="canonical" href="https://ticksim.app/blog/${blogId(entry)}" />`);
    }
  });

  it("answers an unknown blog id with the not-found page and status 404", async () => {
    const res = await get("/blog/no-such-article-0099");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it.each([
    "/nope",
    "/pricing/web/x",
    "/blog/",
    "/Pricing",
    "/pricing/",
    "/affiliates/resetpassword/",
    "/index.html",
    "/pricing/web.html",
    "/404",
    "/.vite/manifest.json",
  ])("redirects the unknown path %s to the main site address", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(TEST_SITE_URL);
  });

  it("redirects unknown paths for any method", async () => {
    const res = await get("/whatever", { method: "POST", body: "x" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(TEST_SITE_URL);
  });

  it("redirects a path that would read as another host ('//host') instead of failing", async () => {
    for (const path of ["//%20%20", "//evil.example/x", "/tv/search/../..//%20"]) {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(TEST_SITE_URL);
    }
  });

  it("answers unknown API paths with a JSON 404 instead of a redirect", async () => {
    for (const path of ["/api/nope", "/tv/nope", "/stripe/nope", "/ResetLicenseKey/x"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Not found" });
    }
  });
});

describe("files", () => {
  it("serves hashed build assets with a year-long immutable cache", async () => {
    const [script] = pageModules(await (await get("/")).text());
    expect(script).toBeDefined();
    const res = await get(script as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toContain("javascript");
  });

  it("serves unhashed files with revalidation", async () => {
    for (const path of ["/favicon.svg", "/robots.txt", "/sitemap.xml"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("lists the public routes in sitemap.xml and points robots.txt to it", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const route of routes.filter((r) => r.sitemap)) {
      expect(sitemap).toContain(`<loc>https://ticksim.app${route.path}</loc>`);
    }
    expect(sitemap).not.toContain("/OrderSummary");
    expect(await (await get("/robots.txt")).text()).toContain("Sitemap: https://ticksim.app/sitemap.xml");
  });
});

describe("security headers", () => {
  it.each(["/", "/api/health", "/favicon.svg", "/nope", "/api/nope"])("are set on %s", async (path) => {
    const res = await get(path);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("https://js.stripe.com");
    expect(csp).toContain("https://www.google.com/recaptcha/");
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=63072000");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("allows no other third-party script origin", async () => {
    const csp = (await get("/")).headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    const origins = scriptSrc.split(" ").filter((s) => s.startsWith("https://"));
    expect(
      origins.every((o) => /stripe\.com|google\.com\/recaptcha|gstatic\.com\/recaptcha|googletagmanager\.com/.test(o)),
    ).toBe(true);
  });

  it("makes API answers uncacheable unless a route says otherwise", async () => {
    const res = await get("/api/health");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({ status: "ok" });
  });
});
