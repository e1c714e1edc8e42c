import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInForm } from "#web/features/affiliates/SignInForm.tsx";
import { affiliateUser, SESSION_STORAGE_KEY } from "#web/features/affiliates/session.ts";
import { ApiError } from "#web/lib/api-client.ts";

afterEach(() => {
  localStorage.clear();
  affiliateUser.value = null;
});

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  return screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement;
};

describe("the affiliate sign-in form", () => {
  it("keeps Sign in disabled until the email is valid (plus sign allowed) and a password is typed", () => {
    render(<SignInForm signIn={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    expect(fill("jane.doe", "secret")).toBeDisabled();
    expect(screen.getByText("Incorrect email address")).toBeInTheDocument();
    expect(fill("jane+partner@example.com", "")).toBeDisabled();
    expect(screen.getByText("Field is required")).toBeInTheDocument();
    expect(fill("jane+partner@example.com", "secret")).toBeEnabled();
  });

  it("shows 'Wrong credentials' on a 401", async () => {
    const signIn = vi.fn().mockRejectedValue(new ApiError(401, "Wrong credentials"));
    render(<SignInForm signIn={signIn} />);
    fireEvent.click(fill("jane@example.com", "bad-password"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong credentials");
    expect(signIn).toHaveBeenCalledWith("jane@example.com", "bad-password");
    expect(affiliateUser.value).toBeNull();
  });

  it("stores the session under 'affiliateuser' on success", async () => {
    const signIn = vi.fn().mockResolvedValue({
      status: 200,
      username: "jane",
      email: "jane@example.com",
      token: "a.b.c",
      commission: 30,
    });
    render(<SignInForm signIn={signIn} />);
    fireEvent.click(fill("jane@example.com", "good-password"));
    await waitFor(() => expect(affiliateUser.value?.Username).toBe("jane"));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}")).toEqual({
      Username: "jane",
      Email: "jane@example.com",
      Token: "a.b.c",
      Commission: 30,
    });
  });

  it("walks the forgot-password dialog: email, Confirm, then the 'sent' text and Ok", async () => {
    const request = vi.fn().mockResolvedValue(undefined);
    const { ForgotPasswordDialog } = await import("#web/features/affiliates/ForgotPasswordDialog.tsx");
    const onOpenChange = vi.fn();
    render(<ForgotPasswordDialog open onOpenChange={onOpenChange} request={request} />);
    expect(screen.getByRole("dialog", { name: "Reset your password" })).toHaveTextContent("Enter your email :");
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jane+x@example.com" } });
    fireEvent.click(confirm);
    const sent = await screen.findByRole("dialog", { name: "We sent you an email" });
    expect(sent).toHaveTextContent("If the account you specified exists in our system");
    expect(request).toHaveBeenCalledWith("jane+x@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Ok" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
