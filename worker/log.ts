/**
 * The Worker's log lines: one JSON object per line, with nothing secret or personal in them. A
 * path with parameters (an API call's or a page's) is logged as its pattern, e.g.
 * `/ResetLicenseKey/:email/:licenceKey/:orderId`: the spec puts e-mail addresses, licence keys and
 * reset tokens in paths. Every other text (error messages, stacks, unknown paths) is scrubbed of
 * e-mail addresses, bearer tokens, JSON Web Tokens, UUIDs (licence keys) and long random tokens.
 * The request id is what ties a line to a request: every line carries the id of the invocation
 * that wrote it (`withRequestId`), however deep in a service it is written and even after the
 * answer (work in `waitUntil`), so no caller has to pass it along.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { allCalls } from "#common/api/calls.ts";
import { exactParser, routes } from "#common/routes.ts";

/** Each text pattern and what replaces it; order matters (a JWT is also a long token). */
const scrubbers: readonly (readonly [RegExp, string])[] = [
  // drizzle's query errors end with the bound values ("params: a@b.c,..."): any of them may be personal.
  [/^(\s*params:).*$/gm, "$1 [redacted]"],
  [/\bBearer\s+[^\s,;)"']+/gi, "Bearer [redacted]"],
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, "[jwt]"],
  // Raw or percent-encoded at sign (a path segment arrives encoded).
  [/[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi, "[email]"],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "[uuid]"],
  // Reset tokens are 43 base64url characters; secrets and hashes are long runs too.
  [/[\w-]{32,}/g, "[token]"],
];

export function redactText(text: string): string {
  return scrubbers.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

interface ParamPath {
  readonly pattern: string;
  readonly regex: RegExp;
  /** The pattern up to its first parameter, e.g. `/ResetLicenseKey/`. */
  readonly prefix: string;
}

/** Every API call's and page's path with parameters; longest fixed prefix first. */
const paramPaths: readonly ParamPath[] = [...new Set([...allCalls.map((c) => c.path), ...routes.map((r) => r.path)])]
  .filter((pattern) => pattern.includes("/:"))
  .map((pattern) => ({
    pattern,
    regex: exactParser(pattern).pattern,
    prefix: pattern.slice(0, pattern.indexOf("/:") + 1),
  }))
  .sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * A request path fit for a log: its pattern when it matches a path with parameters; the fixed
 * part and `[redacted]` when it only starts like one (a malformed reset link still carries the
 * token); otherwise the path, scrubbed.
 */
export function redactPath(path: string): string {
  const exact = paramPaths.find((p) => p.regex.test(path));
  if (exact) return exact.pattern;
  const partial = paramPaths.find((p) => path.startsWith(p.prefix));
  if (partial) return `${partial.prefix}[redacted]`;
  return redactText(path);
}

/** The id of the invocation (a request, a cron run) whose work is running, seen by every await inside it. */
const invocation = new AsyncLocalStorage<string>();

/** Runs `work` with `requestId` on every line it logs, including lines of the promises it starts. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return invocation.run(requestId, work);
}

type Level = "info" | "warn" | "error";

/** Writes one log line; `path` is redacted as a path and every other text is scrubbed. */
export function logEvent(level: Level, fields: Readonly<Record<string, unknown>>): void {
  const line = JSON.stringify({ level, requestId: invocation.getStore(), ...fields }, (key, value) => {
    if (typeof value !== "string" || key === "level" || key === "requestId") return value;
    return key === "path" ? redactPath(value) : redactText(value);
  });
  // Looked up at each call, so a test's spy on console sees the line.
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
