/**
 * The functions a Markdown document names as calls, and the names a source file defines: read together by
 * function-names.test.ts, so a doc that teaches a helper the code no longer has (`itemAction(...)`) fails.
 */

export type FunctionReference = {
  /** The called name: `route` of `route(router, call, handler)`. */
  name: string;
  /** The code span as written. */
  written: string;
  line: number;
};

const CODE_SPAN = /(`+)([^`]+?)\1/g;
const FENCE = /^\s*(```|~~~)/;

/** A code span that opens with a plain call: `name(...)`, `name()`. A method (`a.b()`) belongs to its object. */
const CALL = /^([A-Za-z_$][\w$]*)\s*\(/;

/** Words of the language written like calls: `import()` is syntax, not a function anyone defines. */
const KEYWORDS = new Set(["import", "super", "typeof", "void", "await", "return", "if", "for", "while", "switch"]);

/** Every inline code span of prose (fenced blocks are examples, not names) that is a call, with its name. */
export function functionReferences(markdown: string): FunctionReference[] {
  const references: FunctionReference[] = [];
  let fence: string | undefined;
  markdown.split("\n").forEach((text, index) => {
    const opening = FENCE.exec(text)?.[1];
    if (opening !== undefined && (fence === undefined || fence === opening)) {
      fence = fence === undefined ? opening : undefined;
      return;
    }
    if (fence !== undefined) return;
    for (const span of text.matchAll(CODE_SPAN)) {
      const written = (span[2] ?? "").trim();
      const name = CALL.exec(written)?.[1];
      if (name !== undefined && !KEYWORDS.has(name)) references.push({ name, written, line: index + 1 });
    }
  });
  return references;
}

/** `function name`, `class name`, `const|let|var name` (exported or not, `declare`d too). */
const DECLARATION = /\b(?:function\*?|class|const|let|var)\s+([A-Za-z_$][\w$]*)/g;

/**
 * A member whose type or value is a function: `readonly muted?: (row: Row) => boolean` (a component's callback
 * option), `visit: async ({ page }, use) => ...` (a fixture).
 */
const FUNCTION_MEMBER = /^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:\s*(?:async\s*)?(?:<[^>]*>\s*)?\(/gm;

/** The names a source file defines as functions (or as constants, which a doc may call if they hold one). */
export function definedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const found of source.matchAll(DECLARATION)) names.add(found[1] ?? "");
  for (const found of source.matchAll(FUNCTION_MEMBER)) names.add(found[1] ?? "");
  names.delete("");
  return names;
}
