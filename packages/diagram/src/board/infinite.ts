/**
 * The model of a position of the unbounded board (`@x/core/infinite`): a window of it, named by ICN coordinates
 * (`x,y`), obstacles drawn as blocks and voids as holes.
 */
import type { InfinitePieceSetup, InfinitePosition } from '@x/core/infinite';
import { MAX_BOARD_SIZE } from '@x/core/variant';
import { DiagramError } from '../errors.js';
import type { Cell, DiagramModel, DrawnPiece } from './model.js';

/** The rectangle of the unbounded board a diagram shows: its lower-left square and its size in squares. */
export interface BoardWindow {
  readonly left: number | bigint;
  readonly bottom: number | bigint;
  readonly files: number;
  readonly ranks: number;
}

/** The largest default window: a position spread wider is shown around the middle of its pieces. */
const DEFAULT_SPAN = 16;

/** ICN's letters of the piece types not written with their first two letters (white's, upper case). */
const ICN_LETTERS: ReadonlyMap<string, string> = new Map([
  ['king', 'K'],
  ['queen', 'Q'],
  ['rook', 'R'],
  ['bishop', 'B'],
  ['knight', 'N'],
  ['pawn', 'P'],
  ['royalQueen', 'RQ'],
  ['royalCentaur', 'RC'],
  ['knightrider', 'NR'],
]);

/** The letters ICN writes a piece type with: `hawk` HA, `rose` RO, `royalQueen` RQ. */
export const icnLetters = (type: string): string => ICN_LETTERS.get(type) ?? type.slice(0, 2).toUpperCase();

/** The middle value of a sorted list. */
const median = (xs: readonly bigint[]): bigint => xs[Math.floor(xs.length / 2)] ?? 0n;

/** The default window: the pieces' bounding box and one square around it, at most `DEFAULT_SPAN` squares a side. */
export function defaultWindow(pieces: readonly InfinitePieceSetup[]): BoardWindow {
  const xs = pieces.map((p) => p.x).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ys = pieces.map((p) => p.y).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const span = (sorted: readonly bigint[]): [bigint, number] => {
    if (sorted.length === 0) return [1n, 8];
    const low = sorted[0]! - 1n;
    const size = sorted[sorted.length - 1]! + 1n - low + 1n;
    if (size <= BigInt(DEFAULT_SPAN)) return [low, Number(size)];
    return [median(sorted) - BigInt(DEFAULT_SPAN / 2), DEFAULT_SPAN];
  };
  const [left, files] = span(xs);
  const [bottom, ranks] = span(ys);
  return { left, bottom, files, ranks };
}

/** A window checked: whole numbers, 1 to `MAX_BOARD_SIZE` squares a side. */
function checkedWindow(window: BoardWindow): { left: bigint; bottom: bigint; files: number; ranks: number } {
  const whole = (v: number | bigint) => typeof v === 'bigint' || Number.isSafeInteger(v);
  const { left, bottom, files, ranks } = window;
  if (
    !whole(left) ||
    !whole(bottom) ||
    !Number.isInteger(files) ||
    !Number.isInteger(ranks) ||
    files < 1 ||
    ranks < 1
  )
    throw new DiagramError(
      'invalid-option',
      'window: left and bottom must be integers, files and ranks positive',
    );
  if (files > MAX_BOARD_SIZE || ranks > MAX_BOARD_SIZE)
    throw new DiagramError(
      'board-too-large',
      `window: at most ${MAX_BOARD_SIZE} × ${MAX_BOARD_SIZE} squares (${files} × ${ranks} asked)`,
    );
  return { left: BigInt(left), bottom: BigInt(bottom), files, ranks };
}

/** The model of a window of an unbounded position (`window`: default, around its pieces). */
export function infiniteModel(position: InfinitePosition, window?: BoardWindow): DiagramModel {
  const pieces = position.pieces();
  const { left, bottom, files, ranks } = checkedWindow(window ?? defaultWindow(pieces));
  const cells: Cell[] = new Array(files * ranks).fill(undefined);
  const royals: string[] = [];
  for (const p of pieces) {
    const file = p.x - left;
    const rank = p.y - bottom;
    if (file < 0n || rank < 0n || file >= BigInt(files) || rank >= BigInt(ranks)) continue;
    const index = Number(rank) * files + Number(file);
    if (p.type === 'void') cells[index] = 'hole';
    else if (p.type === 'obstacle')
      cells[index] = { id: 'obstacle', color: p.player, symbol: '*', promoted: false, wall: 'block' };
    else {
      const piece: DrawnPiece = {
        id: p.type,
        color: p.player,
        symbol: icnLetters(p.type),
        promoted: false,
      };
      cells[index] = piece;
      if (/^(king|royal)/.test(p.type) && p.player === position.turn) royals.push(`${p.x},${p.y}`);
    }
  }
  const fileNames = Array.from({ length: files }, (_, f) => String(left + BigInt(f)));
  const rankNames = Array.from({ length: ranks }, (_, r) => String(bottom + BigInt(r)));
  // a name longer than the window's longest pair is off it (ICN writes no leading zeros): read in linear time
  const longest =
    Math.max(...fileNames.map((n) => n.length)) + Math.max(...rankNames.map((n) => n.length)) + 1;
  const indexOf = (square: string): number | undefined => {
    if (square.length > longest) return undefined;
    const match = /^(-?\d+),(-?\d+)$/.exec(square);
    if (!match) return undefined;
    const file = BigInt(match[1]!) - left;
    const rank = BigInt(match[2]!) - bottom;
    if (file < 0n || rank < 0n || file >= BigInt(files) || rank >= BigInt(ranks)) return undefined;
    return Number(rank) * files + Number(file);
  };
  return { grids: [{ files, ranks, cells, fileNames, rankNames, indexOf }], turn: position.turn, royals };
}
