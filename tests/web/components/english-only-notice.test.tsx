/**
 * Pages in English only (the blog, its articles, the not-found page at an English address) say so in
 * the visitor's language (issue 29, item 1), and their head lists no translation.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LANGUAGE_COOKIE } from "#common/language-choice.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { renderLocalized } from "#tests/web/localized.tsx";
import { headFor } from "#web/components/head.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import BlogPage from "#web/features/blog/BlogPage.tsx";
import PrivacyPage from "#web/features/legal/PrivacyPage.tsx";
import TermsPage from "#web/features/legal/TermsPage.tsx";
import NotFoundPage from "#web/features/not-found/NotFoundPage.tsx";
import { noteReading } from "#web/i18n/reading-language.ts";
import { readCookie, setCookie } from "#web/lib/cookies.ts";

// The bottom panels keep the page clear of themselves with a ResizeObserver, which jsdom lacks.
beforeAll(stubBrowserApis);

const setLanguageCookie = (value: string) => setCookie(document, LANGUAGE_COOKIE, value, 1);

afterEach(() => {
  setCookie(document, LANGUAGE_COOKIE, "", -1);
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("a page in English only", () => {
  it("says so in the language the visitor chose, with a link to their home page", async () => {
    setLanguageCookie("fr");
    await renderLocalized("/blog", <BlogPage />);
    const notice = await screen.findByRole("region", { name: "Français" });
    expect(notice).toHaveAttribute("lang", "fr");
    expect(notice).toHaveTextContent("Cette page n’existe qu’en anglais.");
    expect(within(notice).getByRole("link", { name: "Français · page d’accueil" })).toHaveAttribute("href", "/fr/");
    within(notice).getByRole("button", { name: "Fermer" }).click();
    expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Français" })).toBeNull();
  });

  it("says so in the language of the translated page the visitor was reading in this tab", async () => {
    noteReading("/de/faq");
    noteReading("/blog"); // an English-only page read since changes nothing
    vi.spyOn(document, "referrer", "get").mockReturnValue(`${window.location.origin}/ja/`);
    await renderLocalized("/blog", <BlogPage />);
    expect(await screen.findByRole("region", { name: "Deutsch" })).toHaveTextContent(
      "Diese Seite gibt es nur auf Englisch.",
    );
  });

  it("says so in the language of the address the visitor came from", async () => {
    vi.spyOn(document, "referrer", "get").mockReturnValue(`${window.location.origin}/ja/pricing`);
    await renderLocalized("/blog", <BlogPage />);
    expect(await screen.findByRole("region", { name: "日本語" })).toHaveTextContent("このページは英語のみです。");
  });

  it("says nothing to a visitor reading English, or whose language it cannot know", async () => {
    noteReading("/fr/faq");
    noteReading("/faq"); // back to the English page: English is what they read now
    await renderLocalized("/blog", <BlogPage />);
    sessionStorage.clear();
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://elsewhere.example/fr/");
    await renderLocalized("/blog", <BlogPage />);
    setLanguageCookie("en");
    await renderLocalized("/blog", <BlogPage />);
    // Give a notice the time its catalogue would take to load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("is no longer what the legal pages say: they exist in the visitor's language", async () => {
    setLanguageCookie("fr");
    for (const [path, page] of [
      ["/terms", <TermsPage key="terms" />],
      ["/privacy", <PrivacyPage key="privacy" />],
    ] as const) {
      const { unmount } = await renderLocalized(path, page);
      expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
      // Give a notice the time its catalogue would take to load.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("region")).toBeNull();
      unmount();
    }
  });

  it("on the not-found page at an English address, says in the visitor's language that the page does not exist", async () => {
    setLanguageCookie("es");
    await renderLocalized("/blog/no-such-article", <NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    const notice = await screen.findByRole("region", { name: "Español" });
    expect(notice).toHaveTextContent("Esta página no existe o se ha movido.");
    expect(within(notice).getByRole("link", { name: "Español · página de inicio" })).toHaveAttribute("href", "/es/");
    within(notice).getByRole("link").click();
    expect(readCookie(document, LANGUAGE_COOKIE)).toBe("es");
  });

  it.each(["/blog", `/blog/${blogId(blogEntries[0] as (typeof blogEntries)[number])}`])(
    "%s lists no translation in its head, and is in English",
    (path) => {
      const head = headFor(path);
      expect(head.lang).toBe("en");
      expect(head.alternates).toEqual([]);
    },
  );
});

describe("the not-found page in a language", () => {
  it("speaks the language of its address, its home link too", async () => {
    await renderLocalized("/it/pagina-sconosciuta", <NotFoundPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Torna alla pagina iniziale" })).toHaveAttribute("href", "/it/");
    expect(screen.queryByRole("region")).toBeNull();
    const head = headFor("/it/pagina-sconosciuta");
    expect([head.lang, head.title, head.status]).toEqual(["it", "Pagina non trovata | TickSim", 404]);
  });
});
