#!/usr/bin/env node
/**
 * Debian's Firefox ESR as Playwright launches a WebDriver BiDi Firefox (channel "moz-firefox"):
 * the same arguments, the same "WebDriver BiDi listening on" line, but the protocol goes through
 * this relay. Playwright sends `emulation.setMediaFeaturesOverride` to every new context and
 * page, a command Firefox ESR 153 does not have yet ("unknown command"). When it asks for no
 * override at all (no colour scheme set, the engine journeys' case), the relay answers it as done,
 * which is what the browser's defaults already are; any other value is passed on, so a test
 * that needs the override still fails loudly. Every other message passes through untouched.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { WebSocket, WebSocketServer } from "ws";

const FIREFOX = process.env.FIREFOX_ESR ?? "/usr/bin/firefox-esr";
const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ["ignore", "inherit", "pipe"] });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => firefox.kill(signal));
firefox.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const answeredHere = (message) =>
  message.method === "emulation.setMediaFeaturesOverride" &&
  Object.values(message.params?.features ?? {}).every((value) => value === null || value === undefined);

function relay(upstream) {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  server.on("connection", (client, request) => {
    const browser = new WebSocket(`${upstream}${request.url}`);
    const waiting = [];
    browser.on("open", () => {
      for (const data of waiting.splice(0)) browser.send(data);
    });
    browser.on("message", (data) => client.send(data.toString()));
    browser.on("close", () => client.close());
    client.on("close", () => browser.close());
    client.on("message", (raw) => {
      const data = raw.toString();
      const message = JSON.parse(data);
      if (answeredHere(message)) {
        client.send(JSON.stringify({ type: "success", id: message.id, result: {} }));
        return;
      }
      if (browser.readyState === WebSocket.OPEN) browser.send(data);
      else waiting.push(data);
    });
  });
  return new Promise((resolve) => server.on("listening", () => resolve(server.address().port)));
}

createInterface({ input: firefox.stderr }).on("line", async (line) => {
  const listening = /^WebDriver BiDi listening on (ws:\/\/[^/\s]+)/.exec(line);
  if (!listening) return void process.stderr.write(`${line}\n`);
  const port = await relay(listening[1]);
  process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${port}\n`);
});
