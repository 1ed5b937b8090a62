/**
 * PGN's cutting mode (issue #47), the one reader of a PGN source's bytes before they are games: chunks of any size
 * cut into sections of one game each (see `Section` for the few forms a section may hold more of); memory one
 * chunk and one section: what `readPgn` and `visitPgn` read and `splitPgn` reports for `--jobs` and `--shard`. A
 * section's tokens are then read by the token grammar (`tokens.ts`).
 *
 * Cutting looks at ASCII bytes only (the same in UTF-8 and single-byte encodings: a character split across
 * chunks is never looked into). A section ends where a tag section starts (at a line start or not) after
 * movetext that holds something (a move, a comment, a result: not only move numbers, issue #41), or after move
 * numbers alone and a blank line (`rules.ts`' `tagSectionGoesOn`, as the token grammar reads it). Comments and
 * `%` lines are skipped as the token grammar skips them, so a `[` inside them cuts nothing, but a comment line
 * that starts like a tag pair (`[Name "`) ends the section (the unterminated `{` is that game's error); after a
 * broken tag section, the game-start rule (`rules.ts`) says where the next game starts. A game without tags starts,
 * as the token grammar reads it, at the token after a result outside variations (but a comment, unless a `%` line
 * came between: `ResultEnds`), and at `1.` after a blank line that ends a game without a result.
 */
import {
  holds,
  isBlank,
  isBlankOrDotsByte,
  NOT_PLAIN,
  opensEscapeLine,
  TAG_NAME_BYTE,
  TAG_START_MORE,
  TAG_START_YES,
  tagNameEnd,
  tagStartStep,
  VALUE_STOP,
  BLANK,
} from './rules.js';
import { Bytes, ResultEnds, type Section } from './section.js';
import { LineCursor } from '@x/core/notation';

// Scanner states.
const TAGS = 0; // between tag pairs
const TAG = 1; // inside `[…]`, outside the value
const VALUE = 2; // inside a tag value
const ESCAPE = 3; // after `\` in a tag value
const MOVES = 4; // movetext
const BRACE = 5; // inside `{…}`
const LINE = 6; // a `;` comment or a `%` escape line, back to MOVES at its end
const TAG_LINE = 7; // a `%` escape line in the tag section
const PROBE = 8; // a `[` at the start of a line inside `{…}`: does a tag pair start here?
const ESCAPE_LINE = 9; // a `%` escape line in movetext (to `\n` or `\r`, as the token grammar reads it)
const AFTER_LINE = 10; // after a line feed of movetext with a move and no result: a blank line and `1.` next?

// What the current game's movetext holds so far (`SectionCutter.push`'s `content`).
const NONE = 0; // nothing: move numbers, blanks
const NOTED = 1; // comments, no move (a tag section still ends it, a blank line and `1.` do not)
const MOVED = 2; // a move or a result
/** `#afterLine`'s answer when a game starts at the `1` before the byte (then read again in a new section). */
const GAME_AFTER_LINE = -1;

// The byte classes the cutting mode skips runs of, beside its loop (in rules.ts it ran 3–12% slower, same code).
/** A table of 256 flags, set for `bytes`. */
function flags(bytes: readonly number[]): Uint8Array {
  const table = new Uint8Array(256);
  for (const c of bytes) table[c] = 1;
  return table;
}

/** The end of the run of bytes from `from` that `stops` does not flag: the next byte that matters, or the chunk's end. */
function runEnd(chunk: Uint8Array, from: number, stops: Uint8Array): number {
  const n = chunk.length;
  let k = from;
  while (k < n && stops[chunk[k]!] === 0) k++;
  return k;
}

