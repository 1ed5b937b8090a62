/**
 * Position-free printing of a parsed SAN object (`formatSan`): the canonical text of what it says.
 */
import { dialectOf } from './dialect.js';
import type { SAN, SanOptions } from '../shared/types.js';

/**
 * Whether a file hint `from` runs into what follows without a `-`: a hint ending in file `x` reads as a capture
 * (`Bx-g4`), and past 26 files one ending in the destination's letter as a longer file (`Qd-d5`).
 */
function separator(from: string, to: string, files: number): boolean {
  const last = from.charCodeAt(from.length - 1);
  if (from === '' || last < 97 || last > 122) return false;
  return last === 120 /* x */ || (files > 26 && last === to.charCodeAt(0));
}

/**
 * Prints a parsed SAN object as text: canonical SAN (`O-O`, `=Q`, `+`/`#`) plus what was written that has no
 * canonical form (an ` e.p.` marker, a Unicode glyph). `parse(formatSan(san))` gives `san` back (without its
 * warnings). Uses the `from`/`to` texts; checks nothing against a position.
 *
 * @example formatSan(parse('0-0+')) // 'O-O+'
 */
export function formatSan(san: SAN, options?: SanOptions): string {
  const tail =
    (san.wall === undefined ? '' : `,${san.wall}`) +
    (san.checkmate ? '#' : san.check ? '+' : '') +
    (san.glyph ?? '');
  if (san.nullMove) return '--' + (san.glyph ?? '');
  const dialect = dialectOf(options);
  const gate =
    san.gate === undefined ? '' : `/${dialect.letterOf.get(san.gate) ?? ''}${san.gateSquare ?? ''}`;
  if (san.castling) return (san.long ? 'O-O-O' : 'O-O') + gate + tail;
  const to = san.to ?? '';
  if (san.drop || san.pickup)
    return (dialect.letterOf.get(san.piece) ?? '') + (san.drop ? '@' : '^') + to + tail;
  // a pawn written with its letter (`Pe6`, `Pxf6`: a piece move, which may leave its file) keeps it
  const bare = san.piece === dialect.pawn && !san.pawnLetter;
  const letter = bare ? '' : (dialect.letterOf.get(san.piece) ?? '');
  const promotion = san.promotion === undefined ? '' : '=' + (dialect.letterOf.get(san.promotion) ?? '');
  const from = san.from ?? '';
  return (
    letter +
    from +
    (san.swap
      ? `~${(san.path ?? [to]).join('~')}`
      : (san.capture ? 'x' : separator(from, to, dialect.files) ? '-' : '') + to) +
    promotion +
    gate +
    (san.enPassant ? ' e.p.' : '') +
    tail
  );
}
