/**
 * The Content-Security-Policy of the built site (worker/security.ts): sent on every route, and
 * kept by the pages of a visitor who accepted analytics, whose tag runs with storage granted, its
 * widest setting. The test build's third-party scripts (tag, captcha loader) are answered by fakes.
 * Every route's first visit is checked against the policy by the route sweep (route-sweep.spec.ts).
 */
import { expect, KEY, sweepTimeout, test, viewports } from "./fixtures";
import { consentStored } from "./support/consent";
import { recordCspViolations } from "./support/csp-violations";
import { routeSamples } from "./support/route-samples";
import { scrollThrough } from "./support/scroll-through";

test.use({ storageState: consentStored("granted") });

/** The pages that load the most third parties: the tag everywhere, Stripe's pricing links, the captcha. */
const thirdPartyPages = ["home", "pricing-web", "contact", "download"] as const;

test.describe("Content-Security-Policy", () => {
  test("is sent on every route", KEY, async ({ siteURL }) => {
    for (const { path } of routeSamples) {
      const res = await fetch(new URL(path, siteURL));
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
  });

  test("is kept with analytics granted, the tag's widest setting", async ({ openPage }) => {
    test.setTimeout(sweepTimeout(thirdPartyPages.length));
    const { page, visit } = await openPage(viewports.desktop);
    const cspViolations = await recordCspViolations(page);
    const found: string[] = [];
    for (const id of thirdPartyPages) {
      await visit(id, { waitUntil: "networkidle" });
      await scrollThrough(page);
      for (const violation of await cspViolations.read()) found.push(`${id}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
});
