import { describe, expect, it } from "vitest";
import { siteAddress } from "#common/site-url.ts";

describe("siteAddress", () => {
  it.each(["https://ticksim.app", "https://ticksim.app/", "https://ticksim.app//"])(
    "joins %s and a path with exactly one slash",
    (siteUrl) => {
      expect(siteAddress(siteUrl, "/resetlicense")).toBe("https://ticksim.app/resetlicense");
    },
  );

  it("is the site's address without a trailing slash when no path is given", () => {
    expect(siteAddress("http://localhost:8799/")).toBe("http://localhost:8799");
    expect(siteAddress("")).toBe("");
  });
});
