/**
 * The model of a position of a finite board (`@x/core` `Position`): its board with holes and vanished squares,
 * walls, promoted pieces, hands, and Alice chess's two boards.
 */
import { type BasePosition, parseSquareName, type Setup, squareName, type VariantDefinition } from '@x/core';
import { moveCode } from './moves.js';
import type { Cell, DiagramModel, DrawnPiece, Grid, HandEntry, Hands } from './model.js';

type PieceType = VariantDefinition['pieces'][number];

/** A grid of `files` × `ranks` with `cells`, named as `@x/core` names squares. */
export function finiteGrid(files: number, ranks: number, cells: readonly Cell[]): Grid {
  return {
    files,
    ranks,
    cells,
    fileNames: Array.from({ length: files }, (_, f) => squareName(f, files).replace(/\d+$/, '')),
    rankNames: Array.from({ length: ranks }, (_, r) => String(r + 1)),
    indexOf: (square) => parseSquareName(square, files, ranks),
  };
}

/** Move codes by piece type and colour, each computed once. */
const codes = new WeakMap<PieceType, Map<string, string>>();

/** The move code of `type` for `color` (`moves.ts`). */
function codeOf(type: PieceType, color: string): string {
  let byColor = codes.get(type);
  if (byColor === undefined) codes.set(type, (byColor = new Map()));
  let code = byColor.get(color);
  if (code === undefined) byColor.set(color, (code = moveCode(type.moves, color)));
  return code;
}

/** The drawn form of a piece of type `id` (a board-B Alice type drawn as its board-A twin). */
export function drawn(
  types: ReadonlyMap<string, PieceType>,
  id: string,
  color: string,
  promoted: boolean,
  variant: VariantDefinition,
): DrawnPiece {
  const walls = variant.walls;
  if (walls && id === walls.piece)
    return { id, color, symbol: '*', promoted: false, wall: walls.rule === 'duck' ? 'duck' : 'block' };
  const type = types.get(id);
  const symbol = (type?.symbol ?? id).toUpperCase();
  return type ? { id, color, symbol, promoted, moves: codeOf(type, color) } : { id, color, symbol, promoted };
}

/** The hands of a setup, pieces in the variant's order, empty entries left out. */
function handsOf(setup: Setup, variant: VariantDefinition, types: ReadonlyMap<string, PieceType>): Hands {
  const side = (color: 'white' | 'black'): HandEntry[] => {
    const hand = setup.hands?.[color] ?? {};
    return variant.pieces
      .filter((p) => (hand[p.id] ?? 0) > 0)
      .map((p) => ({ piece: drawn(types, p.id, color, false, variant), count: hand[p.id]! }));
  };
  return { white: side('white'), black: side('black') };
}

/** The cells of the board: holes of the variant and vanished squares, then the pieces. */
function boardCells(setup: Setup, variant: VariantDefinition): Cell[] {
  const { files, ranks } = setup;
  const cells: Cell[] = new Array(files * ranks).fill(undefined);
  for (const name of [...(variant.board.holes ?? []), ...(setup.vanished ?? [])]) {
    const index = parseSquareName(name, files, ranks);
    if (index !== undefined) cells[index] = 'hole';
  }
  return cells;
}

/** The model of a finite position. */
export function finiteModel(position: BasePosition): DiagramModel {
  const variant = position.variant;
  const setup = position.toSetup();
  const types = new Map(variant.pieces.map((p) => [p.id, p]));
  const twins = variant.alice?.twins;
  const boardA = new Map(Object.entries(twins ?? {}).map(([a, b]) => [b, a]));
  const main = boardCells(setup, variant);
  const other = twins ? boardCells(setup, variant) : undefined;
  const royals: string[] = [];
  setup.board.forEach((p, i) => {
    if (!p) return;
    if (types.get(p.type)?.royal && p.color === setup.turn) royals.push(squareName(i, setup.files));
    const twinOf = boardA.get(p.type);
    const target = twinOf !== undefined && other ? other : main;
    target[i] = drawn(types, twinOf ?? p.type, p.color, p.promoted === true, variant);
  });
  const grids = [finiteGrid(setup.files, setup.ranks, main)];
  if (other) grids.push(finiteGrid(setup.files, setup.ranks, other));
  const hasHands = setup.hands !== undefined || variant.drops !== undefined;
  return {
    grids,
    ...(hasHands ? { hands: handsOf(setup, variant, types) } : {}),
    turn: setup.turn,
    royals,
  };
}
