/**
 * The Worker's answers, recorded once and replayed to Lighthouse (decision 086). In production the
 * Worker runs on Cloudflare's machines and the visitor's phone pays only for the page; here
 * `wrangler dev` (workerd and wrangler's proxy) runs on the two cores Lighthouse measures the page
 * on, and every chunk it serves during the load takes CPU from the page being measured. A page is
 * first loaded through this server by a browser of its own, which records every answer the Worker
 * gives (status, headers, bytes as sent); Lighthouse then gets those answers again from memory.
 * The bytes and headers are the Worker's own (the page's nonce and its policy arrive together);
 * what no longer shares the cores is the work of making them. Anything not recorded (another
 * method, an address the recording load did not ask for) still goes to the Worker.
 */
import { createServer, type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS } from "#scripts/lib/browser-args.ts";

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[]>;
  readonly body: Buffer;
}

export interface AnswerReplay {
  /** Where Lighthouse loads the pages. */
  readonly baseURL: string;
  /** Ends the recording: from here a request the recording did not see is counted as missed. */
  readonly endRecording: () => void;
  /** Requests that went to the Worker after the recording. */
  readonly missed: () => number;
  readonly close: () => Promise<void>;
}

/** The request headers that change the Worker's bytes: the same address in another encoding is another answer. */
const keyOf = (url: string, headers: IncomingHttpHeaders) =>
  `${url} ${headers["accept-encoding"] ?? ""} ${headers.range ?? ""}`;

/** Headers of the transfer, not of the answer: recomputed for the recorded bytes. */
const HOP_HEADERS = new Set(["transfer-encoding", "connection", "keep-alive", "content-length"]);

/** Lighthouse's own phone (its mobile preset): the same image candidates and media queries as the runs. */
const MOBILE = screenEmulationMetrics.mobile;

/** A server in front of the Worker at `workerURL` that answers a GET it has seen with the Worker's first answer. */
export async function startAnswerReplay(workerURL: string): Promise<AnswerReplay> {
  const worker = new URL(workerURL);
  const answers = new Map<string, Answer>();
  let recording = true;
  let missed = 0;

  const server = createServer((req, res) => {
    const key = keyOf(req.url ?? "/", req.headers);
    const recorded = req.method === "GET" ? answers.get(key) : undefined;
    if (recorded) {
      // Read what was sent before answering: an unread body stalls a kept-alive connection.
      req.resume();
      res
        .writeHead(recorded.status, { ...recorded.headers, "content-length": recorded.body.length })
        .end(recorded.body);
      return;
    }
    if (!recording) missed++;
    const upstream = request(
      {
        host: worker.hostname,
        port: worker.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: worker.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = value;
          }
          const status = answer.statusCode ?? 502;
          if (req.method === "GET") answers.set(key, { status, headers, body });
          res.writeHead(status, { ...headers, "content-length": body.length }).end(body);
        });
      },
    );
    upstream.on("error", (error) => res.destroy(error));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    baseURL,
    endRecording: () => {
      recording = false;
    },
    missed: () => missed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Each of `paths` loaded through `baseURL` in a browser shaped as Lighthouse's phone, until the network is idle. */
export async function loadAsLighthousePhone(baseURL: string, paths: readonly string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    for (const path of paths) {
      // A first visit each time, as every Lighthouse run is: no cookie or storage from the page before.
      const context = await browser.newContext({
        viewport: { width: MOBILE.width, height: MOBILE.height },
        deviceScaleFactor: MOBILE.deviceScaleFactor,
        isMobile: MOBILE.mobile,
        hasTouch: true,
        userAgent: userAgents.mobile,
      });
      // Every request the page makes while it loads and hydrates, the lazy chunks included.
      await (await context.newPage()).goto(new URL(path, baseURL).href, { waitUntil: "networkidle" });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
