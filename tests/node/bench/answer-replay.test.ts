/**
 * The bench's replay of the Worker's answers (tests/tools/bench/answer-replay.ts, decision 086):
 * Lighthouse must get the Worker's own bytes and headers, and the Worker must do no work for an
 * answer it already gave.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnswerReplay, startAnswerReplay } from "#tests/tools/bench/answer-replay.ts";

/** A stand-in Worker: a page with a per-answer nonce (gzip when asked), a beacon, and the count of what it served. */
let served: string[] = [];
let answers = 0;
const worker: Server = createServer((req, res) => {
  served.push(`${req.method} ${req.url} ${req.headers["accept-encoding"] ?? ""}`);
  req.resume();
  if (req.method === "POST") {
    res.writeHead(204).end();
    return;
  }
  answers++;
  const page = Buffer.from(`<p nonce="n${answers}">page</p>`);
  const gzip = /gzip/.test(req.headers["accept-encoding"] ?? "");
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `script-src 'nonce-n${answers}'`,
    ...(gzip ? { "content-encoding": "gzip" } : {}),
  });
  res.end(gzip ? gzipSync(page) : page);
});

let replay: AnswerReplay;

beforeAll(async () => {
  await new Promise<void>((resolve) => worker.listen(0, "127.0.0.1", resolve));
  replay = await startAnswerReplay(`http://127.0.0.1:${(worker.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await replay.close();
  await new Promise((resolve) => worker.close(resolve));
});

const get = (path: string, encoding = "gzip") =>
  fetch(new URL(path, replay.baseURL), { headers: { "accept-encoding": encoding } });

describe("the Worker's answers replayed", () => {
  it("gives a page the Worker's first answer again, bytes and headers, without asking it twice", async () => {
    served = [];
    const first = await get("/contact");
    const again = await get("/contact");
    expect(served).toEqual(["GET /contact gzip"]);
    for (const answer of [first, again]) {
      expect(answer.status).toBe(200);
      // The nonce and the policy that allows it arrive together, whatever the run.
      expect(answer.headers.get("content-security-policy")).toBe("script-src 'nonce-n1'");
      expect(answer.headers.get("content-encoding")).toBe("gzip");
      expect(await answer.text()).toBe('<p nonce="n1">page</p>');
    }
  });

  it("keeps an answer per encoding, and sends every other method to the Worker", async () => {
    served = [];
    const plain = await get("/pricing", "identity");
    const zipped = await get("/pricing");
    const beacon = () =>
      fetch(new URL("/api/rum", replay.baseURL), {
        method: "POST",
        body: "{}",
        headers: { "accept-encoding": "gzip" },
      });
    await beacon();
    await beacon();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(served).toEqual(["GET /pricing identity", "GET /pricing gzip", "POST /api/rum gzip", "POST /api/rum gzip"]);
  });

  it("counts what the Worker still answered once the recording ended", async () => {
    replay.endRecording();
    await (await get("/contact")).text();
    expect(replay.missed()).toBe(0);
    await (await get("/affiliates")).text();
    await (await get("/affiliates")).text();
    expect(replay.missed()).toBe(1);
  });
});
