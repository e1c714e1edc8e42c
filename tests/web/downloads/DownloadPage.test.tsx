/**
 * The /download page as the browser runs it: the real page and its calls, with `fetch` answering
 * the download list, and the visitor's platform as the Worker names it on <html> or, where it
 * names none, the browser's identity (User-Agent, Client Hints) set per test.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DownloadVersion } from "#common/api/downloads.ts";
import { IPHONE_UA, MAC_UA, WINDOWS_UA } from "#tests/fixtures/user-agents.ts";
import { renderLocalized } from "#tests/web/localized.tsx";
import DownloadPage from "#web/features/downloads/DownloadPage.tsx";
import { config } from "#web/lib/config.ts";

const SHA = "3f".repeat(32);
const versions: DownloadVersion[] = [
  {
    version: "1.5.0",
    date: "2026-11-16",
    files: [{ name: "TickSimSetup-1.5.0.exe", platform: "windows", size: 73_400_320, sha256: SHA }],
  },
  {
    version: "1.4.2",
    date: "2026-09-14",
    files: [{ name: "TickSimSetup-1.4.2.exe", platform: "windows", size: 262_144, sha256: "0a".repeat(32) }],
  },
];

function browserSays(userAgent: string, userAgentData?: { platform: string }) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  Object.defineProperty(navigator, "userAgentData", { value: userAgentData, configurable: true });
}

let posted: { url: string; body: unknown }[];
beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith("/api/downloads")) return Response.json({ versions });
      if (url.endsWith("/api/downloads/link")) {
        posted.push({ url, body: JSON.parse(String(init?.body)) });
        return Response.json({ status: "accepted" }, { status: 202 });
      }
      return new Response("not found", { status: 404 });
    }),
  );
});
afterEach(() => {
  document.documentElement.removeAttribute("data-platform");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, "userAgentData", { value: undefined, configurable: true });
});

const cardOrder = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("[data-card]")].map((card) => card.dataset.card);

describe("/download", () => {
  it("offers a Windows visitor the newest installer first, with its size, date and SHA-256", async () => {
    browserSays(WINDOWS_UA);
    const { container } = render(<DownloadPage />);
    const link = await screen.findByRole("link", { name: "Download TickSim 1.5.0 for Windows" });
    expect(link).toHaveAttribute("href", "/download/1.5.0/TickSimSetup-1.5.0.exe");
    expect(cardOrder(container)).toEqual(["windows", "other"]);
    const windows = container.querySelector('[data-card="windows"]') as HTMLElement;
    expect(windows).toHaveTextContent("70.0 MB");
    expect(windows).toHaveTextContent("November 16, 2026");
    expect(windows).toHaveTextContent(SHA);
  });

  it.each([
    ["macOS", MAC_UA],
    ["a phone", IPHONE_UA],
  ])("offers a visitor on %s the web app and the link by mail first, the installer after", async (_name, ua) => {
    browserSays(ua);
    const { container } = render(<DownloadPage />);
    await waitFor(() => expect(cardOrder(container)).toEqual(["other", "windows"]));
    // Written where the Worker did not (a page it did not serve), so the CSS lays the page out the same way.
    expect(document.documentElement).toHaveAttribute("data-platform", "other");
    const other = container.querySelector('[data-card="other"]') as HTMLElement;
    for (const link of within(other).getAllByRole("link", { name: "Start with the web app" })) {
      expect(link).toHaveAttribute("href", config.links.signUp);
    }
    expect(other).toHaveTextContent("The desktop app runs on Windows only.");
    expect(within(other).getByRole("button", { name: "Send me the link" })).toBeInTheDocument();
  });

  it("lists every version with its file, size and SHA-256, newest first", async () => {
    browserSays(WINDOWS_UA);
    render(<DownloadPage />);
    const all = (await screen.findByRole("heading", { name: "All versions" })).parentElement as HTMLElement;
    await waitFor(() => expect(within(all).getAllByRole("listitem")).toHaveLength(2));
    const [newest, older] = within(all).getAllByRole("listitem");
    expect(newest).toHaveTextContent("Version 1.5.0 latest");
    expect(within(older as HTMLElement).getByRole("link", { name: "TickSimSetup-1.4.2.exe" })).toHaveAttribute(
      "href",
      "/download/1.4.2/TickSimSetup-1.4.2.exe",
    );
    expect(older).toHaveTextContent("256 KB");
    expect(older).toHaveTextContent("0a".repeat(32));
  });

  it("sends the link to the address typed and says so", async () => {
    browserSays(MAC_UA);
    render(<DownloadPage />);
    await userEvent.type(screen.getByLabelText("Email address"), "  me@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Send me the link" }));
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeInTheDocument();
    expect(posted).toEqual([{ url: "/api/downloads/link", body: { email: "me@example.com", locale: "en" } }]);
  });

  it("refuses an address that is not one before sending anything", async () => {
    browserSays(MAC_UA);
    render(<DownloadPage />);
    await userEvent.type(screen.getByLabelText("Email address"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Send me the link" }));
    expect(await screen.findByText("Incorrect email address")).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("believes the platform the Worker named on <html> over the browser's own word", async () => {
    document.documentElement.setAttribute("data-platform", "windows");
    browserSays(MAC_UA, { platform: "macOS" });
    const { container } = render(<DownloadPage />);
    await screen.findByRole("link", { name: "Download TickSim 1.5.0 for Windows" });
    expect(cardOrder(container)).toEqual(["windows", "other"]);
    expect(document.documentElement).toHaveAttribute("data-platform", "windows");
  });

  it("prerenders one page for every platform, the newest installer's lines held by placeholders", () => {
    const html = renderToString(<DownloadPage />);
    // No platform in the markup: the CSS lays it out by <html data-platform>, before any script runs.
    expect(html).not.toContain("data-platform");
    expect(html.indexOf('data-card="windows"')).toBeLessThan(html.indexOf('data-card="other"'));
    expect(html.match(/>Start with the web app</g)).toHaveLength(2);
    const windows = html.slice(html.indexOf('data-card="windows"'), html.indexOf('data-card="other"'));
    // The button, size, release day and a 64-digit SHA-256 stand in, so the card is as tall as it will be.
    expect(windows).toContain("Download TickSim 0.0.0 for Windows");
    expect(windows).toContain("0".repeat(64));
    expect(windows).toContain("To check the file before you run it");
    expect(windows).toContain("Loading the versions...");
  });
});

describe("/fr/download", () => {
  it("offers the installer in French, its size, date and form errors written the French way", async () => {
    browserSays(WINDOWS_UA);
    const { container } = await renderLocalized("/fr/download", <DownloadPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Télécharger TickSim" })).toBeVisible();
    expect(await screen.findByRole("link", { name: "Télécharger TickSim 1.5.0 pour Windows" })).toBeInTheDocument();
    const windows = container.querySelector('[data-card="windows"]') as HTMLElement;
    expect(windows).toHaveTextContent("70,0 Mo");
    expect(windows).toHaveTextContent("16 novembre 2026");
    const all = screen.getByRole("heading", { name: "Toutes les versions" }).parentElement as HTMLElement;
    expect(all).toHaveTextContent("Version 1.5.0 dernière Publiée le 16 novembre 2026");
    expect(all).toHaveTextContent("(256 Ko)");
    await userEvent.type(screen.getByLabelText("Adresse e-mail"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Envoyez-moi le lien" }));
    expect(await screen.findByText("Adresse e-mail incorrecte")).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
