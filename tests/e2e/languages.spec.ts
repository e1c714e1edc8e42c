/**
 * The translations in a real browser (decision 054): the French, German, Japanese and Chinese homes
 * at 390 px and 1440 px hydrate in their language, fit, clip no text (in a box or out of an SVG
 * tag), keep every top-bar control in view (at 360 px too), set their language's punctuation, no
 * slanted CJK and full-width Chinese quotes (support/typography.ts) and pass axe; every translated
 * page in the pseudo-locale (English accented and 40 % longer, longer than any language will be)
 * does the same at 1440 px.
 * Every translated page in each language at 390 px does the same but axe (issue 41: a layout that
 * holds in the pseudo-locale can still break in Japanese or in a long Spanish date), and no Japanese
 * or Chinese heading leaves a character alone on a line (support/heading-orphans.ts).
 * The pseudo-locale at 390 px is in the route sweep (route-sweep.spec.ts), which visits each
 * translated route that way at that width. Both take their pages from the route table: a page
 * translated tomorrow joins by its `languages` entry.
 */
import type { Page } from "@playwright/test";
import { DEFAULT_LOCALE, locales, localizedPath, PSEUDO_LOCALE, type SiteLocale } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { axeViolations } from "./support/axe";
import { installedFontsOf } from "./support/cjk-fonts";
import { clippedText } from "./support/clipped-text";
import { noConsentChoice } from "./support/consent";
import { headingOrphans } from "./support/heading-orphans";
import { hydrated } from "./support/hydration";
import { labelsOutOfTags } from "./support/label-tags";
import { sidewaysScroll } from "./support/page-width.ts";
import { inGroups, routeSamples } from "./support/route-samples";
import { scrollThrough } from "./support/scroll-through";
import { topBarOutOfReach } from "./support/top-bar-reach";
import { typographyFaults } from "./support/typography";

test.use({ storageState: noConsentChoice });

interface Visit {
  readonly locale: SiteLocale;
  readonly path: string;
  /** Also run axe (the real languages; the route sweep runs it on the pseudo-locale at 390 px). */
  readonly axe: boolean;
}

/** Chinese quotes can only be full-width where a Chinese font is installed. */
const chineseFont = installedFontsOf("zh-Hans").length > 0;

const homes = (["fr", "de", "ja", "zh-Hans"] as const).map((locale) => ({
  locale,
  path: pathTo("home", {}, locale),
  axe: true,
}));

const pseudoPages: readonly Visit[] = routeSamples.flatMap(({ pseudoPath }) =>
  pseudoPath ? [{ locale: PSEUDO_LOCALE, path: pseudoPath, axe: false }] : [],
);

/** Every page translated into a language, in that language (issue 41: the phone width in every script). */
const pagesIn = (locale: SiteLocale): readonly Visit[] =>
  routeSamples.flatMap(({ route, path }) =>
    route.languages?.some((l) => l === locale) ? [{ locale, path: localizedPath(locale, path), axe: false }] : [],
  );

/** Many Android phones are 360 px wide. */
const NARROW_PHONE = 360;

/** What is wrong with one translated page: its language, width, clipped text and (when asked) axe. */
async function problemsOf(page: Page, { locale, path, axe }: Visit, width: number): Promise<string[]> {
  const found: string[] = [];
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await scrollThrough(page);
  for (const wide of await sidewaysScroll(page)) found.push(`${path}: ${wide}`);
  for (const clipped of await page.evaluate(clippedText)) found.push(`${path}: clipped ${clipped}`);
  for (const problem of await page.evaluate(topBarOutOfReach)) found.push(`${path}: top bar ${problem}`);
  for (const label of await page.evaluate(labelsOutOfTags)) found.push(`${path}: ${label}`);
  for (const fault of await page.evaluate(typographyFaults, { chineseFont })) found.push(`${path}: ${fault}`);
  for (const orphan of await page.evaluate(headingOrphans)) found.push(`${path}: ${orphan}`);
  if (width === viewports.mobile.width) {
    // The narrowest phones in wide use, on the same visit: the top bar still holds every control.
    await page.setViewportSize({ ...viewports.mobile, width: NARROW_PHONE });
    for (const problem of await page.evaluate(topBarOutOfReach))
      found.push(`${path} at ${NARROW_PHONE} px: top bar ${problem}`);
    await page.setViewportSize(viewports.mobile);
  }
  if (axe) for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
  return found;
}

const sweeps: readonly {
  name: string;
  viewport: (typeof viewports)[keyof typeof viewports];
  visits: readonly Visit[];
}[] = [
  { name: "the French, German, Japanese and Chinese homes at 390 px", viewport: viewports.mobile, visits: homes },
  { name: "the French, German, Japanese and Chinese homes at 1440 px", viewport: viewports.desktop, visits: homes },
  ...locales
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .map((locale) => ({
      name: `the pages translated into ${locale} at 390 px`,
      viewport: viewports.mobile,
      visits: pagesIn(locale),
    })),
  ...inGroups(pseudoPages, 2).map((visits, g) => ({
    name: `translated pages of group ${g + 1} of 2 in the pseudo-locale at 1440 px`,
    viewport: viewports.desktop,
    visits,
  })),
];

for (const { name, viewport, visits } of sweeps) {
  test(`${name} hydrate in their language, fit and clip no text`, async ({ openPage }) => {
    test.setTimeout(sweepTimeout(visits.length));
    const { page, problems } = await openPage(viewport);
    const found: string[] = [];
    for (const visit of visits) found.push(...(await problemsOf(page, visit, viewport.width)));
    expect({ found, problems }).toEqual({ found: [], problems: [] });
  });
}