/** Bytes that hold nothing in movetext before its first move: whitespace, digits, dots, non-ASCII. */
const NEUTRAL: Uint8Array = /* @__PURE__ */ (() => {
  const table = flags([9, 11, 12, 32, 46, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57]);
  table.fill(1, 128);
  return table;
})();
/** Bytes that end a run of movetext holding something: line ends, `{`, `;`, `[`, `(`, `)`, and `-`, `*` (results'). */
const MOVES_STOP: Uint8Array = /* @__PURE__ */ flags([10, 13, 123, 59, 91, 40, 41, 45, 42]);
/** `MOVES_STOP` and blanks: after a `-` or `*`, where a result would end (`ResultEnds.before` looks). */
const NEAR_STOP: Uint8Array = /* @__PURE__ */ flags([10, 13, 123, 59, 91, 40, 41, 45, 42, 32, 9, 11, 12]);
/** After a result, the bytes but a comment's and a line end's that start the next game (blanks are skipped). */
const GAME_GOES_ON: Uint8Array = /* @__PURE__ */ flags([10, 13, 123, 59]);
/** After a result and a `%` escape line, the bytes but a line end's: a comment too starts the next game. */
const LINE_ENDS: Uint8Array = /* @__PURE__ */ flags([10, 13]);
/** The byte `1`, where a game after a blank line starts (`#afterLine`). */
const ONE: Uint8Array = /* @__PURE__ */ Uint8Array.of(49);
/** Bytes that end a run of a comment: line ends, `}`. */
const BRACE_STOP: Uint8Array = /* @__PURE__ */ flags([10, 13, 125]);
/** Bytes that end a run inside `[…]` outside the value: all but the bytes of tag names. */
const TAG_STOP: Uint8Array = /* @__PURE__ */ TAG_NAME_BYTE.map((c) => 1 - c);
/** `VALUE_STOP` (rules.ts) and the bytes of 128 or more. */
const VALUE_OR_HIGH_STOP: Uint8Array = /* @__PURE__ */ VALUE_STOP.map((c, i) => (i < 128 ? c : 1));
const NO_BYTES: Uint8Array = /* @__PURE__ */ new Uint8Array(0);
/** Bytes other than a space, tab, vertical tab or form feed (a token's, a line end's): where a blank run stops. */
const NOT_BLANK: Uint8Array = /* @__PURE__ */ flags([32, 9, 11, 12]).map((f) => 1 - f);
/** `#movetext` of a section whose tag section is not of the fast path's form (`PlainSections`) (or not read at once): not scanned. */
const NOT_PLAIN_TAGS = -2;
/** `#movetext` while the section's tag pairs so far are of that form (read at once, ASCII, no `Variant`, `FEN`). */
const PLAIN_TAGS = -1;

/**
 * The tokenizer's cutting mode: a byte stream cut into `Section`s (see the module's comment). Feed it with
 * `push`, then call `finish`; memory is bounded by the largest section under `maxBytes` plus one chunk. The
 * sections `push` appends may be views of the chunk:
 * read them before pushing the next chunk.
 */
