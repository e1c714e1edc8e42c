/**
 * The visitor's platform at the edge (decision 059): every page's <html> names it before the page
 * is served, from the Sec-CH-UA-Platform hint, else the User-Agent, so /download's CSS lays the
 * page out for it from the first paint.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LINUX_UA, MAC_UA, WINDOWS_UA } from "#tests/fixtures/user-agents.ts";

const platformOf = async (path: string, headers: Record<string, string>) => {
  const res = await SELF.fetch(`https://ticksim.test${path}`, { redirect: "manual", headers });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { platform: /<html[^>]* data-platform="([^"]*)"/.exec(html)?.[1], vary: res.headers.get("Vary") };
};

describe("the visitor's platform on <html>", () => {
  it.each([
    ["Windows", WINDOWS_UA, "windows"],
    ["macOS", MAC_UA, "other"],
    ["Linux", LINUX_UA, "other"],
  ])("names a %s User-Agent's platform on /download, in every language", async (_name, ua, expected) => {
    for (const path of ["/download", "/de/download", "/zh-hans/download"]) {
      expect((await platformOf(path, { "User-Agent": ua })).platform, path).toBe(expected);
    }
  });

  it("believes the Client Hint over the User-Agent, and varies on both", async () => {
    const hinted = await platformOf("/download", { "User-Agent": LINUX_UA, "Sec-CH-UA-Platform": '"Windows"' });
    expect(hinted.platform).toBe("windows");
    expect(hinted.vary).toMatch(/\bSec-CH-UA-Platform\b/);
    expect(hinted.vary).toMatch(/\bUser-Agent\b/);
    expect((await platformOf("/", { "User-Agent": WINDOWS_UA, "Sec-CH-UA-Platform": '"macOS"' })).platform).toBe(
      "other",
    );
  });

  it("ignores a malformed hint and lets the User-Agent decide", async () => {
    for (const hint of ["Windows", '"Win"dows"', `"${"x".repeat(40)}"`]) {
      expect(
        (await platformOf("/download", { "User-Agent": WINDOWS_UA, "Sec-CH-UA-Platform": hint })).platform,
        hint,
      ).toBe("windows");
    }
  });

  it("takes a request that says nothing of itself for one elsewhere than Windows", async () => {
    expect((await platformOf("/download", {})).platform).toBe("other");
  });
});
