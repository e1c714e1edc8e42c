import { afterEach, describe, expect, it, vi } from "vitest";
import { sendContactMessage } from "#web/features/contact/api.ts";

const form = { Name: "jane@example.com", Subject: "Hi", Content: "Hello there" };
const token = async () => "token-123";

afterEach(() => vi.unstubAllGlobals());

function answering(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("sendContactMessage (call 4)", () => {
  it("posts Name, Subject, Content and CaptchaToken as JSON to /api/tv/contact and reads OK", async () => {
    const fetchMock = answering(async () => new Response("OK"));
    expect(await sendContactMessage(form, token)).toBe("OK");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/tv/contact");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ ...form, CaptchaToken: "token-123" });
  });

  it("reads KO1 as a captcha rejection", async () => {
    answering(async () => new Response("KO1"));
    expect(await sendContactMessage(form, token)).toBe("KO1");
  });

  it.each([
    ["KO", () => new Response("KO")],
    ["another text", () => new Response("maybe")],
    ["an error status", () => new Response('{"error":"Too many messages"}', { status: 429 })],
    ["a server error", () => new Response("", { status: 500 })],
  ])("reads %s as a failure", async (_name, response) => {
    answering(async () => response());
    expect(await sendContactMessage(form, token)).toBe("KO");
  });

  it("answers unsent on a network failure instead of hanging", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    answering(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendContactMessage(form, token)).toBe("unsent");
  });

  it("answers unsent without posting when no captcha token can be had (script blocked)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = answering(async () => new Response("OK"));
    expect(await sendContactMessage(form, () => Promise.reject(new Error("blocked")))).toBe("unsent");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
