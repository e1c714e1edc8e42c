import { routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";

const firstArticle = blogEntries[0];
if (!firstArticle) throw new Error("the sweeps need at least one blog article");

/** Every route of the table as one address to visit: the first article, a reset token of the right shape. */
export const routeSamples = routes.map((route) => ({
  route,
  path: route.path.replace(":id", blogId(firstArticle)).replace(":token", "0123abcd"),
}));
