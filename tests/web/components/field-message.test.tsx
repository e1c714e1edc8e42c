/**
 * The `forms` catalogue's one mechanism (docs/i18n.md): a field rule's English message, the same
 * the Worker answers with, is shown in the page's language by the components that show messages.
 */
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { atMostMessage, messages } from "#common/api/fields.ts";
import { englishOf } from "#tests/web/english.ts";
import { FormError } from "#web/components/form/FormError.tsx";
import { fieldMessage } from "#web/components/form/field-message.ts";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { PasswordField } from "#web/components/form/PasswordField.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { LocaleContext, loadCatalogue } from "#web/i18n/messages.ts";

const english = await englishOf(formsMessages);

async function inFrench(ui: React.ReactNode) {
  await loadCatalogue("forms", "fr");
  await act(async () => {
    render(<LocaleContext value="fr">{ui}</LocaleContext>);
  });
}

const field = { name: "email", value: "", onChange: () => {} };

describe("a field rule's message", () => {
  it.each(Object.values(messages))("keeps %j verbatim in English", (message) => {
    expect(fieldMessage(english, message)).toBe(message);
  });

  it("keeps the length cap verbatim in English, with its number", () => {
    expect(fieldMessage(english, atMostMessage(254))).toBe("At most 254 characters");
  });

  it.each(Object.values(messages))("translates %j in every language", async (message) => {
    for (const locale of ["es", "pt-BR", "fr", "de", "it", "ja", "zh-Hans"] as const) {
      const t = await loadCatalogue("forms", locale);
      expect(fieldMessage((key, values) => t._(key, values), message)).not.toBe(message);
    }
  });

  it("leaves a text that is no field rule's as it is", () => {
    expect(fieldMessage(english, "At most 12 apples")).toBe("At most 12 apples");
  });

  it("is shown in French under a field and as the form's error", async () => {
    await inFrench(
      <>
        <TextField label="E-mail" {...field} error={messages.required} />
        <TextField label="Objet" {...field} name="subject" error={atMostMessage(200)} />
        <FormError message={messages.email} />
      </>,
    );
    expect(screen.getByText("Champ obligatoire")).toBeInTheDocument();
    expect(screen.getByText("200 caractères maximum")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Adresse e-mail incorrecte");
  });

  it("names the password's show button in French", async () => {
    await inFrench(<PasswordField label="Mot de passe" {...field} name="password" />);
    expect(screen.getByRole("button", { name: "Afficher\u00a0: mot de passe" })).toHaveTextContent("Afficher");
  });
});