export class SectionCutter {
  readonly #maxBytes: number;
  readonly #headersOnly: boolean;
  #state = TAGS;
  /** What the current game's movetext holds (`NONE`, `NOTED`, `MOVED`: a tag section ends it unless `NONE`). */
  #content = NONE;
  /** Previous byte (10 at the start: the first byte is at a line start). */
  #prev = 10;
  /** Absolute offset of the first byte of the current chunk, the chunk, and the first byte of it not kept. */
  #base: number;
  #chunk: Uint8Array = NO_BYTES;
  #from = 0;
  /** Lines and columns of absolute offsets: told each line feed as it is scanned. */
  readonly #lines: LineCursor;
  /** The current section: start, line, column, bytes kept from earlier chunks, whether it went over the cap. */
  #start: number;
  #startLine = 1;
  #startColumn = 1;
  readonly #kept = new Bytes();
  #oversized = false;
  /** End of the section's last non-blank byte in the chunks before the current one. */
  #solid: number;
  /** With `headersOnly`: absolute offset where the first game's tag section ended (-1 while in it). */
  #tagsEnd = -1;
  /** The absolute offsets of the current tag pair's `[` and of its value's closing quote. */
  #tagOpen = -1;
  #tagClose = -1;
  /** Absolute offset of the `[` of a probe, and how far the probe has got (0: name, 1: blanks after it). */
  #probeAt = 0;
  #probePhase = 0;
  /** The section's solid end before the probe, and the probe's bytes (the next section's first ones). */
  #probeSolid = 0;
  readonly #probe = new Bytes();
  /** The state a failed probe goes back to: inside a comment (`BRACE`) or a tag pair (`TAG`). */
  #probeFrom = BRACE;
  /**
   * Whether the section holds more than clean tag sections: a broken tag pair (not closed on its line, without
   * a name or a value, …) or stray bytes between tag pairs.
   */
  #dirty = false;
  /** Line ends between tag pairs since the last byte that is not blank (two or more: after a blank line). */
  #newlines = 0;
  /** Whether the run of dots being read follows no digit (movetext before the first move). */
  #looseDots = false;
  /** Whether the tag pair being read has a name. */
  #tagNamed = false;
  /**
   * Where the section's movetext starts in it, its tag section being of the fast path's form (`PlainSections`) (`PLAIN_TAGS` before
   * that, `NOT_PLAIN_TAGS` when it is not); and where its last `Result` tag's value starts in it, else -1.
   */
  #movetext = PLAIN_TAGS;
  #resultValue = -1;
  /** Whether the movetext ended with a result: the next token but a comment starts a game (`ResultEnds`). */
  #afterResult = false;
  /** After a result: `GAME_GOES_ON`, or `LINE_ENDS` after a `%` line (the token grammar's `#afterResult`). */
  #goesOn: Uint8Array = GAME_GOES_ON;
  /** Where a run of movetext stops: `MOVES_STOP`, `NEAR_STOP` after a `-` or `*`, `NOT_BLANK` after a result. */
  #stops: Uint8Array = MOVES_STOP;
  /** The last bytes of the chunks read, for results that end near a chunk's start. */
  readonly #ends = new ResultEnds();
  /** The depth of the variations open in the movetext (`(` less `)`). */
  #depth = 0;
  /** `AFTER_LINE`'s phase: 1 after a line feed, 2 after a blank line, 3 after a `1` after it. */
  #run = 0;
  /** With `#run` 3: the section's solid end before the blank line. */
  #runSolid = 0;
  /** Whether the source is UTF-8 (then `#lost` counts). */
  readonly #utf8: boolean;
  /** Bytes less UTF-16 units of the current section's bytes not kept (`Section.lost`). */
  #lost = 0;
  /** The decoder of the bytes a section drops (`#lose`), made at the first (a `TextDecoder`, streaming). */
  #dropped: { decode(bytes?: Uint8Array, options?: { stream?: boolean }): string } | undefined;

  /**
   * @param maxBytes sections longer than this are dropped (reported `oversized`).
   * @param headersOnly keep only each section's tag section.
   * @param offset absolute offset of the first byte pushed (3 after a skipped BOM), at a line start.
   * @param line 1-based line of that byte.
   * @param utf8 whether the bytes are UTF-8 (to count `Section.lost`).
   */
  constructor(maxBytes: number, headersOnly: boolean, offset = 0, line = 1, utf8 = true) {
    this.#maxBytes = maxBytes;
    this.#utf8 = utf8;
    this.#headersOnly = headersOnly;
    this.#base = offset;
    this.#lines = new LineCursor(undefined, { line, column: 1 }, offset);
    this.#start = offset;
    this.#startLine = line;
    this.#solid = offset;
  }

