import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LicenceResetFields } from "#common/api/licences.ts";
import { Toaster } from "#web/components/toast/Toaster.tsx";
import { toasts } from "#web/components/toast/toasts.ts";
import { LicenceResetForm } from "#web/features/licences/LicenceResetForm.tsx";
import LicenceResetPage from "#web/features/licences/LicenceResetPage.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toasts.value = [];
});

const KEY = "0a1b2c3d-0000-4000-8000-00000000abcd";

const fields = () => ({
  email: screen.getByLabelText("Email address") as HTMLInputElement,
  key: screen.getByLabelText("License key") as HTMLInputElement,
  order: screen.getByLabelText("Order ID") as HTMLInputElement,
  submit: screen.getByRole("button", { name: /Reset/ }) as HTMLButtonElement,
});

function fill(values: { email?: string; key?: string; order?: string }) {
  const f = fields();
  if (values.email !== undefined) fireEvent.change(f.email, { target: { value: values.email } });
  if (values.key !== undefined) fireEvent.change(f.key, { target: { value: values.key } });
  if (values.order !== undefined) fireEvent.change(f.order, { target: { value: values.order } });
  return f;
}

function controlledReset() {
  let answer: (ok: boolean) => void = () => {};
  const reset = vi.fn(
    (_form: LicenceResetFields) =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
  );
  return { reset, answer: (ok: boolean) => act(async () => answer(ok)) };
}

function renderForm(reset: (form: LicenceResetFields) => Promise<boolean>) {
  render(
    <>
      <LicenceResetForm reset={reset} />
      <Toaster />
    </>,
  );
}

describe("/resetlicense", () => {
  it("explains the reset and shows the key placeholder in 8-4-4-4-12 form", () => {
    render(<LicenceResetPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Reset your license key" })).toBeInTheDocument();
    expect(screen.getByText(/install the desktop app on another device/)).toBeInTheDocument();
    expect(fields().key.placeholder).toBe("xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx");
  });

  it("shows the spec's messages and keeps Reset disabled until the form is valid", () => {
    renderForm(controlledReset().reset);
    const f = fields();
    expect(f.submit).toBeDisabled();
    for (const field of [f.email, f.key, f.order]) {
      fireEvent.change(field, { target: { value: "" } });
      fireEvent.blur(field);
    }
    expect(screen.getAllByText("Field is required")).toHaveLength(3);

    fill({ email: "not-an-email", key: "1234", order: "12a" });
    expect(screen.getByText("Incorrect email address")).toBeInTheDocument();
    expect(screen.getByText("Invalid license format")).toBeInTheDocument();
    expect(screen.getByText("Must be a digit")).toBeInTheDocument();
    expect(f.submit).toBeDisabled();

    fill({ email: "jane@example.com", key: KEY, order: "123456789012" });
    expect(f.submit).toBeEnabled();
    // Any address a purchase carries, long top-level domains included.
    fill({ email: "o'brien+desk@maker.studio" });
    expect(f.submit).toBeEnabled();
  });

  it("is read-only while resetting, then shows the green success toast for 5 s and clears the form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reset, answer } = controlledReset();
    renderForm(reset);
    const f = fill({ email: "jane@example.com", key: KEY, order: "123456789012" });
    fireEvent.submit(f.submit.closest("form") as HTMLFormElement);
    expect(reset).toHaveBeenCalledWith({ email: "jane@example.com", licenceKey: KEY, orderId: "123456789012" });
    expect(f.email.readOnly).toBe(true);
    expect(f.submit).toBeDisabled();
    expect(screen.getByText("Resetting your license key...")).toBeInTheDocument();

    await answer(true);
    expect(screen.getByText("Your license key has been properly reset.")).toBeInTheDocument();
    expect(toasts.value[0]?.tone).toBe("success");
    expect(f.email.value).toBe("");
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.queryByText("Your license key has been properly reset.")).toBeNull();
  });

  it("shows the red failure toast for 5 s and keeps the fields to correct them", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reset, answer } = controlledReset();
    renderForm(reset);
    const f = fill({ email: "jane@example.com", key: KEY, order: "123456789012" });
    fireEvent.submit(f.submit.closest("form") as HTMLFormElement);
    await answer(false);
    expect(screen.getByText("There is no existing license bound to these parameters")).toBeInTheDocument();
    expect(toasts.value[0]?.tone).toBe("error");
    expect(f.email.readOnly).toBe(false);
    expect(f.order.value).toBe("123456789012");
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.getByText("There is no existing license bound to these parameters")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText("There is no existing license bound to these parameters")).toBeNull();
  });

  it("through the real call: a network failure ends the loading state with the red failure toast", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const fetchMock = vi.fn(
      (_url: string) =>
        new Promise<Response>((_resolve, reject) => {
          fail = reject;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(
      <>
        <LicenceResetPage />
        <Toaster />
      </>,
    );
    const f = fill({ email: "jane+desk@example.com", key: KEY, order: "123456789012" });
    fireEvent.submit(f.submit.closest("form") as HTMLFormElement);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/ResetLicenseKey/jane%2Bdesk%40example.com/${KEY}/123456789012`);
    expect(f.key.readOnly).toBe(true);
    expect(f.submit).toBeDisabled();

    await act(async () => fail(new TypeError("Failed to fetch")));
    const toast = await screen.findByText("There is no existing license bound to these parameters");
    expect(toast).toBeInTheDocument();
    expect(toasts.value[0]?.tone).toBe("error");
    expect(f.key.readOnly).toBe(false);
    expect(f.submit).toBeEnabled();
  });

  it("through the real call: 'OK' is the green success toast, 'KO' the red one", async () => {
    const answers = ["OK", "KO"];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(answers.shift())),
    );
    render(
      <>
        <LicenceResetPage />
        <Toaster />
      </>,
    );
    let f = fill({ email: "jane@example.com", key: KEY, order: "123456789012" });
    fireEvent.submit(f.submit.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Your license key has been properly reset.")).toBeInTheDocument();
    f = fill({ email: "jane@example.com", key: KEY, order: "123456789012" });
    fireEvent.submit(f.submit.closest("form") as HTMLFormElement);
    expect(await screen.findByText("There is no existing license bound to these parameters")).toBeInTheDocument();
    expect(toasts.value.map((t) => t.tone)).toEqual(["success", "error"]);
  });
});
