/**
 * Choosing a language in the page (decision 054): the switcher keeps the page where it is
 * translated, the shell and the home page speak the page's language, the head says it, and the
 * formatter writes numbers and money the language's way.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LANGUAGE_COOKIE, SUGGESTION_ATTRIBUTE } from "#common/language-choice.ts";
import { exactParser } from "#common/routes.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { closeConsentBanner, openConsentBanner } from "#web/components/consent/consent-state.ts";
import { applyHead, headFor } from "#web/components/head.ts";
import { Footer } from "#web/components/shell/Footer.tsx";
import { LanguageSuggestion } from "#web/components/shell/LanguageSuggestion.tsx";
import { Toaster } from "#web/components/toast/Toaster.tsx";
import { dismissToast, showToast, toasts } from "#web/components/toast/toasts.ts";
import HomePage from "#web/features/showcase/HomePage.tsx";
import { formatterOf } from "#web/i18n/format.ts";
import { languageLinks } from "#web/i18n/languages.ts";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";
import { readCookie } from "#web/lib/cookies.ts";

beforeAll(stubBrowserApis);

const at = (path: string, ui: React.ReactNode, locale = "en" as const) => {
  const { hook } = memoryLocation({ path });
  return (
    <Router hook={hook} parser={exactParser}>
      <LocaleContext value={locale}>{ui}</LocaleContext>
    </Router>
  );
};

describe("the switcher's links", () => {
  it.each([
    ["/", "fr", "/fr/", true, false],
    ["/", "en", "/", true, true],
    ["/fr/", "en", "/", true, false],
    ["/fr/", "fr", "/fr/", true, true],
    ["/ja/", "zh-Hans", "/zh-hans/", true, false],
    ["/ja/", "pt-BR", "/pt-br/", true, false],
    ["/terms", "de", "/de/terms", true, false],
    ["/blog", "de", "/de/", false, false],
    ["/blog", "en", "/blog", true, true],
    ["/blog/some-article", "it", "/it/", false, false],
    ["/no-such-page", "es", "/es/", false, false],
    ["/en-xa/", "fr", "/fr/", true, false],
  ] as const)("from %s, %s goes to %s (same page: %s, current: %s)", (from, locale, href, samePage, current) => {
    expect(languageLinks(from).find((l) => l.locale === locale)).toEqual({ locale, href, samePage, current });
  });

  it("offers the eight languages, never the pseudo-locale", () => {
    expect(languageLinks("/").map((l) => l.locale)).toEqual(["en", "es", "pt-BR", "fr", "de", "it", "ja", "zh-Hans"]);
  });
});

describe("the shell in French", () => {
  it("writes the footer in French, names each language in itself and remembers the one picked", async () => {
    await loadPageMessages("/fr/");
    render(at("/fr/", <Footer />, "fr" as never));
    expect(screen.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute("href", "/fr/privacy");
    const languages = within(screen.getByRole("navigation", { name: "Langue" }));
    const german = languages.getByRole("link", { name: "Deutsch" });
    expect(german).toHaveAttribute("href", "/de/");
    expect(german).toHaveAttribute("hreflang", "de");
    expect(german).toHaveAttribute("lang", "de");
    expect(languages.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(german);
    expect(readCookie(document, LANGUAGE_COOKIE)).toBe("de");
  });

  it("says on an untranslated page that a language's link leads to its home page", async () => {
    render(at("/blog", <Footer />));
    expect(screen.getByRole("link", { name: "Français · page d’accueil" })).toHaveAttribute("href", "/fr/");
  });

  it("loads a catalogue the page asks for before it shows the page (Suspense), in its language", async () => {
    await act(async () => {
      render(at("/de/", <Suspense fallback="loading">{<HomePage />}</Suspense>, "de" as never));
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Die beste Backtesting-Software" })).toBeVisible();
    expect(screen.getByText("Über 1.000 Assets gegenüber 50 und 127")).toBeInTheDocument();
    // The price comes through the formatter in German.
    expect(
      screen.getByText(/^Kostenlos oder ab \d+,\d\d\s\$ im Monat; Desktop-Lizenz für 269\s\$ auf Lebenszeit$/),
    ).toBeInTheDocument();
  });
});

describe("the shell's toasts", () => {
  it("name their close button in the page's language", async () => {
    await loadPageMessages("/ja/");
    render(at("/ja/", <Toaster />, "ja" as never));
    act(() => showToast({ message: "保存しました", tone: "success" }));
    expect(screen.getByRole("button", { name: "閉じる" })).toBeInTheDocument();
    act(() => dismissToast(toasts.value[0]?.id ?? -1));
  });
});

describe("the suggestion banner", () => {
  it("offers the suggested language in itself, keeps the page, and remembers the refusal", async () => {
    document.documentElement.setAttribute(SUGGESTION_ATTRIBUTE, "ja");
    await act(async () => {
      render(at("/", <LanguageSuggestion />));
    });
    // The panel is a lazy chunk: it shows once loaded.
    const banner = await screen.findByRole("region", { name: "日本語" });
    expect(banner).toHaveAttribute("lang", "ja");
    expect(within(banner).getByRole("link", { name: "日本語で読む" })).toHaveAttribute("href", "/ja/");
    fireEvent.click(within(banner).getByRole("button", { name: "閉じる" }));
    expect(screen.queryByRole("region", { name: "日本語" })).toBeNull();
    expect(readCookie(document, LANGUAGE_COOKIE)).toBe("en");
    document.documentElement.removeAttribute(SUGGESTION_ATTRIBUTE);
  });

  it("waits while the consent banner asks, then offers the language", async () => {
    document.documentElement.setAttribute(SUGGESTION_ATTRIBUTE, "ja");
    openConsentBanner();
    await act(async () => {
      render(at("/", <LanguageSuggestion />));
    });
    expect(screen.queryByRole("region", { name: "日本語" })).toBeNull();
    act(() => closeConsentBanner());
    expect(await screen.findByRole("region", { name: "日本語" })).toBeInTheDocument();
    document.documentElement.removeAttribute(SUGGESTION_ATTRIBUTE);
  });

  it.each([["xx"], ["<b>"], [""]])("shows nothing for the attribute %j", async (value) => {
    document.documentElement.setAttribute(SUGGESTION_ATTRIBUTE, value);
    const { container } = await act(async () => render(at("/", <LanguageSuggestion />)));
    expect(container).toBeEmptyDOMElement();
    document.documentElement.removeAttribute(SUGGESTION_ATTRIBUTE);
  });
});

describe("the head", () => {
  it("gives a translated page its language, title and every translation", async () => {
    await loadPageMessages("/zh-hans/");
    const head = headFor("/zh-hans/");
    expect(head.lang).toBe("zh-Hans");
    expect(head.title).toBe("最好的回测软件 | TickSim");
    expect(head.alternates.map((a) => a.hreflang)).toEqual([
      "en",
      "es",
      "pt-BR",
      "fr",
      "de",
      "it",
      "ja",
      "zh-Hans",
      "x-default",
    ]);
  });

  it("updates <html lang> and the alternates on a navigation to an English-only page", async () => {
    await loadPageMessages("/fr/");
    applyHead(headFor("/fr/"));
    expect(document.documentElement.lang).toBe("fr");
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
    // jsdom's document has no prerendered head: the canonical link the alternates follow.
    const canonical = document.createElement("link");
    canonical.rel = "canonical";
    document.head.append(canonical);
    applyHead(headFor("/fr/"));
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(9);
    applyHead(headFor("/blog"));
    expect(document.documentElement.lang).toBe("en");
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
    canonical.remove();
  });
});

describe("the formatter", () => {
  it.each([
    ["en", 13.59, "$13.59"],
    ["en", 269, "$269"],
    ["fr", 269, "269\u00a0$US"],
    ["de", 13.59, "13,59\u00a0$"],
    ["ja", 269, "$269"],
    ["en-XA", 269, "$269"],
  ] as const)("writes %s prices: %d -> %s", (locale, amount, text) => {
    expect(formatterOf(locale).price(amount)).toBe(text);
  });

  it.each([
    ["en", "April 9, 2025"],
    ["fr", "9 avril 2025"],
    ["de", "9. April 2025"],
    ["ja", "2025年4月9日"],
  ] as const)("writes %s dates: %s", (locale, text) => {
    expect(formatterOf(locale).date("2025-04-09")).toBe(text);
  });

  it("groups numbers the language's way", () => {
    expect(formatterOf("de").number(1000)).toBe("1.000");
    expect(formatterOf("fr").number(1000)).toBe("1\u202f000");
  });
});
