import { type FeenPosition, stringifyPiece } from '@x/feen';
import type { BoardModel, Cell, HandEntry } from './boardModel';

/**
 * Draws a FEEN position: one board per layer (a 1D board is one rank), pieces by their EPIN tokens
 * (`+K^`, `-p`), first player white, second black, hands.
 */
export function feenModels(p: FeenPosition): BoardModel[] {
  const shape = p.shape;
  const files = shape[shape.length - 1] ?? 1;
  const ranks = shape.length >= 2 ? (shape[shape.length - 2] ?? 1) : 1;
  const layers = shape.length === 3 ? (shape[0] ?? 1) : 1;
  const hand = (side: 'first' | 'second'): HandEntry[] =>
    p.hands[side].map((h) => ({
      piece: { label: stringifyPiece(h.piece), color: h.piece.side === 'first' ? 'white' : 'black' },
      count: h.count,
    }));
  const hands = { white: hand('first'), black: hand('second') };
  const models: BoardModel[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const cells: Cell[] = new Array(files * ranks).fill(null);
    for (let row = 0; row < ranks; row++) {
      for (let file = 0; file < files; file++) {
        // writing order: the top rank first, file a first
        const piece = p.squares[layer * ranks * files + row * files + file];
        if (piece) {
          cells[(ranks - 1 - row) * files + file] = {
            label: stringifyPiece(piece),
            color: piece.side === 'first' ? 'white' : 'black',
          };
        }
      }
    }
    models.push(layer === 0 ? { files, ranks, cells, hands } : { files, ranks, cells });
  }
  return models;
}
