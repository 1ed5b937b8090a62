/**
 * Localised piece letters (pgn-extract's `-Wsan[PNBRQK]`): six letters for pawn, knight, bishop, rook, queen and
 * king, as `BSLTDK` for German. `PieceLetters` rewrites the piece letters of a PGN text's moves, byte for byte
 * (a letter for a letter, so offsets, lines and columns stay), chunk by chunk: an upper-case letter that begins a
 * word of the movetext or follows `=` (a promotion) is a move's piece letter; tags, comments (`{…}`, `;…`) and
 * escaped lines (`%…`) are left as they are. Read (`--read-piece-letters`): the given letters become English
 * ones, a pawn's letter a space (SAN writes no pawn letter); written (`--piece-letters`): English letters become
 * the given ones.
 */
import { UsageError } from '../failure.js';

const ENGLISH = 'PNBRQK';

/** Where the scan is: movetext, a tag, a tag's string, a comment, a line comment. */
const State = { Moves: 0, Tag: 1, TagString: 2, TagEscape: 3, Comment: 4, Line: 5 } as const;

/** A rewriter of piece letters (one per input: it keeps its place between chunks). */
export class PieceLetters {
  /** The byte each byte becomes at a piece letter's place (the others stay). */
  readonly #map: Uint8Array;
  #state: number = State.Moves;
  /** The previous byte (10 at the start: a line start). */
  #previous = 10;

  private constructor(map: Uint8Array) {
    this.#map = map;
  }

  /** The letters of `--read-piece-letters LETTERS`: LETTERS read as English letters. */
  static reading(letters: string, command: string): PieceLetters {
    const given = checked(letters, '--read-piece-letters', command);
    const map = identity();
    for (let i = 0; i < 6; i++) map[given.charCodeAt(i)] = i === 0 ? 32 : ENGLISH.charCodeAt(i);
    return new PieceLetters(map);
  }

  /** The letters of `--piece-letters LETTERS`: English letters written as LETTERS. */
  static writing(letters: string, command: string): PieceLetters {
    const given = checked(letters, '--piece-letters', command);
    const map = identity();
    for (let i = 0; i < 6; i++) map[ENGLISH.charCodeAt(i)] = given.charCodeAt(i);
    return new PieceLetters(map);
  }

  /** `bytes` with their piece letters rewritten (in place; the same array). */
  rewrite(bytes: Uint8Array): Uint8Array {
    const map = this.#map;
    let state = this.#state;
    let previous = this.#previous;
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i]!;
      switch (state) {
        case State.Moves:
          if (c === 91 /* [ */) state = State.Tag;
          else if (c === 123 /* { */) state = State.Comment;
          else if (c === 59 /* ; */ || (c === 37 /* % */ && (previous === 10 || previous === 13)))
            state = State.Line;
          else if (c >= 65 && c <= 90 && startsPiece(previous)) bytes[i] = map[c]!;
          break;
        case State.Tag:
          if (c === 34 /* " */) state = State.TagString;
          else if (c === 93 /* ] */) state = State.Moves;
          break;
        case State.TagString:
          if (c === 92 /* \ */) state = State.TagEscape;
          else if (c === 34) state = State.Tag;
          break;
        case State.TagEscape:
          state = State.TagString;
          break;
        case State.Comment:
          if (c === 125 /* } */) state = State.Moves;
          break;
        case State.Line:
          if (c === 10 || c === 13) state = State.Moves;
          break;
      }
      previous = c;
    }
    this.#state = state;
    this.#previous = previous;
    return bytes;
  }

  /** `text` with its piece letters rewritten. */
  rewriteText(text: string): string {
    return Buffer.from(this.rewrite(Buffer.from(text, 'utf8'))).toString('utf8');
  }
}

/** Whether a letter after `previous` begins a move (a word's start, or a promotion's `=`). */
function startsPiece(previous: number): boolean {
  return (
    previous === 32 ||
    previous === 10 ||
    previous === 13 ||
    previous === 9 ||
    previous === 46 /* . */ ||
    previous === 40 /* ( */ ||
    previous === 41 /* ) */ ||
    previous === 61 /* = */ ||
    previous === 125 /* } */
  );
}

function identity(): Uint8Array {
  const map = new Uint8Array(256);
  for (let i = 0; i < 256; i++) map[i] = i;
  return map;
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
