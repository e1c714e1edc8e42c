/**
 * The e2e suite's house style, as a reader of one spec's source (the rules are decision 045,
 * docs/decisions/045-e2e-web-first-and-visit.md, taught by docs/e2e.md "Write a test"):
 * assertions that wait by themselves instead of timers and polled booleans, and navigation by route id
 * through the `visit` fixture so a renamed path fails to type-check instead of at run time. An assertion on a
 * value read once (`expect(await ...)`) cannot wait for the page to settle: it is allowed only where the test checks a
 * value it computed or an API's answer, and says so (`COMPUTED_VALUE_ALLOWED`), at most `COMPUTED_VALUES_AT_MOST`
 * times in the suite.
 */

export interface StyleProblem {
  readonly line: number;
  readonly rule: "waitForTimeout" | "polled isVisible" | "awaited isVisible" | "literal goto" | "awaited value";
  readonly text: string;
}

/** Written on a literal `goto("/...")` or on the line above it: the test is about that literal URL. */
export const LITERAL_URL_ALLOWED = "literal URL:";

/** Written on an `expect(await ...)` or on the line above it: the value is computed or an API's answer, not the page. */
export const COMPUTED_VALUE_ALLOWED = "computed value:";

/** How many `expect(await ...)` the whole suite may keep (issue 44: those that truly check a computed value). */
export const COMPUTED_VALUES_AT_MOST = 10;

const TIMER = /\bwaitForTimeout\s*\(/g;
const LITERAL_GOTO = /\bgoto\(\s*["'`]\//g;
const POLL = /\bexpect\.poll\s*\(/g;
const AWAITED_EXPECT = /\bexpect\s*\(\s*await\b/g;
const IS_VISIBLE = /\.isVisible\s*\(/;

/** The text of the call's parenthesised arguments that opens at `open` (the index of its "("). */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === "(") depth++;
    else if (source[i] === ")" && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}

/** Whether the line of `index`, or the one above it, carries the comment `// <marker>`. */
function saysWhy(source: string, index: number, marker: string): boolean {
  const lines = source.split("\n");
  const line = lineOf(source, index);
  return [lines[line - 1], lines[line - 2]].some((text) => text?.includes(`// ${marker}`));
}

/** How many `expect(await ...)` a source keeps with its reason written beside it. */
export function computedValueAssertions(source: string): number {
  return [...source.matchAll(AWAITED_EXPECT)].filter((found) => saysWhy(source, found.index, COMPUTED_VALUE_ALLOWED))
    .length;
}

export function styleProblems(source: string): StyleProblem[] {
  const lines = source.split("\n");
  const problems: StyleProblem[] = [];
  const report = (index: number, rule: StyleProblem["rule"]) => {
    const line = lineOf(source, index);
    problems.push({ line, rule, text: (lines[line - 1] ?? "").trim() });
  };

  for (const found of source.matchAll(TIMER)) report(found.index, "waitForTimeout");
  for (const found of source.matchAll(LITERAL_GOTO)) {
    if (!saysWhy(source, found.index, LITERAL_URL_ALLOWED)) report(found.index, "literal goto");
  }
  for (const found of source.matchAll(POLL)) {
    const open = found.index + found[0].length - 1;
    if (IS_VISIBLE.test(argumentsAt(source, open))) report(found.index, "polled isVisible");
  }
  for (const found of source.matchAll(AWAITED_EXPECT)) {
    const open = source.indexOf("(", found.index);
    if (IS_VISIBLE.test(argumentsAt(source, open))) report(found.index, "awaited isVisible");
    else if (!saysWhy(source, found.index, COMPUTED_VALUE_ALLOWED)) report(found.index, "awaited value");
  }
  return problems.sort((a, b) => a.line - b.line);
}
