/**
 * One pass over every route of the table at 390 px and at 1440 px, as a first visit (the consent
 * banner showing), scrolled to the end so lazy media, charts and chunks load too. Each page must:
 * hydrate without a console error, page error or failed file; show its heading; fit the width;
 * clip no text, in a box or out of an SVG tag; keep every top-bar control in view
 * (support/top-bar-reach.ts); raise no Content-Security-Policy violation (worker/security.ts; the
 * policy is the same on every route); and have no serious or critical axe-core violation. One pass
 * checks all of it because each visit is what costs: the sweeps used to load every route once per
 * check.
 *
 * At 390 px a translated route is visited in the pseudo-locale (English accented and 40 % longer):
 * the narrow width with the longest text is where a translation breaks a layout, and the same
 * page's English is swept at 1440 px (languages.spec.ts sweeps the pseudo-locale at 1440 px).
 */
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { axeViolations } from "./support/axe";
import { clippedText } from "./support/clipped-text";
import { noConsentChoice } from "./support/consent";
import { recordCspViolations } from "./support/csp-violations";
import { hydrated } from "./support/hydration";
import { labelsOutOfTags } from "./support/label-tags";
import { sidewaysScroll } from "./support/page-width.ts";
import { inGroups, routeSamples } from "./support/route-samples";
import { scrollThrough } from "./support/scroll-through";
import { topBarOutOfReach } from "./support/top-bar-reach";

test.use({ storageState: noConsentChoice });

const GROUPS = 4;
const groups = inGroups(routeSamples, GROUPS);

for (const viewport of [viewports.mobile, viewports.desktop]) {
  for (const [g, samples] of groups.entries()) {
    test(`routes of group ${g + 1} of ${GROUPS} at ${viewport.width} px hydrate cleanly, fit, keep to the CSP and pass axe`, async ({
      openPage,
    }) => {
      test.setTimeout(sweepTimeout(samples.length));
      const { page, problems } = await openPage(viewport);
      const cspViolations = await recordCspViolations(page);
      const found: string[] = [];
      const paths = samples.map((s) => (viewport === viewports.mobile ? (s.pseudoPath ?? s.path) : s.path));
      for (const path of paths) {
        // Hydrated, then scrolled until the network is quiet: what "networkidle" waited for, without its fixed 500 ms.
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("h1").first(), path).toHaveText(/\S/, { useInnerText: true });
        await scrollThrough(page);
        for (const wide of await sidewaysScroll(page)) found.push(`${path}: ${wide}`);
        for (const clipped of await page.evaluate(clippedText)) found.push(`${path}: clipped ${clipped}`);
        for (const problem of await page.evaluate(topBarOutOfReach)) found.push(`${path}: top bar ${problem}`);
        for (const label of await page.evaluate(labelsOutOfTags)) found.push(`${path}: ${label}`);
        for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
        for (const violation of await cspViolations.read()) found.push(`${path}: CSP ${violation}`);
      }
      expect({ found, problems }).toEqual({ found: [], problems: [] });
    });
  }
}
