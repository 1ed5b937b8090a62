/**
 * `ConvertScan`: `xn pgn convert` written from the position as the main line is read (`MainLineScan`, no tree):
 * each move's text in the target notation from the position before it (JSON's SAN from its token when that is
 * canonical, `token-san.ts`), JSON's FEN after it when asked (`--fen-comments`), EPD and FEN lines from each position. `text()` is what `convert-game.ts` writes for the same game (a game with variations or
 * glyphs takes that tree path: `whole` answers false for it).
 */
import type { BasePosition, Move } from '@x/core';
import { type MoveToken, stringify, stringifyFan, stringifyLan } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { epdFromFen, stringifyEpd } from '@x/san/epd';
import type { Target } from './convert-game.js';
import { MainLineScan } from './main-line-scan.js';
import { type LetterOptions, localised } from '../io/piece-letters.js';
import { suffix, TokenSan } from './token-san.js';
import { fieldsOf, gameComment } from './pgn-positions.js';
import { pgnText } from './pgn-text.js';

/** A move's text in each movetext notation, from the position before it. */
const MOVE_TEXT: Record<'san' | 'lan' | 'uci' | 'fan', (position: BasePosition, move: number) => string> = {
  san: (p, m) => stringify(p.decodeMove(m), p),
  lan: (p, m) => stringifyLan(p.decodeMove(m), p),
  fan: (p, m) => stringifyFan(p.decodeMove(m), p),
  uci: (p, m) => p.uci(p.decodeMove(m)),
};

/** The four fields of EPD: a chess FEN without its two clocks, any other variant's first four fields. */
function epdFields(fen: string, position: BasePosition): string {
  if (position.variant.id !== 'chess') return fieldsOf(fen, 4);
  return fen.slice(0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1));
}

/** Most move codes whose UCI text is kept (a database meets a few thousand). */
const MAX_UCI = 8192;

/** The scan of `convert --to TARGET`. */
export class ConvertScan extends MainLineScan {
  readonly #target: Target;
  /** JSON: whether each move carries the FEN after it. */
  readonly #withFens: boolean;
  /** Move texts (movetext targets). */
  readonly #moves: string[] = [];
  /** Position lines (epd: four fields; fen: whole), or JSON's FEN after each move. */
  readonly #fens: string[] = [];
  /** JSON: each move's SAN and UCI text (`#fens` holds the FEN after each). */
  readonly #sans: string[] = [];
  readonly #ucis: string[] = [];
  /** The start's FEN (json, epd). */
  #start = '';
  /** The move token being resolved (json). */
  #token: MoveToken | undefined;
  /** Whether the last SAN written waits for its check suffix (taken from the token: `TokenSan`). */
  #pendingSuffix = false;
  readonly #tokenSan = new TokenSan();
  /** UCI texts by move code, for games of the standard start (the text depends on the move and variant only). */
  readonly #uci = new Map<number, string>();

  /** `--read-piece-letters`: the moves are read with localised letters (their tokens are not English SAN). */
  readonly #english: boolean;
  /** `--piece-letters`: the letters moves are written with (`Conversion.letters`). */
  readonly #letters: string | undefined;

  /**
   * @param fens JSON's FEN after each move (`Conversion.fens`).
   * @param letters `Conversion.letters`.
   * @param san the SAN options of `--read-piece-letters`.
   */
  constructor(target: Target, fens = false, letters?: string, san?: LetterOptions) {
    super({ annotations: true }, san);
    this.#target = target;
    this.#withFens = fens;
    this.#letters = letters;
    this.#english = san === undefined;
  }

  override beginGame(): void {
    super.beginGame();
    this.#moves.length = 0;
    this.#fens.length = 0;
    this.#sans.length = 0;
    this.#ucis.length = 0;
    this.#pendingSuffix = false;
  }

  override move(token: MoveToken): void {
    this.#token = token;
    super.move(token);
  }

