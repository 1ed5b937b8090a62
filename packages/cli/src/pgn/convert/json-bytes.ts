/**
 * JSON written as bytes (`ByteWriter`), byte for byte what `JSON.stringify` writes: strings (quoted, escaped) and
 * a map as an object (what `JSON.stringify(Object.fromEntries(map))` writes). `convert-scan.ts` writes each game's
 * JSON line with them.
 */
import type { ByteWriter } from '../../io/byte-writer.js';

/** Appends `JSON.stringify(text)`. */
export function writeJsonString(out: ByteWriter, text: string): void {
  const n = text.length;
  let plain = true;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // control characters, `"`, `\` and surrogates (a lone one is escaped) take `JSON.stringify`'s own path
    if (c < 0x20 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) {
      plain = false;
      break;
    }
  }
  if (!plain) {
    out.text(JSON.stringify(text));
    return;
  }
  out.byte(34);
  out.text(text);
  out.byte(34);
}

/** A name that an object orders before the others (an array index: `0`, `17`): not written in map order. */
const INDEX = /^(?:0|[1-9]\d{0,9})$/;

/** Appends `JSON.stringify(Object.fromEntries(map))`. */
export function writeJsonObject(out: ByteWriter, map: ReadonlyMap<string, string>): void {
  for (const name of map.keys())
    if (INDEX.test(name) && Number(name) < 2 ** 32 - 1) {
      out.text(JSON.stringify(Object.fromEntries(map)));
      return;
    }
  out.byte(123 /* { */);
  let first = true;
  for (const [name, value] of map) {
    if (!first) out.byte(44 /* , */);
    first = false;
    writeJsonString(out, name);
    out.byte(58 /* : */);
    writeJsonString(out, value);
  }
  out.byte(125 /* } */);
}
