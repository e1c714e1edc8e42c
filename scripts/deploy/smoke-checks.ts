/**
 * The smoke checks a deployed (or local) Worker must pass before it takes more traffic
 * (docs/deploy.md): it answers, D1 answers, a page renders, a symbol search finds something, and
 * a webhook signed with the environment's secret is verified, recorded in D1 and recognised
 * when it comes again, while a forged one is refused. Runtime-neutral (fetch and Web Crypto
 * only), so the CLI (scripts/deploy/smoke.ts) runs it against any address and the Worker tests
 * run it against the Worker itself.
 */

import { pathOf } from "#common/api/call.ts";
import { checkoutCalls } from "#common/api/checkout.ts";
import { healthCalls } from "#common/api/health.ts";
import { symbolCalls, symbolSearchAnswer } from "#common/api/symbols.ts";
import { STRIPE_API_VERSION } from "#worker/services/stripe.ts";

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export interface SmokeOptions {
  /** The site's origin, e.g. https://staging.ticksim.app or http://localhost:5173. */
  readonly base: string;
  /** The environment's STRIPE_WEBHOOK_SECRET; without it the webhook check fails and says why. */
  readonly webhookSecret?: string;
  /** Whether the environment runs on a live Stripe key (production): the probe event's mode. */
  readonly livemode: boolean;
  /** A query the catalogue must answer (its symbol must be among the results). */
  readonly searchQuery: string;
  /**
   * Pins every request to one Worker version during a gradual deployment
   * (`Cloudflare-Workers-Version-Overrides: <worker>="<version id>"`), so the checks judge the new
   * version rather than whichever one the split picks; the health check fails when another version
   * answered.
   */
  readonly versionOverride?: { readonly worker: string; readonly versionId: string };
}

export interface CheckResult {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
  readonly ms: number;
}

/** A failed expectation, reported as the check's detail. */
class SmokeFailure extends Error {}

function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SmokeFailure(message);
}

async function bodyOf(res: Response): Promise<string> {
  return (await res.text()).slice(0, 300);
}

/** Stripe's signature header for `payload`: HMAC-SHA256 of `<timestamp>.<payload>` with the endpoint secret. */
export async function stripeSignature(payload: string, secret: string, timestamp: number): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${payload}`)));
  return `t=${timestamp},v1=${Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * An event of a type the Worker does not act on: it is verified, its version checked and its id
 * recorded (so a second delivery is a duplicate), and nothing else changes.
 */
export function probeEvent(livemode: boolean, now: number) {
  const id = `evt_smoke_${now}_${crypto.randomUUID().slice(0, 8)}`;
  return {
    id,
    object: "event",
    type: "ticksim.smoke_check",
    api_version: STRIPE_API_VERSION,
    created: Math.floor(now / 1000),
    livemode,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id, object: "smoke_check" } },
  };
}

type Check = (get: Fetcher, options: SmokeOptions) => Promise<string>;

const jsonOf = async (res: Response, what: string): Promise<unknown> => {
  if (res.status !== 200) throw new SmokeFailure(`${what} answered ${res.status}: ${await bodyOf(res)}`);
  return res.json();
};

