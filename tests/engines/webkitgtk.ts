/**
 * WebKitGTK, the engine family of Safari, driven through the W3C WebDriver that Debian's
 * webkit2gtk-driver serves (WebKitWebDriver launching MiniBrowser in automation mode), in a
 * virtual X display (xvfb-run): WebKitGTK has no headless mode. Playwright cannot drive it, so
 * engines.spec.ts gives the journeys this driver instead of a Playwright page.
 *
 * WebDriver has no request interception, so what Playwright's routes do for the other engines is
 * done here as the services themselves would: an HTTP proxy stands in for Cloudflare Access
 * (the operator's token on the console's API calls), and the browser-side stand-ins of Stripe.js
 * and reCAPTCHA (tests/fakes/) are put in the page, where the site's loaders find them and load
 * nothing (`window.Stripe`, `window.grecaptcha`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";
import { freePort } from "#scripts/lib/local-worker.ts";
import { fakeRecaptchaBrowserScript } from "#tests/fakes/recaptcha.ts";
import { fakeStripeJsScript } from "#tests/fakes/stripe-js.ts";
import { RECAPTCHA_SCRIPT_BASE } from "#web/lib/recaptcha.ts";
import type { EngineDriver } from "./ui";

export const WEBKIT_WEBDRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** The captcha site key the test build carries (package.json's build:test). */
const recaptchaSiteKey = (() => {
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
  const key = /VITE_RECAPTCHA_SITE_KEY=(\S+)/.exec(scripts["build:test"] ?? "")?.[1];
  if (!key) throw new Error("package.json's build:test sets no VITE_RECAPTCHA_SITE_KEY");
  return key;
})();

/**
 * In-page source that runs a stand-in script as if the site had loaded it from `src` (the
 * reCAPTCHA one reads its site key from its own address), unless the page already has what it
 * defines. It is part of the WebDriver script itself, never an eval the page's CSP would refuse.
 */
const standIn = ({ script, src, global }: { script: string; src: string; global: string }) => `
if (!(${JSON.stringify(global)} in window)) (function (document) {${script}})(new Proxy(document, {
  get: function (target, key) {
    if (key === "currentScript") return { src: ${JSON.stringify(src)} };
    var value = Reflect.get(target, key);
    return typeof value === "function" ? value.bind(target) : value;
  },
}));`;

/** In-page source that keeps the page's uncaught errors, for takeScriptErrors. */
const recordErrors = `
if (!window.__engineErrors) {
  window.__engineErrors = [];
  window.addEventListener("error", function (event) { window.__engineErrors.push(String(event.message)); });
  window.addEventListener("unhandledrejection", function (event) { window.__engineErrors.push(String(event.reason)); });
}`;

/** Run before every script of a journey: a full navigation replaces the window and what was put in it. */
const prelude = [
  recordErrors,
  standIn({ script: fakeStripeJsScript, src: "https://js.stripe.com/", global: "Stripe" }),
  standIn({
    script: fakeRecaptchaBrowserScript,
    src: `${RECAPTCHA_SCRIPT_BASE}?render=${encodeURIComponent(recaptchaSiteKey)}`,
    global: "grecaptcha",
  }),
].join("\n");

/** The primitives of ui.ts over a WebDriver session. */
export function webDriverOf(driver: WebDriver): EngineDriver {
  const execute = <R>(fn: string, arg: unknown) =>
    driver.executeScript<R>(`${prelude}\nreturn (${fn}).apply(null, arguments);`, arg);
  return {
    async goto(url) {
      await driver.get(url);
      await execute("function () {}", null);
    },
    evaluate: <A, R>(fn: (arg: A) => R, arg: A) => execute<R>(fn.toString(), arg),
    click: (selector) => driver.findElement(By.css(selector)).click(),
    async type(selector, text) {
      const field = driver.findElement(By.css(selector));
      // Select all and delete, as a person does: React sees the keys, not a value set behind its back.
      await field.sendKeys(Key.chord(Key.CONTROL, "a"), Key.BACK_SPACE);
      await field.sendKeys(text);
    },
    takeScriptErrors: () => execute<string[]>("function () { return window.__engineErrors.splice(0); }", null),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
  };
}

/** A forward HTTP proxy that adds `header` to the requests `adds` picks, as Cloudflare Access adds its token. */
async function accessProxy(
  adds: (url: URL) => boolean,
  header: [string, string],
): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/");
    const headers = { ...req.headers, ...(adds(url) ? { [header[0]]: header[1] } : {}) };
    const upstream = httpRequest(url, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // No tunnel to anywhere else: the tests reach no third party (their stand-ins are in the page).
  server.on("connect", (_req, socket) => socket.end("HTTP/1.1 403 Forbidden\r\n\r\n"));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, server };
}

async function waitForDriver(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/status`)
      .then(async (res) => ((await res.json()) as { value?: { ready?: boolean } }).value?.ready === true)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

export interface WebKitGtk {
  readonly driver: WebDriver;
  close(): Promise<void>;
}

/**
 * Starts WebKitWebDriver in a virtual display and opens a MiniBrowser session of `width` x
 * `height` whose requests to `siteURL`'s console API carry the operator's Access token, and
 * whose visitor has already answered the analytics question (`consent`: localStorage entries).
 */
export async function startWebKitGtk(options: {
  siteURL: string;
  operatorToken: string;
  consent: { name: string; value: string }[];
  width: number;
  height: number;
}): Promise<WebKitGtk> {
  const site = new URL(options.siteURL);
  const proxy = await accessProxy(
    (url) => url.origin === site.origin && url.pathname.startsWith("/api/admin/"),
    ["cf-access-jwt-assertion", options.operatorToken],
  );
  const port = await freePort();
  const child = spawn(
    "xvfb-run",
    ["-a", "-s", `-screen 0 ${options.width}x${options.height + 200}x24`, WEBKIT_WEBDRIVER, `--port=${port}`],
    // A visitor's browser has a language: under LANG=C (a bare CI shell) WebKitGTK reports
    // navigator.language "C", which Intl refuses (uPlot formats with it, so no chart would draw).
    { stdio: "ignore", detached: true, env: { ...process.env, LANG: "en_US.UTF-8", LC_ALL: "en_US.UTF-8" } },
  );
  const stopChild = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
  };
  try {
    const server = `http://127.0.0.1:${port}`;
    await waitForDriver(server, child);
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
        proxy: { proxyType: "manual", httpProxy: `127.0.0.1:${proxy.port}` },
      })
      .build();
    await driver.manage().window().setRect({ width: options.width, height: options.height });
    await driver.get(new URL("/api/health", site).href);
    await driver.executeScript(
      "for (const { name, value } of arguments[0]) localStorage.setItem(name, value);",
      options.consent,
    );
    return {
      driver,
      async close() {
        await driver.quit().catch(() => undefined);
        stopChild();
        await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
      },
    };
  } catch (error) {
    stopChild();
    proxy.server.close();
    throw error;
  }
}
