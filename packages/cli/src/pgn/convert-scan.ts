/**
 * `ConvertScan`: `xn pgn convert` written from the position as the main line is read (`MainLineScan`, no tree):
 * each move's text in the target notation from the position before it, JSON's FEN after it, EPD and FEN lines
 * from each position. `text()` is what `convert-game.ts` writes for the same game (a game with variations or
 * glyphs takes that tree path: `whole` answers false for it).
 */
import type { BasePosition } from '@x/core';
import { stringify, stringifyFan, stringifyLan } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { epdFromFen, stringifyEpd } from '@x/san/epd';
import type { Target } from './convert-game.js';
import { MainLineScan } from './main-line-scan.js';
import { fieldsOf, gameComment } from './pgn-positions.js';
import { pgnText } from './pgn-text.js';

/** A move's text in each movetext notation, from the position before it. */
const MOVE_TEXT: Record<'san' | 'lan' | 'uci' | 'fan', (position: BasePosition, move: number) => string> = {
  san: (p, m) => stringify(p.decodeMove(m), p),
  lan: (p, m) => stringifyLan(p.decodeMove(m), p),
  fan: (p, m) => stringifyFan(p.decodeMove(m), p),
  uci: (p, m) => p.uci(p.decodeMove(m)),
};

/** One move of the JSON form, its FEN set once the move is played. */
interface JsonMove {
  ply: number;
  san: string;
  uci: string;
  fen: string;
}

/** The scan of `convert --to TARGET`. */
export class ConvertScan extends MainLineScan {
  readonly #target: Target;
  /** Move texts (movetext targets), JSON moves, or position lines (epd: four fields; fen: whole). */
  readonly #moves: string[] = [];
  readonly #json: JsonMove[] = [];
  readonly #fens: string[] = [];
  /** The start's FEN (json, epd). */
  #start = '';

  constructor(target: Target) {
    super({ annotations: true });
    this.#target = target;
  }

  override beginGame(): void {
    super.beginGame();
    this.#moves.length = 0;
    this.#json.length = 0;
    this.#fens.length = 0;
  }

  protected override atPosition(position: BasePosition): void {
    const target = this.#target;
    if (target === 'epd' || target === 'fen') {
      const fen = position.toFen();
      if (this.#fens.length === 0) this.#start = fen;
      this.#fens.push(target === 'fen' ? fen : fieldsOf(fen, 4));
    } else if (target === 'json') {
      const last = this.#json[this.#json.length - 1];
      if (last === undefined) this.#start = position.toFen();
      else last.fen = position.toFen();
    }
  }

  protected override atMove(move: number, position: BasePosition): void {
    const target = this.#target;
    if (target === 'json') {
      const decoded = position.decodeMove(move);
      this.#json.push({
        ply: this.#json.length + 1,
        san: stringify(decoded, position),
        uci: position.uci(decoded),
        fen: '',
      });
    } else if (target !== 'epd' && target !== 'fen') this.#moves.push(MOVE_TEXT[target](position, move));
  }

  /** The game just read, as `convert-game.ts`'s `convertGame` writes it. */
  text(): string {
    const target = this.#target;
    if (target === 'epd' || target === 'fen') return this.#lines();
    if (target === 'json') return `${JSON.stringify(this.#gameJson())}\n`;
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

  #gameJson(): unknown {
    const moves = this.#json.map((move, k) => {
      const nags = this.nags[k]!;
      const comment = parseComments(this.comments[k]!);
      return {
        ...move,
        ...(nags.length > 0 ? { nags } : {}),
        ...(comment.text !== '' ? { comment: comment.text } : {}),
        ...(comment.clock !== undefined ? { clock: comment.clock } : {}),
        ...(comment.emt !== undefined ? { emt: comment.emt } : {}),
        ...(comment.evaluation !== undefined ? { eval: comment.evaluation } : {}),
        ...(comment.shapes.length > 0 ? { shapes: comment.shapes } : {}),
      };
    });
    return {
      tags: Object.fromEntries(this.tags),
      ...(this.before.length > 0 ? { comments: this.before } : {}),
      start: this.#start,
      moves,
      result: this.gameResult ?? null,
    };
  }
}
