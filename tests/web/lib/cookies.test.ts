import { beforeEach, describe, expect, it } from "vitest";
import { readCookie, storeQueryCookies } from "#web/lib/cookies.ts";

/** jsdom drops Secure cookies on http, so the writes are observed through a recording document. */
function recordingDocument() {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return writes.map((w) => w.split(";")[0]).join("; ");
    },
    set cookie(value: string) {
      writes.push(value);
    },
  } as unknown as Document;
  return { doc, writes };
}

describe("start-up query cookies", () => {
  let rec: ReturnType<typeof recordingDocument>;
  beforeEach(() => {
    rec = recordingDocument();
  });

  it("stores coupon as coupon-code for 10 days, Secure, path /", () => {
    storeQueryCookies("?coupon=SPRING25", rec.doc);
    expect(rec.writes).toEqual(["coupon-code=SPRING25; Max-Age=864000; Path=/; Secure; SameSite=Lax"]);
    expect(readCookie(rec.doc, "coupon-code")).toBe("SPRING25");
  });

  it("stores gclid as google-code for 90 days", () => {
    storeQueryCookies("?gclid=abc", rec.doc);
    expect(rec.writes).toEqual(["google-code=abc; Max-Age=7776000; Path=/; Secure; SameSite=Lax"]);
  });

  it("encodes odd values and ignores empty ones", () => {
    storeQueryCookies("?coupon=a%3Bb%20c&gclid=", rec.doc);
    expect(rec.writes).toHaveLength(1);
    expect(readCookie(rec.doc, "coupon-code")).toBe("a;b c");
  });

  it("writes nothing without the parameters", () => {
    storeQueryCookies("?utm_source=x", rec.doc);
    expect(rec.writes).toEqual([]);
  });
});
