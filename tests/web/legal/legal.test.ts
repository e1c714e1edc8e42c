/// <reference types="vite/client" />
/**
 * The legal texts (issue 41 point 7, issue 40 point 5): every language has the English text's
 * sections and facts; the terms state the currencies the pages sell, which of them include tax,
 * and the desktop trial's real terms, all from configuration; the English version governs.
 */
import { describe, expect, it } from "vitest";
import { formatterOf } from "#common/format.ts";
import { DEFAULT_LOCALE, locales, localizedPath } from "#common/locales.ts";
import { LICENCE_CURRENCIES, WEB_PLAN_CURRENCY } from "#common/prices.ts";
import { pathTo } from "#common/routes.ts";
import { TAX_INCLUSIVE_CURRENCIES } from "#common/tax.ts";
import { headFor } from "#web/components/head.ts";
import { type LegalDocumentId, type LegalText, loadLegalText } from "#web/content/legal/documents.ts";
import { legalFacts } from "#web/features/legal/facts.ts";
import type { LegalKey } from "#web/features/legal/legal-messages.ts";
import { withFacts } from "#web/features/legal/with-facts.ts";
import { loadCatalogue, type Translate } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";

const text = (html: string) => html.replace(/<[^>]*>/g, "");
const documents: readonly LegalDocumentId[] = ["terms", "privacy"];
const english = { terms: await loadLegalText("terms", "en"), privacy: await loadLegalText("privacy", "en") };
const translations = locales.filter((locale) => locale !== DEFAULT_LOCALE);

const seller = {
  name: "Smith & Sons <Ltd>",
  address: "1 Road, Town",
  register: "Companies House (England and Wales)",
  registrationNumber: "01234567",
  governingLaw: "England and Wales",
};

async function wordsIn(locale: (typeof locales)[number]): Promise<Translate<LegalKey>> {
  const i18n = await loadCatalogue("legal", locale);
  return (key, values) => i18n._(key, values);
}

/** A text as the page shows it in its language, with a trial of `trialDays` days. */
async function filled(text: LegalText, locale: (typeof locales)[number], trialDays = 2): Promise<string> {
  const facts = legalFacts({ seller, trialDays, t: await wordsIn(locale), format: formatterOf(locale) });
  return withFacts(text.html, facts);
}

/** The HTML of the section under the level-2 heading `id`, up to the next level-2 heading. */
const section = (html: string, id: string) => {
  const start = html.indexOf(`<h2 id="${id}">`);
  if (start < 0) throw new Error(`no section #${id}`);
  const end = html.indexOf("<h2 ", start + 1);
  return html.slice(start, end < 0 ? undefined : end);
};

describe("terms and conditions", () => {
  const { terms } = english;

  it("are dated April 9, 2025 and define the spec's terms", () => {
    expect(terms.frontMatter).toEqual({ title: "Terms and Conditions", updated: "2025-04-09" });
    for (const term of [
      "Account",
      "Fees",
      "Interactive Services",
      "Your Contributions",
      "Payment Methods",
      "Free Trial",
    ])
      expect(terms.html).toContain(`<strong>&quot;${term}&quot;</strong>`);
  });

  it("cover membership, suspension, termination, cancellation, refunds and personal use", () => {
    const ids = terms.headings.map((h) => h.id);
    for (const id of ["membership", "suspension", "termination", "cancellation", "refunds", "personal-use-and-licence"])
      expect(ids).toContain(id);
    const body = text(terms.html);
    expect(body).toMatch(/renews automatically/);
    expect(body).toMatch(/two days after written notice/);
    expect(body).toMatch(/within 14 days of receiving/);
    expect(body).toMatch(/Web app: subscriptions of the web app are non-refundable/);
    expect(body).toMatch(/a single individual/);
    expect(body).toMatch(/at least one month/);
  });

  it("name every currency the pages sell in, and which include tax, from the prices' configuration", async () => {
    const fees = text(section(await filled(terms, "en"), "fees-and-payment"));
    expect(fees).not.toMatch(/charged in US dollars/);
    const named = (codes: readonly string[]) => codes.map((code) => code.toUpperCase());
    for (const code of named([...LICENCE_CURRENCIES, WEB_PLAN_CURRENCY])) expect(fees).toContain(`(${code})`);
    const [included = "", excluded = ""] = fees.split(/do not include/);
    const before = LICENCE_CURRENCIES.filter((c) => !TAX_INCLUSIVE_CURRENCIES.includes(c));
    for (const code of named(TAX_INCLUSIVE_CURRENCIES))
      expect(included).toMatch(new RegExp(`include.*\\(${code}\\)`, "s"));
    for (const code of named(before)) expect(excluded).toContain(`(${code})`);
    expect(fees).toContain(
      "include the applicable VAT or consumption tax, so the price shown is the total you pay: euros (EUR), pounds sterling (GBP), Japanese yen (JPY) and Brazilian reais (BRL).",
    );
    expect(fees).toContain(
      "do not include tax; where tax applies, it is added at checkout and shown before you pay: US dollars (USD).",
    );
  });

  it("state the desktop trial's configured length, and that it ends without a charge", async () => {
    for (const days of [2, 7]) {
      const trial = text(section(await filled(terms, "en", days), "free-plan-and-free-trial"));
      expect(trial).toContain(`The Free Trial of the desktop app lasts ${days} days.`);
      expect(trial).toContain("nothing is charged when it ends");
    }
    expect(text(await filled(terms, "en", 1))).toContain("a period of 1 day during which");
    expect(text(terms.html)).not.toMatch(/converts into a paid membership|for example 2 days/);
  });
});

