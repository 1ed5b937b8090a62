/** Test helpers for async iterables (a reader's records, a stream's chunks), shared by every package's tests. */

/** Every item of `items`, in order (what `Array.fromAsync` gives on Node 22). */
export async function collectAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
