/**
 * The Stripe fake held to Stripe's contract (tests/contracts/stripe, generated from the pinned
 * SDK's declarations, decision 035): requests are decoded from Stripe's form encoding and
 * checked against their operation's schema and the documented limits (overlay.ts), answering
 * Stripe's error bodies; objects and events start from a schema-valid base and are checked
 * before the fake answers or sends them. A check that fails on the fake's own answer throws:
 * that is a bug in the fake, never something a test should see as Stripe's behaviour.
 *
 * The validator is @cfworker/json-schema: it interprets schemas, where Ajv compiles them with
 * `new Function`, which deployed workerd refuses (the vitest pool allows it, Node too), so the
 * same checks could also run inside a Worker.
 */
import { type OutputUnit, Validator } from "@cfworker/json-schema";
import fixtures from "#tests/contracts/stripe/fixtures.generated.json" with { type: "json" };
import objects from "#tests/contracts/stripe/objects.generated.json" with { type: "json" };
import { DECIMAL_PARAMS, INCLUDABLE_EXCEPTIONS, overlayProblem } from "#tests/contracts/stripe/overlay.ts";
import requests from "#tests/contracts/stripe/requests.generated.json" with { type: "json" };

export type Operation = keyof typeof requests.operations;
export type ObjectName = keyof typeof objects.objects;

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: string[];
  anyOf?: Schema[];
  $ref?: string;
  "x-expandable"?: boolean;
}

export interface StripeErrorBody {
  type: "invalid_request_error" | "api_error" | "authentication_error" | "rate_limit_error" | "idempotency_error";
  message: string;
  code?: string;
  param?: string;
}

/** The fake answered or sent something Stripe's contract does not allow. */
export class ContractViolation extends Error {}

const validators = new Map<string, Validator>();
function validatorFor(key: string, schema: unknown, definitions: unknown): Validator {
  let validator = validators.get(key);
  if (!validator) {
    validator = new Validator({ ...(schema as object), definitions } as never, "7", false);
    validators.set(key, validator);
  }
  return validator;
}

// ---- requests ---------------------------------------------------------------------------------

/**
 * Stripe's form encoding as the values it stands for: `a[b][0][c]=x` -> `{a: {b: [{c: "x"}]}}`,
 * `expand[]=x` appends. Every leaf stays a string; the schema decides what it must parse as.
 */
export function decodeForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const [head = "", ...rest] = key.split("[").map((part, i) => (i === 0 ? part : part.replace(/\]$/, "")));
    let node: Record<string, unknown> = root;
    const path = [head, ...rest];
    path.forEach((part, i) => {
      const name = part === "" ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) node[name] = value;
      else {
        const next = node[name];
        node[name] = typeof next === "object" && next !== null ? next : {};
        node = node[name] as Record<string, unknown>;
      }
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** Objects whose keys are 0..n-1 are the arrays the client encoded. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysOf(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

const resolve = (schema: Schema): Schema =>
  schema.$ref
    ? resolve((requests.definitions as Record<string, Schema>)[schema.$ref.replace("#/definitions/", "")] ?? {})
    : schema;

/** Form strings as the schema's numbers and booleans, where they parse as such. */
function coerce(value: unknown, at: Schema): unknown {
  const schema = resolve(at);
  const branches = schema.anyOf?.map(resolve) ?? [schema];
  if (typeof value === "string") {
    if (branches.some((b) => b.enum?.includes(value) || (b.type === "string" && !b.enum))) return value;
    if (branches.some((b) => b.type === "number") && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    if (branches.some((b) => b.type === "boolean") && (value === "true" || value === "false")) return value === "true";
    return value;
  }
  if (Array.isArray(value)) {
    const items = branches.find((b) => b.type === "array")?.items;
    return items ? value.map((v) => coerce(v, items)) : value;
  }
  if (typeof value === "object" && value !== null) {
    const shape = branches.find((b) => b.type === "object");
    if (!shape) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        const property =
          shape.properties?.[k] ??
          (typeof shape.additionalProperties === "object" ? shape.additionalProperties : undefined);
        return [k, property ? coerce(v, property) : v];
      }),
    );
  }
  return value;
}

