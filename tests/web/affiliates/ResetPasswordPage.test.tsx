import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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
  ])("answers %s with '%s', a Sign in button and an offer of a new link", async (answer, message) => {
    const fetchMock = fakeApi(answer);
    renderAt("tok");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/affiliates");

    fireEvent.click(screen.getByRole("button", { name: "Request a new link" }));
    const dialog = screen.getByRole("dialog", { name: "Reset your password" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "partner@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("dialog", { name: "We sent you an email" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      "/api/tv/affiliate/resetpassword/request/partner%40example.com",
    );
  });

  it.each([
    ["no network", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a server error", async () => new Response("", { status: 503 })],
    ["too many requests", async () => new Response('{"error":"Too many requests"}', { status: 429 })],
  ])("does not call the link unknown after %s: it says so and checks again on Try again", async (_name, failure) => {
    let failing = true;
    const fetchMock = vi.fn(async (url: string) => {
      if (failing) return failure();
      return new Response(url.includes("/resetpassword/info/") ? "OK" : "unexpected");
    });
    vi.stubGlobal("fetch", fetchMock);
    renderAt("tok");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not check this link. Check your connection and try again.",
    );
    expect(screen.queryByText("No such link exists")).toBeNull();
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBe("tok");

    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Save password" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("calls a token the server refuses outright (400) no such link", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":"token: At most 128 characters"}', { status: 400 })),
    );
    renderAt("x".repeat(200));
    expect(await screen.findByText("No such link exists")).toBeInTheDocument();
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
    // A spent link is forgotten (by an effect of the page's new state, after it renders).
    await waitFor(() => expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBeNull());
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
