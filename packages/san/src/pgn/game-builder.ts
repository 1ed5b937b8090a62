/**
 * `GameBuilder`: the tree-building `PgnVisitor` (python-chess's `GameBuilder`). The token grammar (`tokens.ts`,
 * tree mode) tells it a game's tokens; it lexes each move's SAN (with the `SanLexer` it is given), places comments
 * and NAGs, and grows the tree of variations that `parsePgn`, `iteratePgn`, `readPgn`, `parseMovetext` and `replay`
 * return. `GameTextReader` reads the games of PGN texts with it, each game's moves lexed by the lexer its `Variant`
 * tag asks for: what `parsePgn` of `@x/san` (a lexer per dialect) and of `@x/san/chess` (standard chess's lexer
 * alone) both run on; it knows no variant, the caller's `lexerFor` does.
 */
import { SanError } from '../shared/errors.js';
import type { SanLexer } from '../shared/san-lexer.js';
import type { SanLimits } from '../shared/limits.js';
import { PgnTokens, type WarningSink } from './tokens.js';
import type { Game, GameResult, PgnNode } from '../game/tree.js';
import type { SourceFrame } from '../game/lines.js';
import { CELL, EMPTY, MoveTape, tapedGame } from '../game/tape.js';
import type { SAN, SanDiagnostic } from '../shared/types.js';
import { tagSectionGoesOn } from './rules.js';
import { checkResultTag } from './result-tag.js';
import type { MoveToken, PgnVisitor } from './visitor.js';
import { LineCursor } from '@x/core/notation';

/** Slots of the table of shared SAN records of short tokens (a power of two). */
const SHORT_SLOTS = 16384;
/** Most distinct SAN records kept per lexer and mode, of short tokens and of long ones (beyond, each is lexed). */
const MAX_SHARED_SANS = 4096;

/**
 * Warning-free SAN records of one lexer and mode by token: tokens of 1 to 8 ASCII characters (most moves:
 * `e4`, `Nf3`, `exd5`, `Qxf7+`, `O-O-O`) in an open-addressing table found by a hash of the token's characters
 * (two numbers, `lo` and `hi`: no text made, no map looked up), the rest by text.
 */
class SharedSans {
  readonly lo = new Int32Array(SHORT_SLOTS).fill(-1);
  readonly hi = new Int32Array(SHORT_SLOTS);
  readonly sans: (SAN | undefined)[] = new Array<SAN | undefined>(SHORT_SLOTS).fill(undefined);
  /** Records in `sans`. */
  short = 0;
  readonly byText = new Map<string, SAN>();
}

/** The shared records of each lexer, lenient ([0]) and strict ([1]). */
const sharedSans = new WeakMap<SanLexer, [SharedSans, SharedSans]>();

function sharedOf(lexer: SanLexer, strict: boolean): SharedSans {
  let pair = sharedSans.get(lexer);
  if (pair === undefined) {
    pair = [new SharedSans(), new SharedSans()];
    sharedSans.set(lexer, pair);
  }
  return pair[strict ? 1 : 0];
}

/** The notes of a move as they are read (`MoveNotes`, its lists grown in place). */
interface Notes {
  startingComments: string[];
  comments: string[];
  nags: number[];
}

interface Frame {
  /** Node the next move of this line is appended to (0: the root). */
  node: number;
  /** Parent of the last move of this line (where a variation branches), or -1 before it. */
  branch: number;
  /** Last move of this line, or 0 before it. */
  last: number;
  /** Comments waiting for the first move of this line. */
  pending: string[] | undefined;
}

/** `san` with its warnings at their lines and columns in the text `lines` reads. */
function locatedIn(san: SAN, lines: LineCursor): SAN {
  return { ...san, diagnostics: san.diagnostics.map((w) => ({ ...w, ...lines.locate(w.offset) })) };
}

/**
 * The moves of one game as they are read: each move token's SAN record, counted against `limits.maxMoves`.
 * Warning-free records are position-free and read-only, so moves written alike share one record, in this game
 * and every other read with the same lexer and mode: a token is lexed about once per read, and a game retains
 * about half the heap per move (a record costs more than the rest of its node).
 */
class GameMoves {
  private text = '';
  private shared: SharedSans;
  private lexer: SanLexer;
  private count = 0;
  /** A cursor over `text` for the lines and columns of warnings (made at the first warning when absent). */
  private lines: LineCursor | undefined;
  private warn: WarningSink | undefined;

  constructor(
    lexer: SanLexer,
    private readonly strict: boolean,
    private readonly maxMoves: number,
  ) {
    this.lexer = lexer;
    this.shared = sharedOf(lexer, strict);
  }

