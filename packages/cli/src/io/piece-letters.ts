/**
 * Localised piece letters (pgn-extract's `-Wsan[PNBRQK]`): six letters for pawn, knight, bishop, rook, queen and
 * king, as `BSLTDK` for German. Nothing here scans PGN: read (`--read-piece-letters`), the letters are `@x/san`'s
 * piece-letter map (the `pieces` and `promotions` options every reader takes, so the SAN token reader reads
 * `Sf3` as a knight's move where it lies); written (`--piece-letters`), each move's text is written with them
 * (`localised`).
 */
import { UsageError } from '../failure.js';

const ENGLISH = 'PNBRQK';

/** The pieces of `PNBRQK`, in that order. */
const PIECES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;

/** The SAN options of `--read-piece-letters`: `@x/san`'s piece-letter map and promotion letters. */
export interface LetterOptions {
  readonly pieces: Readonly<Record<string, string>>;
  readonly promotions: readonly string[];
}

/**
 * The SAN options that read moves written with `letters` (`--read-piece-letters LETTERS`), or undefined without
 * them; a usage error unless they are six distinct upper-case letters.
 */
export function readingLetters(letters: string | undefined, command: string): LetterOptions | undefined {
  if (letters === undefined) return undefined;
  const given = checked(letters, '--read-piece-letters', command);
  const pieces: Record<string, string> = {};
  for (let i = 0; i < 6; i++) pieces[given[i]!] = PIECES[i]!;
  // promotion to a queen, rook, bishop or knight, as the standard table's `Q R B N`
  return { pieces, promotions: [given[4]!, given[3]!, given[2]!, given[1]!] };
}

/** Checks `--piece-letters LETTERS` (a usage error unless six distinct upper-case letters); returns them. */
export function writingLetters(letters: string, command: string): string {
  return checked(letters, '--piece-letters', command);
}

/**
 * A move's SAN or long algebraic text (English letters) written with `letters` (six, for `PNBRQK`): its upper-case
 * letters are piece letters, but castling's `O`.
 */
export function localised(text: string, letters: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const k = ENGLISH.indexOf(c);
    out += k < 0 ? c : letters[k]!;
  }
  return out;
}

/** `letters` when it is six distinct upper-case ASCII letters, else a usage error. */
function checked(letters: string, option: string, command: string): string {
  if (!/^[A-Z]{6}$/.test(letters) || new Set(letters).size !== 6)
    throw new UsageError(
      `${option} takes six distinct upper-case letters for P N B R Q K (BSLTDK for German; got '${letters}')`,
      command,
    );
  return letters;
}