  protected override atPosition(position: BasePosition): void {
    const target = this.#target;
    if (target === 'epd' || target === 'fen') {
      const fen = position.toFen();
      if (this.#fens.length === 0) this.#start = fen;
      this.#fens.push(target === 'fen' ? fen : epdFields(fen, position));
    } else if (target === 'json') {
      if (this.#pendingSuffix) {
        this.#pendingSuffix = false;
        const last = this.#sans.length - 1;
        this.#sans[last] += suffix(position);
      }
      if (this.#sans.length === 0) this.#start = position.toFen();
      else if (this.#withFens) this.#fens.push(position.toFen());
    }
  }

  protected override atMove(move: number, position: BasePosition): void {
    const target = this.#target;
    if (target === 'json') this.#jsonMove(move, position);
    else if (target !== 'epd' && target !== 'fen') {
      const text = MOVE_TEXT[target](position, move);
      this.#moves.push(this.#letters === undefined ? text : localised(text, this.#letters));
    }
  }

  /** JSON: the move's SAN (from its token when canonical: `TokenSan`) and UCI text. */
  #jsonMove(move: number, position: BasePosition): void {
    const standard = position.variant.id === 'chess';
    const body = standard && this.#english ? this.#tokenSan.body(this.#token!, move, position) : undefined;
    // the UCI cache serves the standard start's games (their variant, chess, is every game's there)
    const shared = standard && this.variant === undefined && !this.tags.has('FEN');
    let uci = shared ? this.#uci.get(move) : undefined;
    let decoded: Move | undefined;
    if (uci === undefined) {
      decoded = position.decodeMove(move);
      uci = position.uci(decoded);
      if (shared && this.#uci.size < MAX_UCI) this.#uci.set(move, uci);
    }
    this.#ucis.push(uci);
    if (body !== undefined) {
      this.#sans.push(body);
      this.#pendingSuffix = true;
    } else this.#sans.push(stringify(decoded ?? position.decodeMove(move), position));
  }

  /** The game just read, as `convert-game.ts`'s `convertGame` writes it. */
  text(): string {
    const target = this.#target;
    if (target === 'epd' || target === 'fen') return this.#lines();
    if (target === 'json') return `${this.#gameJson()}\n`;
    return pgnText({
      tags: this.tags,
      before: this.before,
      moves: this.#moves,
      nags: this.nags,
      comments: this.comments,
      result: this.gameResult,
    });
  }

  #lines(): string {
    let suffix = '';
    if (this.#target === 'epd') {
      const operations = {
        c0: gameComment(this.tags),
        c1: this.tags.get('Result') ?? this.gameResult ?? '*',
      };
      // stringifyEpd writes the four fields, then the operations: the operations are the same on every line
      const first = stringifyEpd(epdFromFen(this.#start, operations));
      suffix = first.slice(fieldsOf(first, 4).length);
    }
    let text = '';
    for (const fen of this.#fens) text += `${fen}${suffix}\n`;
    return `${text}\n`;
  }

  /**
   * The game as one line of JSON, written as `JSON.stringify` writes `convert-game.ts`'s object: the texts that
   * cannot need escaping (SAN, UCI, FEN) written as they are, the others through `JSON.stringify`.
   */
  #gameJson(): string {
    let text = `{"tags":${JSON.stringify(Object.fromEntries(this.tags))}`;
    if (this.before.length > 0) text += `,"comments":${JSON.stringify(this.before)}`;
    text += `,"start":"${this.#start}","moves":[`;
    const sans = this.#sans;
    for (let k = 0; k < sans.length; k++) {
      if (k > 0) text += ',';
      text += `{"ply":${k + 1},"san":"${sans[k]}","uci":"${this.#ucis[k]}"`;
      if (this.#withFens) text += `,"fen":"${this.#fens[k]}"`;
      const nags = this.nags[k]!;
      if (nags.length > 0) text += `,"nags":${JSON.stringify(nags)}`;
      const comments = this.comments[k]!;
      if (comments.length > 0) text += annotationsJson(comments);
      text += '}';
    }
    return `${text}],"result":${JSON.stringify(this.gameResult ?? null)}}`;
  }
}

/** The JSON members a move's comments give (`convert-game.ts`'s order), each after a comma. */
function annotationsJson(comments: readonly string[]): string {
  const comment = parseComments(comments);
  let text = '';
  if (comment.text !== '') text += `,"comment":${JSON.stringify(comment.text)}`;
  if (comment.clock !== undefined) text += `,"clock":${JSON.stringify(comment.clock)}`;
  if (comment.emt !== undefined) text += `,"emt":${JSON.stringify(comment.emt)}`;
  if (comment.evaluation !== undefined) text += `,"eval":${JSON.stringify(comment.evaluation)}`;
  if (comment.shapes.length > 0) text += `,"shapes":${JSON.stringify(comment.shapes)}`;
  return text;
}
