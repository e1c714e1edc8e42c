/**
 * The licence pages in a translation (issue 29): the page's own catalogue, the shared `forms`
 * catalogue's field errors and answers, and links that stay in the page's language.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { LicenceResendFields } from "#common/api/licences.ts";
import { exactParser } from "#common/routes.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { deferredCall } from "#tests/web/deferred.ts";
import { LicenceResendForm } from "#web/features/licences/LicenceResendForm.tsx";
import LicenceResendPage from "#web/features/licences/LicenceResendPage.tsx";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";
import type { EmailRequestResult } from "#web/lib/email-request.ts";

beforeAll(stubBrowserApis);

/** The page or form at `path`, in French, once its catalogues are loaded as the SPA loads them. */
async function inFrench(path: string, ui: React.ReactNode) {
  await loadPageMessages(path);
  const { hook } = memoryLocation({ path });
  await act(async () => {
    render(
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
      "/resetlicense",
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