  /** Scans `chunk`, appending every section it completes to `out`. */
  push(chunk: Uint8Array, out: Section[]): void {
    const base = this.#base;
    const n = chunk.length;
    this.#chunk = chunk;
    this.#from = 0;
    let state = this.#state;
    let prev = this.#prev;
    let content = this.#content;
    let i = 0;
    while (i < n) {
      const c = chunk[i]!;
      const atLineStart = prev === 10 || prev === 13;
      if (state === MOVES) {
        if (opensEscapeLine(prev, c)) state = ESCAPE_LINE;
        else if (content === MOVED || (c === 91 && content === NOTED)) {
          const stops = this.#stops;
          if (stops[c] === 0) {
            // The bulk of a file: skip to the next byte that matters.
            i = runEnd(chunk, i + 1, stops);
            prev = chunk[i - 1]!;
            continue;
          }
          if (c === 91 || (this.#afterResult && this.#goesOn[c] === 0)) {
            // A tag pair after movetext starts the next game, at a line start or not (as the token grammar reads
            // it), and so does a token after a result (but a comment): read the byte again between tag pairs.
            this.#cut(base + i, this.#solidEnd(base + i), out);
            content = NONE;
            state = TAGS;
            continue;
          }
          state = this.#movetextStop(c, chunk, i);
        } else if (NEUTRAL[c] === 0) {
          if (c === 10) {
            this.#newLine(base + i);
            this.#newlines++;
          } else if (c === 91) state = this.#tagAfterNumbers(chunk, i, atLineStart, out);
          else if (c !== 13) {
            if (this.#tagsEnd < 0) this.#tagsEnd = base + i;
            content = c === 123 || c === 59 ? NOTED : MOVED;
            if (c === 123) state = BRACE;
            else if (c === 59) state = LINE;
            else continue; // a move or a result: read it again as such
          }
        } else if (c > 32 && content === NONE) this.#numberByte(prev, c);
      } else if (state === AFTER_LINE) {
        state = this.#afterLine(c, i, out);
        if (state !== AFTER_LINE) {
          if (state === GAME_AFTER_LINE) content = NONE;
          state = MOVES;
          continue; // read again as movetext (of the next game after `1`)
        }
      } else if (state === BRACE) {
        if (atLineStart && c === 91) state = this.#startProbe(chunk, i, BRACE);
        else if (BRACE_STOP[c] === 0) {
          i = runEnd(chunk, i + 1, BRACE_STOP);
          prev = chunk[i - 1]!;
          continue;
        } else if (c === 125) state = MOVES;
        else if (c === 10) this.#newLine(base + i);
      } else if (state === VALUE) {
        if (VALUE_STOP[c] === 0) {
          i = runEnd(chunk, i + 1, VALUE_STOP);
          prev = chunk[i - 1]!;
          continue;
        }
        if (c === 34) {
          state = TAG;
          this.#tagClose = base + i;
        } else if (c === 92) {
          state = ESCAPE;
        } else {
          // A line end ends the value (the tag pair is broken): read it again between tag pairs.
          state = this.#valueBroken(prev);
          continue;
        }
      } else if (state === TAGS) {
        if (c === 10) {
          this.#newLine(base + i);
          this.#newlines++;
        }
        // `\n[`, as most tag pairs start: the `[` read with its line feed
        const at = c === 10 && i + 1 < n && chunk[i + 1] === 91 ? i + 1 : i;
        if (chunk[at] === 91 && !(this.#dirty && this.#newlines >= 2)) {
          // A tag pair (no new game to look for, `#tagAt`): in its common form, `[Name "value"]`, read at once.
          this.#newlines = 0;
          this.#openTag(base + at);
          const end = this.#plainTag(chunk, at + 1);
          state = end < 0 ? TAG : TAGS;
          prev = end < 0 ? 91 : 93;
          i = end < 0 ? at + 1 : end;
          continue;
        }
        if (c === 91) state = this.#tagAt(chunk, i, atLineStart);
        else if (c !== 10) {
          state = this.#betweenTags(prev, c, base + i);
          if (state === MOVES) continue; // the movetext starts: this byte is read again as movetext
        }
      } else if (state === TAG) {
        this.#movetext = NOT_PLAIN_TAGS; // a tag pair not of the common form, read byte by byte
        if (TAG_STOP[c] === 0) {
          i = runEnd(chunk, i + 1, TAG_STOP);
          this.#tagWord();
          prev = chunk[i - 1]!;
          continue;
        }
        const next = this.#tagByte(c);
        if (next < 0) {
          // A line end inside the tag pair: read it again between tag pairs.
          state = TAGS;
          continue;
        }
        state = next;
      } else if (state === PROBE) {
        // a tag pair's value next (the section cut before it), the probe going on, or back (this byte read again)
        state = this.#probeStep(c, chunk, i, out) ? VALUE : this.#probePhase < 0 ? this.#probeFrom : PROBE;
        if (state === VALUE) content = NONE;
        else if (state !== PROBE) {
          prev = 0;
          continue;
        }
      } else if (state === ESCAPE) {
        if (c === 10) this.#newLine(base + i);
        state = VALUE;
      } else if (c === 10 || c === 13) {
        // The end of a `;` comment or a `%` escape line, also at `\r` (CR-only files), as the token grammar reads them.
        if (state === ESCAPE_LINE) this.#goesOn = LINE_ENDS;
        state = state === TAG_LINE ? TAGS : MOVES;
        continue;
      }
      prev = c;
      i++;
    }
    this.#ends.keep(chunk, n);
    if (this.#oversized === false) this.#keep(this.#from, n);
    else this.#lose(chunk, Math.max(this.#from, this.#start - base), n);
    this.#solid = this.#solidEnd(base + n);
    this.#base = base + n;
    this.#chunk = NO_BYTES;
    this.#state = state;
    this.#prev = prev;
    this.#content = content;
  }

  /**
   * The rest of a tag pair just opened, from byte `i` of `chunk`, in its common form `Name "value"]` (in this
   * chunk): the pair noted as the byte-by-byte reading notes it, and the offset after its `]`; else -1 (nothing
   * noted: read it byte by byte).
   */
  #plainTag(chunk: Uint8Array, i: number): number {
    const n = chunk.length;
    const k = tagNameEnd(chunk, i - 1, n); // the pair's `[` is at i - 1
    if (k === NOT_PLAIN) return -1;
    // `tagValueEnd` (rules.ts) of an ASCII value: one with a byte of 128 or more is read byte by byte
    let e = k + 2;
    while (e < n && VALUE_OR_HIGH_STOP[chunk[e]!] === 0) e++;
    if (e + 1 >= n || chunk[e] !== 34 || chunk[e + 1] !== 93) return -1;
    this.#tagNamed = true;
    this.#tagClose = this.#base + e;
    // `R`, `V`, `F`: a name that may be `Result`, `Variant` or `FEN` (the fast path looks at them)
    if (chunk[i] === 82 || chunk[i] === 86 || chunk[i] === 70) this.#startTag(chunk, i, k);
    return e + 2;
  }

  /** The tag pair `[Name "value"]` whose name is `chunk[i, k)`: where its value starts if `Result`; `Variant`, `FEN`. */
  #startTag(chunk: Uint8Array, i: number, k: number): void {
    if (holds(chunk, i, k, 'Variant') || holds(chunk, i, k, 'FEN')) this.#movetext = NOT_PLAIN_TAGS;
    else if (holds(chunk, i, k, 'Result')) {
      // a second `Result` tag: the grammar reads the section (the fast path tells one)
      if (this.#resultValue >= 0) this.#movetext = NOT_PLAIN_TAGS;
      this.#resultValue = this.#base + k + 2 - this.#start;
    }
  }

  /**
   * The state after byte `c` (after `prev`, at absolute offset `at`) between tag pairs, neither `[` nor a line
   * feed: an escape line opens, blanks go on, a byte of 128 or more is stray; anything else starts the movetext.
   */
  #betweenTags(prev: number, c: number, at: number): number {
    if (opensEscapeLine(prev, c)) {
      this.#newlines = 0;
      this.#movetext = NOT_PLAIN_TAGS;
      return TAG_LINE;
    }
    if (c >= 128) {
      if (!isBlankOrDotsByte(prev, c)) this.#dirty = true;
      this.#movetext = NOT_PLAIN_TAGS;
      return TAGS;
    }
    if (isBlank(c)) return TAGS;
    if (this.#movetext === PLAIN_TAGS) this.#movetext = at - this.#start;
    return MOVES;
  }

  /**
   * A byte of a move number (digits, dots, non-ASCII blanks) before a section's movetext holds anything: move
   * numbers are nothing; non-ASCII bytes and dots glued to the digits after them (`.1.`, which the movetext
   * reader takes for a move) make the section one to resynchronise in.
   */
  #numberByte(prev: number, c: number): void {
    this.#newlines = 0;
    if ((c >= 128 && !isBlankOrDotsByte(prev, c)) || (c !== 46 && prev === 46 && this.#looseDots))
      this.#dirty = true;
    if (c === 46 && prev !== 46) this.#looseDots = prev < 48 || prev > 57;
  }

  /** A word inside a tag pair: its name, unless after the value (then the tag pair is broken). */
  #tagWord(): void {
    if (this.#tagClose > this.#tagOpen) this.#dirty = true;
    else this.#tagNamed = true;
  }

  /** A line end (after `prev`) inside a tag value breaks the tag pair; the state to read it again in. */
  #valueBroken(prev: number): number {
    this.#dirty = true;
    this.#newlines = prev === 10 ? 1 : 0;
    return TAGS;
  }

  /**
   * The state after byte `c` inside a tag pair, outside its name and value: `"` opens the value, `]` closes the
   * pair, blanks stand between; anything else breaks the pair. -1 for a line end (read again between tag pairs).
   */
  #tagByte(c: number): number {
    if (c === 34) {
      if (!this.#tagNamed || this.#tagClose > this.#tagOpen) this.#dirty = true;
      return VALUE;
    }
    if (c === 93) {
      if (this.#tagClose < this.#tagOpen) this.#dirty = true;
      return TAGS;
    }
    if (c === 10 || c === 13) {
      this.#dirty = true;
      this.#newlines = 0;
      return -1;
    }
    if (c !== 32 && c !== 9) this.#dirty = true;
    return TAG;
  }

  /**
   * The state after the `[` at `i` of `chunk` outside movetext that holds something: a tag pair opens, unless
   * the section is dirty and a blank line is before it — then, if `[Name "` starts here, so does the next game
   * (recovery, issue #47: a probe decides).
   */
  #tagAt(chunk: Uint8Array, i: number, atLineStart: boolean): number {
    const blankBefore = this.#newlines >= 2;
    this.#newlines = 0;
    this.#openTag(this.#base + i);
    return atLineStart && this.#dirty && blankBefore ? this.#startProbe(chunk, i, TAG) : TAG;
  }

  /**
   * The state after the `[` at `i` of `chunk` in movetext of move numbers alone: after a blank line (and any
   * blanks after it, as `blankLineBefore` reads text) a game starts there, in a section with broken tag pairs as
   * in a clean one (the game-start rule, `tagSectionGoesOn`: the section is cut), else as `#tagAt`.
   */
  #tagAfterNumbers(chunk: Uint8Array, i: number, atLineStart: boolean, out: Section[]): number {
    if (this.#newlines < 2) {
      this.#movetext = NOT_PLAIN_TAGS; // a tag pair after movetext started (move numbers)
      return this.#tagAt(chunk, i, atLineStart);
    }
    this.#cut(this.#base + i, this.#solidEnd(this.#base + i), out);
    this.#openTag(this.#base + i);
    return TAG;
  }

  /** Starts probing whether the `[` at `i` of `chunk` begins a tag pair (`from`: the state it goes back to if not). */
  #startProbe(chunk: Uint8Array, i: number, from: number): number {
    this.#probeFrom = from;
    this.#probeAt = this.#base + i;
    this.#probePhase = 0;
    this.#probeSolid = this.#solidEnd(this.#base + i);
    this.#probe.size = 0;
    this.#probe.append(chunk, i, i + 1);
    return PROBE;
  }

  /** Notes the `[` of a tag pair at absolute offset `at`. */
  #openTag(at: number): void {
    this.#tagOpen = at;
    this.#tagNamed = false;
  }

