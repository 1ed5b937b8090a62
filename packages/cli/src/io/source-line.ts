/**
 * The source line of a diagnostic: the line around a byte offset, from the bytes a `ByteWindow` still holds (or
 * reads again), printed with a caret under the span.
 */
import { terminalText } from './terminal-text.js';
import type { ByteWindow } from '@x/san/split';

/** Bytes shown at most on either side of a diagnostic's offset, and of its span (a longer one is cut: `…`). */
const SHOWN = 160;

/**
 * The line holding byte `offset` (at most `SHOWN` bytes either side) and a caret line under `[offset,
 * offset + length)` (its first `SHOWN` bytes, then `…`: a tag value never closed spans the rest of the file), or
 * undefined when those bytes are no longer held. Control characters are shown (`terminalText`);
 * tabs are kept in the caret line so that the caret stands under its character.
 */
export function sourceLine(
  window: ByteWindow,
  offset: number,
  length: number,
): { text: string; caret: string } | undefined {
  const shown = Math.min(length, SHOWN);
  const around = window.slice(offset - SHOWN, offset + Math.max(shown, 1) + SHOWN);
  const bytes = around.bytes;
  const at = offset - around.offset;
  if (at < 0 || at > bytes.length) return undefined;
  let start = at;
  while (start > 0 && bytes[start - 1] !== 10 && bytes[start - 1] !== 13) start--;
  let end = at;
  while (end < bytes.length && bytes[end] !== 10 && bytes[end] !== 13) end++;
  const decoder = window.decoder;
  const spanEnd = Math.min(end, at + shown);
  const cut = length > shown && spanEnd === at + shown;
  return marked(
    decoder.decode(bytes.subarray(start, at)),
    decoder.decode(bytes.subarray(at, spanEnd)),
    cut ? undefined : decoder.decode(bytes.subarray(spanEnd, end)),
  );
}

/**
 * The line of `text` holding offset `offset` (in the text's UTF-16 units; at most `SHOWN` units either side)
 * and a caret line under `[offset, offset + length)`, as `sourceLine` gives them for bytes: for a record read
 * whole as text. Undefined for an offset outside the text.
 */
export function textLine(
  text: string,
  offset: number,
  length: number,
): { text: string; caret: string } | undefined {
  if (offset < 0 || offset > text.length) return undefined;
  const shown = Math.min(length, SHOWN);
  const low = Math.max(0, offset - SHOWN);
  const high = Math.min(text.length, offset + Math.max(shown, 1) + SHOWN);
  let start = offset;
  while (start > low && !isLineEnd(text.charCodeAt(start - 1))) start--;
  let end = offset;
  while (end < high && !isLineEnd(text.charCodeAt(end))) end++;
  const spanEnd = Math.min(end, offset + shown);
  const cut = length > shown && spanEnd === offset + shown;
  return marked(
    text.slice(start, offset),
    text.slice(offset, spanEnd),
    cut ? undefined : text.slice(spanEnd, end),
  );
}

function isLineEnd(c: number): boolean {
  return c === 10 || c === 13;
}

/**
 * The shown line (control characters made visible) and the caret under `span`, tabs kept so that it lines up;
 * `afterText` undefined when the span was cut: both lines end in `…`.
 */
function marked(
  beforeText: string,
  spanText: string,
  afterText: string | undefined,
): { text: string; caret: string } {
  const before = terminalText(beforeText);
  const span = terminalText(spanText);
  const pad = [...before].map((c) => (c === '\t' ? '\t' : ' ')).join('');
  const caret = `${pad}^${'~'.repeat(Math.max(0, [...span].length - 1))}`;
  if (afterText === undefined) return { text: `${before + span}…`, caret: `${caret}…` };
  return { text: before + span + terminalText(afterText), caret };
}
