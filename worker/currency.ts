/**
 * The visitor's currency on every page (decision 056): `data-currency` on <html>, from the
 * `currency` cookie (a choice made in the switcher), else the country Cloudflare reports, else the
 * Price's own currency. The prerendered HTML stays as built; the page's prices are CSS-chosen by
 * this attribute, so the first paint is in the visitor's currency and nothing moves afterwards.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { CURRENCY_ATTRIBUTE, CURRENCY_COOKIE, visitorCurrency } from "#common/currency-choice.ts";
import type { AppEnv } from "./app";

export function withVisitorCurrency(c: Context<AppEnv>, page: Response): Response {
  const country = (c.req.raw.cf as { country?: string } | undefined)?.country;
  const currency = visitorCurrency({ cookie: getCookie(c, CURRENCY_COOKIE), country });
  // The answer depends on the cookie; it is never shared anyway (private, no-cache).
  if (!/\bCookie\b/i.test(page.headers.get("Vary") ?? "")) page.headers.append("Vary", "Cookie");
  return new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute(CURRENCY_ATTRIBUTE, currency);
      },
    })
    .transform(page);
}