  /** Appends the last section (if it holds anything) to `out`. */
  finish(out: Section[]): void {
    if (this.#base > this.#start) this.#cut(this.#base, this.#solid, out);
  }

  #newLine(at: number): void {
    this.#lines.newLine(at);
  }

  /**
   * One byte `c` (at `i` of `chunk`) of a probe: true when a tag pair starts at the probe's `[` (the section is
   * then cut there); sets the phase to -1 when the probe fails.
   */
  #probeStep(c: number, chunk: Uint8Array, i: number, out: Section[]): boolean {
    const step = tagStartStep(this.#base + i - this.#probeAt, this.#probePhase === 1, c);
    if (step === TAG_START_MORE) {
      if (c === 32 || c === 9) this.#probePhase = 1;
      this.#probe.append(chunk, i, i + 1);
      return false;
    }
    if (step !== TAG_START_YES) {
      this.#probePhase = -1;
      return false;
    }
    // A tag pair starts at the probe's `[`: the comment before it was never closed.
    const at = this.#probeAt;
    this.#cut(at, this.#probeSolid, out);
    this.#movetext = NOT_PLAIN_TAGS; // its name was read by the probe
    if (at < this.#base) {
      // The probe began in an earlier chunk: its bytes start the new section.
      const probe = this.#probe;
      this.#kept.append(probe.data, 0, probe.size);
      this.#from = i;
    }
    return true;
  }

