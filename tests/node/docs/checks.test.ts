/** The readers behind docs.test.ts, on made-up documents: what they take as a header or a file, and what they leave. */
import { describe, expect, it } from "vitest";
import { readDecisionHeader } from "./decision-header.ts";
import { pathReferences } from "./path-references.ts";

const record = (titleLine: string, dateLine: string) => `${titleLine}\n\n${dateLine}\n\nContext: ...\n`;
const problemsOf = (file: string, markdown: string) => {
  const header = readDecisionHeader(file, markdown);
  return "problems" in header ? header.problems : [];
};

describe("readDecisionHeader", () => {
  it("reads the date, the status and its links", () => {
    const header = readDecisionHeader(
      "005-menus.md",
      record("# 005 — Menus", "Date: 2026-11-22. Status: accepted, amended by [033](033-a.md) and [034](034-b.md)."),
    );
    expect(header).toMatchObject({
      number: "005",
      title: "Menus",
      date: "2026-11-22",
      plainStatus: "accepted, amended by 033 and 034",
      amendedBy: [
        { number: "033", file: "033-a.md" },
        { number: "034", file: "034-b.md" },
      ],
      supersededBy: undefined,
    });
    expect(
      readDecisionHeader("006-x.md", record("# 006 — X", "Date: 2026-11-23. Status: superseded by [041](041-y.md).")),
    ).toMatchObject({ plainStatus: "superseded by 041", supersededBy: { number: "041", file: "041-y.md" } });
  });

  it("refuses a record without the date and status line", () => {
    expect(problemsOf("001-a.md", "# 001 — A\n\nContext: ...\n")).toHaveLength(1);
    expect(problemsOf("001-a.md", record("# 001 — A", "Date: 2026-11-22. Status: proposed."))).toHaveLength(1);
    expect(problemsOf("001-a.md", record("# 001 — A", "Date: 2026-11-22, Status: accepted."))).toHaveLength(1);
    expect(problemsOf("001-a.md", record("# 001 — A", "Status: accepted."))).toHaveLength(1);
  });

  it("refuses a date that is not on the calendar, a title of another form or number", () => {
    expect(problemsOf("001-a.md", record("# 001 — A", "Date: 2026-02-30. Status: accepted."))).toEqual([
      "2026-02-30 is not a calendar date",
    ]);
    expect(problemsOf("001-a.md", record("# 001: A", "Date: 2026-11-22. Status: accepted."))).toHaveLength(1);
    expect(problemsOf("001-a.md", record("# 002 — A", "Date: 2026-11-22. Status: accepted."))).toEqual([
      "line 1 numbers it 002, the file name 001",
    ]);
  });

  it("refuses a successor link whose number and file disagree, or that names the record itself", () => {
    expect(
      problemsOf("001-a.md", record("# 001 — A", "Date: 2026-11-22. Status: superseded by [033](034-b.md).")),
    ).toHaveLength(1);
    expect(
      problemsOf("001-a.md", record("# 001 — A", "Date: 2026-11-22. Status: superseded by [001](001-a.md).")),
    ).toEqual(["it names itself as a successor"]);
  });
});

describe("pathReferences", () => {
  const paths = (markdown: string, document = "docs/guide.md") =>
    pathReferences(markdown, document).map(({ kind, path }) => `${kind}:${path}`);

  it("takes paths in backticks, fenced blocks and relative links, resolved from the document", () => {
    const markdown = [
      "The limit lives in `worker/services/stripe.ts`, see [the edge](../worker/edge.ts) and [001](decisions/001-a.md).",
      "```sh",
      "npx tsx scripts/media/showcase.ts --svg-only",
      "```",
      "Composed from `#web/styles/layout.module.css`; configured in `wrangler.toml`; proved by `webhook.test.ts`.",
    ].join("\n");
    expect(paths(markdown)).toEqual([
      "path:worker/services/stripe.ts",
      "path:worker/edge.ts",
      "path:docs/decisions/001-a.md",
      "path:scripts/media/showcase.ts",
      "path:web/styles/layout.module.css",
      "path:wrangler.toml",
      "name:webhook.test.ts",
    ]);
    expect(pathReferences("x\n~~~\nsee tests/e2e/, then (common/csv.ts:12).\n~~~", "README.md")).toEqual([
      { written: "tests/e2e/,", kind: "path", path: "tests/e2e", line: 3 },
      { written: "(common/csv.ts:12).", kind: "path", path: "common/csv.ts", line: 3 },
    ]);
  });

  it("reads a path in any folder it is given, and never a folder's bare name", () => {
    const markdown = "`tools/run.ts`, `npm run build`, `build/prerender.ts`, `tests`, `web/`";
    expect(paths(markdown)).toEqual(["path:build/prerender.ts", "path:web"]);
    expect(pathReferences(markdown, "README.md", ["tools"]).map(({ path }) => path)).toEqual(["tools/run.ts"]);
  });

  it("leaves placeholders, globs, URLs, site routes and prose alone", () => {
    const markdown = [
      "`common/api/<feature>.ts`, `migrations/*.sql`, `tests/{worker,web}/`, `docs/decisions/NNN-name.md`,",
      "`tests/e2e/x.spec.ts`, [terms](SITE_URL/terms), [Stripe](https://docs.stripe.com/api), [pricing](/pricing),",
      "[above](#run), `dist/client/index.html`, `npm run build`, `spec3.json`, and worker/contract.ts in prose.",
    ].join("\n");
    expect(paths(markdown)).toEqual([]);
  });
});
