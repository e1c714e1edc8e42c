import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { contactEmail, messages } from "#common/api/fields.ts";
import { deferredCall } from "#tests/web/deferred.ts";
import { hydrateAfter, prerendered } from "#tests/web/prerendered.tsx";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import { PasswordField } from "#web/components/form/PasswordField.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";

const schema = z.object({ email: contactEmail });

describe("useZodForm", () => {
  it("is invalid and silent until a field is touched", () => {
    const { result } = renderHook(() => useZodForm(schema, { email: "" }));
    expect(result.current.isValid).toBe(false);
    expect(result.current.errors).toEqual({});
    act(() => result.current.touch("email"));
    expect(result.current.errors).toEqual({ email: messages.required });
  });

  it("shows the contract's message and becomes valid with a good value", () => {
    const { result } = renderHook(() => useZodForm(schema, { email: "" }));
    act(() => result.current.setValue("email", "a+b@x.com"));
    expect(result.current.errors.email).toBe(messages.email);
    act(() => result.current.setValue("email", "trader@example.com"));
    expect(result.current.isValid).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it("resets values and touched state", () => {
    const { result } = renderHook(() => useZodForm(schema, { email: "" }));
    act(() => result.current.setValue("email", "x"));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: "" });
    expect(result.current.errors).toEqual({});
  });
});

/** A one-field form bound with `field` and sent with `submit`; the send resolves when the test says. */
function BoundForm({ send }: { send: (data: { email: string }) => Promise<void> }) {
  const form = useZodForm(z.object({ email: contactEmail }), { email: "" });
  return (
    <form onSubmit={form.submit(send)} aria-busy={form.pending} aria-label="Subscribe">
      <TextField label="Email" name="email" {...form.field("email")} />
      <SubmitButton label="Send" pendingLabel="Sending..." {...form.button} />
    </form>
  );
}

function deferredSend() {
  const { call, answer } = deferredCall<{ email: string }, void>();
  return { send: call, settle: () => answer(undefined) };
}

describe("useZodForm's field and submit", () => {
  it("binds a field: typing validates with the contract's message, leaving a field shows it", () => {
    render(<BoundForm send={vi.fn()} />);
    const input = screen.getByLabelText("Email");
    expect(input).not.toHaveAttribute("aria-invalid");
    fireEvent.blur(input);
    expect(input).toHaveAccessibleDescription(messages.required);
    fireEvent.change(input, { target: { value: "a+b@x.com" } });
    expect(input).toHaveAccessibleDescription(messages.email);
    fireEvent.change(input, { target: { value: "trader@example.com" } });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("sends the parsed values once: pending, fields read-only and a spinner until the send settles", async () => {
    const { send, settle } = deferredSend();
    render(<BoundForm send={send} />);
    const input = screen.getByLabelText("Email");
    fireEvent.change(input, { target: { value: "trader@example.com" } });
    const form = screen.getByRole("form", { name: "Subscribe" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: "trader@example.com" });
    expect(input).toHaveAttribute("readonly");
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Sending...");
    expect(screen.getByRole("button", { name: /Send/ })).toBeDisabled();

    await settle();
    expect(input).not.toHaveAttribute("readonly");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("marks a field required when the contract refuses it empty", () => {
    const schema = z.object({ email: contactEmail, note: z.string().check(z.maxLength(10)) });
    const { result } = renderHook(() => useZodForm(schema, { email: "", note: "" }));
    expect(result.current.field("email").required).toBe(true);
    expect(result.current.field("note").required).toBe(false);
  });

  it("sends nothing when invalid and shows every field's message instead", () => {
    const send = vi.fn();
    render(<BoundForm send={send} />);
    fireEvent.submit(screen.getByRole("form", { name: "Subscribe" }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(messages.required);
  });

  it("ends the pending state when the send fails", async () => {
    let fail: (error: Error) => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const form = renderHook(() => useZodForm(z.object({ email: contactEmail }), { email: "trader@example.com" }));
    const submitted = form.result.current.submit(send)({ preventDefault() {} } as React.FormEvent);
    await act(async () => {});
    expect(form.result.current.pending).toBe(true);
    await act(async () => {
      fail(new Error("network"));
      await expect(submitted).rejects.toThrow("network");
    });
    expect(form.result.current.pending).toBe(false);
    expect(form.result.current.field("email").readOnly).toBe(false);
  });
});

const messageSchema = z.object({ email: contactEmail, message: z.string().check(z.minLength(1)) });

/** An email field and a textarea, both bound through useZodForm. */
function MessageForm() {
  const form = useZodForm(messageSchema, { email: "", message: "" });
  return (
    <form aria-label="Write to us">
      <TextField label="Email" name="email" {...form.field("email")} />
      <TextField label="Message" name="message" multiline {...form.field("message")} />
      <SubmitButton label="Send" pendingLabel="Sending..." {...form.button} />
    </form>
  );
}

describe("a prerendered form typed in before hydration", () => {
  it("keeps what was typed and judges it, as if typed after hydration", async () => {
    await hydrateAfter(<MessageForm />, (page) => {
      prerendered<HTMLInputElement>(page, "input").value = "trader@example.com";
      prerendered<HTMLTextAreaElement>(page, "textarea").value = "Typed while the page was loading";
    });
    expect(screen.getByLabelText("Email")).toHaveValue("trader@example.com");
    expect(screen.getByLabelText("Message")).toHaveValue("Typed while the page was loading");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    // A re-render (leaving the field) keeps the text: the state holds it, not just the DOM.
    fireEvent.blur(screen.getByLabelText("Email"));
    expect(screen.getByLabelText("Email")).toHaveValue("trader@example.com");
  });

  it("shows the message of a wrong value typed before hydration", async () => {
    await hydrateAfter(<MessageForm />, (page) => {
      prerendered<HTMLInputElement>(page, "input").value = "a+b@x.com";
    });
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(messages.email);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });
});

describe("TextField", () => {
  it("labels the input and announces its error", () => {
    render(<TextField label="Email" name="email" value="" onChange={() => {}} error="Field is required" />);
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Field is required");
  });

  it("renders a textarea with the given rows when multiline", () => {
    render(<TextField label="Message" name="m" value="" onChange={() => {}} multiline rows={10} />);
    expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "10");
  });
});

describe("EmailField", () => {
  it("is a required, labelled email input named email, with the email keyboard", () => {
    render(<EmailField label="Email" value="" onChange={() => {}} />);
    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("name", "email");
    expect(input).toHaveAttribute("inputmode", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toBeRequired();
  });

  it("can say it is the username of a sign-in", () => {
    render(<EmailField label="Email" value="" onChange={() => {}} autoComplete="username" />);
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "username");
  });
});

describe("FormError", () => {
  it("announces the form's message, and renders nothing without one", () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<FormError message="Wrong credentials" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Wrong credentials");
  });
});

describe("PasswordField", () => {
  it("shows and hides the password", async () => {
    render(<PasswordField label="Password" name="p" value="secret" onChange={() => {}} />);
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });
});
