import { parseSquareName, type Setup, type VariantDefinition } from '@x/core';
import type { BoardModel, Cell, DrawnPiece, HandEntry } from './boardModel';

/** The letters of a piece type of a core variant, in a colour (white upper case, black its black symbol). */
export function coreLabel(variant: VariantDefinition, id: string, color: 'white' | 'black'): string {
  const type = variant.pieces.find((p) => p.id === id);
  if (!type) return '?';
  return color === 'white' ? type.symbol : (type.blackSymbol ?? type.symbol.toLowerCase());
}

/** Draws a core setup of a variant: pieces by their FEN symbols, walls, holes, hands. */
export function setupModel(setup: Setup, variant: VariantDefinition): BoardModel {
  const { files, ranks } = setup;
  const cells: Cell[] = new Array(files * ranks).fill(null);
  for (const hole of variant.board.holes ?? []) {
    const index = parseSquareName(hole, files, ranks);
    if (index !== undefined) cells[index] = 'hole';
  }
  const walls = variant.walls;
  setup.board.forEach((p, i) => {
    if (p && p.type === walls?.piece)
      cells[i] = { label: '*', color: p.color, id: p.type, wall: walls.rule === 'duck' ? 'duck' : 'block' };
    else if (p)
      cells[i] = {
        label: coreLabel(variant, p.type, p.color) + (p.promoted ? '~' : ''),
        color: p.color,
        id: p.type,
      };
  });
  const hand = (color: 'white' | 'black'): HandEntry[] =>
    Object.entries(setup.hands?.[color] ?? {})
      .filter(([, n]) => n > 0)
      .map(([id, count]) => ({
        piece: { label: coreLabel(variant, id, color), color, id } satisfies DrawnPiece,
        count,
      }));
  const hasHands = setup.hands !== undefined || variant.drops !== undefined;
  return hasHands
    ? { files, ranks, cells, hands: { white: hand('white'), black: hand('black') } }
    : { files, ranks, cells };
}
