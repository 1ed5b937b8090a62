import { parseSquareName } from '@x/core';
import { type SjaakPosition, type SjaakVariant, usesHoldings } from '@x/sjaak-variants';
import type { BoardModel, Cell, HandEntry } from '../board/boardModel';

/**
 * The id a board draws a SjaakII piece by: its name in lower case (`Knight` → `knight`, so a standard piece
 * gets its image when its letter is the standard one too), else its index in the variant.
 */
function pieceId(def: SjaakVariant, type: number): string {
  return def.pieces[type]?.name.trim().toLowerCase() || String(type);
}

/** Draws a SjaakII position of a parsed variant: FEN symbols, excluded squares as holes, holdings. */
export function sjaakModel(def: SjaakVariant, position: SjaakPosition): BoardModel {
  const { files, ranks } = position;
  const cells: Cell[] = position.board.map((q) =>
    q ? { label: def.pieces[q.type]?.symbols[q.side] ?? '?', color: q.side, id: pieceId(def, q.type) } : null,
  );
  for (const name of def.excluded) {
    const i = parseSquareName(name, files, ranks);
    if (i !== undefined) cells[i] = 'hole';
  }
  if (!usesHoldings(def)) return { files, ranks, cells };
  const hand = (color: 'white' | 'black'): HandEntry[] =>
    position.holdings[color].flatMap((count, type) => {
      const p = def.pieces[type];
      return count > 0 && p
        ? [{ piece: { label: p.symbols[color] || p.san || '?', color, id: pieceId(def, type) }, count }]
        : [];
    });
  return { files, ranks, cells, hands: { white: hand('white'), black: hand('black') } };
}