const checks: Readonly<Record<string, Check>> = {
  async health(get, { versionOverride }) {
    const answer = healthCalls.live.answer.safeParse(await jsonOf(await get(healthCalls.live.path), "the Worker"));
    expectThat(answer.success, "the health answer is not {status: ok, version}");
    // An override that does not apply is not refused: the request goes wherever the split sends it,
    // and every check would judge the version already serving.
    const pinned = versionOverride?.versionId;
    expectThat(
      !pinned || answer.data.version === pinned,
      `version ${answer.data.version} answered, not the pinned ${pinned}: the override did not apply (is it in the current deployment?)`,
    );
    return `the Worker answers (version ${answer.data.version})`;
  },
  async "d1 ready"(get) {
    const res = await get(healthCalls.ready.path);
    const answer = healthCalls.ready.answer.safeParse(await jsonOf(res, "D1's readiness"));
    expectThat(answer.success && answer.data.status === "ok", "D1 is not ready");
    return "D1 answers a query";
  },
  async page(get) {
    const res = await get("/");
    expectThat(res.status === 200, `/ answered ${res.status}`);
    expectThat((res.headers.get("Content-Type") ?? "").startsWith("text/html"), "/ is not HTML");
    const html = await res.text();
    expectThat(html.includes('<div id="root"><'), "/ has no prerendered content");
    return `/ is ${html.length} bytes of prerendered HTML`;
  },
  async search(get, { searchQuery }) {
    const path = pathOf(symbolCalls.search, { limit: 5, query: searchQuery, exchange: "ALL", type: "ALL" });
    const answer = symbolSearchAnswer.safeParse(await jsonOf(await get(path), "the symbol search"));
    expectThat(answer.success, "the search answer does not match the contract");
    expectThat(
      answer.data.some((row) => row.symbol === searchQuery),
      `a search for ${searchQuery} did not find it (${answer.data.length} results): is the catalogue loaded?`,
    );
    return `${searchQuery} found among ${answer.data.length} results`;
  },
  async "signed webhook"(get, { webhookSecret, livemode }) {
    expectThat(Boolean(webhookSecret), "no webhook secret given (STRIPE_WEBHOOK_SECRET)");
    const secret = webhookSecret as string;
    const body = JSON.stringify(probeEvent(livemode, Date.now()));
    const now = Math.floor(Date.now() / 1000);
    const post = async (signature: string) =>
      get(checkoutCalls.webhook.path, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body,
      });
    const forged = await post(await stripeSignature(body, `${secret}-forged`, now));
    expectThat(forged.status === 400, `a forged signature answered ${forged.status}, not 400`);
    const signature = await stripeSignature(body, secret, now);
    const answer = async (what: string) =>
      checkoutCalls.webhook.answer.safeParse(await jsonOf(await post(signature), what));
    const first = await answer("the signed webhook");
    expectThat(first.success && first.data.outcome === "ignored", "the signed webhook was not accepted as ignored");
    const again = await answer("the repeated webhook");
    expectThat(again.success && again.data.duplicate === true, "a repeated event was not recognised as a duplicate");
    return "forged refused, signed accepted and recorded, repeat recognised";
  },
};

export const checkNames = Object.keys(checks);

/** Requests to the site's paths, each pinned to the version under test when there is one. */
function siteFetcher(fetcher: Fetcher, options: SmokeOptions): Fetcher {
  const headers: Record<string, string> = options.versionOverride
    ? {
        "Cloudflare-Workers-Version-Overrides": `${options.versionOverride.worker}="${options.versionOverride.versionId}"`,
      }
    : {};
  return (path, init = {}) =>
    fetcher(new URL(path, options.base).href, {
      ...init,
      redirect: "manual",
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the health answer, pinned, until the pinned version gives it: a new deployment takes a few
 * seconds to reach every location, and until it has, an override naming its version is not
 * applied. Returns the version that answered last (undefined if none answered as expected).
 */
export async function awaitPinnedVersion(
  fetcher: Fetcher,
  options: SmokeOptions,
  { attempts, intervalMs, pause = sleep }: { attempts: number; intervalMs: number; pause?: typeof sleep },
): Promise<string | undefined> {
  const get = siteFetcher(fetcher, options);
  let answered: string | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const res = await get(healthCalls.live.path).catch(() => undefined);
    const answer = res?.ok ? healthCalls.live.answer.safeParse(await res.json().catch(() => undefined)) : undefined;
    answered = answer?.success ? answer.data.version : undefined;
    if (!options.versionOverride || answered === options.versionOverride.versionId) return answered;
    if (attempt < attempts) await pause(intervalMs);
  }
  return answered;
}

/** Runs every check once, in order, each timed and caught: one failure does not hide the others. */
export async function runSmokeChecks(fetcher: Fetcher, options: SmokeOptions): Promise<CheckResult[]> {
  const get = siteFetcher(fetcher, options);
  const results: CheckResult[] = [];
  for (const [name, check] of Object.entries(checks)) {
    const started = Date.now();
    try {
      results.push({ name, ok: true, detail: await check(get, options), ms: Date.now() - started });
    } catch (error) {
      const detail = error instanceof SmokeFailure ? error.message : `could not run: ${String(error)}`;
      results.push({ name, ok: false, detail, ms: Date.now() - started });
    }
  }
  return results;
}

/** One line per check, for the CI log. */
export function report(results: readonly CheckResult[]): string {
  return results
    .map(
      (result) =>
        `${result.ok ? "ok  " : "FAIL"} ${result.name.padEnd(15)} ${String(result.ms).padStart(5)} ms  ${result.detail}`,
    )
    .join("\n");
}
