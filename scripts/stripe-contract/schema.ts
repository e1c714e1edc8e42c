/** The JSON Schema subset the contract generator writes, and the base object it derives from one. */
export interface Schema {
  type?: "object" | "array" | "string" | "number" | "boolean" | "null";
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: string[];
  anyOf?: Schema[];
  $ref?: string;
  format?: string;
  /** An expandable reference: an id, or the object only when `expand[]` asked for it. */
  "x-expandable"?: boolean;
}

/**
 * The least object a schema accepts: every required property, null where it may be null, an
 * enum's first value, empty strings, zeros, empty lists. The fake overlays its state on it.
 */
export function baseOf(schema: Schema, definitions: Record<string, Schema>, at: string): unknown {
  if (schema.$ref) {
    const target = definitions[schema.$ref.replace("#/definitions/", "")];
    if (!target) throw new Error(`${at}: no definition ${schema.$ref}`);
    return baseOf(target, definitions, at);
  }
  if (schema.anyOf) {
    if (schema.anyOf.some((s) => s.type === "null")) return null;
    const [first] = schema.anyOf;
    return first ? baseOf(first, definitions, at) : null;
  }
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case "null":
      return null;
    case "string":
      return "";
    case "number":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((name) => {
          const property = schema.properties?.[name];
          if (!property) throw new Error(`${at}.${name}: required but not described`);
          return [name, baseOf(property, definitions, `${at}.${name}`)];
        }),
      );
    default:
      return {};
  }
}
