/**
 * The visitor's platform (decision 059), as the Worker reads it from a request and the page from
 * `navigator`: Client Hints believed over the User-Agent, anything malformed ignored.
 */
import { describe, expect, it } from "vitest";
import { detectPlatform, hintedPlatformOf, platformOf } from "#common/platform.ts";

const WINDOWS_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const MAC_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const LINUX_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

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
