/**
 * The launch deal (spec sections 1 and 9): licences bought in the first months of launch include
 * lifetime access to the web app. Its dates are configuration (web/.env); whether it still runs
 * is decided at the moment the site was built, so the prerendered page and the hydrated page say
 * the same thing (decision 037). Every page that mentions the deal takes its words from here, in
 * its language (the `feature-matrix` catalogue).
 */
import { DAY_MS } from "#common/time.ts";
import { config } from "#web/lib/config.ts";
import type { MatrixKey, MatrixWords } from "./feature-matrix-messages";

export interface LaunchDealTerms {
  /** The day of launch, "YYYY-MM-DD" (UTC). */
  readonly launchDate: string;
  /** How many calendar months, from the launch day, a licence bought gets the deal. */
  readonly months: number;
}

export interface LaunchDeal {
  readonly running: boolean;
  readonly months: number;
  /** The first moment that no longer counts (00:00 UTC). */
  readonly endsAt: Date;
  /** The last day a licence bought gets the deal (00:00 UTC), which each language writes its way. */
  readonly lastDate: Date;
}

/** `date` plus `months` calendar months; a day the target month lacks becomes its last day (Jan 31 + 1 = Feb 28). */
function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastOfMonth)));
}

/** The deal as it stands at `at`. */
export function launchDealAt(terms: LaunchDealTerms, at: Date): LaunchDeal {
  const endsAt = addMonths(new Date(`${terms.launchDate}T00:00:00Z`), terms.months);
  const lastDate = new Date(endsAt.getTime() - DAY_MS);
  return {
    running: at.getTime() < endsAt.getTime(),
    months: terms.months,
    endsAt,
    lastDate,
  };
}

/** The values the deal's messages read: its length and its last day in the words' language. */
export const launchDealValues = (deal: LaunchDeal, { format }: MatrixWords) => ({
  months: deal.months,
  lastDay: format.date(deal.lastDate),
});

/** The words each page uses for the deal: the offer while it runs, nothing to buy once it ended. */
export function launchDealCopy(deal: LaunchDeal, words: MatrixWords) {
  const values = launchDealValues(deal, words);
  const t = (key: MatrixKey) => words.t(key, values);
  return {
    /** The condition beside the licence's "Web app lifetime access" item while the deal runs. */
    condition: t("launch_deal_condition"),
    /** The status beside that item once it ended. */
    ended: t("launch_deal_ended"),
    /** The deal's own paragraph on /pricing, /pricing/desktop and the order page; none once it ended. */
    offer: deal.running ? t("launch_deal_offer") : undefined,
    /** The desktop overview's "Web version included" tab. */
    tab: deal.running
      ? { title: t("launch_deal_tab_title"), subtitle: t("launch_deal_tab_subtitle") }
      : { title: t("launch_deal_ended_tab_title"), subtitle: t("launch_deal_ended_tab_subtitle") },
    /** What a dated article writes in place of `{launchDealUntil}`: true before and after the end. */
    until: t("launch_deal_until"),
  };
}

/** The deal as the site was built. */
export const launchDeal = launchDealAt(config.launchDeal, config.builtAt);
