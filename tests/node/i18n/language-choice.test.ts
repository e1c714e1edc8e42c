/** The language suggestion's reading of a request (decision 054), table-driven. */
import { describe, expect, it } from "vitest";
import { localeOfTag, parseAcceptLanguage, suggestedLocale } from "#common/language-choice.ts";
import { locales } from "#common/locales.ts";

describe("Accept-Language", () => {
  it.each([
    ["fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", ["fr-CH", "fr", "en", "de"]],
    ["de;q=0.5, ja", ["ja", "de"]],
    ["en-US,en;q=0.9", ["en-US", "en"]],
    ["pt-BR ; q = 0.8 , es", ["es", "pt-BR"]],
    ["fr;q=0, en", ["en"]],
    ["zh-Hans-CN", ["zh-Hans-CN"]],
    ["", []],
  ])("reads %j as %j", (header, tags) => {
    expect(parseAcceptLanguage(header)).toEqual(tags);
  });

  it.each([
    ["fr;q=2"],
    ["fr;q=abc"],
    ["<script>"],
    ["fr, en-; q=0.5"],
    ["français"],
    ["fr;level=1"],
    [`${"a".repeat(9)}`],
    [`fr,${"x-".repeat(300)}`],
  ])("ignores the malformed header %j as a whole", (header) => {
    expect(parseAcceptLanguage(header)).toEqual([]);
  });
});

describe("a tag's language", () => {
  it.each([
    ["fr-CA", "fr"],
    ["pt", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["zh-CN", "zh-Hans"],
    ["zh", "zh-Hans"],
    ["zh-Hant-TW", undefined],
    ["zh-TW", undefined],
    ["EN-gb", "en"],
    ["nl", undefined],
  ])("%s -> %s", (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });
});

describe("the suggestion", () => {
  const all = locales;
  it.each([
    ["Accept-Language on an English page", { acceptLanguage: "fr-FR,fr;q=0.9" }, "en", all, "fr"],
    ["nothing when the page is in that language", { acceptLanguage: "fr" }, "fr", all, undefined],
    ["nothing when the page is not translated into it", { acceptLanguage: "fr" }, "en", ["en"], undefined],
    ["the country when the header says nothing served", { acceptLanguage: "nl", country: "JP" }, "en", all, "ja"],
    ["the country when the header is malformed", { acceptLanguage: "fr;q=7", country: "br" }, "en", all, "pt-BR"],
    ["no country of several languages", { country: "CH" }, "en", all, undefined],
    ["the header before the country", { acceptLanguage: "en-US", country: "DE" }, "en", all, undefined],
    ["a remembered choice before the header", { cookie: "de", acceptLanguage: "fr" }, "en", all, "de"],
    ["a remembered English on a French page", { cookie: "en", acceptLanguage: "fr" }, "fr", all, "en"],
    ["a remembered choice of this page's language", { cookie: "en", acceptLanguage: "fr" }, "en", all, undefined],
    ["no cookie value that is no language", { cookie: "xx", acceptLanguage: "it" }, "en", all, "it"],
  ] as const)("%s", (_, visitor, page, available, expected) => {
    expect(suggestedLocale(visitor, page, available)).toBe(expected);
  });
});
