/**
 * The licence pages in a translation (issue 29): the page's own catalogue, the shared `forms`
 * catalogue's field errors and answers, and links that stay in the page's language.
 */
import { act, fireEvent, screen } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { LicenceResendFields, LicenceResetFields, ResetResult } from "#common/api/licences.ts";
import { exactParser } from "#common/routes.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { deferredCall } from "#tests/web/deferred.ts";
import { renderWithToaster } from "#tests/web/toaster.tsx";
import { LicenceResendForm } from "#web/features/licences/LicenceResendForm.tsx";
import LicenceResendPage from "#web/features/licences/LicenceResendPage.tsx";
import { LicenceResetForm } from "#web/features/licences/LicenceResetForm.tsx";
import LicenceResetPage from "#web/features/licences/LicenceResetPage.tsx";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";
import type { EmailRequestResult } from "#web/lib/email-request.ts";

beforeAll(stubBrowserApis);

/** The page or form at `path`, in French, once its catalogues are loaded as the SPA loads them. */
async function inFrench(path: string, ui: React.ReactNode) {
  await loadPageMessages(path);
  const { hook } = memoryLocation({ path });
  await act(async () => {
    renderWithToaster(
      <Router hook={hook} parser={exactParser}>
        <LocaleContext value="fr">
          <Suspense fallback="loading">{ui}</Suspense>
        </LocaleContext>
      </Router>,
    );
  });
}

describe("/fr/licence", () => {
  it("speaks French and links the French reset page", async () => {
    await inFrench("/fr/licence", <LicenceResendPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Retrouver votre clé de licence" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Réinitialiser votre clé de licence" })).toHaveAttribute(
      "href",
      "/fr/resetlicense",
    );
  });

  it("says a field's error and the answers in French", async () => {
    const { call: send, answer } = deferredCall<LicenceResendFields, EmailRequestResult>();
    await inFrench("/fr/licence", <LicenceResendForm send={send} />);
    const field = screen.getByLabelText("Adresse e-mail");
    fireEvent.change(field, { target: { value: "pas-une-adresse" } });
    expect(screen.getByText("Adresse e-mail incorrecte")).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "jane@example.com" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    await answer("too-many");
    expect(screen.getByRole("alert")).toHaveTextContent("Trop de demandes depuis votre connexion.");
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    await answer("accepted");
    expect(screen.getByRole("heading", { name: "Consultez votre boîte de réception" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Utiliser une autre adresse" })).toBeInTheDocument();
  });
});

describe("/fr/resetlicense", () => {
  const KEY = "0a1b2c3d-0000-4000-8000-00000000abcd";

  async function submitted(result: ResetResult) {
    const { call: reset, answer } = deferredCall<LicenceResetFields, ResetResult>();
    await inFrench("/fr/resetlicense", <LicenceResetForm reset={reset} />);
    fireEvent.change(screen.getByLabelText("Adresse e-mail"), { target: { value: "jane@example.com" } });
    fireEvent.change(screen.getByLabelText("Clé de licence"), { target: { value: KEY } });
    fireEvent.change(screen.getByLabelText("Numéro de commande"), { target: { value: "12a" } });
    expect(screen.getByText("Chiffres uniquement")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Numéro de commande"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Réinitialiser" }));
    await answer(result);
  }

  it("speaks French and links the French resend page", async () => {
    await inFrench("/fr/resetlicense", <LicenceResetPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Réinitialiser votre clé de licence" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Renvoyer ma licence" })).toHaveAttribute("href", "/fr/licence");
  });

  it("says a failed reset in a French toast", async () => {
    await submitted({ outcome: "failed" });
    expect(screen.getByRole("alert")).toHaveTextContent("Aucune licence ne correspond à ces informations");
  });

  it("dates the next reset the French way, with French links to support", async () => {
    await submitted({ outcome: "limited", nextResetAt: new Date(Date.UTC(2026, 11, 1, 9, 0)) });
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("La prochaine sera possible le 1er décembre 2026 à 09:00 UTC.");
    expect(notice).toHaveTextContent(/Besoin plus tôt\s\? Contactez-nous ou posez la question sur Discord\.$/);
    expect(screen.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/fr/contact");
  });
});
