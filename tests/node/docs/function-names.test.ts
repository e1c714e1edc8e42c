/**
 * The README and the guides teach only functions the code has: every `name(...)` in their prose's code spans is
 * defined by some source file of the repository. Decision records are left out: they name the code of their day.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { definedNames, functionReferences } from "./function-references.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** Functions a doc may call that no file of the repository defines, each with where it comes from. */
const DEFINED_ELSEWHERE: Record<string, string> = {
  len: "Cloudflare's Rules language, in the version-affinity rule of docs/deploy.md",
  uuidv4: "Cloudflare's Rules language, in the version-affinity rule of docs/deploy.md",
};

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

const repositoryFiles = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .stdout.split("\0")
  .filter((path) => path !== "");

const defined = new Set(
  repositoryFiles.filter((path) => /\.(?:[cm]?js|tsx?)$/.test(path)).flatMap((path) => [...definedNames(read(path))]),
);

const guides = [
  "README.md",
  ...repositoryFiles.filter(
    (path) => path.startsWith("docs/") && !path.startsWith("docs/decisions/") && path.endsWith(".md"),
  ),
].sort();

describe("functionReferences", () => {
  it("reads the code spans of prose that are calls", () => {
    const markdown = [
      "Register it with `route(router, call, handler)`, then `callApi(call, { body })`.",
      "The table's `route()` keeps ids literal; `pathTo` is a name, not a call.",
    ].join("\n");
    expect(functionReferences(markdown)).toEqual([
      { name: "route", written: "route(router, call, handler)", line: 1 },
      { name: "callApi", written: "callApi(call, { body })", line: 1 },
      { name: "route", written: "route()", line: 2 },
    ]);
  });

  it("leaves methods, syntax, fenced examples and plain words alone", () => {
    const markdown = [
      '`c.req.valid("json")`, `import()`, `npm run dev`, `ON CONFLICT DO NOTHING`',
      "```ts",
      "madeUpExample(1);",
      "```",
      "then `afterTheFence()`",
    ].join("\n");
    expect(functionReferences(markdown).map(({ name, line }) => ({ name, line }))).toEqual([
      { name: "afterTheFence", line: 5 },
    ]);
  });
});

describe("definedNames", () => {
  it("finds declared functions, classes and constants, exported or not, and function members", () => {
    const source = [
      "export function madeUpRoute<C>(router: R, call: C) {}",
      "const madeUpArrow = async () => 1;",
      "export class MadeUpError extends Error {}",
      "declare function madeUpGlobal(): void;",
      "type Props = {",
      "  readonly madeUpCallback?: (row: Row) => boolean;",
      "  madeUpFixture: async ({ page }, use) => {},",
      "  madeUpLabel: string;",
      "};",
    ].join("\n");
    expect([...definedNames(source)].sort()).toEqual([
      "MadeUpError",
      "madeUpArrow",
      "madeUpCallback",
      "madeUpFixture",
      "madeUpGlobal",
      "madeUpRoute",
    ]);
  });
});

describe("every function a guide calls is defined", () => {
  it("reads the source files", () => {
    expect(defined).toContain("route");
    expect(defined).toContain("callApi");
    expect(defined).toContain("defineCalls");
  });

  it.each(guides)("%s", (document) => {
    const unknown = functionReferences(read(document))
      .filter(({ name }) => !defined.has(name) && !(name in DEFINED_ELSEWHERE))
      .map(({ line, written }) => `line ${line}: ${written}`);
    expect(unknown).toEqual([]);
  });
});

describe("the README and docs/architecture.md teach today's way to add an API call", () => {
  const ONE_WAY = ["defineCalls", "route", "callApi"];

  it.each(["README.md", "docs/architecture.md"])("%s names defineCalls, route and callApi as calls", (document) => {
    const called = new Set(functionReferences(read(document)).map(({ name }) => name));
    expect(ONE_WAY.filter((name) => !called.has(name))).toEqual([]);
  });
});
