/**
 * The language suggestion (decision 054): a page the visitor may prefer in another language it
 * exists in gets `data-suggest="<locale>"` on its <html>, and the page offers it in a banner.
 * Never a redirect. The cookie of a choice already made wins over Accept-Language, which wins
 * over the country; a malformed Accept-Language header is ignored.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE, SUGGESTION_ATTRIBUTE, suggestedLocale } from "#common/language-choice.ts";
import { type LocalizedMatch, languagesOf } from "#common/routes.ts";
import type { AppEnv } from "./app";

export function withLanguageSuggestion(c: Context<AppEnv>, page: Response, match: LocalizedMatch): Response {
  const available = languagesOf(match.route);
  if (available.length < 2) return page;
  const country = (c.req.raw.cf as { country?: string } | undefined)?.country;
  const suggestion = suggestedLocale(
    { cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header("Accept-Language"), country },
    match.locale,
    available,
  );
  // The answer depends on these; it is never shared anyway (private, no-cache).
  page.headers.append("Vary", "Accept-Language, Cookie");
  if (!suggestion) return page;
  return new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute(SUGGESTION_ATTRIBUTE, suggestion);
      },
    })
    .transform(page);
}
