/**
 * Seeded random games played by Fairy-Stockfish (ffish) and `@x/core` side by side, for the
 * cross-check: FSF picks each move from its legal list; we play the same move (by UCI text) in our
 * position. Gives mid-game positions (perft-compared) and end positions (outcome-compared), and counts
 * where the two legal move lists disagreed on the way.
 */
import { perft, type BasePosition } from '@x/core';
import type { FixtureEnd, FsfEndKind } from '../fsf-crosscheck-compare.js';
import type { FfishBoard } from './ffish.js';
import { ffishPerft } from './ffish.js';

/** The ffish board methods the walk needs beyond `FfishBoard`. */
export interface WalkBoard extends FfishBoard {
  result(claimDraw?: boolean): string;
  isCheck(): boolean;
  isInsufficientMaterial(): boolean;
  isGameOver(claimDraw?: boolean): boolean;
  isCapture(uci: string): boolean;
}

/**
 * Our UCI text normalised to FSF's: a promotion to a `+`-prefixed (shogi-style) piece is written `+`
 * alone by FSF (`h8c3+`), with the promoted letter by us (`h8c3+b`).
 */
export function fsfUci(ours: string): string {
  const plus = ours.indexOf('+');
  return plus > 0 && !ours.includes('@') ? ours.slice(0, plus + 1) : ours;
}

/**
 * Our legal moves keyed by their FSF UCI text (`is960`: castling as king takes own rook, FSF's
 * Chess960 form; we replay it by that text too).
 */
export function ourMoves(pos: BasePosition, is960 = false): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of pos.legalMoves()) {
    if (is960 && m.castle) {
      const u = `${m.from}${m.rookFrom}`;
      out.set(u, u);
    } else {
      const u = pos.uci(m);
      out.set(fsfUci(u), u);
    }
  }
  return out;
}

/** Where the legal move lists of the two engines differed (first few examples kept). */
export interface Divergence {
  fen: string;
  onlyFsf: string[];
  onlyOurs: string[];
}

/** Compares the two legal move lists of the current position; returns a divergence or undefined. */
export function compareMoves(board: FfishBoard, mine: Map<string, string>): Divergence | undefined {
  const theirs = board.legalMoves().split(' ').filter(Boolean);
  const set = new Set(theirs);
  const onlyFsf = theirs.filter((m) => !mine.has(m));
  const onlyOurs = [...mine.keys()].filter((m) => !set.has(m));
  if (onlyFsf.length === 0 && onlyOurs.length === 0) return undefined;
  return { fen: board.fen(), onlyFsf, onlyOurs };
}

/**
 * Whether a node within `depth` plies (the root included) is over by a claimable or adjudicated
 * rule FSF does not apply in move generation (n-fold repetition, n-move rule, counting, perpetual or
 * chase): there perft keeps counting moves of a finished game, a convention-dependent number.
 */
export function claimableWithin(board: WalkBoard, depth: number): boolean {
  if (board.result(true) !== board.result(false)) return true;
  if (depth === 0) return false;
  for (const m of board.legalMoves().split(' ').filter(Boolean)) {
    board.push(m);
    const hit = claimableWithin(board, depth - 1);
    board.pop();
    if (hit) return true;
  }
  return false;
}

/** The running state of one random game. */
export interface Game {
  readonly board: WalkBoard;
  readonly pos: BasePosition;
  readonly moves: string[];
  readonly is960: boolean;
}

/**
 * Plays one random ply (FSF's choice; with `preferCaptures` a capture with that probability when one
 * exists). Returns false when the move list diverged so that FSF's pick is not ours, recording it.
 */
export function step(
  game: Game,
  random: () => number,
  divergences: Divergence[],
  preferCaptures = 0,
): boolean {
  const mine = ourMoves(game.pos, game.is960);
  const d = compareMoves(game.board, mine);
  if (d) divergences.push(d);
  let list = game.board.legalMoves().split(' ').filter(Boolean);
  if (preferCaptures > 0 && random() < preferCaptures) {
    const captures = list.filter((m) => game.board.isCapture(m));
    if (captures.length > 0) list = captures;
  }
  const pick = list[Math.floor(random() * list.length)]!;
  const ours = mine.get(pick);
  if (ours === undefined) return false;
  game.board.push(pick);
  game.pos.play(ours);
  game.moves.push(ours);
  return true;
}

/** Whether either engine calls the game over (FSF with draw claims). */
export function isOver(game: Game): boolean {
  return game.board.isGameOver(true) || game.pos.outcome() !== undefined;
}

/** FSF's perft 1…3 and ours at 3, for the current position. */
export function counts(game: Game): { nodes: number[]; ours: number } {
  const nodes = [1, 2, 3].map((d) => ffishPerft(game.board, d));
  return { nodes, ours: perft(game.pos, 3) };
}

/** FSF's verdict on the current position. */
export function verdict(game: Game): FixtureEnd {
  const b = game.board;
  const result = b.result(true);
  const legal = b.legalMoves().split(' ').filter(Boolean).length;
  const kind: FsfEndKind =
    result === '*'
      ? 'none'
      : b.result(false) === '*'
        ? 'claim'
        : legal > 0 && b.isInsufficientMaterial()
          ? 'material'
          : 'no-moves';
  return { moves: game.moves.join(' '), fen: b.fen(), result, kind, check: b.isCheck(), legal };
}
