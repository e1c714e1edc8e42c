import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import ResetPage, { RESET_TOKEN_KEY } from "#web/features/affiliates/AffiliateResetPasswordPage.tsx";

/** Answers the info call with `info` and the confirm call with each of `confirms` in turn. */
function fakeApi(info: string, confirms: string[] = []) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes("/resetpassword/info/")) return new Response(info);
    if (url.includes("/resetpassword/confirm")) return new Response(confirms.shift() ?? "OK");
    return new Response("unexpected", { status: 500 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(token: string) {
  const { hook } = memoryLocation({ path: `/affiliates/resetpassword/${token}` });
  render(
    <Router hook={hook}>
      <Route path="/affiliates/resetpassword/:token" component={ResetPage} />
    </Router>,
  );
}

/** The page at /affiliates/resetpassword (its address once the token is gone, e.g. after a reload). */
function renderWithoutToken() {
  const { hook } = memoryLocation({ path: "/affiliates/resetpassword" });
  render(
    <Router hook={hook}>
      <Route path="/affiliates/resetpassword" component={ResetPage} />
    </Router>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the reset-password page", () => {
  it.each([
    ["KO1", "No such link exists"],
    ["KO2", "This link has expired"],
  ])("answers %s with '%s' and a Sign in button", async (answer, message) => {
    fakeApi(answer);
    renderAt("tok");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/affiliates");
  });

  it("disables Save password while either field is empty, then shows the success screen", async () => {
    const fetchMock = fakeApi("OK", ["OK"]);
    renderAt("good-token");
    const save = await screen.findByRole("button", { name: "Save password" });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Type your new password"), { target: { value: "new-password" } });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Confirm your new password"), { target: { value: "new-password" } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText("Your affiliate password has been changed successfully !")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("confirm")) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      Token: "good-token",
      Password: "new-password",
      PasswordConfirm: "new-password",
    });
  });

  it("shows 'Passwords do not match' on KO3 for 3 seconds", async () => {
    fakeApi("OK", ["KO3"]);
    renderAt("tok");
    const save = await screen.findByRole("button", { name: "Save password" });
    fireEvent.change(screen.getByLabelText("Type your new password"), { target: { value: "new-password" } });
    fireEvent.change(screen.getByLabelText("Confirm your new password"), { target: { value: "new-passwort" } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(save);
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Passwords do not match")).toBeNull();
  });

  it("takes the token out of the address bar as soon as it is read, and keeps it in this tab only", async () => {
    const fetchMock = fakeApi("OK");
    window.history.pushState(null, "", "/affiliates/resetpassword/secret-token-123");
    const historyLength = window.history.length;
    renderAt("secret-token-123");
    await screen.findByRole("button", { name: "Save password" });
    expect(window.location.pathname).toBe("/affiliates/resetpassword");
    expect(window.location.href).not.toContain("secret-token-123");
    expect(window.history.length).toBe(historyLength);
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBe("secret-token-123");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/tv/affiliate/resetpassword/info/secret-token-123");
  });

  it("after a reload at /affiliates/resetpassword, goes on with the token the tab kept", async () => {
    const fetchMock = fakeApi("OK", ["OK"]);
    sessionStorage.setItem(RESET_TOKEN_KEY, "kept-token");
    renderWithoutToken();
    const save = await screen.findByRole("button", { name: "Save password" });
    fireEvent.change(screen.getByLabelText("Type your new password"), { target: { value: "new-password" } });
    fireEvent.change(screen.getByLabelText("Confirm your new password"), { target: { value: "new-password" } });
    fireEvent.click(save);
    await screen.findByText("Your affiliate password has been changed successfully !");
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("confirm")) ?? [];
    expect(JSON.parse(String(init?.body)).Token).toBe("kept-token");
    // A spent link is forgotten.
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBeNull();
  });

  it("shows 'No such link exists' without asking the server when the tab has no token", async () => {
    const fetchMock = fakeApi("OK");
    renderWithoutToken();
    expect(await screen.findByText("No such link exists")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for 8 characters before sending", async () => {
    const fetchMock = fakeApi("OK");
    renderAt("tok");
    const save = await screen.findByRole("button", { name: "Save password" });
    fireEvent.change(screen.getByLabelText("Type your new password"), { target: { value: "short" } });
    fireEvent.change(screen.getByLabelText("Confirm your new password"), { target: { value: "short" } });
    fireEvent.click(save);
    expect(screen.getAllByText("Min 8 characters")).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("confirm"))).toBe(false);
  });
});
