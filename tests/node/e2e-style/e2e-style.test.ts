/**
 * The e2e specs keep Playwright's web-first style (scan.ts): checked over tests/e2e and over the example docs/e2e.md
 * teaches, and the reader on made-up specs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  COMPUTED_VALUE_ALLOWED,
  COMPUTED_VALUES_AT_MOST,
  computedValueAssertions,
  LITERAL_URL_ALLOWED,
  styleProblems,
} from "./scan.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const E2E = join(ROOT, "tests/e2e");

const rulesOf = (source: string) => styleProblems(source).map(({ line, rule }) => ({ line, rule }));

describe("styleProblems", () => {
  it("finds a fixed wait", () => {
    expect(rulesOf("await page.waitForTimeout(300);\nawait still.page.waitForTimeout(wait);")).toEqual([
      { line: 1, rule: "waitForTimeout" },
      { line: 2, rule: "waitForTimeout" },
    ]);
  });

  it("finds isVisible polled or awaited inside an expectation, on one line or several", () => {
    const source = [
      'await expect.poll(() => page.getByText("Sent").isVisible()).toBe(true);',
      "await expect",
      "  .poll(async () => {",
      "    return await dialog.isVisible();",
      "  })",
      "  .toBe(false);",
      'expect(await page.getByText("A question ?").isVisible()).toBe(true);',
    ].join("\n");
    expect(rulesOf(source)).toEqual([
      { line: 1, rule: "polled isVisible" },
      { line: 7, rule: "awaited isVisible" },
    ]);
  });

  it("finds a value read once from the page unless the line or the one above says it is computed", () => {
    const source = [
      "expect(await page.evaluate(() => window.scrollY)).toBe(150);",
      "expect(",
      "  await links.count(),",
      ").toBeGreaterThan(5);",
      `// ${COMPUTED_VALUE_ALLOWED} the sum of the layout shifts the page reported`,
      "expect(await layoutShifts(page)).toBe(0);",
      `expect(await answer.text()).toBe("OK"); // ${COMPUTED_VALUE_ALLOWED} the API's answer`,
    ].join("\n");
    expect(rulesOf(source)).toEqual([
      { line: 1, rule: "awaited value" },
      { line: 2, rule: "awaited value" },
    ]);
    expect(computedValueAssertions(source)).toBe(2);
  });

  it("finds expect.poll split across lines with isVisible", () => {
    const source = "await expect.poll(\n  () => menu.isVisible(),\n  { timeout: 5_000 },\n).toBe(true);";
    expect(rulesOf(source)).toEqual([{ line: 1, rule: "polled isVisible" }]);
  });

  it("finds a literal goto unless the line or the one above says why the URL is literal", () => {
    const source = [
      'await page.goto("/contact");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a spec's template literal, read as text
      "await page.goto(`/blog/${id}`);",
      `// ${LITERAL_URL_ALLOWED} the 404 page is reached by a path no route has`,
      'await page.goto("/no-such-page");',
      `await page.goto("/OrderSummary?sid=x"); // ${LITERAL_URL_ALLOWED} a raw query string`,
    ].join("\n");
    expect(rulesOf(source)).toEqual([
      { line: 1, rule: "literal goto" },
      { line: 2, rule: "literal goto" },
    ]);
  });

  it("leaves the web-first forms alone", () => {
    const source = [
      'await visit("contact");',
      "await page.goto(link);",
      'await expect(page.getByText("Sent")).toBeVisible();',
      "await expect.poll(() => outbox.newestTo(email)?.subject).toBe(subject);",
      "const shown = await dialog.isVisible();",
    ].join("\n");
    expect(rulesOf(source)).toEqual([]);
  });
});

function typeScriptFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(folder, file));
}

describe("tests/e2e", () => {
  it("waits on conditions, asserts web-first and navigates by route id", () => {
    const problems = typeScriptFilesUnder(E2E).flatMap((file) =>
      styleProblems(readFileSync(file, "utf8")).map(
        ({ line, rule, text }) => `${relative(ROOT, file)}:${line} ${rule}: ${text}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it(`keeps at most ${COMPUTED_VALUES_AT_MOST} assertions on a value read once`, () => {
    const kept = typeScriptFilesUnder(E2E).reduce(
      (sum, file) => sum + computedValueAssertions(readFileSync(file, "utf8")),
      0,
    );
    expect(kept).toBeLessThanOrEqual(COMPUTED_VALUES_AT_MOST);
  });
});

describe("docs/e2e.md", () => {
  it("teaches a test the guard accepts", () => {
    const examples = [...readFileSync(join(ROOT, "docs/e2e.md"), "utf8").matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map(
      (block) => block[1] ?? "",
    );
    expect(examples.length, "the TypeScript examples of docs/e2e.md").toBeGreaterThan(0);
    expect(examples.flatMap((example) => styleProblems(example).map(({ rule, text }) => `${rule}: ${text}`))).toEqual(
      [],
    );
  });
});

describe("scan.ts", () => {
  it("cites the rules it enforces from files of the repository", () => {
    const cited = [
      ...readFileSync(join(ROOT, "tests/node/e2e-style/scan.ts"), "utf8").matchAll(/\bdocs\/[\w./-]+\.md\b/g),
    ].map((found) => found[0]);
    expect(cited).toContain("docs/decisions/045-e2e-web-first-and-visit.md");
    expect(cited.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
