import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { SiteLocale } from "#common/locales.ts";
import { exactParser, pathTo } from "#common/routes.ts";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { FaqWithToggle } from "#web/components/faq/FaqWithToggle.tsx";
import { DEFAULT_FAQ_MODE, faq } from "#web/content/faq/faq.ts";
import FaqPage from "#web/features/faq/FaqPage.tsx";
import english from "#web/i18n/messages/en/faq.json";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";

const inRouter = (ui: React.ReactNode, path = "/faq", locale: SiteLocale = "en") =>
  render(
    <Router hook={memoryLocation({ path }).hook} parser={exactParser}>
      <LocaleContext value={locale}>
        <Suspense fallback="loading">{ui}</Suspense>
      </LocaleContext>
    </Router>,
  );
const questions = () => [...document.querySelectorAll("summary")].map((s) => s.textContent);
type Key = keyof typeof english;
const question = (id: string) => english[`${id}.question` as Key];
const answer = (id: string) => english[`${id}.answer` as Key];

describe("FAQ", () => {
  it("covers the spec's topics for each mode, each with a full answer", () => {
    const words = (mode: "web" | "desktop") => faq[mode].map((q) => `${question(q.id)} ${answer(q.id)}`).join("\n");
    for (const topic of [
      /free/i,
      /charts/i,
      /assets/i,
      /timeframes/i,
      /statements/i,
      /scripting language/i,
      /calendar/i,
      /MAE/,
    ])
      expect(words("web")).toMatch(topic);
    for (const topic of [
      /offline/i,
      /interface/i,
      /Windows only/,
      /virtualization/,
      /bound to one device/,
      /Reset/,
      /MAE/,
    ])
      expect(words("desktop")).toMatch(topic);
    for (const item of [...faq.web, ...faq.desktop]) expect(answer(item.id).length).toBeGreaterThan(80);
  });

  it("shows the web questions by default and the desktop ones after the toggle", async () => {
    const user = userEvent.setup();
    inRouter(<FaqWithToggle />);
    expect(DEFAULT_FAQ_MODE).toBe("web");
    expect(screen.getByRole("radio", { name: "Web app" })).toBeChecked();
    expect(questions()).toEqual(faq.web.map((q) => question(q.id)));
    await user.click(screen.getByRole("radio", { name: "Desktop app" }));
    expect(questions()).toEqual(faq.desktop.map((q) => question(q.id)));
    await user.click(screen.getByRole("radio", { name: "Web app" }));
    expect(questions()).toEqual(faq.web.map((q) => question(q.id)));
  });

  it("opens an answer when its question is clicked", async () => {
    const user = userEvent.setup();
    inRouter(<FaqList mode="desktop" />);
    const item = document.getElementById("faq-licence-reset") as HTMLDetailsElement;
    expect(item.open).toBe(false);
    await user.click(within(item).getByText(/move my licence/));
    expect(item.open).toBe(true);
    expect(within(item).getByRole("link", { name: "Reset my licence key" }).getAttribute("href")).toBe("/resetlicense");
  });

  it("names a feature with its status from the feature matrix, and splits an answer into paragraphs", () => {
    inRouter(<FaqList mode="web" />);
    const item = document.getElementById("faq-free-for-swing-traders") as HTMLElement;
    expect(item.querySelectorAll("p")).toHaveLength(2);
    expect(item).toHaveTextContent("The Rule Manager (work in progress) comes with Essential.");
  });
});

describe("FAQ in French", () => {
  it("asks and answers in French, its links staying in French where the page is translated", async () => {
    await loadPageMessages("/fr/faq");
    const user = userEvent.setup();
    await act(async () => {
      inRouter(<FaqPage />, "/fr/faq", "fr");
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Appli web" })).toBeChecked();
    expect(questions()[0]).toBe("L’application web est-elle vraiment gratuite\u202f?");
    // 1 000 with the narrow no-break space French writes between thousands.
    expect(document.getElementById("faq-assets")).toHaveTextContent("Plus de 1\u202f000 actifs", {
      normalizeWhitespace: false,
    });
    // The feature and its status come from the feature matrix, in French.
    expect(document.getElementById("faq-free-for-swing-traders")).toHaveTextContent(
      "Le Rule Manager (en cours de développement) est inclus dans Essential.",
    );
    await user.click(screen.getByRole("radio", { name: "Appli desktop" }));
    const reset = document.getElementById("faq-licence-reset") as HTMLElement;
    // The reset page in French where it is translated, else in English.
    expect(within(reset).getByRole("link", { name: "Réinitialiser ma clé de licence" })).toHaveAttribute(
      "href",
      pathTo("licence-reset", {}, "fr"),
    );
    const docs = document.getElementById("faq-windows-only") as HTMLElement;
    expect(within(docs).getByRole("link", { name: /Lire la documentation/ })).toHaveTextContent(
      "(s’ouvre dans un nouvel onglet)",
    );
  });
});