/** `#/line_items/0/price` -> `line_items[0][price]`, Stripe's way of naming a parameter. */
const paramOf = (location: string, extra?: string) =>
  [...location.replace(/^#\/?/, "").split("/").filter(Boolean), ...(extra ? [extra] : [])]
    .map((part, i) => (i === 0 ? part : `[${part}]`))
    .join("");

const valueAt = (root: unknown, location: string): unknown =>
  location
    .replace(/^#\/?/, "")
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);

const invalid = (param: string, message: string, code?: string): StripeErrorBody => ({
  type: "invalid_request_error",
  param,
  message,
  ...(code ? { code } : {}),
});

/** Stripe's error for the most specific schema failure. */
function errorOf(errors: readonly OutputUnit[], params: unknown): StripeErrorBody {
  const depth = (e: OutputUnit) => e.instanceLocation.split("/").length;
  const byKeyword = (keyword: string) =>
    errors.filter((e) => e.keyword === keyword).sort((a, b) => depth(b) - depth(a))[0];
  const unknown = byKeyword("false");
  if (unknown) {
    const param = paramOf(unknown.instanceLocation);
    return invalid(param, `Received unknown parameter: ${param}`, "parameter_unknown");
  }
  const missing = byKeyword("required");
  if (missing) {
    const name = /"([^"]+)"/.exec(missing.error)?.[1] ?? "";
    const param = paramOf(missing.instanceLocation, name);
    return invalid(param, `Missing required param: ${param}.`, "parameter_missing");
  }
  const wrong = byKeyword("type") ?? byKeyword("enum") ?? errors[errors.length - 1];
  const param = wrong ? paramOf(wrong.instanceLocation) : "";
  const value = wrong ? valueAt(params, wrong.instanceLocation) : undefined;
  if (value === "") {
    return invalid(
      param,
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      "parameter_invalid_empty",
    );
  }
  const enumError = errors.find((e) => e.keyword === "enum" && e.instanceLocation === wrong?.instanceLocation);
  if (enumError) {
    const allowed = (JSON.parse(/\[.*\]/.exec(enumError.error)?.[0] ?? "[]") as string[]).filter(Boolean);
    return invalid(param, `Invalid ${param}: must be one of ${allowed.join(", ")}`);
  }
  if (wrong?.error.includes('Expected "number"')) {
    const name = param.replace(/.*\[|\]$/g, "");
    return DECIMAL_PARAMS.has(name)
      ? invalid(param, `Invalid decimal: ${String(value)}`)
      : invalid(param, `Invalid integer: ${String(value)}`, "parameter_invalid_integer");
  }
  if (wrong?.error.includes('Expected "boolean"')) return invalid(param, `Invalid boolean: ${String(value)}`);
  if (typeof value === "object")
    return invalid(param, `Invalid ${param}: must be a string`, "parameter_invalid_string");
  return invalid(param, `Invalid ${param}: ${wrong?.error ?? "does not match Stripe's schema"}`);
}

/**
 * What Stripe answers a request that breaks its contract (400 with Stripe's error body), or
 * undefined when the request is one Stripe accepts. `form` is the body of a POST or the query of
 * a GET.
 */
export function refusal(operation: Operation, form: URLSearchParams): StripeErrorBody | undefined {
  const schema = requests.operations[operation];
  const params = coerce(decodeForm(form), schema as Schema) as Record<string, unknown>;
  const result = validatorFor(`request ${operation}`, schema, requests.definitions).validate(params);
  if (!result.valid) return errorOf(result.errors, params);
  const problem = overlayProblem(operation, params);
  return problem ? invalid(problem.param, problem.message, problem.code) : undefined;
}

// ---- objects and events -----------------------------------------------------------------------

/** A fresh, schema-valid base of an object (every required property, Stripe's empty values). */
export function baseObject<T = Record<string, unknown>>(name: ObjectName): T {
  return structuredClone(fixtures.objects[name]) as T;
}

const definitionOf = (ref: string): Schema =>
  (objects.definitions as Record<string, Schema>)[ref.replace("#/definitions/", "")] ?? {};

/** The contract's object behind a `$ref`, when it is one (a Charge inside a Refund). */
const objectOfRef: ReadonlyMap<string, ObjectName> = new Map(
  Object.entries(objects.objects).map(([name, { schema }]) => [(schema as Schema).$ref ?? "", name as ObjectName]),
);

