/** How the console writes money and times: amounts in their currency, times in the operator's zone. */
import type { CurrencyAmount } from "#common/api/admin.ts";
import { formatterOf } from "#web/i18n/format.ts";

/** The console's formatter: the console is in English only, whatever the operator's browser says. */
export const english = formatterOf("en");

/** 126900, "usd" -> "$1,269.00": the site's one money format, in the amount's currency. */
export const money = (cents: number, currency: string) => english.money(cents, { currency });

/** Per-currency totals with their counts: "$1,269.00 (3), €40.00 (1)", or "—" for none. */
export const amounts = (rows: readonly CurrencyAmount[]) =>
  rows.length ? rows.map((r) => `${money(r.amount, r.currency)} (${r.count})`).join(", ") : "—";

/** "26 Nov 2026, 21:00", in the operator's zone. */
export const dateTime = (ms: number) => english.moment(ms);

/** "3 min ago", "2 h ago", "5 days ago". */
export function ago(ms: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - ms) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
