/** An address with its placeholders filled in (each value URL-encoded). */
export type UrlTemplate<P extends string> = (values: Record<P, string>) => string;

/**
 * Reads an address template from the configuration (`name` says which, in the error): every one
 * of `placeholders` must appear as `{placeholder}`, no other may, and the address must be a URL
 * once they are filled. Config is read while the pages are prerendered, so a wrong template fails
 * the build rather than a visitor's click.
 */
export function urlTemplate<P extends string>(name: string, value: string, placeholders: readonly P[]): UrlTemplate<P> {
  const missing = placeholders.filter((p) => !value.includes(`{${p}}`));
  if (missing.length > 0) {
    throw new Error(`web/.env: ${name} must contain ${missing.map((p) => `{${p}}`).join(" and ")}, got ${value}`);
  }
  const filled = (fillWith: (placeholder: P) => string) =>
    placeholders.reduce((address, p) => address.replaceAll(`{${p}}`, encodeURIComponent(fillWith(p))), value);
  const sample = filled((p) => p);
  const unknown = sample.match(/\{[^}]*\}/g);
  if (unknown) {
    throw new Error(`web/.env: ${name} has placeholders it cannot fill (${unknown.join(", ")}), got ${value}`);
  }
  if (!isUrl(sample)) throw new Error(`web/.env: ${name} is not a URL once filled in, got ${value}`);
  return (values) => filled((p) => values[p]);
}

function isUrl(address: string): boolean {
  try {
    return new URL(address).protocol.startsWith("http");
  } catch {
    return false;
  }
}
