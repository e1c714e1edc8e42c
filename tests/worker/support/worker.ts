import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import worker from "#worker/index.ts";

/**
 * The Worker's own fetch with some bindings swapped (a D1 that records or fails), returned once
 * its waitUntil work is done; SELF.fetch cannot swap a binding.
 */
export async function fetchWithBindings(bindings: Partial<Env>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${workerTestBindings.SITE_URL}${path}`, init),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** A JSON POST's request options. */
export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});
