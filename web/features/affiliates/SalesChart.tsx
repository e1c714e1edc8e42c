import { useMemo, useState } from "react";
import type { AffiliateTransaction } from "#common/api/affiliates.ts";
import { Chart } from "#web/components/chart/Chart.tsx";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { formatDay, isoLocalDay } from "#web/lib/dates.ts";
import { affiliateCopy } from "./copy";
import { dailySales } from "./daily";
import styles from "./SalesChart.module.css";
import type { DateRange } from "./stats";

const copy = affiliateCopy.dashboard.chart;

interface Props {
  /** The transactions; null while they load (the card keeps the chart's place, so nothing below jumps). */
  readonly rows: readonly AffiliateTransaction[] | null;
  readonly range: DateRange;
}

/** The applied range's sales and commissions per day; a currency switch when the range sold in more than one. */
export function SalesChart({ rows, range }: Props) {
  const charts = useMemo(() => dailySales(rows ?? [], range), [rows, range]);
  const currencies = [...charts.keys()];
  const [picked, setPicked] = useState(currencies[0] as string);
  const currency = charts.has(picked) ? picked : (currencies[0] as string);
  const data = charts.get(currency);
  if (!data) return null;
  if (rows === null) {
    return (
      <div className={`${styles.card} ${styles.waiting}`}>
        <p className={styles.loading}>{affiliateCopy.dashboard.loading}</p>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <Chart
        title={copy.title(formatDay(range.start), formatDay(range.end))}
        data={data}
        fileName={`sales-per-day-${currency}-${isoLocalDay(range.start)}-to-${isoLocalDay(range.end)}`}
        emptyMessage={copy.empty}
        controls={
          currencies.length > 1 && (
            <RadioToggle
              label={copy.currency}
              options={currencies.map((c) => ({ value: c, label: c.toUpperCase() }))}
              value={currency}
              onChange={setPicked}
              className={styles.currencies}
            />
          )
        }
      />
    </div>
  );
}
