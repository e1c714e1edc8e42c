import { useMemo, useState } from "react";
import type { AffiliateTransaction } from "#common/api/affiliates.ts";
import { Chart } from "#web/components/chart/Chart.tsx";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import { isoLocalDay } from "#web/lib/dates.ts";
import { useDashboardText } from "./affiliate-dashboard-messages";
import { dailySales } from "./daily";
import styles from "./SalesChart.module.css";
import type { DateRange } from "./stats";

interface Props {
  /** The transactions; null while they load (the card keeps the chart's place, so nothing below jumps). */
  readonly rows: readonly AffiliateTransaction[] | null;
  readonly range: DateRange;
}

/** The applied range's sales and commissions per day; a currency switch when the range sold in more than one. */
export function SalesChart({ rows, range }: Props) {
  const text = useDashboardText();
  const { t, f } = text;
  const forms = useMessages(formsMessages);
  const charts = useMemo(() => dailySales(rows ?? [], range, text), [rows, range, text]);
  const currencies = [...charts.keys()];
  const [picked, setPicked] = useState(currencies[0] as string);
  const currency = charts.has(picked) ? picked : (currencies[0] as string);
  const data = charts.get(currency);
  if (!data) return null;
  if (rows === null) {
    return (
      <div className={`${styles.card} ${styles.waiting}`}>
        <p className={styles.loading}>{forms("loading")}</p>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <Chart
        title={t("chart_title", { from: f.day(range.start), to: f.day(range.end) })}
        data={data}
        fileName={`sales-per-day-${currency}-${isoLocalDay(range.start)}-to-${isoLocalDay(range.end)}`}
        emptyMessage={t("chart_empty")}
        texts={{
          dataTable: t("chart_data_table"),
          dataTableOf: (title) => t("chart_data_table_of", { title }),
          downloadCsv: t("chart_download_csv"),
          downloadCsvOf: (title) => t("chart_download_csv_of", { title }),
          tableOf: (title) => t("chart_table_of", { title }),
          notDrawn: t("chart_not_drawn"),
        }}
        controls={
          currencies.length > 1 && (
            <RadioToggle
              label={t("chart_currency")}
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
