import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Impact = "minor" | "moderate" | "serious" | "critical";

const SERIOUS: readonly Impact[] = ["serious", "critical"];

/**
 * axe-core's violations on the page as it stands, one line each: "color-contrast (serious) .price,
 * .note". `impacts` keeps only those impacts (the sweeps count the serious and critical ones).
 *
 * Legacy mode runs axe in the page and its frames in one pass; the default mode opens a blank page
 * per analysis to merge the frames' partial results, which doubled each analysis's time (decision
 * 046). The pages embed no frame of their own, so the modes see the same. Only violations are
 * asked for: passes and inapplicable rules were serialised back for nothing.
 */
export async function axeViolations(page: Page, impacts: readonly Impact[] = SERIOUS): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => impacts.includes(v.impact as Impact))
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Asserts axe finds nothing serious on the page as it stands (a state the test reached, such as an open menu). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // computed value: axe's verdict over the whole page, which no locator reads; polling would rerun it for nothing
  expect(await axeViolations(page)).toEqual([]);
}

export const ALL_IMPACTS: readonly Impact[] = ["minor", "moderate", "serious", "critical"];
