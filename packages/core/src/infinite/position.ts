/** `InfinitePosition`: a position on the unbounded board with exact legality, check, mate and outcome. */
import { inCheck } from './attacks.js';
import { InfiniteError } from './errors.js';
import { describeMoves, hasLegalMove, resolveMove } from './legal.js';
import { outcomeOf } from './outcome.js';
import { applyMove } from './play.js';
import { squareText } from './square-text.js';
import { buildState, checkFilter, type State, toMove } from './state.js';
import type {
  EnPassant,
  InfiniteMove,
  InfiniteOutcome,
  InfinitePieceSetup,
  InfinitePlayer,
  InfiniteSetup,
  MoveLegality,
  MoveDescription,
  Square,
} from './types.js';

/**
 * A position on the unbounded board. Mutable for speed: `play` changes it in place; use `clone()` to keep a copy.
 * Every operation's cost depends on the pieces involved (pieces on the lines through the squares concerned),
 * never on the distance moved or on the empty board.
 */
export class InfinitePosition {
  private readonly s: State;

  private constructor(s: State) {
    this.s = s;
  }

  /** Builds a position from plain data; throws `InfiniteError` for invalid data. */
  static fromSetup(setup: InfiniteSetup): InfinitePosition {
    return new InfinitePosition(buildState(setup));
  }

  /** The player to move. */
  get turn(): InfinitePlayer {
    return toMove(this.s);
  }

  /** Half-moves since the last capture or pawn move. */
  get moveRuleState(): number {
    return this.s.moveRuleState;
  }

  /** Full-move number. */
  get fullMove(): number {
    return this.s.fullMove;
  }

  /** The current en passant state, if any. */
  get enPassant(): EnPassant | undefined {
    const ep = this.s.ep;
    return ep ? { square: { x: ep.x, y: ep.y }, pawn: { x: ep.px, y: ep.py } } : undefined;
  }

  /** Whether moves that leave a royal attacked are illegal for `player` (an opponent wins by checkmate, two players). */
  checksMatter(player: InfinitePlayer = this.turn): boolean {
    return checkFilter(this.s, player);
  }

  /** The pieces, as plain data (in no particular order). */
  pieces(): InfinitePieceSetup[] {
    return [...this.s.board.pieces].map((p) =>
      p.special
        ? { x: p.x, y: p.y, type: p.type, player: p.player, specialRight: true }
        : { x: p.x, y: p.y, type: p.type, player: p.player },
    );
  }

  /** The position as plain data (pieces in no particular order); `fromSetup(toSetup())` gives an equal position. */
  toSetup(): InfiniteSetup {
    const s = this.s;
    const out: { -readonly [K in keyof InfiniteSetup]: InfiniteSetup[K] } = {
      pieces: this.pieces(),
      turnOrder: [...s.turnOrder],
      turnIndex: s.turnIndex,
      moveRuleState: s.moveRuleState,
      fullMove: s.fullMove,
      rules: s.inputRules,
    };
    if (s.ep) out.enPassant = { square: { x: s.ep.x, y: s.ep.y }, pawn: { x: s.ep.px, y: s.ep.py } };
    return out;
  }

  /** The legal-move descriptions of every piece of the player to move that has at least one legal move. */
  allLegalMoves(): { readonly from: Square; readonly moves: MoveDescription }[] {
    const out: { from: Square; moves: MoveDescription }[] = [];
    // snapshot: describing a piece lifts and re-adds pieces, which would reorder a live Set iteration
    for (const p of [...this.s.board.pieces]) {
      if (p.player !== this.turn) continue;
      const from = { x: p.x, y: p.y };
      const moves = describeMoves(this.s, from);
      if (moves.targets.length > 0 || moves.slides.length > 0) out.push({ from, moves });
    }
    return out;
  }

  /** The piece on a square, if any. */
  pieceAt(square: Square): InfinitePieceSetup | undefined {
    const p = this.s.board.get(square.x, square.y);
    if (!p) return undefined;
    return p.special
      ? { x: p.x, y: p.y, type: p.type, player: p.player, specialRight: true }
      : { x: p.x, y: p.y, type: p.type, player: p.player };
  }

  /** Whether the move is legal for the player to move; when not, the reason. */
  checkMove(move: InfiniteMove): MoveLegality {
    const r = resolveMove(this.s, move);
    return r.ok ? { legal: true } : { legal: false, reason: r.reason };
  }

  /** Whether the move is legal for the player to move. */
  isLegal(move: InfiniteMove): boolean {
    return resolveMove(this.s, move).ok;
  }

  /** Whether a royal of `player` (default: the player to move) is attacked (the name `Position` uses too). */
  isCheck(player: InfinitePlayer = this.turn): boolean {
    return inCheck(this.s, player);
  }

  /** Whether the player to move has at least one legal move (exact). */
  hasLegalMove(): boolean {
    return hasLegalMove(this.s);
  }

  /** Checkmate: in check (where checks matter), and no legal move. */
  isCheckmate(): boolean {
    const p = this.turn;
    return checkFilter(this.s, p) && inCheck(this.s, p) && !hasLegalMove(this.s, p);
  }

  /** Stalemate: no legal move and not checkmated. */
  isStalemate(): boolean {
    const p = this.turn;
    if (hasLegalMove(this.s, p)) return false;
    return !(checkFilter(this.s, p) && inCheck(this.s, p));
  }

  /** The finite description of the legal moves of the piece on `from` (leap targets plus slide ranges). */
  legalMoves(from: Square): MoveDescription {
    return describeMoves(this.s, from);
  }

  /** Plays a move in place; throws `InfiniteError` (code `illegal-move`, with `reason`) if it is illegal. */
  play(move: InfiniteMove): this {
    const r = resolveMove(this.s, move);
    if (!r.ok)
      throw new InfiniteError(
        'illegal-move',
        `Illegal move ${squareText(move.from.x, move.from.y)}>${squareText(move.to.x, move.to.y)}: ${r.reason}`,
        0,
        r.reason,
      );
    applyMove(this.s, r.move);
    return this;
  }

  /**
   * The outcome now, or `undefined` while the game goes on: after a move, the win conditions of §6.10 in order,
   * then checkmate / stalemate and the move rule.
   */
  outcome(): InfiniteOutcome | undefined {
    return outcomeOf(this.s);
  }

  /** An independent copy. */
  clone(): InfinitePosition {
    const s = this.s;
    const copy: State = {
      ...s,
      board: s.board.clone(),
      ep: s.ep ? { ...s.ep } : undefined,
      history: new Map(s.history),
    };
    delete copy.vicinity;
    return new InfinitePosition(copy);
  }
}
