/**
 * The classic WXF file layout (Huayong Yang's "Chinese Chess File Format", as XQ programs write `.wxf` files):
 * header lines `NAME value` (`FORMAT WXF`, `RED`, `BLACK`, `DATE`, `EVENT`, `RESULT`, `FEN`, …), then the moves
 * between `START{` and `}END`. Read as the same tokens as a PGN-style record: each header a tag (PGN's name where
 * there is one: `RED` → `Red`, `DATE` → `Date`), the moves as the record lexer reads them, every offset the file's.
 */
import { WxfError } from '../errors.js';
import type { WxfLimits } from '../limits.js';
import { type RecordToken, recordTokens } from './lexer.js';

/** Whether `text` is in the classic layout: its first line is `FORMAT …`. */
export function isClassicWxf(text: string): boolean {
  return /^\uFEFF?\s*FORMAT[ \t]/i.test(text);
}

/** The PGN tag names of the classic headers that have one; the others keep their own name. */
const TAG_NAMES: ReadonlyMap<string, string> = new Map([
  ['RED', 'Red'],
  ['BLACK', 'Black'],
  ['DATE', 'Date'],
  ['EVENT', 'Event'],
  ['SITE', 'Site'],
  ['PLACE', 'Site'],
  ['ROUND', 'Round'],
  ['RESULT', 'Result'],
  ['FEN', 'FEN'],
]);

/** The headers that say how the file is written, not what the game is: read, not kept as tags. */
const LAYOUT = new Set(['FORMAT', 'GAME']);

/** `text` without the spaces and tabs at its ends. */
function trimBlanks(text: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && (text[from] === ' ' || text[from] === '\t')) from++;
  while (to > from && (text[to - 1] === ' ' || text[to - 1] === '\t')) to--;
  return text.slice(from, to);
}

/**
 * The tokens of a classic WXF file (throws `WxfError` for a header line that is not `NAME value`, no `START{`, or
 * text after `}END`).
 */
export function* classicTokens(text: string, limits: WxfLimits): Generator<RecordToken> {
  const start = /^[ \t]*START[ \t]*\{/im.exec(text);
  if (start === null)
    throw new WxfError('unexpected-token', "a WXF file's moves are between 'START{' and '}END'", 0, 0, text);
  const head = text.slice(0, start.index);
  // the name, then the rest of the line (`.` stops before `\r`), its blanks trimmed without a regex: a lazy value
  // between two runs of blanks backtracked quadratically on a long run of blanks inside the value
  const line = /^[ \t]*(\S+)(.*)$/gm;
  for (let m = line.exec(head); m !== null; m = line.exec(head)) {
    const name = m[1]!.replace(/^\uFEFF/, '').toUpperCase();
    if (!/^[A-Z][A-Z0-9_]*$/.test(name))
      throw new WxfError('unexpected-token', 'a header line is NAME value', m.index, m[0].length, text);
    if (LAYOUT.has(name)) continue;
    yield {
      kind: 'tag',
      name: TAG_NAMES.get(name) ?? name,
      value: trimBlanks(m[2]!),
      offset: m.index,
      length: m[0].length,
    };
  }
  const bodyAt = start.index + start[0].length;
  const end = text.indexOf('}END', bodyAt);
  if (end < 0)
    throw new WxfError(
      'unexpected-token',
      "'START{' is never closed by '}END'",
      start.index,
      start[0].length,
      text,
    );
  // one game a file: what follows `}END` (a second game, moves written after the end) is refused, not dropped
  const after = /\S/.exec(text.slice(end + '}END'.length));
  if (after !== null)
    throw new WxfError(
      'unexpected-token',
      "text after '}END': a WXF file holds one game",
      end + '}END'.length + after.index,
      1,
      text,
    );
  // the moves read where they stand: what comes before them blanked (its lines kept), so that offsets, lines and
  // columns are the file's
  const masked = text.slice(0, bodyAt).replace(/[^\r\n]/g, ' ') + text.slice(bodyAt, end);
  yield* recordTokens(masked, limits);
}
