import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LicenceResetFields, parseResetAnswer, type ResetResult } from "#common/api/licences.ts";
import { deferredCall } from "#tests/web/deferred.ts";
import { renderWithToaster } from "#tests/web/toaster.tsx";
import { toasts } from "#web/components/toast/toasts.ts";
import { LicenceResetForm } from "#web/features/licences/LicenceResetForm.tsx";
import LicenceResetPage from "#web/features/licences/LicenceResetPage.tsx";
import { formatterOf } from "#web/i18n/format.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const KEY = "0a1b2c3d-0000-4000-8000-00000000abcd";

const fields = () => ({
  email: screen.getByLabelText("Email address") as HTMLInputElement,
  key: screen.getByLabelText("Licence key") as HTMLInputElement,
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

/** Fills a valid reset (this address, a key, an order) and sends it; the fields. */
function submitValid(email = "jane@example.com") {
  const f = fill({ email, key: KEY, order: "123456789012" });
  fireEvent.submit(f.submit.closest("form") as HTMLFormElement);
  return f;
}

function controlledReset() {
  const { call, answer } = deferredCall<LicenceResetFields, ResetResult>();
  return { reset: call, answer };
}

function renderForm(reset: (form: LicenceResetFields) => Promise<ResetResult>) {
  renderWithToaster(<LicenceResetForm reset={reset} />);
}

describe("/resetlicense", () => {
  it("explains the reset and shows the key placeholder in 8-4-4-4-12 form", () => {
    render(<LicenceResetPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Reset your licence key" })).toBeInTheDocument();
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
    const f = submitValid();
    expect(reset).toHaveBeenCalledWith({ email: "jane@example.com", licenceKey: KEY, orderId: "123456789012" });
    expect(f.email.readOnly).toBe(true);
    expect(f.submit).toBeDisabled();
    expect(screen.getByText("Resetting your licence key...")).toBeInTheDocument();

    await answer({ outcome: "reset" });
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
    const f = submitValid();
    await answer({ outcome: "failed" });
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
    renderWithToaster(<LicenceResetPage />);
    const f = submitValid("jane+desk@example.com");
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
    renderWithToaster(<LicenceResetPage />);
    submitValid();
    expect(await screen.findByText("Your license key has been properly reset.")).toBeInTheDocument();
    submitValid();
    expect(await screen.findByText("There is no existing license bound to these parameters")).toBeInTheDocument();
    expect(toasts.value.map((t) => t.tone)).toEqual(["success", "error"]);
  });

  it("past the key's reset limit, says when the next reset is possible and how to reach support, without a toast", async () => {
    const { reset, answer } = controlledReset();
    renderForm(reset);
    const f = submitValid();
    const nextResetAt = new Date("2026-12-01T09:00:00.000Z");
    await answer({ outcome: "limited", nextResetAt });

    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent("This key has reached its reset limit");
    expect(notice).toHaveTextContent(`The next reset is possible on ${formatterOf("en").dateTime(nextResetAt)}.`);
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Discord" })).toHaveAttribute("href", "/discord");
    expect(toasts.value).toEqual([]);
    expect(f.key.value).toBe(KEY);

    // A new attempt clears the notice.
    submitValid();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("through the real call: 'KO2 <date>' is the reset limit", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("KO2 2026-12-01T09:00:00.000Z")),
    );
    render(<LicenceResetPage />);
    submitValid();
    expect(await screen.findByText("This key has reached its reset limit")).toBeInTheDocument();
    expect(screen.getByText(/December 1, 2026/)).toBeInTheDocument();
  });

  it("accepts a key pasted with spaces and line breaks around it, and sends it trimmed", async () => {
    const fetch = vi.fn(async (_url: string) => new Response("OK"));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderWithToaster(<LicenceResetPage />);
    const f = fields();
    await user.type(f.email, "jane@example.com");
    await user.click(f.key);
    await user.paste(`  ${KEY} \n`);
    await user.click(f.order);
    await user.paste(" 123456789012 ");
    expect(screen.queryByText("Invalid license format")).toBeNull();
    await user.click(f.submit);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      new RegExp(`/ResetLicenseKey/jane%40example\\.com/${KEY}/123456789012$`),
    );
    expect(await screen.findByText("Your license key has been properly reset.")).toBeInTheDocument();
  });

  it("links the page that sends the licence again", () => {
    render(<LicenceResetPage />);
    expect(screen.getByRole("link", { name: "Send me my licence again" })).toHaveAttribute("href", "/licence");
  });
});

describe("parseResetAnswer", () => {
  it("reads OK, KO2 <date> and treats anything else as a failure", () => {
    expect(parseResetAnswer("OK\n")).toEqual({ outcome: "reset" });
    expect(parseResetAnswer("KO2 2026-12-01T09:00:00.000Z")).toEqual({
      outcome: "limited",
      nextResetAt: new Date("2026-12-01T09:00:00.000Z"),
    });
    for (const text of ["KO", "KO2", "KO2 soon", "KO2 2026-13-45T99:99:99.000Z", "<html>", ""]) {
      expect(parseResetAnswer(text)).toEqual({ outcome: "failed" });
    }
  });
});
