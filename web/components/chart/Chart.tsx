import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonClass } from "#web/components/button.ts";
import styles from "./Chart.module.css";
import { type ChartData, csvHref, headings, tableRows } from "./data";

/** The chart's own words, in the page's language. */
export interface ChartTexts {
  readonly dataTable: string;
  readonly dataTableOf: (title: string) => string;
  readonly downloadCsv: string;
  readonly downloadCsvOf: (title: string) => string;
  readonly tableOf: (title: string) => string;
  readonly notDrawn: string;
}

/** English, for the operator console's charts. */
const englishTexts: ChartTexts = {
  dataTable: "Data table",
  dataTableOf: (title) => `Data table: ${title}`,
  downloadCsv: "Download CSV",
  downloadCsvOf: (title) => `Download CSV: ${title}`,
  tableOf: (title) => `${title}: table`,
  notDrawn: "The chart could not be drawn: its data is in the table.",
};

interface Props {
  /** The chart's heading, also the table's caption. */
  readonly title: string;
  readonly data: ChartData;
  /** The CSV's file name, without ".csv": "revenue-usd-30-days". */
  readonly fileName: string;
  /** Said instead of a picture when there are no rows. */
  readonly emptyMessage: string;
  /** What picks the data, under the heading (a currency switch). */
  readonly controls?: ReactNode;
  /** Its words in the page's language; English when left out. */
  readonly texts?: ChartTexts;
}

/**
 * A chart with its text alternative: the same rows as a table (always there for screen readers,
 * shown on request for everyone) and as a CSV download. The picture is decoration over the table,
 * so it is hidden from assistive technology; nothing in it moves, whatever the reader's motion
 * preference.
 */
export function Chart({ title, data, fileName, emptyMessage, controls, texts = englishTexts }: Props) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const columns = useMemo(() => headings(data), [data]);
  const cells = useMemo(() => tableRows(data), [data]);
  const empty = data.rows.length === 0;
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttonClass("outline")} ${styles.small}`}
            aria-expanded={tableShown}
            aria-controls={`${id}-table`}
            aria-label={texts.dataTableOf(title)}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {texts.dataTable}
          </button>
          <a
            className={`${buttonClass("outline")} ${styles.small}`}
            href={csvHref(data)}
            download={`${fileName}.csv`}
            aria-label={texts.downloadCsvOf(title)}
          >
            {texts.downloadCsv}
          </a>
        </div>
      </div>
      {controls}
      {empty ? <p className={styles.empty}>{emptyMessage}</p> : <Plot data={data} notDrawn={texts.notDrawn} />}
      {/* A shown table scrolls in its box: the box takes the focus so the keyboard can scroll it. */}
      <div
        id={`${id}-table`}
        className={tableShown ? styles.tableBox : "visually-hidden"}
        {...(tableShown && { role: "region", "aria-label": texts.tableOf(title), tabIndex: 0 })}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cells.map(([label, ...values], i) => (
              // Rows keep their order and a label may repeat (two weeks named alike), so the index is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i}>
                <th scope="row">{label}</th>
                {values.map((v, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its series, in order
                  <td key={j}>{v}</td>
                ))}
              </tr>
            ))}
            {empty && (
              <tr>
                <td colSpan={columns.length}>{emptyMessage}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * The picture: uPlot is fetched with the first chart drawn, then kept. When it cannot be fetched or
 * draw (a chunk gone after a deploy, no canvas), the chart says so and its table still holds the data.
 */
function Plot({ data, notDrawn }: { data: ChartData; notDrawn: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let gone = false;
    setFailed(false);
    import("./plot")
      .then(({ drawChart }) => {
        if (!gone && box.current) cleanup = drawChart(box.current, data);
      })
      .catch(() => gone || setFailed(true));
    return () => {
      gone = true;
      cleanup?.();
    };
  }, [data]);
  if (failed) return <p className={styles.empty}>{notDrawn}</p>;
  return <div ref={box} className={styles.plot} aria-hidden="true" />;
}
