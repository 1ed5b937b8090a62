/**
 * `RowScan`: the row of `xn pgn convert --to parquet|csv` (`game-row.ts`) read without a tree (`MainLineScan`):
 * each move's SAN from its token when that is canonical (`token-san.ts`) or written again from the position, its
 * UCI text kept by move code, its clock and evaluation from its comments, the movetext written on one line as
 * `formatMovetext` writes it. `row()` is what `gameRow` gives for the same game; a game from a `FEN` tag, with
 * variations, glyphs or a comment holding `}` takes that tree path (`accept` answers false for it).
 */
import type { BasePosition, Move } from '@x/core';
import { type GameEnd, type MoveToken, MovetextWriter, stringify } from '@x/san';
import { parseComments } from '@x/san/annotations';
import { type GameRow, TAG_COLUMNS } from './game-row.js';
import { MainLineScan, type ScanReading } from '../main-line-scan.js';
import { suffix, TokenSan } from './token-san.js';

/** Most move codes whose UCI text is kept (a database meets a few thousand). */
const MAX_UCI = 8192;

/** The scan of `convert --to parquet|csv`. */
export class RowScan extends MainLineScan {
  #moves: string[] = [];
  #uci: string[] = [];
  /** Whether the last SAN waits for its check suffix (known at the next position). */
  #pendingSuffix = false;
  #token: MoveToken | undefined;
  readonly #tokenSan = new TokenSan();
  /** UCI texts by move code, for games of the standard start (the text depends on the move and variant only). */
  readonly #uciKept = new Map<number, string>();
  readonly #english: boolean;

  /** @param san the SAN options of `--read-piece-letters`. */
  constructor(san?: ScanReading) {
    super({ annotations: true, tokens: true }, san);
    this.#english = san?.pieces === undefined;
  }

  override beginGame(): void {
    super.beginGame();
    this.#moves = [];
    this.#uci = [];
    this.#pendingSuffix = false;
  }

  override move(token: MoveToken): void {
    this.#token = token;
    super.move(token);
  }

  protected override atPosition(position: BasePosition): void {
    if (!this.#pendingSuffix) return;
    this.#pendingSuffix = false;
    this.#moves[this.#moves.length - 1] += suffix(position);
  }

  protected override atMove(move: number, position: BasePosition): void {
    const chess = position.variant.id === 'chess';
    const body = chess && this.#english ? this.#tokenSan.body(this.#token!, move, position) : undefined;
    const decoded = body === undefined || !chess ? position.decodeMove(move) : undefined;
    if (body !== undefined) {
      this.#moves.push(body);
      this.#pendingSuffix = true;
    } else this.#moves.push(stringify(decoded as Move, position));
    let uci = chess && this.variant === undefined ? this.#uciKept.get(move) : undefined;
    if (uci === undefined) {
      uci = position.uci(decoded ?? position.decodeMove(move));
      if (chess && this.variant === undefined && this.#uciKept.size < MAX_UCI) this.#uciKept.set(move, uci);
    }
    this.#uci.push(uci);
  }

  /** Whether the scan's row is the tree's for `game` (else its records go to `gameRow`). */
  accept(game: GameEnd): boolean {
    if (!this.whole(game) || this.tags.has('FEN')) return false;
    return !this.before.some(hasBrace) && !this.comments.some((list) => list?.some(hasBrace));
  }

  /** The row of the game just read (call after `accept`). */
  row(): GameRow {
    const tags: Record<string, string> = {};
    for (const name of TAG_COLUMNS) {
      const value = this.tags.get(name);
      if (value !== undefined) tags[name] = value;
    }
    const n = this.#moves.length;
    const clocks: (number | null)[] = new Array(n).fill(null);
    const evals: (number | null)[] = new Array(n).fill(null);
    const mates: (number | null)[] = new Array(n).fill(null);
    for (let i = 0; i < this.comments.length; i++) {
      const list = this.comments[i];
      if (list === undefined || list.length === 0) continue;
      const comment = parseComments(list);
      const evaluation = comment.evaluation;
      if (comment.clock !== undefined) clocks[i] = comment.clock;
      if (evaluation !== undefined && 'cp' in evaluation) evals[i] = evaluation.cp;
      if (evaluation !== undefined && 'mate' in evaluation) mates[i] = evaluation.mate;
    }
    return { tags, movetext: this.#movetext(), moves: this.#moves, uci: this.#uci, clocks, evals, mates };
  }

  /** The movetext on one line, as `formatMovetext` writes a game without variations or glyphs. */
  #movetext(): string {
    const out = new MovetextWriter();
    for (const c of this.before) out.comment(c);
    const tokens = this.tokens;
    for (let i = 0; i < tokens.length; i++) {
      out.move(tokens[i]!);
      for (const nag of this.nags[i] ?? []) out.nag(nag);
      for (const c of this.comments[i] ?? []) out.comment(c);
    }
    if (this.gameResult !== undefined) out.result(this.gameResult);
    return out.value();
  }
}

function hasBrace(text: string): boolean {
  return text.includes('}');
}
