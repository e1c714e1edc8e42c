import { localizedPath, PSEUDO_LOCALE } from "#common/locales.ts";
import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";

const firstArticle = blogEntries[0];
if (!firstArticle) throw new Error("the sweeps need at least one blog article");

/**
 * Every route of the table as one address to visit: the first article, a reset token of the right
 * shape; and, for a translated route, its address in the pseudo-locale (written out: the Node
 * process running the specs is no test build, so the route table does not list that language).
 */
export const routeSamples = routes.map((route) => {
  const path = route.path.replace(":id", blogId(firstArticle)).replace(":token", "0123abcd");
  const translated = (route.languages?.length ?? 0) > 1;
  return { route, path, pseudoPath: translated ? localizedPath(PSEUDO_LOCALE, path) : undefined };
});

/**
 * A sweep's pages dealt into `count` groups, a test each: a test is the unit Playwright hands to a
 * free worker, and one long sweep left the other lane idle at the end of the run.
 */
export const inGroups = <T>(items: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, g) => items.filter((_, i) => i % count === g));
