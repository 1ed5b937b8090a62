/**
 * `ConvertScan`: `xn pgn convert` written from the position as the main line is read (`MainLineScan`, no tree),
 * as bytes into one buffer reused by every game (`ByteWriter`): each move's text in the target notation from the
 * position before it (UCI texts kept by move code; JSON's SAN from its token when that is canonical,
 * `token-san.ts`), JSON written as its moves come (`JSON.stringify` of each value), EPD fields from the board (`chess-fields.ts`)
 * and FEN lines from each position. `output()` is what `convert-game.ts` writes for the same game (a game with
 * variations or glyphs takes that tree path: `whole` answers false for it).
 */
import type { BasePosition, Move } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { type MoveToken, stringify, stringifyFan, stringifyLan } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { stringifyEpd } from '@x/san/epd';
import { ByteWriter } from '../../io/byte-writer.js';
import { ChessFields } from './chess-fields.js';
import type { Target } from './convert-game.js';
import { MainLineScan, type ScanReading } from '../main-line-scan.js';
import { localised } from '../../io/piece-letters.js';
import { suffix, TokenSan } from './token-san.js';
import { fieldsOf, gameComment } from './pgn-positions.js';

/** A move's text in each movetext notation but UCI, from the position before it. */
const MOVE_TEXT: Record<'san' | 'lan' | 'fan', (position: BasePosition, move: number) => string> = {
  san: (p, m) => stringify(p.decodeMove(m), p),
  lan: (p, m) => stringifyLan(p.decodeMove(m), p),
  fan: (p, m) => stringifyFan(p.decodeMove(m), p),
};

/** The four fields of EPD: a chess FEN without its two clocks, any other variant's first four fields. */
function epdFields(fen: string, position: BasePosition): string {
  if (position.variant.id !== 'chess') return fieldsOf(fen, 4);
  return fen.slice(0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1));
}

const encoder = new TextEncoder();

/** What follows the fields of a FEN line. */
const NOTHING = new Uint8Array(0);

/** Most move codes whose UCI text is kept (a database meets a few thousand). */
const MAX_UCI = 8192;

/** The standard start's FEN, once read. */
let standardStart: string | undefined;

/** The scan of `convert --to TARGET`. */
export class ConvertScan extends MainLineScan {
  readonly #target: Target;
  /** JSON: whether each move carries the FEN after it. */
  readonly #withFens: boolean;
  /** The game written so far (json: its line up to the last move's SAN; epd, fen: its lines without ending). */
  readonly #out = new ByteWriter(1 << 14);
  /** EPD and FEN: the lines written from `#out`'s fields at the game's end. */
  readonly #written = new ByteWriter(1 << 14);
  /**
   * EPD and FEN: what follows the fields on each line of this game, when known from its start (FEN: nothing; EPD:
   * the operations of a game with a `Result` tag): then `#out` holds whole lines, else the fields of each.
   */
  #after: Uint8Array | undefined;
  /** EPD and FEN, when `#after` is undefined: where each line's fields end in `#out`. */
  #ends = new Int32Array(256);
  #lines = 0;
  /** Move texts (san, lan, fan, uci). */
  readonly #moves: string[] = [];
  /** The move token being resolved (json). */
  #token: MoveToken | undefined;
  /** JSON: whether the last SAN written waits for its check suffix (taken from the token: `TokenSan`). */
  #pendingSuffix = false;
  /** JSON: the UCI text of the last move written (its object is ended at the next position). */
  #pendingUci = '';
  readonly #tokenSan = new TokenSan();
  /** UCI texts by move code, for games of the standard start (the text depends on the move and variant only). */
  readonly #uci = new Map<number, string>();
  /** Whether this game's UCI texts are kept in `#uci` (it starts at the standard start). */
  #sharedUci = false;
  /** EPD: the four fields of the positions of a game on an `@x/core/chess` position. */
  readonly #fields = new ChessFields();
  /** EPD: whether this game's fields come from `#fields`. */
  #chess = false;

  /** `--read-piece-letters`: the moves are read with localised letters (their tokens are not English SAN). */
  readonly #english: boolean;
  /** `--piece-letters`: the letters moves are written with (`Conversion.letters`). */
  readonly #letters: string | undefined;

  /**
   * @param fens JSON's FEN after each move (`Conversion.fens`).
   * @param letters `Conversion.letters`.
   * @param san the SAN options of `--read-piece-letters`.
   */
  constructor(target: Target, fens = false, letters?: string, san?: ScanReading) {
    super({ annotations: true }, san);
    this.#target = target;
    this.#withFens = fens;
    this.#letters = letters;
    this.#english = san?.pieces === undefined;
  }

