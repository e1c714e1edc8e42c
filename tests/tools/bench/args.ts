/** `--name N` on the command line as a positive number, or the fallback. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** `--name 100000,1000000` as positive numbers, or the fallback. */
export function numberListArg(name: string, fallback: readonly number[]): readonly number[] {
  const i = process.argv.indexOf(`--${name}`);
  const values = i >= 0 ? (process.argv[i + 1] ?? "").split(",").map(Number) : [];
  return values.length > 0 && values.every((v) => Number.isFinite(v) && v > 0) ? values : fallback;
}
