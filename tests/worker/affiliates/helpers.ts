import { env, SELF } from "cloudflare:test";
import { createDb } from "../../../worker/db/client";

export const db = createDb(env.DB);
export const SITE = "https://ticksim.test";

let ip = 0;
/** A fresh client address per call site, so rate limits of one test never touch another. */
export const anIp = () => `203.0.113.${++ip % 250}`;

export function signIn(EmailAddress: string, Password: string, from = anIp()) {
  return SELF.fetch(`${SITE}/api/tv/affiliate/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": from },
    body: JSON.stringify({ EmailAddress, Password }),
  });
}

export function getTransactions(from: string | number, to: string | number, token?: string) {
  return SELF.fetch(`${SITE}/api/tv/affiliate/transactions/${from}/${to}`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
}
