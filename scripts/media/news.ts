/**
 * The economic releases the showcase calendar marks, at their real release times: each agency
 * publishes at a local time (Washington's 08:30 for payrolls), so the UTC time moves with daylight
 * saving (13:30 UTC in winter, 12:30 in summer). The times are computed, never typed.
 */

export interface Release {
  readonly currency: string;
  readonly name: string;
  readonly impact: "High" | "Medium";
  /** The release day, YYYY-MM-DD. */
  readonly date: string;
  /** The publisher's local clock time, HH:MM, in `zone`. */
  readonly local: string;
  readonly zone: string;
}

/** The UTC instant (ms) of a local clock time in an IANA zone. */
export function utcOf(date: string, local: string, zone: string): number {
  const guess = Date.parse(`${date}T${local}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return guess - (wall - guess);
}

/** "13:30" for an instant. */
export const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

const NEW_YORK = "America/New_York";

/** The US employment report of July 2026: the first Friday of August, 08:30 in Washington. */
export const payrolls: Release = {
  currency: "USD",
  name: "Non-Farm Payrolls",
  impact: "High",
  date: "2026-08-07",
  local: "08:30",
  zone: NEW_YORK,
};

/**
 * The US week of 3 August 2026: ADP two days before payrolls, ISM services on the third business
 * day, and the employment report on the first Friday of the month, all at Eastern Time (daylight
 * saving time, so 12:30 UTC for payrolls). Payrolls first: the calendar clip reveals them in this order, so its
 * poster shows the payrolls' box.
 */
export const usJobsWeek: readonly Release[] = [
  payrolls,
  { currency: "USD", name: "ISM Services PMI", impact: "High", date: "2026-08-05", local: "10:00", zone: NEW_YORK },
  {
    currency: "USD",
    name: "ADP Employment Change",
    impact: "Medium",
    date: "2026-08-05",
    local: "08:15",
    zone: NEW_YORK,
  },
];