  /** Starts the moves of a game of `text`, lexed by `lexer` (one reader of moves serves every game of a read). */
  begin(text: string, lexer: SanLexer, lines: LineCursor | undefined, warn: WarningSink | undefined): void {
    this.text = text;
    if (lexer !== this.lexer) {
      this.lexer = lexer;
      this.shared = sharedOf(lexer, this.strict);
    }
    this.lines = lines;
    this.warn = warn;
    this.count = 0;
  }

  /** The SAN record of the move token `text[start, tokenEnd)`; throws `game-too-long` past the cap. */
  read(start: number, tokenEnd: number): SAN {
    if (++this.count > this.maxMoves) {
      const message = `a game of more than ${this.maxMoves} moves (limits.maxMoves)`;
      throw new SanError('game-too-long', message, start, tokenEnd - start);
    }
    const text = this.text;
    const length = tokenEnd - start;
    if (length <= 8) {
      // The token's characters, 7 bits each: the first four in `lo`, the length and the rest in `hi`.
      let lo = 0;
      let hi = length - 1;
      let high = 0;
      const split = length < 4 ? tokenEnd : start + 4;
      for (let i = start; i < split; i++) {
        const c = text.charCodeAt(i);
        high |= c;
        lo = (lo << 7) | c;
      }
      for (let i = split; i < tokenEnd; i++) {
        const c = text.charCodeAt(i);
        high |= c;
        hi = (hi << 7) | c;
      }
      if (high <= 0x7f) {
        const shared = this.shared;
        const keysLo = shared.lo;
        const keysHi = shared.hi;
        // linear probing from the hash's slot to the token's or an empty one (the table is at most a quarter full)
        let slot = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) >>> 18;
        for (;;) {
          const k = keysLo[slot]!;
          if (k === lo && keysHi[slot] === hi) return shared.sans[slot]!;
          if (k < 0) break;
          slot = (slot + 1) & (SHORT_SLOTS - 1);
        }
        const san = this.lex(start, tokenEnd);
        if (san.diagnostics.length === 0 && shared.short < MAX_SHARED_SANS) {
          keysLo[slot] = lo;
          keysHi[slot] = hi;
          shared.sans[slot] = san;
          shared.short++;
        }
        return san;
      }
    }
    const byText = this.shared.byText;
    const token = text.slice(start, tokenEnd);
    const known = byText.get(token);
    if (known !== undefined) return known;
    const san = this.lex(start, tokenEnd);
    if (san.diagnostics.length === 0 && byText.size < MAX_SHARED_SANS) byText.set(token, san);
    return san;
  }

  /** Lexes the token `text[start, tokenEnd)`, its warnings located and told. */
  private lex(start: number, tokenEnd: number): SAN {
    let san = this.lexer(this.text, start, tokenEnd, this.strict);
    if (san.diagnostics.length > 0) {
      san = locatedIn(san, (this.lines ??= new LineCursor(this.text)));
      if (this.warn !== undefined)
        for (const w of san.diagnostics) this.warn(w.code, w.message, w.offset, w.length);
    }
    return san;
  }
}

/** A game's tree as built: the comments before its first move and the root of its moves. */
export interface BuiltTree {
  readonly comments: string[];
  readonly root: PgnNode;
}

/**
 * Builds game trees from the tokens of a text (`text`, read in the tree mode): the tag pairs into `headers`,
 * the movetext into a `MoveTape` of position-free moves, comments, NAGs and variations. The move arrays are the
 * builder's own, reused from game to game; `tape()` copies them out at the game's end.
 */
export class GameBuilder implements PgnVisitor {
  /** The tag pairs of the game being read (a repeated tag keeps its last value). */
  headers = new Map<string, string>();
  #text = '';
  readonly #strict: boolean;
  readonly #maxMoves: number;
  #lines: LineCursor | undefined;
  #warn: WarningSink | undefined;
  #moves: GameMoves | undefined;
  #comments: string[] = [];
  /** Moves of the game so far (node `k` is move `k`, node 0 the root). */
  #n = 0;
  readonly #sans: SAN[] = [];
  /** `MoveTape.cells` of the game so far. */
  readonly #cells: number[] = [0, 0, 0, 0];
  /** The last child of each node so far (where its next child is linked). */
  readonly #lastChild: number[] = [0];
  #notes: Map<number, Notes> | undefined;
  readonly #stack: Frame[] = [];
  #frame: Frame = { node: 0, branch: -1, last: 0, pending: undefined };

