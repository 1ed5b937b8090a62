/** Readable JSON of any parsed value: bigints as `"123n"`, maps as objects, sets as arrays, long output cut. */
export function toReadableJson(value: unknown, maxLength = 60_000): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'bigint') return `${v}n`;
      if (v instanceof Map) return Object.fromEntries(v);
      if (v instanceof Set) return [...v];
      if (v instanceof Error) return { ...v, name: v.name, message: v.message };
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return '[circular]';
        seen.add(v);
      }
      return v;
    },
    2,
  );
  if (text === undefined) return 'undefined';
  return text.length > maxLength
    ? `${text.slice(0, maxLength)}\n… (${text.length - maxLength} more characters)`
    : text;
}
