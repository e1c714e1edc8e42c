/**
 * Stripe's contract for the calls the Worker makes, as JSON Schemas generated from the
 * declarations of the pinned `stripe` package (which Stripe generates from its OpenAPI spec):
 * each operation's request parameters and each object the Worker reads or receives in events.
 * Decision 035 says why the declarations and not the OpenAPI file, and what they leave out
 * (tests/contracts/stripe/overlay.ts carries that).
 *
 *   npm run stripe:contract:generate
 *
 * writes tests/contracts/stripe/{requests,objects,fixtures}.generated.json; a test regenerates them in
 * memory and fails when the committed files differ (a `stripe` upgrade without regeneration).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { STRIPE_API_VERSION } from "#worker/services/stripe.ts";
import { baseOf, type Schema } from "./schema.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const SDK = join(ROOT, "node_modules/stripe/esm");
export const CONTRACT_DIR = join(ROOT, "tests/contracts/stripe");

/** The operations the Worker calls (worker/services/stripe.ts): method, path, parameter type. */
const OPERATIONS = {
  "GET /v1/prices": ["resources/Prices", "PriceListParams"],
  "GET /v1/promotion_codes": ["resources/PromotionCodes", "PromotionCodeListParams"],
  "POST /v1/promotion_codes": ["resources/PromotionCodes", "PromotionCodeCreateParams"],
  "POST /v1/coupons": ["resources/Coupons", "CouponCreateParams"],
  "DELETE /v1/coupons/{coupon}": ["resources/Coupons", "CouponDeleteParams"],
  "POST /v1/checkout/sessions": ["resources/Checkout/Sessions", "SessionCreateParams"],
  "GET /v1/checkout/sessions": ["resources/Checkout/Sessions", "SessionListParams"],
  "GET /v1/checkout/sessions/{session}": ["resources/Checkout/Sessions", "SessionRetrieveParams"],
  "GET /v1/invoices/{invoice}": ["resources/Invoices", "InvoiceRetrieveParams"],
  "GET /v1/invoice_payments": ["resources/InvoicePayments", "InvoicePaymentListParams"],
  "POST /v1/refunds": ["resources/Refunds", "RefundCreateParams"],
  "GET /v1/events": ["resources/Events", "EventListParams"],
} as const;

/** The objects the Worker reads or receives in events, by Stripe's `object` name. */
const OBJECTS = {
  "checkout.session": ["resources/Checkout/Sessions", "Session"],
  invoice: ["resources/Invoices", "Invoice"],
  invoice_payment: ["resources/InvoicePayments", "InvoicePayment"],
  charge: ["resources/Charges", "Charge"],
  refund: ["resources/Refunds", "Refund"],
  dispute: ["resources/Disputes", "Dispute"],
  price: ["resources/Prices", "Price"],
  promotion_code: ["resources/PromotionCodes", "PromotionCode"],
  coupon: ["resources/Coupons", "Coupon"],
  event: ["resources/Events", "EventBase"],
} as const;

/** Every event type the Worker handles (its webhook's `switch`), by the event interface whose `data.object` types them. */
const EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "invoice.paid",
  "invoice_payment.paid",
  "charge.refunded",
  "charge.refund.updated",
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
  "charge.dispute.closed",
  "price.created",
  "price.updated",
  "price.deleted",
  "promotion_code.created",
  "promotion_code.updated",
  "coupon.updated",
  "coupon.deleted",
] as const;

/**
 * Sub-objects the Worker never reads and the fake never fills (Stripe sends them null for the
 * fake's sales, or describes payment methods the shop does not configure): checked as "an object
 * or null" only, which keeps objects.generated.json half of its full size.
 */
const OPAQUE = new Set([
  "Charges.Charge.payment_method_details",
  "Checkout_Sessions.Session.payment_method_options",
  "Refunds.Refund.destination_details",
  "Invoices.Invoice.payment_settings",
  "Invoices.Invoice.last_finalization_error",
  "Disputes.Dispute.evidence",
]);

type ObjectName = keyof typeof OBJECTS;

/** The SDK's ApiVersion, read from the installed package (not the Worker's import of it). */
export function installedApiVersion(): string {
  const text = readFileSync(join(SDK, "apiVersion.js"), "utf8");
  const match = /ApiVersion = '([^']+)'/.exec(text);
  if (!match?.[1]) throw new Error("node_modules/stripe/esm/apiVersion.js names no ApiVersion");
  return match[1];
}

