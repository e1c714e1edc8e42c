import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactEmail, messages } from "#common/api/fields.ts";
import { PasswordField } from "#web/components/form/PasswordField.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";

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
    expect(result.current.data).toEqual({ email: "trader@example.com" });
  });

  it("resets values and touched state", () => {
    const { result } = renderHook(() => useZodForm(schema, { email: "" }));
    act(() => result.current.setValue("email", "x"));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: "" });
    expect(result.current.errors).toEqual({});
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
