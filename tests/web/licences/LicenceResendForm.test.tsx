import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LicenceResendFields } from "#common/api/licences.ts";
import { deferredCall } from "#tests/web/deferred.ts";
import { requestLicenceResend } from "#web/features/licences/api.ts";
import { LicenceResendForm } from "#web/features/licences/LicenceResendForm.tsx";
import LicenceResendPage from "#web/features/licences/LicenceResendPage.tsx";
import type { EmailRequestResult } from "#web/lib/email-request.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = () => screen.getByLabelText("Email address") as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: /Send me my licence/ }) as HTMLButtonElement;

function controlledSend() {
  const { call, answer } = deferredCall<LicenceResendFields, EmailRequestResult>();
  return { send: call, answer };
}

function type(value: string) {
  fireEvent.change(field(), { target: { value } });
}

describe("/licence", () => {
  it("explains what is sent and links the reset page", () => {
    render(<LicenceResendPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Find your licence key" })).toBeInTheDocument();
    expect(screen.getByText(/every order of that address, with its licence keys and order IDs/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reset your licence key" })).toHaveAttribute("href", "/resetlicense");
  });

  it("keeps the button disabled until the address is valid, any purchase address included", () => {
    render(<LicenceResendForm send={controlledSend().send} />);
    expect(submit()).toBeDisabled();
    type("not-an-email");
    expect(screen.getByText("Incorrect email address")).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    type("maker+desk@studio.studio");
    expect(submit()).toBeEnabled();
  });

  it("is read-only while sending, then shows the same confirmation whatever the address, focused", async () => {
    const { send, answer } = controlledSend();
    render(<LicenceResendForm send={send} />);
    type("  Jane@Example.com ");
    fireEvent.submit(submit().closest("form") as HTMLFormElement);
    expect(send).toHaveBeenCalledWith({ email: "Jane@Example.com" });
    expect(field().readOnly).toBe(true);
    expect(submit()).toBeDisabled();

    await answer("accepted");
    const heading = screen.getByRole("heading", { name: "Check your inbox" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("If we have orders for this address, we sent them.");

    fireEvent.click(screen.getByRole("button", { name: "Use another address" }));
    expect(field().value).toBe("");
  });

  it("says so when the connection sent too many requests, or the request failed, and keeps the address", async () => {
    const { send, answer } = controlledSend();
    render(<LicenceResendForm send={send} />);
    type("jane@example.com");
    fireEvent.submit(submit().closest("form") as HTMLFormElement);
    await answer("too-many");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Too many requests from your connection. Try again in a minute.",
    );
    expect(field().value).toBe("jane@example.com");

    fireEvent.submit(submit().closest("form") as HTMLFormElement);
    await answer("failed");
    expect(screen.getByRole("alert")).toHaveTextContent("Your request could not be sent.");
  });
});

describe("requestLicenceResend", () => {
  it("posts the trimmed address and reads 202 as accepted, 429 as too many, anything else as failed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ status: "accepted" }, { status: 202 }))
      .mockResolvedValueOnce(Response.json({ error: "Too many requests" }, { status: 429 }))
      .mockResolvedValueOnce(Response.json({ error: "boom" }, { status: 500 }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    expect(await requestLicenceResend({ email: " jane@example.com " })).toBe("accepted");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/licenses/resend");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: "jane@example.com" });
    expect(await requestLicenceResend({ email: "jane@example.com" })).toBe("too-many");
    expect(await requestLicenceResend({ email: "jane@example.com" })).toBe("failed");
    expect(await requestLicenceResend({ email: "jane@example.com" })).toBe("failed");
  });
});
