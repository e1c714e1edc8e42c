/**
 * The figures a showcase image prints and what they are computed from, written beside the image
 * as `<name>.facts.json`. A generator prints a figure through `print`, so the string drawn and
 * the string recorded cannot differ; tests/web/showcase/facts.test.ts recomputes each figure
 * from the inputs and finds each printed string in the image.
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
}

export class FactSheet {
  readonly inputs: Record<string, unknown> = {};
  readonly figures: Record<string, number> = {};
  readonly printed: Record<string, string> = {};
  readonly labels: Record<string, string> = {};

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

  toJSON(): Facts {
    return { inputs: this.inputs, figures: this.figures, printed: this.printed, labels: this.labels };
  }
}
