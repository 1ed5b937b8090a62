/**
 * `visitPgn`'s plain mode: each section told to the visitor, the visitor's answers deciding what is read
 * (`beginGame` → `SKIP` reads nothing more, `beginMovetext` → `SKIP` stops after the tags, `tagNames` the tags
 * told). Its fast path reads the commonest plain form straight from the bytes, without decoding them nor running
 * the token grammar: tag pairs `[Name "value"]` of ASCII that the cutting mode read as it cut the section
 * (`Section.movetext`: where the movetext starts; no `Variant` or `FEN` tag) when the visitor reads none of
 * them; movetext of move numbers (`12.`, `12...`), SAN tokens, `{…}` comments of ASCII, a result the `Result` tag
 * does not contradict, then blanks and `{…}` comments (also the bulk of a movetext after tags the grammar read). Anything else — tags the visitor reads, a variation, a NAG, a `;` comment, a `%` line, a byte of 128 or
 * more, a separate `e.p.`, a lone number, a new game after a blank line — is read by the token grammar's plain
 * mode (`tokens.ts`), from the movetext's start when the tags were told. Both tell the same tokens with the same
 * spans, and a section is plain (`GameEnd.plain`) when either reads it whole.
 */
import type { ByteDecoder } from './decode.js';
import { BLANK, DELIMITER, escapeLineEnd, moveNumberEnd, NOT_PLAIN, resultIndex, SAN_BYTE } from './rules.js';
import type { Section } from './section.js';
import { type GameResult, RESULTS } from '../game/tree.js';
import type { ByteTokens } from './byte-tokens.js';
import { type PgnVisitor, SKIP, Token } from './visitor.js';

/** What `PlainSections.tell` answers: the section was not of the form (nothing told), or told whole. */
export const NOT_TOLD = -1;
export const TOLD_PLAIN = -2;
export const TOLD_NOT_PLAIN = -3;

/**
 * Reads the sections of `visitPgn` in the plain mode (see the module comment), telling them to one visitor;
 * one object, reused.
 */
export class PlainSections {
  readonly #visitor: PgnVisitor;
  readonly #tokens: ByteTokens;
  readonly #token = new Token();
  /** The source's decoder (ASCII-compatible: it decodes the ASCII bytes this path reads, natively). */
  readonly #decoder: ByteDecoder;
  /**
   * Whether the visitor is told a tag a section of the cutting mode's form may hold other than its `Result`
   * (`Variant` and `FEN` sections are not of the form), and whether it is told the `Result` tag.
   */
  #tellsTags: boolean | undefined;
  #tellsResult = false;
  /** Where the scan left a movetext to the grammar: after a move told, after the result. */
  #moved = false;
  #after = false;

  /** @param tokens the token grammar told to `visitor`, over the source's `decoder`. */
  constructor(visitor: PgnVisitor, tokens: ByteTokens, decoder: ByteDecoder) {
    this.#visitor = visitor;
    this.#tokens = tokens;
    this.#decoder = decoder;
    this.#token.decoder = decoder;
  }

