import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactForm as ContactFormValues } from "#common/api/contact.ts";
import { aContactMessage } from "#tests/fixtures/contact-messages.ts";
import { deferredCall } from "#tests/web/deferred.ts";
import { renderLocalized } from "#tests/web/localized.tsx";
import { renderWithToaster } from "#tests/web/toaster.tsx";
import { Toaster } from "#web/components/toast/Toaster.tsx";
import type { ContactOutcome } from "#web/features/contact/api.ts";
import { ContactForm } from "#web/features/contact/ContactForm.tsx";
import ContactPage from "#web/features/contact/ContactPage.tsx";

afterEach(() => {
  vi.useRealTimers();
});

function controlledSend() {
  const { call, answer } = deferredCall<ContactFormValues, ContactOutcome>();
  return { send: call, answer };
}

const fields = () => ({
  email: screen.getByLabelText("Email") as HTMLInputElement,
  subject: screen.getByLabelText("Subject") as HTMLInputElement,
  message: screen.getByLabelText("Message") as HTMLTextAreaElement,
  submit: screen.getByRole("button", { name: /Submit/ }) as HTMLButtonElement,
});

/** The message `fillValid` types. */
const valid = aContactMessage({ subject: "Licence", message: "Can I move my licence to a new computer?" });

function fillValid() {
  const f = fields();
  fireEvent.change(f.email, { target: { value: valid.email } });
  fireEvent.change(f.subject, { target: { value: valid.subject } });
  fireEvent.change(f.message, { target: { value: valid.message } });
  return f;
}

function renderForm(send = controlledSend().send) {
  renderWithToaster(<ContactForm send={send} />);
}

/** A valid message sent on fake timers (the toasts' durations) and answered with `outcome`; its `send`. */
async function sentAndAnswered(outcome: ContactOutcome) {
  vi.useFakeTimers();
  const { send, answer } = controlledSend();
  renderForm(send);
  fireEvent.click(fillValid().submit);
  await answer(outcome);
  return send;
}