  /** A builder of the games of texts read strict or lenient within `limits` (`over` names the text). */
  constructor(strict: boolean, limits: SanLimits) {
    this.#strict = strict;
    this.#maxMoves = limits.maxMoves;
  }

  /**
   * Reads the games of `text` next (`lines`: a cursor over it for the lines of warnings; `warn`: where they go):
   * one builder serves every text of a read.
   */
  over(text: string, lines: LineCursor | undefined, warn: WarningSink | undefined): void {
    this.#text = text;
    this.#lines = lines;
    this.#warn = warn;
  }

  /** Starts the movetext of a game, its moves read by `lexer`. */
  beginTree(lexer: SanLexer): void {
    this.#moves ??= new GameMoves(lexer, this.#strict, this.#maxMoves);
    this.#moves.begin(this.#text, lexer, this.#lines, this.#warn);
    this.#comments = [];
    this.#n = 0;
    this.#cells[2] = 0;
    this.#lastChild[0] = 0;
    this.#notes = undefined;
    this.#stack.length = 0;
    this.#frame = { node: 0, branch: -1, last: 0, pending: undefined };
  }

  tag(name: string, value: string): void {
    this.headers.set(name, value);
  }

  move(token: MoveToken): void {
    const offset = token.start;
    const end = token.end;
    const san = this.#moves!.read(offset, end);
    const frame = this.#frame;
    const k = ++this.#n;
    this.#sans[k - 1] = san;
    const cells = this.#cells;
    const at = k * CELL;
    cells[at] = offset;
    cells[at + 1] = end - offset;
    cells[at + 2] = 0;
    cells[at + 3] = 0;
    this.#lastChild[k] = 0;
    if (frame.pending !== undefined) {
      this.#notesOf(k).startingComments = frame.pending;
      frame.pending = undefined;
    }
    const parent = frame.node;
    const previous = this.#lastChild[parent]!;
    cells[previous === 0 ? parent * CELL + 2 : previous * CELL + 3] = k;
    this.#lastChild[parent] = k;
    frame.branch = parent;
    frame.node = k;
    frame.last = k;
  }

  /** The notes of move `k`, made on first use. */
  #notesOf(k: number): Notes {
    const notes = (this.#notes ??= new Map());
    let note = notes.get(k);
    if (note === undefined) {
      const glyph = this.#sans[k - 1]!.nag;
      note = { startingComments: EMPTY, comments: EMPTY, nags: glyph === undefined ? EMPTY : [glyph] };
      notes.set(k, note);
    }
    return note;
  }

  comment(value: string): void {
    const frame = this.#frame;
    if (frame.last !== 0) {
      const note = this.#notesOf(frame.last);
      if (note.comments === EMPTY) note.comments = [];
      note.comments.push(value);
    } else if (this.#stack.length === 0) {
      this.#comments.push(value);
    } else {
      frame.pending ??= [];
      frame.pending.push(value);
    }
  }

  /** A NAG of the last move (the token grammar tells none before a move). */
  nag(value: number): void {
    const note = this.#notesOf(this.#frame.last);
    if (note.nags === EMPTY) note.nags = [];
    note.nags.push(value);
  }

  beginVariation(): void {
    this.#stack.push(this.#frame);
    this.#frame = { node: this.#frame.branch, branch: -1, last: 0, pending: undefined };
  }

  endVariation(): void {
    const leftover = this.#frame.pending;
    this.#frame = this.#stack.pop()!;
    if (leftover !== undefined) for (const value of leftover) this.comment(value);
  }

  /** Whether the movetext read so far holds no move or comment. */
  empty(): boolean {
    return this.#n === 0 && this.#comments.length === 0;
  }

  /** The comments before the first move of the game read since `beginTree`. */
  comments(): string[] {
    return this.#comments;
  }