  override beginGame(): void {
    super.beginGame();
    this.#out.clear();
    this.#lines = 0;
    this.#after = undefined;
    this.#moves.length = 0;
    this.#pendingSuffix = false;
  }

  override move(token: MoveToken): void {
    this.#token = token;
    super.move(token);
  }

  protected override atPosition(position: BasePosition): void {
    const target = this.#target;
    if (target === 'json') this.#jsonPosition(position);
    else if (target === 'epd') this.#epdPosition(position);
    else if (target === 'fen') {
      if (this.plies === 0) this.#after = NOTHING;
      this.#out.ascii(position.toFen());
      this.#endLine();
    }
  }

  protected override atMove(move: number, position: BasePosition): void {
    const target = this.#target;
    // the UCI cache serves the standard start's games (their variant, chess, is every game's there)
    if (this.plies === 0) this.#sharedUci = this.#fromStandardStart() && position.variant.id === 'chess';
    if (target === 'json') this.#jsonMove(move, position);
    else if (target === 'epd') {
      if (this.#chess) this.#fields.move(move);
    } else if (target === 'uci') this.#moves.push(this.#uciOf(move, position));
    else if (target !== 'fen') {
      const text = MOVE_TEXT[target](position, move);
      this.#moves.push(this.#letters === undefined ? text : localised(text, this.#letters));
    }
  }

  /** Whether this game starts at its variant's standard start (no variant named, no `FEN` tag). */
  #fromStandardStart(): boolean {
    return this.variant === undefined && !this.tags.has('FEN');
  }

  /** The UCI text of `move` on `position` (kept by code for the standard start's games). */
  #uciOf(move: number, position: BasePosition): string {
    const shared = this.#sharedUci;
    let uci = shared ? this.#uci.get(move) : undefined;
    if (uci === undefined) {
      uci = position.uci(position.decodeMove(move), { barePlus: true });
      if (shared && this.#uci.size < MAX_UCI) this.#uci.set(move, uci);
    }
    return uci;
  }

