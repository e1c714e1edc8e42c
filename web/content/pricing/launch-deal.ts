/**
 * The launch deal (spec sections 1 and 9): licences bought in the first months of launch include
 * lifetime access to the web app. Its dates are configuration (web/.env); whether it still runs
 * is decided at the moment the site was built, so the prerendered page and the hydrated page say
 * the same thing (decision 037). Every page that mentions the deal takes its words from here.
 */
import { formatDate } from "#common/dates.ts";
import { DAY_MS } from "#common/time.ts";
import { config } from "#web/config.ts";

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
  /** The last day a licence bought gets the deal, as the pages write it ("July 13, 2025"). */
  readonly lastDay: string;
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
  return {
    running: at.getTime() < endsAt.getTime(),
    months: terms.months,
    endsAt,
    lastDay: formatDate(new Date(endsAt.getTime() - DAY_MS)),
  };
}

/** The words each page uses for the deal: the offer while it runs, nothing to buy once it ended. */
export function launchDealCopy(deal: LaunchDeal) {
  const period = `the first ${deal.months} months of launch`;
  return {
    /** The condition beside the licence's "Web app lifetime access" item while the deal runs. */
    condition: `Launch deal: licences bought in ${period} (until ${deal.lastDay})`,
    /** The status beside that item once it ended. */
    ended: `launch deal ended on ${deal.lastDay}`,
    /** The deal's own paragraph on /pricing, /pricing/desktop and the order page; none once it ended. */
    offer: deal.running
      ? `The desktop licence includes lifetime access to the web app during ${period}: licences bought until ${deal.lastDay} get it.`
      : undefined,
    /** The desktop overview's "Web version included" tab. */
    tab: deal.running
      ? {
          title: "Web version included",
          subtitle: `Launch deal: lifetime access to the web app with the desktop licence, for licences bought until ${deal.lastDay}.`,
        }
      : {
          title: "Web version",
          subtitle: `The launch deal ended on ${deal.lastDay}. The web app has its own plans, free for swing traders.`,
        },
    /** What a dated article writes in place of `{launchDealUntil}`: true before and after the end. */
    until: `until ${deal.lastDay}`,
  };
}

/** The deal as the site was built. */
export const launchDeal = launchDealAt(config.launchDeal, config.builtAt);
export const launchDealText = launchDealCopy(launchDeal);
