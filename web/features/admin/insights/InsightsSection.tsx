import { useState } from "react";
import { INSIGHT_RANGES, type InsightRange, rangeDays, TAX_MODES, type TaxMode } from "#common/api/insights.ts";
import { Chart } from "#web/components/chart/Chart.tsx";
import type { ChartData } from "#web/components/chart/data.ts";
import styles from "#web/features/admin/parts/console.module.css";
import { type Loaded, useAdminData } from "#web/features/admin/parts/data.ts";
import { LoadState } from "#web/features/admin/parts/LoadState.tsx";
import { loadChannels, loadCountries, loadFunnel, loadLicences, loadOutbox, loadRevenue } from "./api";
import own from "./InsightsSection.module.css";
import {
  channelsChart,
  countriesChart,
  funnelChart,
  funnelNote,
  licencesChart,
  outboxChart,
  pendingNote,
  revenueChart,
} from "./insights";

const rangeNames: Record<InsightRange, string> = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "365d": "Last 365 days",
};
const taxNames: Record<TaxMode, string> = { incl: "Tax included", excl: "Tax excluded" };

function Picker<K extends string>(props: {
  label: string;
  value: K;
  choices: readonly K[];
  name: (key: K) => string;
  onChange: (value: K) => void;
}) {
  return (
    <label className={styles.label}>
      {props.label}
      <select className={styles.select} value={props.value} onChange={(e) => props.onChange(e.target.value as K)}>
        {props.choices.map((key) => (
          <option key={key} value={key}>
            {props.name(key)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One chart's card: its own spinner or error with Retry, then the chart and what its data leaves out. */
function InsightCard<T>(props: {
  title: string;
  state: Loaded<T>;
  reload: () => void;
  chart: (answer: T) => ChartData;
  /** What the chart's figures leave out, said under it. */
  note?: (answer: T) => string | null;
  fileName: string;
  emptyMessage: string;
}) {
  return (
    <div className={`${styles.card} ${own.chartCard}`}>
      <LoadState state={props.state} onRetry={props.reload} label={`${props.title}: loading...`}>
        {(answer) => (
          <>
            <Chart
              title={props.title}
              data={props.chart(answer)}
              fileName={props.fileName}
              emptyMessage={props.emptyMessage}
            />
            {props.note?.(answer) && <p className={`${styles.muted} ${own.note}`}>{props.note(answer)}</p>}
          </>
        )}
      </LoadState>
    </div>
  );
}

/** /admin/insights: the shop's figures over time, each chart with its table and CSV. */
export default function InsightsSection() {
  const [range, setRange] = useState<InsightRange>("30d");
  const [tax, setTax] = useState<TaxMode>("incl");
  const [currency, setCurrency] = useState("usd");
  const money = { range, currency, tax };
  const moneyKey = `${range}/${currency}/${tax}`;
  const revenue = useAdminData((signal) => loadRevenue(money, signal), moneyKey);
  const licences = useAdminData((signal) => loadLicences(range, signal), range);
  const countries = useAdminData((signal) => loadCountries(range, tax, signal), `${range}/${tax}`);
  const channels = useAdminData((signal) => loadChannels(money, signal), moneyKey);
  const funnel = useAdminData((signal) => loadFunnel(range, signal), range);
  const outbox = useAdminData((signal) => loadOutbox(range, signal), range);

  // The currencies sold in the range, and the one picked even when the range sold none in it.
  const sold = revenue.state.status === "ready" ? revenue.state.data.currencies : [];
  const currencies = sold.includes(currency) ? sold : [currency, ...sold];
  const days = `${rangeDays[range]}-days`;
  const pending = pendingNote(
    [revenue, licences, countries, channels, funnel, outbox].map(({ state }) =>
      state.status === "ready" ? state.data.pending : 0,
    ),
  );

  return (
    <>
      <div className={`${styles.toolbar} ${own.pickers}`}>
        <Picker label="Range" value={range} choices={INSIGHT_RANGES} name={(r) => rangeNames[r]} onChange={setRange} />
        <Picker label="Amounts" value={tax} choices={TAX_MODES} name={(t) => taxNames[t]} onChange={setTax} />
        <Picker
          label="Currency"
          value={currency}
          choices={currencies}
          name={(c) => c.toUpperCase()}
          onChange={setCurrency}
        />
      </div>
      {pending && <p className={`${styles.muted} ${own.pending}`}>{pending}</p>}
      <div className={own.charts}>
        <InsightCard
          title={`Revenue per day (${currency.toUpperCase()}, ${taxNames[tax].toLowerCase()})`}
          state={revenue.state}
          reload={revenue.reload}
          chart={revenueChart}
          fileName={`revenue-${currency}-${tax}-${days}`}
          emptyMessage="No days in this range."
        />
        <InsightCard
          title="Licences issued, refunds and disputes per week"
          state={licences.state}
          reload={licences.reload}
          chart={licencesChart}
          fileName={`licences-refunds-disputes-${days}`}
          emptyMessage="No weeks in this range."
        />
        <InsightCard
          title={`Sales by country (${taxNames[tax].toLowerCase()})`}
          state={countries.state}
          reload={countries.reload}
          chart={countriesChart}
          fileName={`sales-by-country-${tax}-${days}`}
          emptyMessage="No sales in this range."
        />
        <InsightCard
          title={`Revenue through promotion codes and affiliates (${currency.toUpperCase()})`}
          state={channels.state}
          reload={channels.reload}
          chart={channelsChart}
          fileName={`revenue-channels-${currency}-${tax}-${days}`}
          emptyMessage="No sale through a promotion code or an affiliate in this range."
        />
        <InsightCard
          title="Checkout funnel"
          state={funnel.state}
          reload={funnel.reload}
          chart={funnelChart}
          note={funnelNote}
          fileName={`checkout-funnel-${days}`}
          emptyMessage="No checkout in this range."
        />
        <InsightCard
          title="Mail outbox per day"
          state={outbox.state}
          reload={outbox.reload}
          chart={outboxChart}
          fileName={`mail-outbox-${days}`}
          emptyMessage="No days in this range."
        />
      </div>
    </>
  );
}