describe("privacy policy", () => {
  it("is dated April 9, 2025 and lists the data collected, cookies and the payment provider", () => {
    const { privacy } = english;
    expect(privacy.frontMatter.updated).toBe("2025-04-09");
    const body = text(privacy.html);
    for (const item of [
      "Email address",
      "Username",
      "Information you provide voluntarily",
      "Referral link from affiliate partners",
      "IP address",
    ])
      expect(body).toContain(item);
    expect(body).toMatch(/coupon-code/);
    expect(body).toMatch(/10 days/);
    expect(body).toMatch(/90 days/);
    expect(body).toMatch(/we never see or store your card details/);
    expect(privacy.headings.map((h) => h.id)).toEqual(
      expect.arrayContaining(["cookies", "payments", "data-we-collect"]),
    );
  });
});

describe("the seller in the legal texts", () => {
  it("names the company, its address, registration and the governing law in both texts, escaped", async () => {
    for (const document of documents) {
      const html = await filled(english[document], "en");
      expect(html).not.toMatch(/\{\{/);
      const body = text(html);
      expect(body).toContain("Smith &amp; Sons &lt;Ltd&gt;");
      expect(body).toContain("1 Road, Town, registered with Companies House (England and Wales) under number 01234567");
      expect(body).toContain("the law of England and Wales");
    }
    expect(english.terms.headings.map((h) => h.id)).toEqual(
      expect.arrayContaining(["who-we-are", "governing-law-and-disputes"]),
    );
    expect(english.privacy.headings.map((h) => h.id)).toContain("who-is-responsible-for-your-data");
  });

  it("refuses a placeholder that names no fact", () => {
    expect(() => withFacts("<p>{{seller.vatNumber}}</p>", { seller })).toThrow(
      "unknown placeholder {{seller.vatNumber}}",
    );
    expect(() => withFacts("<p>{{price.eur}}</p>", { seller })).toThrow("unknown placeholder {{price.eur}}");
  });
});

/** The facts a text names, each once (a translation may name one fewer times than English). */
const placeholders = (html: string) => [...new Set(html.match(/\{\{\w+\.\w+\}\}/g))].sort();
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href as string);

describe.each(translations)("the legal texts in %s", (locale) => {
  it.each(documents)("%s has the English text's sections, date and facts", async (id) => {
    const translated = await loadLegalText(id, locale);
    expect(translated.frontMatter.updated).toBe(english[id].frontMatter.updated);
    expect(translated.frontMatter.title).toBeTruthy();
    expect(translated.frontMatter.title).not.toBe(english[id].frontMatter.title);
    expect(translated.headings.map((h) => [h.id, h.depth])).toEqual(english[id].headings.map((h) => [h.id, h.depth]));
    expect(placeholders(translated.html)).toEqual(placeholders(english[id].html));
    // The same links, each to the page in this language (an anchor stays an anchor).
    expect(links(translated.html).filter((href) => href !== pathTo(id))).toEqual(
      links(english[id].html).map((href) => (href.startsWith("/") ? localizedPath(locale, href) : href)),
    );
    expect(await filled(translated, locale)).not.toMatch(/\{\{|\}\}/);
  });

  it.each(documents)("%s says that the English version governs, and links it", async (id) => {
    const language = section((await loadLegalText(id, locale)).html, "language");
    expect(links(language)).toEqual([pathTo(id)]);
  });

  it("names the currencies and the trial's length in its own words", async () => {
    const t = await wordsIn(locale);
    const terms = text(await filled(await loadLegalText("terms", locale), locale, 3));
    for (const code of [...LICENCE_CURRENCIES, WEB_PLAN_CURRENCY]) {
      const name = t("currency", { code });
      expect(name).toContain(code.toUpperCase());
      expect(name).not.toBe(code.toUpperCase());
      expect(terms).toContain(name);
    }
    expect(terms).toContain(t("trial_length", { days: 3 }));
    expect(t("trial_length", { days: 3 })).toMatch(/3/);
  });
});

describe.each(locales)("the legal pages' head in %s", (locale) => {
  it.each(documents)("/%s has the page's language, its title, canonical and every translation", async (id) => {
    const path = pathTo(id, {}, locale);
    expect(path).toBe(localizedPath(locale, `/${id}`));
    await loadPageMessages(path);
    const head = headFor(path);
    const t = (await loadCatalogue(id, locale))._("meta_title");
    expect(head.lang).toBe(locale);
    expect(head.title).toBe(`${t} | TickSim`);
    expect(head.canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(head.alternates.map((a) => [a.hreflang, new URL(a.href).pathname])).toEqual([
      ...locales.map((other) => [other, localizedPath(other, `/${id}`)]),
      ["x-default", `/${id}`],
    ]);
  });
});

describe("the legal texts' typography", () => {
  const prose = async (locale: (typeof locales)[number]) =>
    text((await Promise.all(documents.map((id) => loadLegalText(id, locale)))).map((d) => d.html).join("\n"))
      .replace(/&[a-z]+;|&#\d+;/g, "")
      .replace(/\{\{\w+\.\w+\}\}/g, "");

  it("writes French with « », and a no-break space before ; : ! ? and inside the guillemets", async () => {
    const french = await prose("fr");
    expect(french).not.toMatch(/ [;:!?»]|« /);
    expect(french.match(/[^\u00a0\u202f][;:!?]|«[^\u202f]/g) ?? []).toEqual([]);
  });

  it.each(["ja", "zh-Hans"] as const)(
    "writes %s with full-width punctuation next to its own script",
    async (locale) => {
      const cjk = "\\u3040-\\u30ff\\u3400-\\u9fff";
      const ascii = new RegExp(`.{0,12}(?:[${cjk}][,.!?:;()]|[,.!?:;()][${cjk}]).{0,12}`, "g");
      expect((await prose(locale)).match(ascii) ?? []).toEqual([]);
    },
  );
});
