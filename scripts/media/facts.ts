import type { CandleTime } from "./hours";
import type { Timeframe } from "./market";

/** A chart an image draws: its instrument, timeframe and the opening time of every candle drawn. */
export interface ChartFacts {
  readonly symbol: string;
  readonly timeframe: Timeframe;
  /** ISO 8601, UTC. */
  readonly candles: readonly string[];
}

/**
 * The figures a showcase image prints and what they are computed from, written beside the image
 * as `<name>.facts.json`. A generator prints a figure through `print`, so the string drawn and
 * the string recorded cannot differ; tests/web/showcase/facts.test.ts recomputes each figure
 * from the inputs and finds each printed string in the image; it checks from `charts` that no
 * candle is drawn while its market is closed, that the charts of one image end at the same moment
 * and that every candle lies inside the asset catalogue's dates for its symbol.
 */
export interface Facts {
  /** What the figures are computed from: the trade log, the order ticket, the releases... */
  readonly inputs: Record<string, unknown>;
  /** Each printed figure's value, by name (a trade summary: trades, wins, winRate in percent, avgWin...). */
  readonly figures: Record<string, number>;
  /** The same figures as the image prints them. */
  readonly printed: Record<string, string>;
  /** Printed words that stand for a computed choice (the best session, a release's time). */
  readonly labels: Record<string, string>;
  /** Every chart drawn, in drawing order. */
  readonly charts: readonly ChartFacts[];
}

export class FactSheet {
  readonly inputs: Record<string, unknown> = {};
  readonly figures: Record<string, number> = {};
  readonly printed: Record<string, string> = {};
  readonly labels: Record<string, string> = {};
  readonly charts: ChartFacts[] = [];

  /** Records `value` under `key` and returns `shown`, the string the image draws for it. */
  print(key: string, value: number, shown: string): string {
    const before = this.printed[key];
    if (before !== undefined && before !== shown) throw new Error(`${key} printed as "${before}" and "${shown}"`);
    this.figures[key] = value;
    this.printed[key] = shown;
    return shown;
  }

  /** Records a printed label (a computed choice, not a number) and returns it. */
  label(key: string, shown: string): string {
    this.labels[key] = shown;
    return shown;
  }

  input(key: string, value: unknown): void {
    this.inputs[key] = value;
  }

  /** Records a chart drawn: its candles' opening times. */
  chart(symbol: string, timeframe: Timeframe, drawn: readonly CandleTime[]): void {
    this.charts.push({
      symbol,
      timeframe,
      candles: drawn.map((t) => new Date(t.open).toISOString().replace(".000Z", "Z")),
    });
  }

  toJSON(): Facts {
    return {
      inputs: this.inputs,
      figures: this.figures,
      printed: this.printed,
      labels: this.labels,
      charts: this.charts,
    };
  }
}
