/**
 * The reset-password page's address holds the reset token: its HTML is sent with
 * `Referrer-Policy: no-referrer`, so no request the page makes (to us or to a third party)
 * carries the address; every other page keeps the site's policy.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { withoutSecrets } from "#common/routes.ts";

const TOKEN = "q8Zt3kP0vX7mN2bR5cW9yH1jL4dF6gS0aE3uI8oK2qM";
const get = (path: string) => SELF.fetch(`https://ticksim.test${path}`, { redirect: "manual" });

describe("Referrer-Policy", () => {
  it("is no-referrer on the reset-password page (its address holds the token)", async () => {
    const res = await get(`/affiliates/resetpassword/${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it.each(["/", "/affiliates", "/pricing", "/api/health"])(
    "stays strict-origin-when-cross-origin on %s",
    async (path) => {
      expect((await get(path)).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    },
  );

  it("reports a path with a secret parameter as its pattern, and every other path as it is", () => {
    expect(withoutSecrets(`/affiliates/resetpassword/${TOKEN}`)).toBe("/affiliates/resetpassword/:token");
    expect(withoutSecrets("/blog/some-post-0001")).toBe("/blog/some-post-0001");
    expect(withoutSecrets("/affiliates")).toBe("/affiliates");
  });
});
