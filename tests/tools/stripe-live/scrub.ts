/**
 * Makes an event recorded from a Stripe test-mode account safe to commit as a fixture: secrets
 * go (API keys, webhook secrets, client secrets, the signed URLs of hosted invoices and
 * receipts), e-mail addresses become example ones, and every Stripe id (the account's `acct_`
 * included) is replaced by a stable placeholder of the same prefix, the same id always by the
 * same placeholder, so the references between recorded events still line up.
 */

/** `sk_test_…`, `rk_live_…`, `whsec_…`, `pk_test_…`: keys and signing secrets. */
const KEYS = /\b(?:sk|rk|pk)_(?:test|live)_[A-Za-z0-9]+|\bwhsec_[A-Za-z0-9]+/g;
/** A Checkout Session's or payment intent's client secret: `<id>_secret_<random>`. */
const CLIENT_SECRETS = /\b[a-z]+_(?:test_|live_)?[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g;
const EMAILS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A Stripe id: a short lower-case prefix (cs_test_, pi_, acct_, promo_…) and a long random part. */
const IDS = /\b((?:[a-z]{1,7}_){1,2}(?:test_|live_)?)([A-Za-z0-9]{14,})\b/g;
/** Fields whose whole value is a signed, account-specific URL. */
const SIGNED_URL_FIELDS = new Set(["hosted_invoice_url", "invoice_pdf", "receipt_url", "url"]);

export type Scrubber = (value: unknown) => unknown;

/** A scrubber that keeps its id placeholders across calls (one per recording run). */
export function createScrubber(): Scrubber {
  const placeholders = new Map<string, string>();
  const counters = new Map<string, number>();
  const idOf = (whole: string, prefix: string) => {
    let placeholder = placeholders.get(whole);
    if (!placeholder) {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      placeholder = `${prefix}recorded${String(n).padStart(6, "0")}`;
      placeholders.set(whole, placeholder);
    }
    return placeholder;
  };
  const text = (value: string) =>
    value
      .replace(KEYS, "[redacted-key]")
      .replace(CLIENT_SECRETS, "[redacted-client-secret]")
      .replace(EMAILS, "buyer@example.com")
      .replace(IDS, (whole, prefix: string) => idOf(whole, prefix));
  const scrub = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") {
      if (key && SIGNED_URL_FIELDS.has(key) && /^https?:\/\//.test(value)) return "https://example.com/[redacted-url]";
      return text(value);
    }
    if (Array.isArray(value)) return value.map((item) => scrub(item));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, k)]));
    }
    return value;
  };
  return (value) => scrub(value);
}