  /**
   * Tells `section` straight from its bytes when the cutting mode read its tag section (`Section.movetext`) and
   * the visitor reads none of its tags: `TOLD_PLAIN` or `TOLD_NOT_PLAIN` when the telling is done
   * (`GameEnd.plain`), or where the scan stopped in its movetext: `read` reads on from there. `NOT_TOLD`
   * (nothing told) for any other section.
   */
  tell(section: Section): number {
    const { bytes, movetext, resultValue } = section;
    const v = this.#visitor;
    if (this.#tellsTags === undefined) {
      this.#tellsTags = tellsTags(v);
      this.#tellsResult = v.tag !== undefined && (v.tagNames === undefined || v.tagNames.has('Result'));
    }
    if (movetext < 0 || this.#tellsTags) return NOT_TOLD;
    // a `Result` tag `1/2` is not plain (the token grammar's plain mode stops at it, before `beginMovetext`)
    if (v.beginGame?.() === SKIP || isHalf(bytes, resultValue)) return TOLD_NOT_PLAIN;
    const end = resultValue < 0 ? -1 : bytes.indexOf(34, resultValue);
    const tag = end < 0 ? -1 : resultIndex(bytes, resultValue, end);
    // the section's one `Result` tag (a section of the form has at most one), as the grammar tells it: one of the
    // four results is told as its constant, no string made a game
    if (this.#tellsResult && end >= 0)
      v.tag!('Result', tag >= 0 ? RESULTS[tag]! : this.#decoder.decode(bytes.subarray(resultValue, end)));
    if (v.beginMovetext?.() === SKIP) return TOLD_NOT_PLAIN;
    return this.#moves(bytes, movetext, section.offset, tag);
  }

  /**
   * Reads the section (`text`: its bytes decoded, when each byte is one character) with the token grammar's
   * plain mode from where `tell` left it (`told`): the whole section (`NOT_TOLD`; the scan reads the bulk of its
   * movetext), else from there. True when the section was plain: one game, read whole.
   */
  read(told: number, section: Section, text: string | undefined): boolean {
    const { bytes, offset } = section;
    const tokens = this.#tokens;
    const v = this.#visitor;
    tokens.plain(bytes, offset, text);
    let i = told;
    if (i < 0) {
      if (v.beginGame?.() === SKIP) return false;
      i = tokens.tags(tokens.skipBlank(0));
      if (i < 0) return false;
      if (v.beginMovetext?.() === SKIP) return false;
      i = this.#moves(bytes, i, offset, RESULTS.indexOf(tokens.resultTag as GameResult));
      if (i === TOLD_PLAIN) return true;
    } else {
      // the tags told by `tell`: the grammar is told the `Result` tag's value its movetext may not contradict
      const at = section.resultValue;
      if (at >= 0) tokens.resultTag = this.#decoder.decode(bytes.subarray(at, bytes.indexOf(34, at)));
    }
    if (!this.#after) i = tokens.movetext(i, offset, this.#moved);
    if (i < 0) return false;
    // Only blanks and comments after its result (and what holds no game): the section's one game.
    const end = tokens.trailer(i);
    return end !== NOT_PLAIN && holdsNoGame(bytes, end);
  }

  /**
   * Tells the movetext `bytes[i, …)` (from byte `offset` of the source; `resultTag`: the index in `RESULTS` of its
   * `Result` tag, or -1) as far as it is of the scanned form: `TOLD_PLAIN` when it is whole, else where the token
   * grammar reads on (`#moved`, `#after` say what came before). The commonest bytes are asked first: a space, a
   * letter (a move, and the blanks after it), a digit (a move number).
   */
  #moves(bytes: Uint8Array, i: number, offset: number, resultTag: number): number {
    const v = this.#visitor;
    const n = bytes.length;
    const token = this.#token;
    token.bytes = bytes;
    this.#moved = false;
    this.#after = false;
    while (i < n) {
      const c = bytes[i]!;
      if (c === 32) i++;
      else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
        // A SAN token, as the grammar's plain mode reads it: SAN bytes up to an ASCII delimiter or the end (the
        // tables hold 0 for bytes of 128 or more), and no `e.` or `ep` word after the blanks after it.
        let k = i + 1;
        while (k < n && SAN_BYTE[bytes[k]!] === 1) k++;
        let w = k;
        if (k < n && (bytes[k] === 32 || bytes[k] === 9)) {
          do w++;
          while (w < n && (bytes[w] === 32 || bytes[w] === 9));
          if (w + 1 < n && bytes[w] === 101 && (bytes[w + 1] === 46 || bytes[w + 1] === 112)) break;
        } else if (k < n && DELIMITER[bytes[k]!] === 0) break;
        if (v.move !== undefined) {
          token.start = i;
          token.end = k;
          token.offset = offset + i;
          v.move(token);
        }
        this.#moved = true;
        i = w;
      } else {
        const k = c >= 49 && c <= 57 ? moveNumberEnd(bytes, i, n) : NOT_PLAIN;
        if (k !== NOT_PLAIN) i = k;
        else if (c < 128 && BLANK[c] === 1) {
          if (c === 10 && this.#moved && newGameAfter(bytes, i, n)) break;
          i++;
        } else if (c === 123) {
          const close = this.#comment(bytes, i);
          if (close < 0) break;
          i = close;
        } else {
          const result = resultAt(bytes, i, n);
          if (result < 0 || (resultTag >= 0 && resultTag !== result)) break;
          v.result?.(RESULTS[result]!);
          this.#after = true;
          return this.#trailer(bytes, i + RESULTS[result]!.length, n);
        }
      }
    }
    return i;
  }

  /** The trailer `bytes[i, n)` after the result told: `TOLD_PLAIN` when only ASCII blanks and `{…}` comments. */
  #trailer(bytes: Uint8Array, i: number, n: number): number {
    while (i < n) {
      const c = bytes[i]!;
      if (c < 128 && BLANK[c] === 1) i++;
      else if (c === 123) {
        const close = this.#comment(bytes, i);
        if (close < 0) return i;
        i = close;
      } else return i;
    }
    return TOLD_PLAIN;
  }

  /** Tells the `{…}` comment of ASCII at `i`; the offset after it, or `NOT_PLAIN` (not closed, not ASCII). */
  #comment(bytes: Uint8Array, i: number): number {
    const close = bytes.indexOf(125, i + 1);
    if (close < 0 || !isAscii(bytes, i + 1, close)) return NOT_PLAIN;
    this.#visitor.comment?.(this.#decoder.decode(bytes.subarray(i + 1, close)).trim());
    return close + 1;
  }
}

/**
 * Whether `v` reads a tag a section of this form may hold other than its `Result` (told from
 * `Section.resultValue`): every tag, or one not `Variant`, `FEN` or `Result`.
 */
function tellsTags(v: PgnVisitor): boolean {
  return (
    v.tag !== undefined &&
    [...(v.tagNames ?? [''])].some((name) => name !== 'Variant' && name !== 'FEN' && name !== 'Result')
  );
}

/** Whether the tag value at `i` is `1/2` (and its closing quote); false for `i` -1 (no tag). */
function isHalf(bytes: Uint8Array, i: number): boolean {
  return bytes[i] === 49 && bytes[i + 1] === 47 && bytes[i + 2] === 50 && bytes[i + 3] === 34;
}

/** Whether every byte of `bytes[from, to)` is ASCII. */
export function isAscii(bytes: Uint8Array, from: number, to: number): boolean {
  let high = 0;
  for (let k = from; k < to; k++) high |= bytes[k]!;
  return high < 128;
}

/** Skips ASCII blanks from `i`; a `%` (an escape line, or what the token grammar reads) stops it too. */
function blanksEnd(bytes: Uint8Array, i: number, n: number): number {
  while (i < n && bytes[i]! < 128 && BLANK[bytes[i]!] === 1) i++;
  return i;
}

/**
 * The index in `RESULTS` of the result token at `i`, or -1: `*` ends the movetext as it is; the others are results
 * only up to a delimiter or the end.
 */
function resultAt(bytes: Uint8Array, i: number, n: number): number {
  if (bytes[i] === 42) return 3; // `*`, RESULTS[3]
  let end = i;
  while (end < n && DELIMITER[bytes[end]!] === 0) end++;
  return resultIndex(bytes, i, end);
}

/**
 * Whether `bytes` (a section) hold no game from `i` on (by default: after their leading blanks) as `readPgn` reads
 * them: only blanks, `%` escape lines, move numbers and results that stand alone (a game has tags, a move or a
 * comment).
 */
export function holdsNoGame(bytes: Uint8Array, i = blanksEnd(bytes, 0, bytes.length)): boolean {
  return skipNoGame(bytes, i) >= bytes.length;
}

/** From `i`, past results that stand alone, `%` escape lines, move numbers and the ASCII blanks between them. */
function skipNoGame(bytes: Uint8Array, i: number): number {
  const n = bytes.length;
  for (;;) {
    const line = escapeLineEnd(bytes, i, n);
    if (line !== i) {
      i = blanksEnd(bytes, line, n);
      continue;
    }
    const number = bytes[i]! >= 49 && bytes[i]! <= 57 ? moveNumberEnd(bytes, i, n) : NOT_PLAIN;
    if (number !== NOT_PLAIN) {
      i = blanksEnd(bytes, number, n);
      continue;
    }
    const result = resultAt(bytes, i, n);
    if (result < 0) return i;
    const end = i + RESULTS[result]!.length;
    if (end < n && !(bytes[end]! < 128 && BLANK[bytes[end]!] === 1)) return i;
    i = blanksEnd(bytes, end, n);
  }
}

/**
 * Whether a new game starts after the line feed at `i` in the token grammar's reading (a blank line, then `1.`):
 * `PgnTokens`' rule, which then ends the game.
 */
function newGameAfter(bytes: Uint8Array, i: number, n: number): boolean {
  let k = i + 1;
  while (k < n && (bytes[k] === 32 || bytes[k] === 9 || bytes[k] === 13)) k++;
  if (k >= n || bytes[k] !== 10) return false;
  k = blanksEnd(bytes, k, n);
  return k + 1 < n && bytes[k] === 49 && bytes[k + 1] === 46;
}