class Converter {
  readonly definitions: Record<string, Schema> = {};
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly checker: ts.TypeChecker,
    /** Interfaces of these objects become $refs; any other expandable object stays opaque. */
    private readonly kept: ReadonlyMap<ts.Symbol, ObjectName>,
    /**
     * What an interface that declares nothing means: in what Stripe sends (an event's
     * `previous_attributes`), any object, as TypeScript reads it; in what it is sent (a
     * parameter set with no parameter), nothing, since Stripe refuses a parameter it does not know.
     */
    private readonly empty: "open" | "closed",
  ) {}

  /** `Checkout_Sessions.Session.CustomText` for a declaration in the SDK. */
  private nameOf(type: ts.Type): string | undefined {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration || !ts.isInterfaceDeclaration(declaration)) return undefined;
    const file = relative(SDK, declaration.getSourceFile().fileName)
      .replace(/\.d\.ts$/, "")
      .replace(/^resources\//, "")
      // A `/` would split the JSON pointer of the $ref.
      .replaceAll("/", "_");
    const qualified = this.checker.getFullyQualifiedName(symbol).replace(/^"[^"]*"\./, "");
    const args = this.checker.getTypeArguments?.(type as ts.TypeReference) ?? [];
    const suffix = args.length ? `<${args.map((a) => this.checker.typeToString(a)).join(",")}>` : "";
    return `${file}.${qualified}${suffix}`;
  }

  convert(type: ts.Type): Schema {
    if (type.isUnion()) return this.union(type.types);
    if (type.flags & ts.TypeFlags.String) return { type: "string" };
    if (type.flags & ts.TypeFlags.Number) return { type: "number" };
    if (type.flags & ts.TypeFlags.Boolean) return { type: "boolean" };
    if (type.isStringLiteral()) return { type: "string", enum: [type.value] };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { type: "boolean" };
    if (type.flags & ts.TypeFlags.Null) return { type: "null" };
    // A type parameter (ApiList<T>'s items) is checked where it is used.
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return {};
    // OtherString (`string & Record<never, never>`): the SDK's way of leaving an enum open.
    if (isOtherString(type)) return { type: "string" };
    // Decimal (`DecimalImpl & {brand}`): a decimal number Stripe sends as a string.
    if (type.isIntersection() && type.types.some((t) => t.getSymbol()?.getName() === "DecimalImpl")) {
      return { type: "string", format: "decimal" };
    }
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: "array", items: item ? this.convert(item) : {} };
    }
    if (type.flags & ts.TypeFlags.Object) return this.object(type);
    throw new Error(`unsupported type ${this.checker.typeToString(type)}`);
  }

  private union(members: readonly ts.Type[]): Schema {
    const nullable = members.some((t) => t.flags & ts.TypeFlags.Null);
    const rest = members.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    // A closed enum: Stripe's spec lists the values; the SDK adds OtherString only to stay open.
    const literals = rest.filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
    const others = rest.filter((t) => !t.isStringLiteral() && !isOtherString(t));
    const enumOnly = literals.length > 0 && others.length === 0;
    const booleans = others.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const schemas: Schema[] = [];
    if (enumOnly) schemas.push({ type: "string", enum: literals });
    else {
      if (booleans.length) schemas.push({ type: "boolean" });
      const rest = others.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
      for (const t of rest) schemas.push(this.convert(t));
      if (literals.length) schemas.push({ type: "string", enum: literals });
    }
    if (nullable) schemas.push({ type: "null" });
    const branches = dedupe(schemas);
    if (branches.length === 1) return branches[0] as Schema;
    // An expandable reference (`string | PaymentIntent`): the id, unless `expand[]` asked for the object.
    const expandable =
      others.some((t) => t.flags & ts.TypeFlags.String) &&
      others.some((t) => t.flags & ts.TypeFlags.Object && isApiObject(this.checker, t));
    return { anyOf: branches, ...(expandable ? { "x-expandable": true } : {}) };
  }

  private object(type: ts.Type): Schema {
    const name = this.nameOf(type);
    const symbol = type.getSymbol();
    const keptObject = symbol ? this.kept.get(symbol) : undefined;
    if (name && /^[A-Z]/.test(name.split(".").at(-1) ?? "") && isApiObject(this.checker, type) && !keptObject) {
      // An expandable object outside this contract: only its id and kind are checked.
      return { type: "object", required: ["id", "object"], properties: { id: { type: "string" } } };
    }
    if (!name) return this.shape(type);
    const ref = { $ref: `#/definitions/${name}` };
    if (this.definitions[name] || this.inProgress.has(name)) return ref;
    this.inProgress.add(name);
    this.definitions[name] = this.shape(type, name);
    this.inProgress.delete(name);
    return ref;
  }

  /** An object type's own shape; `omit` leaves out properties that are the SDK's, not Stripe's. */
  shape(type: ts.Type, name?: string, omit: ReadonlySet<string> = new Set()): Schema {
    const index = this.checker.getIndexInfosOfType(type)[0];
    const properties = this.checker
      .getPropertiesOfType(type)
      .filter((p) => p.getName() !== "deleted" && !omit.has(p.getName()));
    if (index && properties.length === 0) {
      return { type: "object", additionalProperties: this.convert(index.type) };
    }
    if (properties.length === 0 && this.empty === "open") return { type: "object" };
    const out: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of properties) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) continue;
      const propertyType = this.checker.getTypeOfSymbolAtLocation(property, declaration);
      // `lastResponse` and friends are the SDK's, not Stripe's; functions are never JSON.
      if (this.checker.getSignaturesOfType(propertyType, ts.SignatureKind.Call).length) continue;
      out[property.getName()] = OPAQUE.has(`${name}.${property.getName()}`)
        ? { anyOf: [{ type: "object" }, { type: "null" }] }
        : this.convert(propertyType);
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.getName());
    }
    return {
      type: "object",
      properties: out,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    };
  }
}

