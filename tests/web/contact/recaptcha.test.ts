import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadRecaptcha, RECAPTCHA_POLL_MS, resetRecaptchaLoader } from "#web/lib/recaptcha.ts";

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>("script[data-recaptcha]")];

/** What the real api.js defines once it has run. */
function defineGrecaptcha() {
  const execute = vi.fn(async (key: string, options: { action: string }) => `token-for-${key}-${options.action}`);
  window.grecaptcha = { ready: (cb: () => void) => cb(), execute };
  return execute;
}

beforeEach(() => {
  resetRecaptchaLoader();
  delete window.grecaptcha;
  for (const s of scripts()) s.remove();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reCAPTCHA v3 loader", () => {
  it("adds the script for the site key only when asked, then executes the requested action", async () => {
    expect(scripts()).toHaveLength(0);
    const loaded = loadRecaptcha("site-key-1");
    const [script] = scripts();
    expect(script?.src).toBe("https://www.google.com/recaptcha/api.js?render=site-key-1");
    const execute = defineGrecaptcha();
    script?.dispatchEvent(new Event("load"));

    const recaptcha = await loaded;
    expect(await recaptcha.execute("contact")).toBe("token-for-site-key-1-contact");
    expect(execute).toHaveBeenCalledWith("site-key-1", { action: "contact" });
  });

  it("polls every 25 ms until grecaptcha is ready", async () => {
    vi.useFakeTimers();
    const loaded = loadRecaptcha("site-key-1");
    scripts()[0]?.dispatchEvent(new Event("load"));
    let settled = false;
    loaded.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS * 4);
    expect(settled).toBe(false);
    defineGrecaptcha();
    await vi.advanceTimersByTimeAsync(RECAPTCHA_POLL_MS);
    expect(settled).toBe(true);
  });

  it("loads once for the same site key", async () => {
    const first = loadRecaptcha("site-key-1");
    const second = loadRecaptcha("site-key-1");
    defineGrecaptcha();
    scripts()[0]?.dispatchEvent(new Event("load"));
    expect(await second).toBe(await first);
    expect(scripts()).toHaveLength(1);
  });

  it("refuses a second site key with the spec's message", async () => {
    const first = loadRecaptcha("site-key-1");
    await expect(loadRecaptcha("site-key-2")).rejects.toThrow("reCAPTCHA already loaded with different site key!");
    defineGrecaptcha();
    scripts()[0]?.dispatchEvent(new Event("load"));
    await first;
  });

  it("refuses to run outside a browser with the spec's message", async () => {
    vi.stubGlobal("window", undefined);
    await expect(loadRecaptcha("site-key-1")).rejects.toThrow("This is a library for the browser!");
  });

  it("rejects when the script cannot load, and tries again on the next call", async () => {
    const failed = loadRecaptcha("site-key-1");
    scripts()[0]?.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("reCAPTCHA script failed to load");
    expect(scripts()).toHaveLength(0);

    const retry = loadRecaptcha("site-key-1");
    defineGrecaptcha();
    scripts()[0]?.dispatchEvent(new Event("load"));
    await expect(retry).resolves.toMatchObject({ siteKey: "site-key-1" });
  });

  it("gives up when grecaptcha never becomes ready", async () => {
    vi.useFakeTimers();
    const loaded = loadRecaptcha("site-key-1", { timeoutMs: 200 });
    scripts()[0]?.dispatchEvent(new Event("load"));
    const outcome = expect(loaded).rejects.toThrow("reCAPTCHA did not load in time");
    await vi.advanceTimersByTimeAsync(250);
    await outcome;
  });
});
