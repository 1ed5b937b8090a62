/**
 * An exact-position query (a full 8×8 board as a sub-fen, with its material) answered by the index's key section:
 * the 64-bit keys of its board with each side to move it allows (`ChessReplay`'s two words) are looked up in the key
 * table — a game in a key's list matches at its ply there; a key not in the table is of one keyed game at most,
 * found by a scan. Games of other variants and other starts than chess's are not keyed: they are always replayed.
 */
import { ChessPosition } from '@x/core/chess';
import { ChessReplay, type KeyWords } from '../database/chess-replay.js';
import type { ReadCondition } from './condition.js';

/**
 * The keys a position must have to meet `condition` when it asks for one exact chess board — one full 8×8 sub-fen,
 * no hand, and materials that count exactly its pieces — one a side to move it allows; undefined for any other
 * condition (it is answered by replay).
 */
export function exactKeys(condition: ReadCondition): KeyWords[] | undefined {
  if (!keysOf.has(condition)) keysOf.set(condition, readExactKeys(condition));
  return keysOf.get(condition);
}

/** The keys of the conditions asked so far (a plan's conditions are read once). */
const keysOf = new WeakMap<ReadCondition, KeyWords[] | undefined>();

function readExactKeys(condition: ReadCondition): KeyWords[] | undefined {
  const { subFens, materials } = condition;
  if (subFens?.length !== 1 || materials === undefined || subFens[0]!.hand.length > 0) return undefined;
  const ranks = subFens[0]!.ranks;
  if (ranks.length !== 8) return undefined;
  const board: string[] = [];
  for (const rank of ranks) {
    let width = 0;
    for (const t of rank) width += typeof t === 'number' ? t : t.length === 1 ? 1 : 99;
    if (width !== 8) return undefined;
    for (const t of rank) {
      if (typeof t === 'number') board.push(...'.'.repeat(t));
      else board.push(t);
    }
  }
  const letters = (upper: boolean) =>
    board
      .filter((c) => c !== '.' && (c === c.toUpperCase()) === upper)
      .map((c) => c.toUpperCase())
      .sort()
      .join('');
  const sorted = (s: string) => [...s.toUpperCase()].sort().join('');
  const white = letters(true);
  const black = letters(false);
  if (!materials.every((m) => sorted(m.white) === white && sorted(m.black) === black)) return undefined;
  return boardKeys(board, condition.stm);
}

/**
 * Keys of the chess positions with `board` (64 squares from a8, `.` empty) and a side to move `stm` (either): the
 * key is of the board and the side to move only, as the index keys them.
 */
function boardKeys(board: readonly string[], stm: number | undefined): KeyWords[] | undefined {
  const placement = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((r) =>
      board
        .slice(r * 8, r * 8 + 8)
        .join('')
        .replace(/\.+/g, (run) => String(run.length)),
    )
    .join('/');
  const keys: KeyWords[] = [];
  for (const side of stm === undefined ? [0, 1] : [stm]) {
    let replay: ChessReplay;
    try {
      replay = ChessReplay.of(ChessPosition.fromFen(`${placement} ${side === 0 ? 'w' : 'b'} - - 0 1`))!;
    } catch {
      continue;
    }
    keys.push([replay.key(), replay.check()]);
  }
  return keys.length > 0 ? keys : undefined;
}