describe("contact page", () => {
  it("shows the heading, the subtitle and a 10-row message box", () => {
    render(<ContactPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
    expect(screen.getByText("A question ? A remark ? A suggestion ? Tell us !")).toBeInTheDocument();
    expect(fields().message.rows).toBe(10);
  });
});

describe("contact form", () => {
  it("keeps Submit disabled until every field is valid", async () => {
    const user = userEvent.setup();
    renderForm();
    const f = fields();
    expect(f.submit).toBeDisabled();
    await user.type(f.email, "jane.doe@example.com");
    await user.type(f.subject, "Licence");
    expect(f.submit).toBeDisabled();
    await user.type(f.message, "Hello there");
    expect(f.submit).toBeEnabled();
    await user.clear(f.subject);
    expect(f.submit).toBeDisabled();
  });

  it("says 'Field is required' under each field left empty", () => {
    renderForm();
    const f = fields();
    for (const field of [f.email, f.subject, f.message]) fireEvent.blur(field);
    expect(screen.getAllByText("Field is required")).toHaveLength(3);
    expect(f.email).toHaveAttribute("aria-invalid", "true");
  });

  it.each(["jane", "jane@example", "jane+news@example.com", "jane@example.co5", "jane doe@example.com"])(
    "says 'Incorrect email address' for %s",
    (email) => {
      renderForm();
      const f = fields();
      fireEvent.change(f.email, { target: { value: email } });
      expect(screen.getByText("Incorrect email address")).toBeInTheDocument();
    },
  );

  it("accepts dots, underscores and hyphens in the email", () => {
    renderForm();
    const f = fillValid();
    fireEvent.change(f.email, { target: { value: "jane_o.doe-x@mail.example.info" } });
    expect(screen.queryByText("Incorrect email address")).toBeNull();
    expect(f.submit).toBeEnabled();
  });

  it("shows a loader and makes the fields read-only while sending, then thanks in a dialog and clears the fields", async () => {
    const { send, answer } = controlledSend();
    renderForm(send);
    const f = fillValid();
    fireEvent.click(f.submit);

    expect(send).toHaveBeenCalledWith({ Name: valid.email, Subject: valid.subject, Content: valid.message });
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message...");
    expect(f.submit).toBeDisabled();
    for (const field of [f.email, f.subject, f.message]) expect(field).toHaveAttribute("readonly");

    await answer("OK");
    const dialog = screen.getByRole("dialog", { name: "Thanks for your message !" });
    expect(dialog).toHaveTextContent("We will get back to you as soon as possible");
    expect(screen.queryByText("Sending your message...")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const after = fields();
    expect([after.email.value, after.subject.value, after.message.value]).toEqual(["", "", ""]);
    expect(after.email).not.toHaveAttribute("readonly");
    expect(after.submit).toBeDisabled();
    expect(screen.queryByText("Field is required")).toBeNull();
  });

  it("shows the robot toast for 3 s on KO1 and clears the fields", async () => {
    await sentAndAnswered("KO1");

    expect(screen.getByRole("alert")).toHaveTextContent("Message rejected, it looks like you are a robot");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fields().email.value).toBe("");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the generic failure toast for 3 s on any other answer, ends the loading state and clears the fields", async () => {
    await sentAndAnswered("KO");

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Something went wrong... Please wait and try again in few minutes",
    );
    expect(screen.queryByText("Sending your message...")).toBeNull();
    const f = fields();
    expect([f.email.value, f.subject.value, f.message.value]).toEqual(["", "", ""]);
    expect(f.email).not.toHaveAttribute("readonly");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps what the visitor typed when no answer came (no network, captcha blocked), and says so", async () => {
    const send = await sentAndAnswered("unsent");

    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your message could not be sent. Check your connection and try again: what you typed is still here.",
    );
    const f = fields();
    expect([f.email.value, f.subject.value, f.message.value]).toEqual([
      "jane.doe@example.com",
      "Licence",
      "Can I move my licence to a new computer?",
    ]);
    expect(f.email).not.toHaveAttribute("readonly");
    expect(screen.queryByText("Sending your message...")).toBeNull();
    // The same message can go again at once.
    expect(f.submit).toBeEnabled();
    fireEvent.click(f.submit);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("sends once however many times Submit is pressed while sending", () => {
    const { send } = controlledSend();
    renderForm(send);
    const f = fillValid();
    fireEvent.click(f.submit);
    fireEvent.submit(f.submit.form as HTMLFormElement);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("contact page in French", () => {
  it("asks, checks and answers in French", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { send, answer } = controlledSend();
    await renderLocalized(
      "/fr/contact",
      <>
        <ContactPage />
        <ContactForm send={send} />
        <Toaster />
      </>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Nous contacter" })).toBeVisible();
    // The page's own form is the first; the second is the one whose answers the test controls.
    const [, form] = screen.getAllByRole("button", { name: /Envoyer/ }).map((b) => b.closest("form") as HTMLElement);
    const field = (label: string) => within(form as HTMLElement).getByLabelText(label) as HTMLInputElement;
    fireEvent.blur(field("Objet"));
    expect(within(form as HTMLElement).getByText("Champ obligatoire")).toBeInTheDocument();
    // The limit is a number the French way: 5 000 with a narrow no-break space.
    fireEvent.change(field("Message"), { target: { value: "x".repeat(5001) } });
    expect(within(form as HTMLElement).getByText(/^5\s000 caractères maximum$/)).toBeInTheDocument();
    fireEvent.change(field("E-mail"), { target: { value: valid.email } });
    fireEvent.change(field("Objet"), { target: { value: valid.subject } });
    fireEvent.change(field("Message"), { target: { value: valid.message } });
    fireEvent.click(within(form as HTMLElement).getByRole("button", { name: /Envoyer/ }));
    await answer("KO1");
    expect(screen.getByRole("alert")).toHaveTextContent(/Message refusé\s: vous ressemblez à un robot/);
  });
});
