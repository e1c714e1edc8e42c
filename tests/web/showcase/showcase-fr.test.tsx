/**
 * The desktop overview and the features pages in French (issue 29): their own catalogues, the
 * shared tour and symbol-check ones, and the feature matrix's words, loaded as a visitor's page
 * loads them; numbers and prices through the page language's formatter.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { exactParser, pathTo } from "#common/routes.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import DesktopPage from "#web/features/showcase/DesktopPage.tsx";
import FeaturesDesktopPage from "#web/features/showcase/FeaturesDesktopPage.tsx";
import FeaturesWebPage from "#web/features/showcase/FeaturesWebPage.tsx";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";

beforeAll(stubBrowserApis);

async function renderIn(path: string, page: React.ReactNode) {
  await loadPageMessages(path);
  const { hook } = memoryLocation({ path });
  await act(async () => {
    render(
      <Router hook={hook} parser={exactParser}>
        <LocaleContext value="fr">
          <Suspense fallback="loading">{page}</Suspense>
        </LocaleContext>
      </Router>,
    );
  });
}

describe("the desktop overview in French", () => {
  it("titles, prices the licence the French way and quotes the traders in « »", async () => {
    await renderIn("/fr/desktop", <DesktopPage />);
    expect(
      screen.getByRole("heading", { level: 1, name: "L’application de backtesting pour ordinateur" }),
    ).toBeVisible();
    expect(screen.getByText(/^269\s\$US, licence à vie$/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acheter" })).toHaveAttribute("href", pathTo("order-summary", {}, "fr"));
    expect(screen.getByRole("tab", { name: /Choisissez votre interface/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText(/^«\sJ’ai backtesté deux ans d’EURUSD/)).toBeInTheDocument();
    expect(screen.getByText("anonyme")).toBeInTheDocument();
  });
});

describe("the web app features in French", () => {
  it("titles, counts the indicators and says the indicator field is required", async () => {
    await renderIn("/fr/features/web", <FeaturesWebPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Fonctionnalités de l’application web" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Tout ce qu’il faut pour backtester" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Bureau" })).toHaveAttribute("href", "/fr/features/desktop");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Indicateurs" })));
    const field = screen.getAllByRole("searchbox", { name: /Nom de l’indicateur/ })[0] as HTMLElement;
    expect(field).toHaveAttribute("placeholder", "Rechercher parmi 107 indicateurs");
    expect(screen.getAllByText("107 sur 107 indicateurs")[0]).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "bollinger" } });
    expect(screen.getAllByText("3 sur 107 indicateurs")[0]).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.blur(field);
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("Choisissez un indicateur");
    expect(screen.getByRole("heading", { name: "Une immense base de plus de 1\u202f000 actifs" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Questions fréquentes" })).toBeVisible();
  });
});

describe("the desktop app features in French", () => {
  it("names the Rule Manager with the matrix's French status and counts each card's rules", async () => {
    await renderIn("/fr/features/desktop", <FeaturesDesktopPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Fonctionnalités de l’application de bureau" })).toBeVisible();
    expect(
      screen.getByText(/^Deux thèmes d’interface et des statistiques détaillées, hors ligne sous Windows\./),
    ).not.toHaveTextContent(/coming soon/i);
    const setup = screen.getByRole("button", { name: /Règles de setup/ });
    expect(within(setup).getByText("Voir 4 règles")).toBeInTheDocument();
    fireEvent.click(setup);
    expect(within(setup).getByText("Pause pour la journée après trois pertes d’affilée")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Thème sombre" })).toBeInTheDocument();
  });
});
