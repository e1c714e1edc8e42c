/**
 * The secrets a webhook delivery may be signed with: the endpoint's (`STRIPE_WEBHOOK_SECRET`) and,
 * during a configured overlap, the one before it (`STRIPE_WEBHOOK_SECRET_PREVIOUS`, accepted until
 * `STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL`). Two moments need both: a secret rolled in the Dashboard
 * with a delayed expiry (Stripe then signs each delivery once per secret, several `v1=` in one
 * header, until the old one expires), and an endpoint replaced by a new one (another API version:
 * each endpoint signs with its own secret while both deliver). The overlap ends by itself, so a
 * retired secret is never accepted for good. docs/checkout.md "Rotating the webhook secret".
 */
import type Stripe from "stripe";
import { z } from "zod/mini";
import { logEvent } from "#worker/log.ts";
import { weaknessOf } from "#worker/production-secrets.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { verifyWebhook } from "#worker/services/stripe.ts";

/** The longest overlap accepted: a retired secret that outlives it is a forgotten one. */
export const MAX_SECRET_OVERLAP_DAYS = 7;

export type WebhookSecretsEnv = {
  readonly ENVIRONMENT?: string;
  readonly STRIPE_WEBHOOK_SECRET?: string;
  readonly STRIPE_WEBHOOK_SECRET_PREVIOUS?: string;
  readonly STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL?: string;
};

const blank = (value: string | undefined) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? undefined : trimmed;
};

const overlap = z.object({
  STRIPE_WEBHOOK_SECRET_PREVIOUS: z
    .string()
    .check(
      z.regex(/^whsec_\S+$/, { error: "STRIPE_WEBHOOK_SECRET_PREVIOUS is not a webhook signing secret (whsec_...)" }),
    ),
  STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: z.iso.datetime({
    offset: true,
    error: "STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL is not a date and time such as 2026-12-08T12:00:00Z",
  }),
});

/** The environments anyone can reach, where a secret the repository shows must never verify a delivery. */
const deployed: ReadonlySet<string> = new Set(["production", "staging"]);

/**
 * The secrets to verify a delivery with at `now` (Unix ms), the current one first; none when no
 * secret is configured; or what is wrong with the overlap's configuration.
 */
export function webhookSecretsOf(
  env: WebhookSecretsEnv,
  now: number,
): { readonly secrets: readonly string[] } | { readonly problem: string } {
  const current = blank(env.STRIPE_WEBHOOK_SECRET);
  const previous = blank(env.STRIPE_WEBHOOK_SECRET_PREVIOUS);
  const until = blank(env.STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL);
  if (!current) return { secrets: [] };
  if (previous === undefined && until === undefined) return { secrets: [current] };
  if (previous === undefined || until === undefined) {
    return {
      problem: "STRIPE_WEBHOOK_SECRET_PREVIOUS and STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL are set together or not at all",
    };
  }
  const parsed = overlap.safeParse({
    STRIPE_WEBHOOK_SECRET_PREVIOUS: previous,
    STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL: until,
  });
  if (!parsed.success) return { problem: parsed.error.issues.map((issue) => issue.message).join("; ") };
  const endsAt = Date.parse(until);
  if (endsAt - now > MAX_SECRET_OVERLAP_DAYS * 86_400_000) {
    return {
      problem: `STRIPE_WEBHOOK_SECRET_PREVIOUS_UNTIL is more than ${MAX_SECRET_OVERLAP_DAYS} days ahead: an overlap is for a rotation, not for keeping an old secret`,
    };
  }
  const weakness = deployed.has(env.ENVIRONMENT ?? "") ? weaknessOf("STRIPE_WEBHOOK_SECRET", previous) : undefined;
  if (weakness) return { problem: `STRIPE_WEBHOOK_SECRET_PREVIOUS: ${weakness}` };
  return { secrets: endsAt > now && previous !== current ? [current, previous] : [current] };
}

/**
 * A delivery's event once its signature holds with a secret of now, read (`payload`) only once
 * the secrets are configured; refused when they are not (unavailable: Stripe retries once they
 * are fixed) or when the signature does not hold.
 */
export async function verifiedDelivery(
  env: WebhookSecretsEnv,
  payload: () => Promise<string>,
  signature: string | undefined,
  now = Date.now(),
): Promise<Stripe.Event | Refusal> {
  const configured = webhookSecretsOf(env, now);
  if ("problem" in configured) {
    logEvent("error", { event: "config.invalid", name: "STRIPE_WEBHOOK_SECRET_PREVIOUS", problem: configured.problem });
    return new Refusal("unavailable", "Webhooks are not configured correctly on this server");
  }
  if (!configured.secrets.length) return new Refusal("unavailable", "Webhooks are not configured on this server");
  return verifyWebhook(await payload(), signature, configured.secrets);
}

/** What is wrong with the overlap's configuration now, or null (the console's health card names it). */
export function webhookSecretProblem(env: WebhookSecretsEnv, now = Date.now()): string | null {
  const secrets = webhookSecretsOf(env, now);
  return "problem" in secrets ? secrets.problem : null;
}