  /** The moves read since `beginTree`, as a tape of their own over `text` (its public nodes made on demand). */
  tape(text: string | undefined): MoveTape {
    const n = this.#n;
    return new MoveTape(text, this.#sans.slice(0, n), this.#cells.slice(0, (n + 1) * CELL), this.#notes);
  }

  /** The tree built since `beginTree`, as public nodes. */
  tree(): BuiltTree {
    return { comments: this.#comments, root: this.tape(undefined).node(0) };
  }
}

/** A movetext read on its own: its tree, its result, and where reading stopped. */
export interface MovetextTree extends BuiltTree {
  readonly result: GameResult | undefined;
}

/**
 * Reads bare movetext (no tag pairs) `text[0, end)` into a tree, its moves lexed by `lexer`: only whitespace and comments may follow the
 * result, a `[` is an error. Throws an unlocated `SanError` (offset in `text`).
 */
export function movetextTree(
  text: string,
  end: number,
  lexer: SanLexer,
  strict: boolean,
  limits: SanLimits,
  warn?: WarningSink,
): MovetextTree {
  const builder = new GameBuilder(strict, limits);
  builder.over(text, undefined, warn);
  const tokens = new PgnTokens(builder);
  tokens.tree(text, { strict, maxDepth: limits.maxDepth, warn, untilTag: false }, end);
  builder.beginTree(lexer);
  tokens.movetext(0);
  return { ...builder.tree(), result: tokens.result };
}

/** A `WarningSink` delivering located warnings of `text` to `onWarning` (through `lines`, or a cursor of its own). */
export function warningSink(
  text: string,
  onWarning: ((warning: SanDiagnostic) => void) | undefined,
  lines?: LineCursor,
): WarningSink | undefined {
  if (onWarning === undefined) return undefined;
  let cursor = lines;
  return (code, message, offset, length) => {
    cursor ??= new LineCursor(text);
    onWarning({ code, severity: 'warning', message, offset, length, ...cursor.locate(offset) });
  };
}

/** How games are read, whatever their moves' SAN: strictness, the caps, where warnings go. */
export interface TextReading {
  readonly strict: boolean;
  readonly limits: SanLimits;
  readonly onWarning: ((warning: SanDiagnostic) => void) | undefined;
}

/**
 * Reads the games of texts, one text at a time, with one tree builder and one token reader for them all (`readPgn`
 * keeps one for every section of a file: nothing to make again per game).
 */
export class GameTextReader {
  readonly #reading: TextReading;
  readonly #lexerFor: (variant: string | undefined) => SanLexer;
  readonly #builder: GameBuilder;
  readonly #tokens: PgnTokens;

  /** A reader of games as `reading` says, each game's moves lexed by `lexerFor(its Variant tag)`. */
  constructor(reading: TextReading, lexerFor: (variant: string | undefined) => SanLexer) {
    this.#reading = reading;
    this.#lexerFor = lexerFor;
    this.#builder = new GameBuilder(reading.strict, reading.limits);
    this.#tokens = new PgnTokens(this.#builder);
  }

  /**
   * The games of `text` (read it to its end before the next text). Throws an unlocated `SanError` (offset in
   * `text`) at the first malformed game. Given where the text lies in its file (`frame`: a section of `readPgn`),
   * the games' spans count from the file's start.
   */
  *games(text: string, frame?: SourceFrame): Generator<Game, void, undefined> {
    if (typeof text !== 'string') throw new TypeError('@x/san: parsePgn expects a string');
    const end = text.length;
    const { strict, limits, onWarning } = this.#reading;
    const lines = new LineCursor(text);
    const warn = warningSink(text, onWarning, lines);
    const builder = this.#builder;
    const tokens = this.#tokens;
    builder.over(text, lines, warn);
    tokens.tree(text, { strict, maxDepth: limits.maxDepth, warn, untilTag: true });
    let i = tokens.skipBlank(0);
    while (i < end) {
      const gameStart = i;
      const headers = new Map<string, string>();
      builder.headers = headers;
      for (;;) {
        i = tokens.tags(i);
        builder.beginTree(this.#lexerFor(headers.get('Variant')));
        const i0 = i;
        i = tokens.movetext(i);
        // Movetext that holds nothing may not end the tag section (the game-start rule, `tagSectionGoesOn`): a
        // game of tags alone could not be written so that it reads back as a game of its own.
        const holdsNothing = builder.empty() && tokens.result === undefined;
        if (!(headers.size > 0 && holdsNothing && tagSectionGoesOn(text, i0, i))) break;
      }
      checkResultTag(headers.get('Result'), tokens.result, tokens.resultOffset, strict, warn);
      // Text that holds no game (a stray result or move number between games) yields nothing: keeping it
      // would make `* * * …` cost a game object per two bytes, and it would not survive `formatPgn`.
      if (headers.size === 0 && builder.empty()) {
        i = tokens.skipBlank(i);
        continue;
      }
      const tape = builder.tape(text);
      let offset = gameStart;
      if (frame !== undefined) {
        tape.frame = frame;
        tape.shift = frame.base;
        offset += frame.base;
      }
      yield tapedGame(headers, builder.comments(), tape, tokens.result, offset, i - gameStart);
      // A game without tag pairs may follow a result: it is read as the next game.
      i = tokens.skipBlank(i);
    }
  }
}
