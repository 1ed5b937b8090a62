/**
 * The original dialect's `{…}` extras: a small bounded JSON reader (no `JSON.parse` on the object,
 * no prototype pollution: objects have no prototype and the keys `__proto__`, `constructor`,
 * `prototype` are errors) and a writer that keeps bigints exact.
 */
import { IcnError } from './errors.js';
import type { JsonObject, JsonValue } from './types.js';

/** Keys that are never data. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Limits of the extras reader. */
export interface ExtrasLimits {
  /** Longest extras text in characters (default 65536). */
  readonly maxLength: number;
  /** Deepest nesting of arrays/objects (default 32). */
  readonly maxDepth: number;
}

/** Default extras limits. */
export const DEFAULT_EXTRAS_LIMITS: ExtrasLimits = { maxLength: 65536, maxDepth: 32 };

function isWs(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * Finds the end (exclusive) of the `{…}` object starting at `start` by brace depth, aware of JSON
 * strings and escapes. Throws `extras-too-large` when longer than `limits` or nested too deep, and
 * `extras-invalid` when unclosed.
 */
export function extrasEnd(s: string, start: number, end: number, limits: ExtrasLimits): number {
  let depth = 0;
  let inStr = false;
  const stop = Math.min(end, start + limits.maxLength);
  for (let j = start; j < stop; j++) {
    const c = s.charCodeAt(j);
    if (inStr) {
      if (c === 92) j++;
      else if (c === 34) inStr = false;
      continue;
    }
    if (c === 34) inStr = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > limits.maxDepth) throw new IcnError('extras-too-large', 'Extras nested too deep', j, 1);
    } else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  if (stop < end) throw new IcnError('extras-too-large', 'Extras section is too long', start, stop - start);
  throw new IcnError('extras-invalid', 'Unclosed { in the extras section', start, end - start);
}

