/** JSON-ready form of any parsed value: bigints as `"123n"`, maps as objects, sets as arrays, errors with name and message. */
function plain(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    return plainObject(value, seen);
  } finally {
    seen.delete(value); // only cycles are cut; a value shared by two fields is printed in both
  }
}

function plainObject(value: object, seen: WeakSet<object>): unknown {
  if (value instanceof Map)
    return Object.fromEntries([...value].map(([k, v]) => [String(k), plain(v, seen)]));
  if (value instanceof Set || Array.isArray(value)) return [...value].map((v) => plain(v, seen));
  // no prototype: a key named `__proto__` stays an ordinary key
  const out: Record<string, unknown> = Object.create(null);
  if (value instanceof Error) {
    out.name = value.name;
    out.message = value.message;
  }
  for (const [k, v] of Object.entries(value)) {
    if (v !== undefined && typeof v !== 'function') out[k] = plain(v, seen);
  }
  return out;
}

/** Pretty JSON where every value that fits on a line of `width` characters stays on one line. */
function pretty(value: unknown, indent: string, width: number): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  if (typeof value !== 'object' || value === null || flat.length + indent.length <= width) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((v) => JSON.stringify(v) ?? 'null');
    if (items.every((t) => t.length <= 44)) {
      // short items: as many per line as fit
      const lines: string[] = [];
      let line = '';
      for (const t of items) {
        if (line && inner.length + line.length + t.length + 2 > width) {
          lines.push(line);
          line = '';
        }
        line = line ? `${line}, ${t}` : t;
      }
      if (line) lines.push(line);
      return `[\n${lines.map((l) => inner + l).join(',\n')}\n${indent}]`;
    }
    return `[\n${value.map((v) => inner + pretty(v, inner, width)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pretty(v, inner, width)}`).join(',\n')}\n${indent}}`;
}

/** Readable JSON of any parsed value: short values on one line, bigints as `"123n"`, long output cut. */
export function toReadableJson(value: unknown, maxLength = 60_000): string {
  const text = pretty(plain(value, new WeakSet()), '', 68);
  return text.length > maxLength
    ? `${text.slice(0, maxLength)}\n… (${text.length - maxLength} more characters)`
    : text;
}