  #epdPosition(position: BasePosition): void {
    if (this.plies === 0) {
      this.#chess = position instanceof ChessPosition;
      if (this.#chess) this.#fields.start(position, this.#fromStandardStart());
      // the operations are known now when the game has a `Result` tag (`c1`), else at its end (and a text
      // `stringifyEpd` writes, or refuses, is left to the end)
      const result = this.tags.get('Result');
      const operations = result === undefined ? undefined : plainOperations(gameComment(this.tags), result);
      this.#after = operations === undefined ? undefined : encoder.encode(operations);
    }
    if (this.#chess) this.#fields.write(this.#out, position);
    else this.#out.text(epdFields(position.toFen(), position));
    this.#endLine();
  }

  /** Ends a line: with what follows its fields when that is known (`#after`), else notes where its fields end. */
  #endLine(): void {
    const after = this.#after;
    if (after !== undefined) {
      this.#out.copy(after);
      this.#out.byte(10);
      return;
    }
    if (this.#lines === this.#ends.length) {
      const grown = new Int32Array(this.#ends.length * 2);
      grown.set(this.#ends);
      this.#ends = grown;
    }
    this.#ends[this.#lines++] = this.#out.length;
  }

  /**
   * JSON at each position: the start writes the game's members up to its moves; any other ends the object of the
   * move that led to it (its check suffix, UCI text, FEN, NAGs and comments: all read by now).
   */
  #jsonPosition(position: BasePosition): void {
    const out = this.#out;
    const ply = this.plies;
    if (ply === 0) {
      out.ascii('{"tags":');
      out.text(JSON.stringify(Object.fromEntries(this.tags)));
      if (this.before.length > 0) {
        out.ascii(',"comments":');
        out.text(JSON.stringify(this.before));
      }
      out.ascii(',"start":"');
      out.text(this.#startFen(position));
      out.ascii('","moves":[');
      return;
    }
    if (this.#pendingSuffix) {
      this.#pendingSuffix = false;
      out.ascii(suffix(position));
    }
    out.ascii('","uci":"');
    out.ascii(this.#pendingUci);
    out.byte(34);
    if (this.#withFens) {
      out.ascii(',"fen":"');
      out.text(position.toFen());
      out.byte(34);
    }
    const nags = this.nags[ply - 1];
    if (nags !== undefined && nags.length > 0) {
      out.ascii(',"nags":');
      out.ascii(JSON.stringify(nags));
    }
    const comments = this.comments[ply - 1];
    if (comments !== undefined && comments.length > 0) writeAnnotations(out, comments);
    out.byte(125);
  }

  /** The FEN of the game's start (the standard start's read once). */
  #startFen(position: BasePosition): string {
    if (this.variant !== undefined || this.tags.has('FEN')) return position.toFen();
    standardStart ??= position.toFen();
    return standardStart;
  }

  /** JSON: the move's object up to its SAN (from its token when canonical: `TokenSan`); its UCI text kept. */
  #jsonMove(move: number, position: BasePosition): void {
    const out = this.#out;
    const ply = this.plies + 1;
    out.ascii(ply === 1 ? '{"ply":' : ',{"ply":');
    out.uint(ply);
    out.ascii(',"san":"');
    // a token is canonical SAN only in English letters (not under `--read-piece-letters`)
    const body =
      position.variant.id === 'chess' && this.#english
        ? this.#tokenSan.body(this.#token!, move, position)
        : undefined;
    this.#pendingUci = this.#uciOf(move, position);
    if (body !== undefined) {
      out.ascii(body);
      this.#pendingSuffix = true;
    } else out.text(stringify(position.decodeMove(move) as Move, position));
  }

  /** The game just read, as `convert-game.ts`'s `convertGame` writes it: bytes (valid until the next game). */
  output(): Uint8Array {
    const target = this.#target;
    if (target === 'epd' || target === 'fen') return this.#positionLines();
    const out = this.#out;
    if (target === 'json') {
      out.ascii('],"result":');
      out.ascii(JSON.stringify(this.gameResult ?? null));
      out.ascii('}\n');
      return out.view();
    }
    return this.writePgn(out, this.#moves);
  }

  /**
   * The lines of the positions, each with the EPD operations, and a blank line: `#out` itself when its lines were
   * written whole (`#after`), else written from the fields `#out` holds, the operations known now.
   */
  #positionLines(): Uint8Array {
    const fields = this.#out;
    if (this.#after !== undefined) {
      fields.byte(10);
      return fields.view();
    }
    const written = this.#written;
    written.clear();
    // FEN lines are always written whole (`#after` is `NOTHING`); EPD's operations follow each line's fields
    const after =
      this.#target === 'epd'
        ? encoder.encode(
            operationsText(gameComment(this.tags), this.tags.get('Result') ?? this.gameResult ?? '*'),
          )
        : NOTHING;
    let from = 0;
    for (let k = 0; k < this.#lines; k++) {
      const end = this.#ends[k]!;
      written.copy(fields.bytes, from, end);
      written.copy(after);
      written.byte(10);
      from = end;
    }
    written.byte(10);
    return written.view();
  }
}

/**
 * The EPD operations `c0` and `c1` as `stringifyEpd` writes them after the four fields (the same on every line of a
 * game): written directly, or by `stringifyEpd` for a text it refuses (a line break).
 */
function operationsText(c0: string, c1: string): string {
  const plain = plainOperations(c0, c1);
  if (plain !== undefined) return plain;
  const first = stringifyEpd({ position: '8/8/8/8/8/8/8/8 w - -', operations: { c0, c1 } });
  return first.slice(fieldsOf(first, 4).length);
}

/** `operationsText` of texts without a line break, else undefined (`stringifyEpd`'s to write). */
function plainOperations(c0: string, c1: string): string | undefined {
  if (/[\r\n]/.test(c0) || /[\r\n]/.test(c1)) return undefined;
  return ` c0 ${quoted(c0)}; c1 ${quoted(c1)};`;
}

/** An EPD string operand (`stringifyEpd`'s: `\` and `"` escaped). */
function quoted(text: string): string {
  return `"${/[\\"]/.test(text) ? text.replace(/[\\"]/g, (c) => `\\${c}`) : text}"`;
}

/** The JSON members a move's comments give (`convert-game.ts`'s order), each after a comma. */
function writeAnnotations(out: ByteWriter, comments: readonly string[]): void {
  const comment = parseComments(comments);
  if (comment.text !== '') {
    out.ascii(',"comment":');
    out.text(JSON.stringify(comment.text));
  }
  if (comment.clock !== undefined) out.text(`,"clock":${JSON.stringify(comment.clock)}`);
  if (comment.emt !== undefined) out.text(`,"emt":${JSON.stringify(comment.emt)}`);
  if (comment.evaluation !== undefined) out.text(`,"eval":${JSON.stringify(comment.evaluation)}`);
  if (comment.shapes.length > 0) out.text(`,"shapes":${JSON.stringify(comment.shapes)}`);
}
