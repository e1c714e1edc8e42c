/**
 * The affiliate pages in a translation (issue 29): the sign-in and its errors, the forgot-password
 * dialog, the reset-password page, and the dashboard's words, numbers, money and days in French.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { messages } from "#common/api/fields.ts";
import { exactParser } from "#common/routes.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { renderWithToaster } from "#tests/web/toaster.tsx";
import AffiliateResetPasswordPage, { RESET_TOKEN_KEY } from "#web/features/affiliates/AffiliateResetPasswordPage.tsx";
import AffiliatesPage from "#web/features/affiliates/AffiliatesPage.tsx";
import Dashboard from "#web/features/affiliates/Dashboard.tsx";
import { SignInForm } from "#web/features/affiliates/SignInForm.tsx";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { dashboardTests, fakeDashboardApi, user } from "./dashboard";
import { aTransactionRow as row } from "./rows";

beforeAll(stubBrowserApis);
dashboardTests();

/** `ui` at `path` in French, its catalogues loaded as the SPA loads them; `toaster` adds the shell's toasts. */
async function inFrench(path: string, ui: React.ReactNode, toaster = false) {
  await loadPageMessages(path);
  const { hook } = memoryLocation({ path });
  const page = (
    <Router hook={hook} parser={exactParser}>
      <LocaleContext value="fr">
        <Suspense fallback="chargement">{ui}</Suspense>
      </LocaleContext>
    </Router>
  );
  await act(async () => {
    (toaster ? renderWithToaster : render)(page);
  });
}

describe("/fr/affiliates, signed out", () => {
  it("asks to sign in in French, with the field rules' messages in French", async () => {
    await inFrench("/fr/affiliates", <AffiliatesPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Portail affilié" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "pas-une-adresse" } });
    expect(screen.getByText("Adresse e-mail incorrecte")).toBeInTheDocument();
    fireEvent.blur(screen.getByLabelText("Mot de passe"));
    expect(screen.getByText("Champ obligatoire")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeDisabled();
  });

  it("says wrong credentials in French", async () => {
    const signIn = vi.fn().mockRejectedValue(new ApiError(401, messages.required));
    await inFrench("/fr/affiliates", <SignInForm signIn={signIn} />);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "jane@example.com" } });
    fireEvent.change(screen.getByLabelText("Mot de passe"), { target: { value: "secret-words" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Identifiants incorrects");
  });
});

describe("/fr/affiliates/resetpassword", () => {
  it("says an unknown link in French and offers a new one", async () => {
    const fetchMock = vi.fn(async () => new Response("KO1"));
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem(RESET_TOKEN_KEY, "tok");
    await inFrench("/fr/affiliates/resetpassword", <AffiliateResetPasswordPage />);
    expect(await screen.findByText("Ce lien n’existe pas")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Réinitialiser votre mot de passe" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/fr/affiliates");
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe("/fr/affiliates, signed in", () => {
  it("writes the dashboard's words, counts, money, days and its toast in French", async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 20, 12), shouldAdvanceTime: true });
    const { answer } = fakeDashboardApi("transactions", {
      transactions: () =>
        Response.json([
          row({ Created: new Date(2026, 0, 5, 9, 30).getTime(), Recurring: false, AmountCommission: 1234.5 }),
          row({ Created: new Date(2026, 0, 6).getTime(), Recurring: false, Currency: "eur", AmountCommission: 10 }),
        ]),
      coupons: () => Response.json({ coupons: [] }),
      payouts: () => new Response("no", { status: 401 }),
    });
    await inFrench("/fr/affiliates", <Dashboard user={{ ...user, Commission: 12.5 }} />, true);
    // The dashboard's own catalogue comes with its chunk: the page waits for it under Suspense.
    expect(await screen.findByRole("heading", { level: 2, name: "Transactions" })).toBeInTheDocument();
    await answer();
    const card = (label: string) => screen.getByText(label, { selector: "p" }).nextElementSibling?.textContent;
    expect(card("Commission d’affilié")).toBe("12,5\u202f%");
    expect(card("Commissions sur licences")).toBe("1\u202f234,50\u00a0$US + 10,00\u00a0€");
    expect(screen.getByLabelText("Début de la période")).toHaveValue("01/01/2026");
    const table = screen.getByRole("table", { name: "Vos transactions" });
    expect(within(table).getByRole("columnheader", { name: "Pays du client" })).toBeInTheDocument();
    expect(within(table).getAllByText("Licence à vie")).toHaveLength(2);
    expect(within(table).getByText("05/01/2026 09:30")).toBeInTheDocument();
    expect(within(table).getByText(/^1\s234,50$/)).toBeInTheDocument();
    // The payouts call's 401 ends the session, with its toast in French.
    expect(await screen.findByText("Votre session a expiré. Veuillez vous reconnecter.")).toBeInTheDocument();
  });
});
