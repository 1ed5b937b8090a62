/**
 * The legal moves of one piece kind to one square, through `@x/core/engine` (encoded moves, filtered before
 * anything is decoded): what every reader and writer needs to match or disambiguate a move, without decoding
 * the position's whole move list.
 */
import { type Move, parseSquareName, type VariantDefinition, type BasePosition } from '@x/core';
import { createMoveBuffer, generateMovesFrom, generateMovesTo, moveTarget } from '@x/core/engine';

/** Move buffers, one per position (the engine writes the candidates there). */
const buffers = new WeakMap<BasePosition, Int32Array>();
/** Piece type numbers (1 + index in `pieces`) by piece id, per variant. */
const typeNumbers = new WeakMap<VariantDefinition, Map<string, number>>();

function typeNumber(variant: VariantDefinition, piece: string): number {
  let numbers = typeNumbers.get(variant);
  if (numbers === undefined) {
    numbers = new Map(variant.pieces.map((p, i) => [p.id, i + 1]));
    typeNumbers.set(variant, numbers);
  }
  return numbers.get(piece) ?? 0;
}

/** The legal moves of `position` (drops included) of piece `piece` to square `to` (`@x/core` names), decoded. */
export function movesTo(position: BasePosition, to: string, piece: string): Move[] {
  const { variant } = position;
  const type = typeNumber(variant, piece);
  const square = parseSquareName(to, variant.board.files, variant.board.ranks);
  if (type === 0 || square === undefined) return [];
  const buffer = bufferOf(position);
  const n = generateMovesTo(position as EnginePosition, square, type, buffer);
  const out: Move[] = [];
  for (let i = 0; i < n; i++) out.push(position.decodeMove(buffer[i]!));
  return out;
}

type EnginePosition = Parameters<typeof generateMovesTo>[0];

function bufferOf(position: BasePosition): Int32Array {
  let buffer = buffers.get(position);
  if (buffer === undefined) {
    buffer = createMoveBuffer();
    buffers.set(position, buffer);
  }
  return buffer;
}

/**
 * The legal moves of `position` of the piece on `from` to `to` (`@x/core` names), decoded: only that piece's
 * moves are generated, the cheapest check of a move whose origin is known.
 */
export function movesFromTo(position: BasePosition, from: string, to: string): Move[] {
  const { files, ranks } = position.variant.board;
  const origin = parseSquareName(from, files, ranks);
  const target = parseSquareName(to, files, ranks);
  if (origin === undefined || target === undefined) return [];
  const buffer = bufferOf(position);
  const n = generateMovesFrom(position as EnginePosition, origin, buffer);
  const out: Move[] = [];
  for (let i = 0; i < n; i++) {
    const m = buffer[i]!;
    if (moveTarget(m) === target) out.push(position.decodeMove(m));
  }
  return out;
}