const isOtherString = (type: ts.Type) => type.isIntersection() && type.types.some((t) => t.flags & ts.TypeFlags.String);

/** An API resource of its own (it has an `id` and an `object` name): Stripe expands it, never nests it. */
function isApiObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  const id = type.getProperty("id");
  const object = type.getProperty("object");
  if (!id || !object?.valueDeclaration) return false;
  return checker.getTypeOfSymbolAtLocation(object, object.valueDeclaration).isStringLiteral();
}

const dedupe = (schemas: Schema[]) => {
  const seen = new Set<string>();
  return schemas.filter((s) => {
    const key = JSON.stringify(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export interface Contract {
  readonly "requests.generated.json": string;
  readonly "objects.generated.json": string;
  readonly "fixtures.generated.json": string;
}

/** The contract's files as they should be committed, from the installed SDK. */
export function generateContract(pinned = STRIPE_API_VERSION): Contract {
  const installed = installedApiVersion();
  if (installed !== pinned) {
    throw new Error(
      `the installed stripe package is built for API ${installed}, the Worker pins ${pinned}: ` +
        "install the stripe release of the pinned version (or change STRIPE_API_VERSION) before regenerating",
    );
  }
  // lib: ApiList, the list envelope; Types: StripeRawError, the error body.
  const files = [
    ...new Set([...Object.values(OPERATIONS), ...Object.values(OBJECTS), ["resources/Events"], ["lib"], ["Types"]]),
  ].map(([file]) => join(SDK, `${file}.d.ts`));
  const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const find = (file: string, name: string): ts.Type => {
    const source = program.getSourceFile(join(SDK, `${file}.d.ts`));
    // Top level, or in a namespace (`Checkout.SessionCreateParams`).
    const declaration = source?.statements
      .flatMap((s) =>
        ts.isModuleDeclaration(s) && s.body && ts.isModuleBlock(s.body) && s.name.text === namespaceOf(file)
          ? [...s.body.statements]
          : [s],
      )
      .find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
    if (!declaration) throw new Error(`${file}.d.ts declares no interface ${name}`);
    return checker.getTypeAtLocation(declaration.name);
  };

  const objectTypes = new Map<ObjectName, ts.Type>(
    Object.entries(OBJECTS).map(([object, [file, name]]) => [object as ObjectName, find(file, name)]),
  );
  const kept = new Map<ts.Symbol, ObjectName>();
  for (const [object, type] of objectTypes) {
    const symbol = type.getSymbol();
    if (symbol) kept.set(symbol, object);
  }

  const requestConverter = new Converter(checker, kept, "closed");
  const operations = Object.fromEntries(
    Object.entries(OPERATIONS).map(([operation, [file, name]]) => [
      operation,
      requestConverter.convert(find(file, name)),
    ]),
  );

  const objectConverter = new Converter(checker, kept, "open");
  const saysIncludable = includableInComments(program);
  // `optional`: not in the spec's `required`, present only in some states or only when `expand[]`
  // asks; `includable`: those the declarations say are sent only when asked (the overlay names the
  // others Stripe's API reference marks so).
  const objects: Record<string, { schema: Schema; optional: string[]; includable: string[] }> = {};
  for (const [object, type] of objectTypes) {
    const schema = objectConverter.convert(type);
    const optionals = checker
      .getPropertiesOfType(type)
      .filter((p) => p.flags & ts.SymbolFlags.Optional && p.getName() !== "deleted");
    const includable = optionals
      .filter((p) => saysIncludable.get(object)?.has(p.getName()) || isList(checker, p))
      .map((p) => p.getName());
    objects[object] = { schema, optional: optionals.map((p) => p.getName()), includable };
  }
  const envelopeConverter = new Converter(checker, kept, "open");
  const envelopes = {
    list: envelopeConverter.convert(find("lib", "ApiList")),
    error: {
      type: "object",
      properties: {
        error: envelopeConverter.shape(findAlias(program, "Types", "StripeRawError"), undefined, SDK_ERROR_FIELDS),
      },
      required: ["error"],
      additionalProperties: false,
    } satisfies Schema,
  };
  const events = Object.fromEntries(
    EVENTS.map((eventType) => {
      const dataObject = find("resources/Events", eventInterface(eventType)).getProperty("data");
      const data =
        dataObject?.valueDeclaration && checker.getTypeOfSymbolAtLocation(dataObject, dataObject.valueDeclaration);
      const object = data?.getProperty("object");
      const objectType = object?.valueDeclaration && checker.getTypeOfSymbolAtLocation(object, object.valueDeclaration);
      const name = objectType && [...objectTypes].find(([, type]) => type === objectType)?.[0];
      if (!name) throw new Error(`${eventType}: its data.object is none of the contract's objects`);
      return [eventType, name];
    }),
  );

  const header = {
    $comment: "Generated by `npm run stripe:contract:generate` from the stripe package's declarations; do not edit.",
    apiVersion: STRIPE_API_VERSION,
    sdkVersion: sdkVersion(),
  };
  const requests = { ...header, operations, definitions: requestConverter.definitions };
  const objectsFile = {
    ...header,
    objects,
    events,
    envelopes,
    definitions: { ...objectConverter.definitions, ...envelopeConverter.definitions },
  };
  // One schema-valid base per object: the fake overlays its state on these.
  const fixtures = {
    ...header,
    objects: Object.fromEntries(
      Object.entries(objects).map(([name, { schema }]) => [name, baseOf(schema, objectConverter.definitions, name)]),
    ),
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;
  return {
    "requests.generated.json": json(requests),
    "objects.generated.json": json(objectsFile),
    "fixtures.generated.json": json(fixtures),
  };
}

/** Fields of the SDK's StripeRawError that it adds itself: never in Stripe's error body. */
const SDK_ERROR_FIELDS: ReadonlySet<string> = new Set(["headers", "statusCode", "requestId", "detail", "exception"]);

/**
 * What the declarations' comments call includable, by object: "When retrieving a Checkout Session,
 * there is an includable line_items property" (the methods' JSDoc).
 */
function includableInComments(program: ts.Program): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const sentence = /When retrieving an? ([^,]+), there is an includable (\w+) property/g;
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(SDK)) continue;
    for (const [, object = "", property = ""] of source.text.matchAll(sentence)) {
      const name = object.toLowerCase().replaceAll(" ", ".");
      if (!(name in OBJECTS)) continue;
      found.set(name, (found.get(name) ?? new Set()).add(property));
    }
  }
  return found;
}

/**
 * A list nested in an object (`ApiList<...>`, a charge's refunds): since API version 2020-08-27
 * Stripe sends none unless `expand[]` asks for it.
 */
function isList(checker: ts.TypeChecker, property: ts.Symbol): boolean {
  const declaration = property.valueDeclaration;
  if (!declaration) return false;
  const type = checker.getTypeOfSymbolAtLocation(property, declaration);
  const members = type.isUnion() ? type.types : [type];
  return members.some((t) => (t.aliasSymbol ?? t.getSymbol())?.getName() === "ApiList");
}

/** A type alias declared at the top level of an SDK file (`StripeRawError` in Types.d.ts). */
function findAlias(program: ts.Program, file: string, name: string): ts.Type {
  const source = program.getSourceFile(join(SDK, `${file}.d.ts`));
  const alias = source?.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === name,
  );
  if (!alias) throw new Error(`${file}.d.ts declares no type ${name}`);
  return program.getTypeChecker().getTypeAtLocation(alias.name);
}

/** The namespace a nested resource's parameter types live in: `Checkout` for Checkout/Sessions. */
const namespaceOf = (file: string) => file.split("/").slice(1, -1).join(".");

/** `invoice_payment.paid` -> `InvoicePaymentPaidEvent`. */
const eventInterface = (eventType: string) =>
  `${eventType
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Event`;

const sdkVersion = () =>
  (JSON.parse(readFileSync(join(SDK, "../package.json"), "utf8")) as { version: string }).version;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const contract = generateContract();
  for (const [file, text] of Object.entries(contract)) {
    writeFileSync(join(CONTRACT_DIR, file), text);
    console.log(`${relative(ROOT, join(CONTRACT_DIR, file))}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`);
  }
}