/** Properties Stripe sends only when `expand[]` names them: derived from the declarations, and the overlay's exceptions. */
export const includableOf = (name: ObjectName): readonly string[] => [
  ...objects.objects[name].includable,
  ...Object.keys(INCLUDABLE_EXCEPTIONS[name] ?? {}),
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a branch of an `anyOf` describes this value's kind (an object, a list, a scalar). */
function branchFits(branch: Schema, value: unknown): boolean {
  const resolved = branch.$ref ? definitionOf(branch.$ref) : branch;
  if (Array.isArray(value)) return resolved.type === "array";
  if (isObject(value)) return resolved.type === "object" || resolved.anyOf !== undefined;
  return false;
}

/**
 * What an answer or event holds that Stripe sends only when asked: an expanded reference (an
 * object where an id stands) or an includable property that `expand` (paths relative to the
 * object, `.`-separated, list items without their index) does not name. Walks the value along its
 * schema, so nested objects (a promotion code's coupon) are held to the same rule.
 */
function unaskedExpansions(value: unknown, schema: Schema, at: readonly string[], expand: ReadonlySet<string>) {
  const found: string[] = [];
  const walk = (node: unknown, shape: Schema, path: readonly string[]): void => {
    if (typeof node !== "object" || node === null) return;
    const here = path.join(".");
    if (shape["x-expandable"] && !Array.isArray(node) && !expand.has(here)) {
      found.push(`${here} expanded`);
      return;
    }
    if (shape.$ref) {
      const kept = objectOfRef.get(shape.$ref);
      if (kept && isObject(node)) {
        for (const property of includableOf(kept)) {
          const key = [...path, property].join(".");
          if (node[property] !== undefined && !expand.has(key)) found.push(`${key} included`);
        }
      }
      walk(node, definitionOf(shape.$ref), path);
      return;
    }
    if (shape.anyOf) {
      for (const branch of shape.anyOf) if (branchFits(branch, node)) walk(node, branch, path);
      return;
    }
    if (Array.isArray(node)) {
      if (shape.items) for (const item of node) walk(item, shape.items, path);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      const property = shape.properties?.[key];
      if (property) walk(child, property, [...path, key]);
      // A map (metadata, currency_options): its keys are data, not part of an expand path.
      else if (typeof shape.additionalProperties === "object") walk(child, shape.additionalProperties, path);
    }
  };
  walk(value, schema, at);
  return found;
}

/** The paths `expand` asks for with each one's parents: Stripe expands every object along `a.b.c`. */
const withParents = (expand: readonly string[]): ReadonlySet<string> =>
  new Set(expand.flatMap((path) => path.split(".").map((_, i, parts) => parts.slice(0, i + 1).join("."))));

/** Throws a ContractViolation naming the first failures of `value` against `schema`. */
function validate(what: string, key: string, schema: unknown, value: unknown): void {
  const result = validatorFor(key, schema, objects.definitions).validate(value);
  if (result.valid) return;
  const detail = result.errors
    .filter((e) => !["$ref", "properties", "anyOf", "items"].includes(e.keyword))
    .slice(0, 5)
    .map((e) => `${e.instanceLocation}: ${e.error}`)
    .join("; ");
  throw new ContractViolation(`the fake's ${what} breaks Stripe's schema: ${detail}`);
}

/**
 * Throws when an object the fake is about to answer or send breaks its schema, or carries what
 * Stripe sends only when asked (an expanded reference, an includable property) that `expand`
 * does not name: the paths the request expanded, relative to this object. An event expands nothing.
 */
export function checkObject(name: ObjectName, value: unknown, expand: readonly string[] = []): void {
  const { schema } = objects.objects[name];
  validate(name, `object ${name}`, schema, value);
  const unasked = unaskedExpansions(value, schema as Schema, [], withParents(expand));
  if (unasked.length) {
    throw new ContractViolation(
      `the fake's ${name} carries ${unasked.join(", ")}, which Stripe does only when expand[] asks for it`,
    );
  }
}

/**
 * A list page as Stripe answers it: its envelope checked against the contract, and each item by
 * `checkItem` (`checkObject` with the request's expansions, or `checkEvent`).
 */
export function listAnswer(
  url: string,
  data: readonly unknown[],
  checkItem: (item: unknown) => void,
  hasMore = false,
): Response {
  for (const item of data) checkItem(item);
  const page = { object: "list", url, has_more: hasMore, data };
  validate("list", "envelope list", objects.envelopes.list, page);
  return Response.json(page);
}

/** Stripe's error answer: the body checked against the contract's error envelope. */
export function errorAnswer(status: number, error: StripeErrorBody): Response {
  const body = { error: { ...error, request_log_url: "https://dashboard.stripe.com/test/logs" } };
  validate("error", "envelope error", objects.envelopes.error, body);
  return Response.json(body, { status });
}

/** The object an event type carries, per the SDK's event declarations. */
const eventObjects: Readonly<Record<string, ObjectName>> = objects.events as Record<string, ObjectName>;

/** Throws when an event (envelope and object) is not one Stripe could send. */
export function checkEvent(event: { type: string; data: { object: unknown } }): void {
  checkObject("event", { ...event, data: { ...event.data, object: {} } });
  const objectName = eventObjects[event.type];
  if (objectName) checkObject(objectName, event.data.object);
}