  /**
   * End of the section's last non-blank byte before absolute offset `at` (in the current chunk, else from the
   * chunks before it).
   */
  #solidEnd(at: number): number {
    const chunk = this.#chunk;
    const base = this.#base;
    // what no solid byte gives, found before the loop (which rarely ends without a return), so that the JIT has
    // seen it run when it compiles this: a branch first taken in compiled code drops that code
    const start = this.#start;
    const solid = this.#solid;
    const none = start >= base ? start : solid;
    for (let k = at - 1, low = Math.max(start, base); k >= low; k--) {
      const c = chunk[k - base]!;
      if (c >= 128 || !isBlank(c)) return k + 1;
    }
    return none;
  }

  /**
   * A byte of `MOVES_STOP` (or of `NEAR_STOP`) at `i` of `chunk` in movetext that holds a move: a result before it
   * noted; the state to read the next byte in.
   */
  #movetextStop(c: number, chunk: Uint8Array, i: number): number {
    if (c === 45 || c === 42) {
      this.#stops = NEAR_STOP; // a result's `-` or `*` (or castling's): where the token ends, is it a result?
      return MOVES;
    }
    if (this.#stops === NEAR_STOP) {
      // a result inside a variation ends no game (the token grammar reads the game's error)
      this.#afterResult = this.#depth === 0 && this.#ends.before(chunk, i);
      this.#goesOn = GAME_GOES_ON;
      this.#stops = this.#afterResult ? NOT_BLANK : MOVES_STOP;
    }
    if (c === 40) this.#depth++;
    else if (c === 41 && this.#depth > 0) this.#depth--;
    else if (c === 10) {
      this.#newLine(this.#base + i);
      // a game without a result may end at a blank line (`nextGameAfterBlankLine`), not inside a variation
      if (!this.#afterResult && this.#depth === 0) {
        this.#run = 1;
        return AFTER_LINE;
      }
    }
    return c === 123 ? BRACE : c === 59 ? LINE : MOVES;
  }

  /**
   * Byte `c` at `i` of the current chunk after a line feed of movetext (`AFTER_LINE`): blanks up to a blank line and
   * after it go on, so does a `1` after them; the `.` after that `1` starts the next game there (the section is cut:
   * `GAME_AFTER_LINE`); else `MOVES` (the byte is read again as movetext).
   */
  #afterLine(c: number, i: number, out: Section[]): number {
    const run = this.#run;
    if (run === 1) {
      if (c === 10) {
        this.#newLine(this.#base + i);
        this.#run = 2;
      }
      return c === 10 || c === 32 || c === 9 || c === 13 ? AFTER_LINE : MOVES;
    }
    if (run === 2 && c < 128 && BLANK[c] === 1) {
      if (c === 10) this.#newLine(this.#base + i);
      return AFTER_LINE;
    }
    if (run === 2 && c === 49) {
      this.#run = 3;
      this.#runSolid = this.#solidEnd(this.#base + i);
      return AFTER_LINE;
    }
    if (run !== 3 || c !== 46) return MOVES;
    const at = this.#base + i - 1;
    this.#cut(at, this.#runSolid, out);
    if (at < this.#base) this.#kept.append(ONE, 0, 1); // the `1` ended the chunk before: it starts the section
    this.#movetext = 0;
    return GAME_AFTER_LINE;
  }

  /** Keeps `chunk[from, to)` of the current chunk in the current section (up to its tag section's end). */
  #keep(from: number, to: number): void {
    const base = this.#base;
    const begin = Math.max(from, this.#start - base);
    let until = to;
    if (this.#headersOnly && this.#tagsEnd >= 0) until = Math.min(to, this.#tagsEnd - base);
    if (until < to) this.#lose(this.#chunk, Math.max(begin, until), to);
    this.#kept.append(this.#chunk, begin, until);
    if (this.#kept.size > this.#maxBytes) {
      this.#lose(this.#kept.data, 0, this.#kept.size);
      this.#oversized = true;
      this.#kept.size = 0;
    }
  }

  /**
   * Counts `bytes[from, to)`, bytes the section drops (`headersOnly`'s movetext, an oversized section: one run of
   * the source, told in order), in `lost`: bytes less the UTF-16 units they decode to, invalid sequences as the
   * decoder replaces them (`#cut` flushes the decoder).
   */
  #lose(bytes: Uint8Array, from: number, to: number): void {
    if (!this.#utf8 || from >= to) return;
    this.#dropped ??= new TextDecoder('utf-8', { ignoreBOM: true });
    this.#lost += to - from - this.#dropped.decode(bytes.subarray(from, to), { stream: true }).length;
  }

  /** Ends the current section at absolute offset `at` (in the current chunk or before it). */
  #cut(at: number, solid: number, out: Section[]): void {
    const base = this.#base;
    const start = this.#start;
    const end = this.#headersOnly && this.#tagsEnd >= 0 ? Math.min(at, this.#tagsEnd) : at;
    const kept = this.#kept;
    let bytes: Uint8Array = NO_BYTES;
    let oversized = this.#oversized || end - start > this.#maxBytes;
    // the bytes of this chunk in the section, and those of them dropped (counted in `lost`)
    const region = Math.max(this.#from, start - base);
    if (oversized) {
      if (!this.#oversized) this.#lose(kept.data, 0, kept.size);
      this.#lose(this.#chunk, region, at - base);
    } else if (end < at) this.#lose(this.#chunk, Math.max(region, end - base), at - base);
    if (!oversized) {
      if (kept.size === 0 && start >= base) {
        // The whole section is in this chunk: a view of it.
        bytes = this.#chunk.subarray(start - base, end - base);
      } else {
        this.#keep(this.#from, end - base);
        oversized = this.#oversized;
        if (!oversized) bytes = kept.data.slice(0, Math.min(kept.size, end - start));
      }
    }
    if (this.#dropped !== undefined) this.#lost -= this.#dropped.decode().length;
    out.push({
      bytes,
      offset: start,
      length: at - start,
      trimmedLength: Math.max(0, Math.min(solid, at) - start),
      line: this.#startLine,
      column: this.#startColumn,
      oversized,
      movetext: this.#movetext < 0 ? -1 : this.#movetext,
      resultValue: this.#resultValue,
      lost: this.#lost,
    });
    this.#lost = 0;
    this.#afterResult = false;
    this.#stops = MOVES_STOP;
    this.#depth = 0;
    this.#movetext = PLAIN_TAGS;
    this.#resultValue = -1;
    this.#dirty = false;
    this.#newlines = 0;
    kept.size = 0;
    this.#oversized = false;
    this.#tagsEnd = -1;
    this.#start = at;
    this.#from = Math.max(0, at - base);
    const where = this.#lines.locate(at);
    this.#startLine = where.line;
    this.#startColumn = where.column;
    this.#solid = at;
  }
}
