import { afterEach, describe, expect, it, vi } from "vitest";
import { signInAffiliate, signOutAffiliate } from "#web/features/affiliates/api.ts";
import { ApiError } from "#web/lib/api-client.ts";

const answer = { status: 200, username: "demo", email: "demo@example.com", token: "t.o.k", commission: 30 };
const captchaRequired = () => Response.json({ error: "Captcha required", captchaRequired: true }, { status: 401 });

afterEach(() => vi.unstubAllGlobals());

function answering(...responses: (() => Response)[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error("no more answers");
    return next();
  });
  vi.stubGlobal("fetch", fetchMock);
  const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
  return { fetchMock, bodies };
}

describe("signInAffiliate (call 5)", () => {
  it("sends only EmailAddress and Password, and asks no captcha, for a normal sign-in", async () => {
    const { bodies } = answering(() => Response.json(answer));
    const getToken = vi.fn(async () => "captcha-token");
    expect(await signInAffiliate("demo@example.com", "pw-123456", "", getToken)).toEqual(answer);
    expect(bodies()).toEqual([{ EmailAddress: "demo@example.com", Password: "pw-123456" }]);
    expect(getToken).not.toHaveBeenCalled();
  });

  it("past the failure limit, runs the invisible captcha and sends the same credentials once more with its token", async () => {
    const { bodies } = answering(captchaRequired, () => Response.json(answer));
    const getToken = vi.fn(async () => "captcha-token");
    expect(await signInAffiliate("demo@example.com", "pw-123456", "", getToken)).toEqual(answer);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(bodies()).toEqual([
      { EmailAddress: "demo@example.com", Password: "pw-123456" },
      { EmailAddress: "demo@example.com", Password: "pw-123456", CaptchaToken: "captcha-token" },
    ]);
  });

  it("gives up after one captcha: a second refusal is a 401 like wrong credentials", async () => {
    answering(captchaRequired, captchaRequired);
    const failure = signInAffiliate("demo@example.com", "pw-123456", "", async () => "low-score-token");
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it("asks no captcha for wrong credentials", async () => {
    answering(() => Response.json({ error: "Wrong credentials" }, { status: 401 }));
    const getToken = vi.fn(async () => "captcha-token");
    await expect(signInAffiliate("demo@example.com", "bad", "", getToken)).rejects.toMatchObject({ status: 401 });
    expect(getToken).not.toHaveBeenCalled();
  });
});

describe("signOutAffiliate", () => {
  it("posts to /api/tv/affiliate/signout with the token", async () => {
    const { fetchMock } = answering(() => new Response("OK"));
    await signOutAffiliate("t.o.k");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/tv/affiliate/signout");
    expect(init).toMatchObject({ method: "POST", headers: { Authorization: "Bearer t.o.k" } });
  });

  it("never throws: the local session ends whatever the network does", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    answering(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(signOutAffiliate("t.o.k")).resolves.toBeUndefined();
  });
});
