/**
 * Whether a header written as `name：value` reads back as that header in KIF or KI2: the readers take a line
 * for a move, a comment, a branch, a diagram or a hand before they take it for a header, so a header named like
 * one of those (`△６三銀`, `1 x`, `*note`, `変化`, `先手の持駒`) would come back as something else.
 */
import { KifError } from '../errors.js';
import { checkLineText } from '../model/line-text.js';
import { MOVE_LINE } from './read-kif.js';

/** Names the header part reads as hands or branches, not as headers. */
const RESERVED = new Set(['先手の持駒', '下手の持駒', '後手の持駒', '上手の持駒', '変化']);
/** Line starts the readers take for comments, ignored lines, diagrams or the move list. */
const OTHER_LINE = /^(?:[#&*|\uFEFF]|まで|手数----|手数＝|\+--)/;
/** A KI2 move line: a move mark after blanks only. */
const KI2_MOVES = /^\s*[▲△☗☖▼▽]/;

/**
 * The header line `name：value` for `format`; throws `KifError` (`invalid-line`, naming `headers.<index>`)
 * when that line would not read back as the header.
 */
export function headerLine(name: string, value: string, format: 'kif' | 'ki2', index: number): string {
  const path = `headers.${index}`;
  checkLineText(name, `${path}.name`);
  checkLineText(value, `${path}.value`);
  const line = `${name}：${value}`;
  const reason =
    name === '' || name.includes('：')
      ? "a name that is empty or holds '：'"
      : RESERVED.has(name) || OTHER_LINE.test(line)
        ? `a name ${format.toUpperCase()} reads as something else`
        : (format === 'kif' ? MOVE_LINE : KI2_MOVES).test(line)
          ? `a name ${format.toUpperCase()} reads as a move`
          : undefined;
  if (reason !== undefined) throw new KifError('invalid-line', `${path}.name: '${name}' is ${reason}`);
  return `${line}\n`;
}
