/**
 * Serves a fetch-style handler (Request -> Response) on a loopback port, so the same fake
 * answers the Worker under test in workerd (through a fetch stub) and in e2e (over HTTP).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method ?? "GET",
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

export function serve(handler: FetchHandler): Promise<RunningServer> {
  return new Promise((resolve) => {
    let origin = "";
    const server = createServer(async (req, res) => {
      try {
        const response = await handler(await toRequest(req, origin));
        res.writeHead(response.status, Object.fromEntries([...response.headers.entries()]));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(`fake failed: ${String(error)}`);
      }
    });
    server.listen(0, "127.0.0.1", () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        url: origin,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
