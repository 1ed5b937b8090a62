/** How a built-in variant on a board of its own (capablanca, makruk, shogi, xiangqi) is declared. */
import type { VariantDefinition, Zone } from '../definition.js';
import { chessZones } from './chess.js';
import { boxZone, rankZone } from './zones.js';

/** Zone builders of one board size: `rankZone`, `boxZone` and `chessZones` with its files and ranks filled in. */
export interface BoardZones {
  /** Whole ranks, given for White as 0-based rank indices and mirrored for Black (`rankZone`). */
  ranks(whiteRanks: readonly number[]): Zone;
  /** The squares of files `fileLo..fileHi` and ranks `rankLo..rankHi` (0-based) for White, mirrored for Black. */
  box(fileLo: number, fileHi: number, rankLo: number, rankHi: number): Zone;
  /** Chess's zones: `promotion` on the last rank, `pawn-start` on the second (`chessZones`). */
  chess(): ReturnType<typeof chessZones>;
}

/**
 * A variant on a `files` × `ranks` board: its `id`, display `name` and `board`, then the rest of the definition,
 * which `rules` builds with zone builders of that board, so that the size is written once.
 */
export function boardVariant(
  id: string,
  name: string,
  files: number,
  ranks: number,
  rules: (zones: BoardZones) => Omit<VariantDefinition, 'id' | 'name' | 'board'>,
): VariantDefinition {
  const zones: BoardZones = {
    ranks: (whiteRanks) => rankZone(files, ranks, whiteRanks),
    box: (fileLo, fileHi, rankLo, rankHi) => boxZone(files, ranks, fileLo, fileHi, rankLo, rankHi),
    chess: () => chessZones(files, ranks),
  };
  return { id, name, board: { files, ranks }, ...rules(zones) };
}
