/**
 * `--jobs N` on byte ranges of a file (`src/jobs/range-split.ts`), a property: files made of games picked at random
 * (good, illegal, unterminated comments, variations, annotations, comments holding lines that look like a game
 * start or a likely cut, repeated games), with or without a byte order mark and with `\n` or `\r\n` line ends, cut into 2 to 40
 * ranges (`XN_RANGES`; cuts inside games too), answers held in memory or spilled (`XN_HOLD_BYTES`): every command
 * writes what `--jobs 1` writes, byte for byte, and exits the same; and a file under the least size of two ranges
 * is read the same in one thread by default.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { fileWriter, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const file = fileWriter(tempDir('xn-ranges-'));

/** The games a file is made of. */
const GAMES = [
  '[Event "a"]\n[White "A"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
  '[Event "b"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n',
  '[Event "c"]\n[Result "*"]\n\n1. d4 {oops\n',
  '[Event "d"]\n[Result "1/2-1/2"]\n\n1. d4 d5 (1... Nf6 2. c4) 2. c4 $1 {a comment} e6 1/2-1/2\n',
  '[Event "e"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n',
  '[Event "f"]\n[Result "*"]\n\n1. e4 {a comment\n\n[Event "not a game"]\n[Site "?"]\n\nstill the comment} e5 *\n',
  '[Event "g"]\n[Result "1-0"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 1-0\n',
  '[Event "h"]\n[Variant "Atomic"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n',
  '[Event "i"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n',
  // a blank line and a `[` in a comment: a likely cut, not a game start (the range before reads on through it)
  '[Event "j"]\n[Result "*"]\n\n1. e4 {see\n\n[1] the notes\n\n[2] and more} e5 2. Nf3 *\n',
];

/** The commands compared. */
const COMMANDS: readonly (readonly string[])[] = [
  ['check'],
  ['check', '--json'],
  ['check', '--fail-fast'],
  ['convert', '--to', 'uci'],
  ['convert', '--to', 'json'],
  ['filter', '--checkmate'],
  ['filter', '--result', '1-0', '--stop-after', '7'],
  ['dedupe'],
  ['dedupe', '--report'],
  ['eco'],
  ['stats'],
];

/** A file of the games `picks` names, with a byte order mark and `\r\n` line ends when asked. */
function pgnFile(picks: readonly number[], bom: boolean, crlf: boolean): string {
  let text = picks.map((k) => GAMES[k]!).join('\n');
  if (crlf) text = text.replaceAll('\n', '\r\n');
  return file(
    `${picks.join('-')}${bom ? '-bom' : ''}${crlf ? '-crlf' : ''}.pgn`,
    `${bom ? '\uFEFF' : ''}${text}`,
  );
}

describe('xn pgn … --jobs N on byte ranges of a file', () => {
  it('every command writes what one thread writes, however the file is cut (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(GAMES.length - 1), { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom('2', '3'),
        fc.constantFrom('0', '100000000'),
        fc.nat(COMMANDS.length - 1),
        (picks, bom, crlf, ranges, jobs, hold, k) => {
          const command = COMMANDS[k]!;
          const name = pgnFile(picks, bom, crlf);
          const one = xn(['pgn', ...command, '--jobs', '1', name]);
          const env = { XN_RANGE_BYTES: '1', XN_RANGES: String(ranges), XN_HOLD_BYTES: hold };
          const many = xn(['pgn', ...command, '--jobs', jobs, name], undefined, env);
          expect({ command, ...many }).toEqual({ command, ...one });
        },
      ),
      { numRuns: runs(24, 400) },
    );
  });

  it('each command, each game in a range of its own, from a file with a BOM and CRLF line ends', () => {
    const name = pgnFile([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 6, 9], true, true);
    for (const command of COMMANDS) {
      const one = xn(['pgn', ...command, '--jobs', '1', name]);
      expect(one.stdout.length + one.stderr.length).toBeGreaterThan(0);
      const many = xn(['pgn', ...command, '--jobs', '2', name], undefined, {
        XN_RANGE_BYTES: '1',
        XN_RANGES: '1000',
      });
      expect({ command, ...many }).toEqual({ command, ...one });
    }
  });

  it('a file under two ranges of bytes: the default reads it as --jobs 1 does', () => {
    const name = pgnFile([0, 1, 2, 3], false, false);
    for (const command of COMMANDS)
      expect({ command, ...xn(['pgn', ...command, name]) }).toEqual({
        command,
        ...xn(['pgn', ...command, '--jobs', '1', name]),
      });
  });
});
