import { describe, expect, it, vi } from "vitest";
import { isChunkFailure, reloadOnChunkFailure, reloadOnce } from "#web/lib/chunk-reload.ts";

/** A window whose reloads are counted, with a tab's own sessionStorage. */
function fakeWindow(storage: Pick<Storage, "getItem" | "setItem"> = sessionStorageOf(new Map())) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage: storage, location: { reload } }) as unknown as Window;
  return { win, reload };
}

function sessionStorageOf(map: Map<string, string>): Pick<Storage, "getItem" | "setItem"> {
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

const rejection = (reason: unknown) => Object.assign(new Event("unhandledrejection"), { reason });

describe("a page whose code fails to load", () => {
  it("reloads once for its build, never twice", () => {
    const { win, reload } = fakeWindow();
    expect(reloadOnce("/assets/index-a1.js", win)).toBe(true);
    expect(reloadOnce("/assets/index-a1.js", win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // The build the reload brought may reload once in turn.
    expect(reloadOnce("/assets/index-b2.js", win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload where storage is blocked, since nothing would stop a loop", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
    };
    const { win, reload } = fakeWindow(blocked);
    expect(reloadOnce("/assets/index-a1.js", win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads on Vite's preload error and on an import that rejects unhandled, not on other errors", () => {
    const { win, reload } = fakeWindow();
    reloadOnChunkFailure("/assets/index-a1.js", win);
    win.dispatchEvent(rejection(new Error("Something else broke")));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(rejection(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")));
    expect(reload).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event("vite:preloadError"));
    expect(reload).toHaveBeenCalledTimes(1);

    const other = fakeWindow();
    reloadOnChunkFailure("/assets/index-a1.js", other.win);
    other.win.dispatchEvent(new Event("vite:preloadError"));
    expect(other.reload).toHaveBeenCalledTimes(1);
  });

  it("knows each browser's words for a module that could not be fetched", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://ticksim.app/assets/a.js",
      "error loading dynamically imported module: https://ticksim.app/assets/a.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/a.css",
    ]) {
      expect(isChunkFailure(new TypeError(message))).toBe(true);
    }
    expect(isChunkFailure("Failed to fetch dynamically imported module")).toBe(false);
  });
});
