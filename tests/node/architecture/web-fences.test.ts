/**
 * Arrows go down in web/ (issue 44, decision 083): no feature imports another, and lib/, i18n/, styles/,
 * components/ and content/ never import a feature or web/'s root; lib/ imports nothing of web/ but lib/.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryFiles, REPOSITORY_ROOT as root } from "#tests/node/source-files.ts";
import { importSpecifiers } from "./import-specifiers.ts";
import { fenceBreach, placeOf, targetOf } from "./web-fences.ts";

/**
 * The one arrow left across features, each with why it stays: a change that adds a crossing fails
 * below, and one that removes it fails until it leaves this list.
 */
const KNOWN_CROSSINGS: Record<string, string> = {
  // A missing download (/download/{version}/{file}) is the not-found route; under the page's header it
  // lists the versions that exist, the downloads feature's own list, loaded only at such a path.
  "web/features/not-found/NotFoundPage.tsx -> web/features/downloads/DownloadsNotFound.tsx":
    "the not-found page shows the downloads that exist when a download is missing",
};

const webModules = repositoryFiles("web").filter((path) => /\.(ts|tsx)$/.test(path));

/** Every arrow of `path`'s source that breaks a fence, as "from -> to: why". */
function breaches(path: string, source: string): string[] {
  return importSpecifiers(source).flatMap(({ specifier, line }) => {
    const to = targetOf(specifier, path);
    const why = to && fenceBreach(path, to);
    return why ? [`${path}:${line} -> ${to}: ${why}`] : [];
  });
}

const crossing = (breach: string) => breach.replace(/:\d+ -> /, " -> ").replace(/: .*$/, "");

describe("web's fences", () => {
  it("places each folder of web/ in a layer", () => {
    expect(placeOf("web/lib/api-client.ts")?.folder).toBe("lib");
    expect(placeOf("web/features/admin/orders/api.ts")).toEqual({ layer: 3, folder: "features", feature: "admin" });
    expect(placeOf("web/App.tsx")?.folder).toBe("(root)");
    expect(placeOf("worker/index.ts")).toBeUndefined();
  });

  it("refuses a feature importing another, in every form of import", () => {
    const from = "web/features/checkout/OrderSummary.tsx";
    const sample = [
      'import { useDesktopLicence } from "#web/features/pricing/licence.ts";',
      'import type { Key } from "#web/features/pricing/messages.ts";',
      'export { TrialOffer } from "#web/features/pricing/TrialOffer.tsx";',
      'const Page = lazy(() => import("#web/features/pricing/PricingPage.tsx"));',
      '// import { nothing } from "#web/features/pricing/comment.ts";',
      'const text = "#web/features/pricing/in-a-string.ts";',
    ].join("\n");
    expect(breaches(from, sample).map((b) => b.split(": ")[0])).toEqual([
      `${from}:1 -> web/features/pricing/licence.ts`,
      `${from}:2 -> web/features/pricing/messages.ts`,
      `${from}:3 -> web/features/pricing/TrialOffer.tsx`,
      `${from}:4 -> web/features/pricing/PricingPage.tsx`,
    ]);
  });

  it("lets a feature import its own folders and the layers below", () => {
    const from = "web/features/admin/orders/OrdersSection.tsx";
    const sample = [
      'import { searchOrders } from "./api";',
      'import { Badge } from "#web/features/admin/parts/Badge.tsx";',
      'import { Dialog } from "#web/components/Dialog.tsx";',
      'import { callApi } from "#web/lib/api-client.ts";',
      'import { pathTo } from "#common/routes.ts";',
    ].join("\n");
    expect(breaches(from, sample)).toEqual([]);
  });

  it("refuses content/ or lib/ importing a feature, and lib/ importing any layer above it", () => {
    expect(fenceBreach("web/content/showcase/features.ts", "web/features/showcase/tour-messages.ts")).toMatch(
      /layer above/,
    );
    expect(fenceBreach("web/lib/api-client.ts", "web/features/checkout/api.ts")).toMatch(/layer above/);
    expect(fenceBreach("web/lib/api-client.ts", "web/config.ts")).toMatch(/layer above/);
    expect(fenceBreach("web/lib/api-client.ts", "web/i18n/messages.ts")).toMatch(/layer above/);
    expect(fenceBreach("web/components/NavigationEffects.tsx", "web/head.ts")).toMatch(/layer above/);
    expect(fenceBreach("web/components/Dialog.tsx", "web/content/navigation.ts")).toBeUndefined();
    expect(fenceBreach("web/App.tsx", "web/features/admin/AdminPage.tsx")).toBeUndefined();
  });

  it("holds across web/: no arrow climbs, and no feature imports another but the known ones", () => {
    const found = webModules.flatMap((path) => breaches(path, readFileSync(join(root, path), "utf8")));
    const unknown = found.filter((breach) => !(crossing(breach) in KNOWN_CROSSINGS));
    expect(unknown).toEqual([]);
    expect([...new Set(found.map(crossing))].sort()).toEqual(Object.keys(KNOWN_CROSSINGS).sort());
  });
});
