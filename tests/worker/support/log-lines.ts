import { vi } from "vitest";

/** Every line written to the console while `run` runs (console spied; restore with vi.restoreAllMocks). */
export async function logLinesOf(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  };
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation(record);
  }
  await run();
  return lines;
}
