/** items[i] where the caller knows it exists; a clear error, not an undefined further on, when it does not. */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`No item ${i} in a list of ${items.length}`);
  return item;
}
