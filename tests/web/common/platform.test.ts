/**
 * The visitor's platform (decision 059), as the Worker reads it from a request and the page from
 * `navigator`: Client Hints believed over the User-Agent, anything malformed ignored.
 */
import { describe, expect, it } from "vitest";
import { detectPlatform, hintedPlatformOf, platformOf } from "#common/platform.ts";
import { IPHONE_UA, LINUX_UA, MAC_UA, WINDOWS_UA } from "#tests/fixtures/user-agents.ts";

describe("detectPlatform", () => {
  it.each([
    [WINDOWS_UA, undefined, "windows"],
    [MAC_UA, undefined, "other"],
    [IPHONE_UA, undefined, "other"],
    [LINUX_UA, undefined, "other"],
    [undefined, undefined, "other"],
    // Client Hints, where the browser has them, are believed over the User-Agent.
    [WINDOWS_UA, "macOS", "other"],
    [LINUX_UA, "Windows", "windows"],
  ] as const)("reads %s (hinted %s) as %s", (userAgent, hintedPlatform, expected) => {
    expect(detectPlatform({ userAgent, hintedPlatform })).toBe(expected);
  });
});

describe("hintedPlatformOf", () => {
  it("reads the Sec-CH-UA-Platform header's quoted string", () => {
    expect(hintedPlatformOf('"Windows"')).toBe("Windows");
    expect(hintedPlatformOf(' "Chrome OS" ')).toBe("Chrome OS");
  });

  it.each([undefined, null, "", "Windows", '"Windows', '""', `"${"x".repeat(33)}"`, '"Win"dows"'])(
    "takes %j for no hint, so the User-Agent decides",
    (header) => {
      expect(hintedPlatformOf(header)).toBeUndefined();
    },
  );
});

describe("platformOf", () => {
  it("accepts only the two platforms the page knows", () => {
    expect(platformOf("windows")).toBe("windows");
    expect(platformOf("other")).toBe("other");
    for (const value of [null, "", "Windows", "unknown", "linux"]) expect(platformOf(value)).toBeUndefined();
  });
});