/** Reads the JSON object `s[start, end)` (as found by `extrasEnd`) into a null-prototype object. */
export function readExtras(s: string, start: number, end: number, limits: ExtrasLimits): JsonObject {
  let i = start;
  const bad = (msg: string, at = i): never => {
    throw new IcnError('extras-invalid', msg, at, 1);
  };
  const ws = () => {
    while (i < end && isWs(s.charCodeAt(i))) i++;
  };
  const str = (): string => {
    const from = i;
    i++;
    let escaped = false;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (c === 92) {
        escaped = true;
        i += 2;
        continue;
      }
      if (c === 34) break;
      if (c < 32) bad('Control character in a JSON string');
      i++;
    }
    if (i >= end) bad('Unterminated JSON string', from);
    i++;
    const raw = s.slice(from, i);
    if (!escaped) return raw.slice(1, -1);
    try {
      return JSON.parse(raw) as string;
    } catch {
      return bad('Bad escape in a JSON string', from);
    }
  };
  const num = (): number | bigint => {
    const from = i;
    if (s.charCodeAt(i) === 45) i++;
    const d0 = i;
    while (i < end && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    if (i === d0 || (i - d0 > 1 && s.charCodeAt(d0) === 48)) bad('Bad JSON number', from);
    let integer = true;
    if (s.charCodeAt(i) === 46) {
      integer = false;
      i++;
      const f0 = i;
      while (i < end && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
      if (i === f0) bad('Bad JSON number', from);
    }
    const e = s.charCodeAt(i);
    if (e === 101 || e === 69) {
      integer = false;
      i++;
      const sgn = s.charCodeAt(i);
      if (sgn === 43 || sgn === 45) i++;
      const e0 = i;
      while (i < end && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
      if (i === e0) bad('Bad JSON number', from);
    }
    const text = s.slice(from, i);
    if (integer) {
      const n = Number(text);
      return Number.isSafeInteger(n) ? n : BigInt(text);
    }
    return Number(text);
  };
  const lit = (word: string, v: JsonValue): JsonValue => {
    if (s.startsWith(word, i) && i + word.length <= end) {
      i += word.length;
      return v;
    }
    return bad('Unexpected character in JSON');
  };
  const value = (depth: number): JsonValue => {
    ws();
    if (i >= end) bad('Unexpected end of JSON');
    const c = s.charCodeAt(i);
    if (c === 123) return obj(depth + 1);
    if (c === 91) return arr(depth + 1);
    if (c === 34) return str();
    if (c === 45 || (c >= 48 && c <= 57)) return num();
    if (c === 116) return lit('true', true);
    if (c === 102) return lit('false', false);
    if (c === 110) return lit('null', null);
    return bad('Unexpected character in JSON');
  };
  const arr = (depth: number): JsonValue[] => {
    if (depth > limits.maxDepth) throw new IcnError('extras-too-large', 'Extras nested too deep', i, 1);
    i++;
    const out: JsonValue[] = [];
    ws();
    if (s.charCodeAt(i) === 93) {
      i++;
      return out;
    }
    for (;;) {
      out.push(value(depth));
      ws();
      const c = s.charCodeAt(i);
      i++;
      if (c === 93) return out;
      if (c !== 44) bad('Expected , or ] in JSON', i - 1);
    }
  };
  const obj = (depth: number): JsonObject => {
    if (depth > limits.maxDepth) throw new IcnError('extras-too-large', 'Extras nested too deep', i, 1);
    i++;
    const out = Object.create(null) as Record<string, JsonValue>;
    ws();
    if (s.charCodeAt(i) === 125) {
      i++;
      return out;
    }
    for (;;) {
      ws();
      if (s.charCodeAt(i) !== 34) bad('Expected a string key in JSON');
      const keyAt = i;
      const key = str();
      if (FORBIDDEN_KEYS.includes(key)) {
        throw new IcnError('extras-forbidden-key', `Forbidden key "${key}" in extras`, keyAt, i - keyAt);
      }
      ws();
      if (s.charCodeAt(i) !== 58) bad('Expected : in JSON');
      i++;
      const v = value(depth);
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      ws();
      const c = s.charCodeAt(i);
      i++;
      if (c === 125) return out;
      if (c !== 44) bad('Expected , or } in JSON', i - 1);
    }
  };
  ws();
  if (s.charCodeAt(i) !== 123) bad('Extras must be a JSON object');
  const result = obj(0);
  ws();
  if (i !== end) bad('Unexpected text after the extras object');
  return result;
}

/** Writes a JSON value compactly (`{"slideLimit":100}`), bigints as plain integers. */
export function writeJson(v: JsonValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return v ? 'true' : 'false';
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'bigint':
      return v.toString();
    case 'string':
      return JSON.stringify(v);
  }
  if (Array.isArray(v)) return `[${(v as readonly JsonValue[]).map(writeJson).join(',')}]`;
  const o = v as JsonObject;
  return `{${Object.keys(o)
    .map((k) => `${JSON.stringify(k)}:${writeJson(o[k]!)}`)
    .join(',')}}`;
}

/**
 * Copies an unknown value (e.g. from `JSON.parse`) into a null-prototype JSON value, rejecting
 * forbidden keys, non-JSON values and excessive depth. Used by `fromJson`.
 */
export function sanitizeJson(v: unknown, path: string, depth = 0): JsonValue {
  if (depth > DEFAULT_EXTRAS_LIMITS.maxDepth) {
    throw new IcnError('extras-too-large', 'Extras nested too deep', 0, 0, path);
  }
  if (v === null || typeof v === 'boolean' || typeof v === 'string' || typeof v === 'bigint') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new IcnError('extras-invalid', 'Non-finite number', 0, 0, path);
    return v;
  }
  if (Array.isArray(v)) return v.map((x, k) => sanitizeJson(x, `${path}[${k}]`, depth + 1));
  if (typeof v === 'object') {
    const out = Object.create(null) as Record<string, JsonValue>;
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.includes(k)) {
        throw new IcnError('extras-forbidden-key', `Forbidden key "${k}"`, 0, 0, `${path}.${k}`);
      }
      const x = sanitizeJson((v as Record<string, unknown>)[k], `${path}.${k}`, depth + 1);
      Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  throw new IcnError('extras-invalid', 'Not a JSON value', 0, 0, path);
}
