/**
 * The alert channel: a Slack incoming webhook, a Discord webhook, or a Discord webhook's
 * Slack-compatible `/slack` address (decision 052). One JSON body suits all three: Slack reads
 * `text`, Discord reads `content`, and each ignores the other's field. Sending never throws: a
 * channel that fails or hangs is logged and the alert job carries on.
 */
import { z } from "zod/mini";
import { pathTo } from "#common/routes.ts";
import { logEvent } from "#worker/log.ts";
import { conditionLabels } from "./conditions";
import type { Notice } from "./transitions";

/** The settings the alert channel reads; the address is a secret (it lets anyone post to the channel). */
export type AlertChannelEnv = { readonly ALERT_WEBHOOK_URL?: string };

const webhookUrl = z.url({ protocol: /^https$/ });

/**
 * The channel's address; null when none is set (alerts then only show on the console's card).
 * `problem`: one is set but unusable, which the card names as a configuration problem.
 */
export function alertChannel(env: AlertChannelEnv): { url: string } | { problem: string } | null {
  const value = env.ALERT_WEBHOOK_URL?.trim() ?? "";
  if (value === "") return null;
  // The message names no part of the value: it is a secret.
  return webhookUrl.safeParse(value).success ? { url: value } : { problem: "is not an https:// address" };
}

/** How the channel is reached: the fetch and the time one message may take. */
export interface Delivery {
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
}

/** A channel that has not answered in 5 seconds is taken as failing: the job has states to record. */
export const delivery: Delivery = { fetch: (input, init) => fetch(input, init), timeoutMs: 5_000 };
/** Discord refuses a message over 2,000 characters; Slack takes far more. */
const MAX_MESSAGE = 2_000;

/** The body both Slack and Discord accept. */
export const alertBody = (text: string) => ({ text, content: text });

const utc = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * Slack reads `<...>` as a link or mention and wants `&` escaped, Discord shows entities as they
 * are: the texts quoted in a detail (an error message) lose those three characters in both.
 */
const neutral = (text: string) => text.replaceAll("&", "and").replaceAll("<", "(").replaceAll(">", ")");

/** The message for one notice, naming the site (production or staging) and its console. */
export function alertText(notice: Notice, siteUrl: string, now: number): string {
  const site = new URL(siteUrl);
  const label = conditionLabels[notice.condition];
  const link = `Console: ${site.origin}${pathTo("admin")}`;
  if (notice.kind === "resolved") {
    // A "resolved" that waited for the channel says when the condition cleared.
    const resolved = `${label} resolved${notice.clearedAt < now ? ` at ${utc(notice.clearedAt)}` : ""}`;
    const why = notice.unrecorded
      ? `no check could be recorded after ${utc(notice.since)}: D1 unreachable, or the cron not running`
      : `failing since ${utc(notice.since)}`;
    return `✅ ${site.host}: ${resolved} (${why}). ${link}`;
  }
  const state = notice.since < now ? `still failing since ${utc(notice.since)}` : "failing";
  const text = `🔴 ${site.host}: ${label} ${state}. ${neutral(notice.detail)} ${link}`;
  return text.length <= MAX_MESSAGE ? text : `${text.slice(0, MAX_MESSAGE - 1)}…`;
}

/** Posts one message; true when the channel took it (any 2xx: Slack says 200 "ok", Discord 204). */
export async function sendAlert(url: string, text: string, via: Delivery = delivery): Promise<boolean> {
  try {
    const res = await via.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(alertBody(text)),
      signal: AbortSignal.timeout(via.timeoutMs),
    });
    if (res.ok) return true;
    // The address is a capability (it lets anyone post): its answer is logged, never the address.
    logEvent("error", {
      event: "alerts.send_failed",
      status: res.status,
      reason: (await res.text()).slice(0, 200),
    });
  } catch (error) {
    logEvent("error", { event: "alerts.send_failed", reason: String(error) });
  }
  return false;
}
