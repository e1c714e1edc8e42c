const DAY_SECONDS = 24 * 60 * 60;

/** Start-up query parameters that become cookies (spec section 9: lifetimes, Secure, path /). */
export const queryCookies = [
  { param: "coupon", cookie: "coupon-code", days: 10 },
  { param: "gclid", cookie: "google-code", days: 90 },
] as const;

export function setCookie(doc: Document, name: string, value: string, days: number): void {
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * DAY_SECONDS}; Path=/; Secure; SameSite=Lax`;
}

export function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Copies `?coupon=` and `?gclid=` into their cookies. */
export function storeQueryCookies(search: string, doc: Document = document): void {
  const query = new URLSearchParams(search);
  for (const { param, cookie, days } of queryCookies) {
    const value = query.get(param)?.trim();
    if (value) setCookie(doc, cookie, value.slice(0, 200), days);
  }
}
