/** One file-name convention (issue 44, decision 083): the rules are in ./file-names.ts and docs/architecture.md. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageIds, pageModuleOf } from "#common/routes.ts";
import { repositoryFiles, REPOSITORY_ROOT as root } from "#tests/node/source-files.ts";
import { nameProblems } from "./file-names.ts";

const FOLDERS = ["web", "common", "worker", "scripts", "build"];

const files = repositoryFiles(...FOLDERS).filter((path) => /\.(ts|tsx|css)$/.test(path) && !/\.generated\./.test(path));

const problemsOf = (path: string) =>
  nameProblems(path, /\.tsx?$/.test(path) ? readFileSync(join(root, path), "utf8") : "");

describe("file names", () => {
  it("refuses the names of the old second convention", () => {
    expect(nameProblems("web/components/dialogProps.ts")).toEqual(["a .ts module is kebab-case"]);
    expect(nameProblems("web/features/checkout/useOrder.ts", "export function useOrder() {}")).toEqual([
      "a .ts module is kebab-case",
      "the module of one hook is named after it: use-order.ts",
    ]);
    expect(nameProblems("web/features/pricing/licence.ts", "export function useDesktopLicence() {}")).toEqual([
      "the module of one hook is named after it: use-desktop-licence.ts",
    ]);
    expect(nameProblems("web/lib/use-seen.ts", "export function useSeenOnce() {}")).toEqual([
      "a use-*.ts module exports its hook, useSeen",
    ]);
    const checkout = 'export const orderMessages = namespace<keyof typeof en>("order-summary");';
    expect(nameProblems("web/features/checkout/messages.ts", checkout)).toEqual([
      'the module declaring the catalogue "order-summary" is named <namespace>-messages.ts',
    ]);
    expect(nameProblems("web/features/licences/reset-messages.ts", 'namespace("licence-reset")')).toHaveLength(1);
    expect(nameProblems("web/components/orderSummary.tsx")).toEqual([
      "a component's file is PascalCase .tsx (a .tsx of no one component, kebab-case)",
    ]);
    expect(nameProblems("web/features/symbolCheck/api.ts")).toEqual(['folder "symbolCheck" is not kebab-case']);
  });

  it("accepts each kind of file the convention names", () => {
    expect(nameProblems("web/lib/api-client.ts", "export async function callApi() {}")).toEqual([]);
    expect(nameProblems("web/lib/use-seen.ts", "export function useSeen() {}")).toEqual([]);
    expect(
      nameProblems("web/features/admin/parts/data.ts", "export function useA() {}\nexport function useB() {}"),
    ).toEqual([]);
    const pricing = 'namespace("pricing"); namespace("pricing-web"); namespace("pricing-desktop");';
    expect(nameProblems("web/features/pricing/pricing-messages.ts", pricing)).toEqual([]);
    expect(nameProblems("web/features/pricing/PricingWebPage.tsx")).toEqual([]);
    expect(nameProblems("web/features/pricing/PricingWebPage.module.css")).toEqual([]);
    expect(nameProblems("web/styles/surfaces.module.css")).toEqual([]);
    expect(nameProblems("web/entry-server.tsx")).toEqual([]);
    expect(nameProblems("web/i18n/messages/zh-Hans/home.json")).toEqual([]);
    expect(nameProblems("worker/env.d.ts")).toEqual([]);
  });

  it("holds for every file of web/, common/, worker/, scripts/ and build/", () => {
    const found = files.flatMap((path) => problemsOf(path).map((problem) => `${path}: ${problem}`));
    expect(found).toEqual([]);
  });

  it("names a page <PascalCaseId>Page.tsx, and only a page", () => {
    const pages = files.filter((path) => /^web\/features\/[^/]+\/[^/]+Page\.tsx$/.test(path)).sort();
    expect(pages).toEqual([...new Set(pageIds.map(pageModuleOf))].sort());
  });
});
