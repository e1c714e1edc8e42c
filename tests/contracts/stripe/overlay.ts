/**
 * What Stripe documents about request parameters but its SDK declarations (and so the generated
 * schemas beside this file) do not carry. Each rule names where Stripe says it; decision 035
 * and docs/checkout.md list them. The Stripe fake applies these after the schema check.
 */

/** docs.stripe.com/metadata: at most 50 keys, keys up to 40 characters, values up to 500. */
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

/**
 * PromotionCodeCreateParams.code's JSDoc in the SDK: "Valid characters are lower case letters
 * (a-z), upper case letters (A-Z), digits (0-9), and dashes (-)". Its length limit is the API
 * reference's (500).
 */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9-]{1,500}$/;

/** Coupon `name`: the API reference's "maximum of 40 characters". */
export const COUPON_NAME_MAX = 40;

/** `percent_off` of a coupon: "A positive float larger than 0, and smaller or equal to 100" (its JSDoc). */
export const PERCENT_OFF = { above: 0, atMost: 100 } as const;

/**
 * The SDK types every number as `number`; Stripe's spec makes all of them integers except these
 * decimals (the only ones among the parameters the Worker sends).
 */
export const DECIMAL_PARAMS: ReadonlySet<string> = new Set(["percent_off"]);

/** Amounts in the smallest currency unit: a positive integer of at most eight digits (Stripe's limit for USD). */
export const AMOUNT_MAX = 99_999_999;
const AMOUNT_PARAMS = new Set(["amount", "amount_off", "unit_amount", "minimum_amount"]);

/** Each custom text of a Checkout Session: at most 1,200 characters (the API reference). */
export const CUSTOM_TEXT_MAX = 1200;

/**
 * Properties Stripe's API reference marks "includable" (absent unless `expand[]` names them, so
 * never in webhook events) that the declarations do not call so. The generator derives the others
 * (objects.generated.json `includable`: a nested list, or a comment saying "there is an includable
 * ... property"); the declarations make every one of them optional like any property outside the
 * spec's `required` list, without telling the two kinds apart. Each exception says why.
 */
export const INCLUDABLE_EXCEPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  invoice: {
    confirmation_secret: "the API reference: includable, the client secret of the invoice's PaymentIntent",
  },
  price: {
    currency_options: "the API reference: includable, the Price's amounts in its other currencies",
    tiers: "the API reference: includable, a tiered Price's tiers",
  },
  coupon: {
    applies_to: "the API reference: includable, the products the coupon is limited to",
    currency_options: "the API reference: includable, the coupon's amounts off in other currencies",
  },
};

export interface OverlayProblem {
  readonly param: string;
  readonly message: string;
  readonly code?: string;
}

type Params = Readonly<Record<string, unknown>>;

const bracketed = (path: readonly string[]) => path.map((part, i) => (i === 0 ? part : `[${part}]`)).join("");

/** The first documented limit the (decoded) parameters break, or undefined. */
export function overlayProblem(operation: string, params: Params): OverlayProblem | undefined {
  const problems: OverlayProblem[] = [];
  walk(params, [], problems);
  if (operation === "POST /v1/promotion_codes" && typeof params.code === "string") {
    if (!PROMOTION_CODE_PATTERN.test(params.code)) {
      problems.push({
        param: "code",
        message: "Invalid code: must contain only letters (a-z, A-Z), digits (0-9) and dashes (-)",
      });
    }
  }
  if (operation === "POST /v1/coupons" && typeof params.name === "string" && params.name.length > COUPON_NAME_MAX) {
    problems.push({ param: "name", message: `Invalid name: must be at most ${COUPON_NAME_MAX} characters` });
  }
  return problems[0];
}

function walk(value: unknown, path: string[], problems: OverlayProblem[]): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, [...path, String(i)], problems);
    return;
  }
  if (typeof value !== "object" || value === null) {
    checkNumber(value, path, problems);
    return;
  }
  const entries = Object.entries(value);
  if (path.at(-1) === "metadata") checkMetadata(entries, path, problems);
  else for (const [key, item] of entries) walk(item, [...path, key], problems);
}

function checkMetadata(entries: [string, unknown][], path: string[], problems: OverlayProblem[]) {
  const param = bracketed(path);
  if (entries.length > METADATA_LIMITS.keys) {
    problems.push({ param, message: `Invalid metadata: at most ${METADATA_LIMITS.keys} keys are allowed` });
  }
  for (const [key, item] of entries) {
    // Stripe's wording (stripe-php issue 246): "Invalid key: ... must be a string under 40 characters".
    if (key.length > METADATA_LIMITS.keyLength) {
      problems.push({
        param,
        message: `Invalid key: ${key} must be a string under ${METADATA_LIMITS.keyLength} characters`,
      });
    }
    if (String(item).length > METADATA_LIMITS.valueLength) {
      problems.push({
        param,
        message: `Invalid val: ${String(item)} must be a string under ${METADATA_LIMITS.valueLength} characters`,
      });
    }
  }
}

function checkNumber(value: unknown, path: string[], problems: OverlayProblem[]) {
  const name = path.at(-1) ?? "";
  if (typeof value !== "number") return;
  const param = bracketed(path);
  if (name === "percent_off" && !(value > PERCENT_OFF.above && value <= PERCENT_OFF.atMost)) {
    problems.push({ param, message: "Invalid percent_off: must be greater than 0 and at most 100" });
  }
  if (AMOUNT_PARAMS.has(name) && (value < 1 || value > AMOUNT_MAX)) {
    problems.push({
      param,
      message: `Invalid ${name}: must be a positive integer of at most ${AMOUNT_MAX}`,
      code: "parameter_invalid_integer",
    });
  }
}
