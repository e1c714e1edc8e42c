/**
 * Two versions at once (decision 080): a page pins its visit to the version that served it (the
 * `version-key` cookie, which a zone rule turns into Cloudflare-Workers-Version-Key), and a build
 * file the answering version lacks is a 404 the page can recover from, never the home page.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageModules } from "#build/code-after-paint.ts";
import { VERSION_KEY_COOKIE, VERSION_KEY_HEADER } from "#worker/version-affinity.ts";

const get = (path: string, headers: Record<string, string> = {}, origin = "https://ticksim.test") =>
  SELF.fetch(`${origin}${path}`, { redirect: "manual", headers });

const KEY = "3f1c2a9e-8d4b-4c1e-9a7f-0b2d4e6f8a1c";

describe("version affinity", () => {
  it("keeps the key a page was routed by in a session cookie for the rest of the visit", async () => {
    const res = await get("/pricing", { [VERSION_KEY_HEADER]: KEY });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain(`${VERSION_KEY_COOKIE}=${KEY}`);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // A session cookie: the visit, not the visitor.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("makes a key where no rule gave one, and pins every kind of page: translated, a shell, the 404 page", async () => {
    for (const path of ["/fr/", "/affiliates/resetpassword/abc123", "/blog/no-such-article-0099"]) {
      const cookie = (await get(path)).headers.get("Set-Cookie") ?? "";
      expect(cookie, path).toMatch(new RegExp(`${VERSION_KEY_COOKIE}=[0-9a-f-]{36};`));
    }
  });

  it("never echoes a header that is no key", async () => {
    const cookie = (await get("/", { [VERSION_KEY_HEADER]: "x; Domain=evil.example" })).headers.get("Set-Cookie");
    expect(cookie).not.toContain("evil");
    expect(cookie).toMatch(new RegExp(`${VERSION_KEY_COOKIE}=[0-9a-f-]{36};`));
  });

  it("sets nothing once the visit has its key, nor on files and API answers", async () => {
    const pinned = await get("/pricing", { Cookie: `${VERSION_KEY_COOKIE}=${KEY}`, [VERSION_KEY_HEADER]: KEY });
    expect(pinned.headers.get("Set-Cookie")).toBeNull();
    expect((await get("/favicon.svg")).headers.get("Set-Cookie")).toBeNull();
    expect((await get("/api/health")).headers.get("Set-Cookie")).toBeNull();
  });

  it("leaves Secure off on plain http (local development)", async () => {
    const cookie = (await get("/", {}, "http://localhost:8787")).headers.get("Set-Cookie") ?? "";
    expect(cookie).not.toMatch(/Secure/);
  });
});

describe("a build file this version lacks", () => {
  it("is a 404 that no cache keeps, never a redirect to the home page", async () => {
    for (const path of ["/assets/index-0ldBu1ld.js", "/assets/PricingPage-Zz9Yy8Xx.css", "/assets/nested/x.js"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Location")).toBeNull();
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("while the files it has are served", async () => {
    const [entry] = pageModules(await (await get("/")).text());
    expect((await get(entry as string)).status).toBe(200);
  });
});
