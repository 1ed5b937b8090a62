/**
 * An exact-position query (a full 8×8 board as a sub-fen, with its material) answered by the index's key section:
 * the 64-bit keys its positions can have (`ChessReplay`'s two words) are looked up — a game matches when an entry
 * of its has both words of one of them. Games of other variants and other starts than chess's are not keyed: they
 * are always replayed.
 */
import { ChessPosition } from '@x/core/chess';
import { castleTerms, ChessReplay, epTerms, type KeyWords } from '../database/chess-replay.js';
import type { ReadCondition } from './condition.js';

/**
 * The keys a position must have to meet `condition` when it asks for one exact chess board — one full 8×8 sub-fen,
 * no hand, and materials that count exactly its pieces — every side to move it allows, castling rights its kings
 * and rooks allow, and e.p. squares; undefined for any other condition (it is answered by replay).
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
 * The e.p. squares that can be legal with `stm` to move: behind a pawn of the other side on its fourth rank, with
 * a pawn of `stm` beside it (any other e.p. square is not in the key).
 */
function epSquares(at: (square: string) => string | undefined, stm: number): string[] {
  const [rank, behind, theirs, ours] = stm === 0 ? ['5', '6', 'p', 'P'] : ['4', '3', 'P', 'p'];
  const files = 'abcdefgh';
  return [...files]
    .filter((f, i) => {
      if (at(f + rank) !== theirs) return false;
      return (i > 0 && at(files[i - 1] + rank) === ours) || (i < 7 && at(files[i + 1] + rank) === ours);
    })
    .map((f) => f + behind);
}

/** Keys of the chess positions with `board` (64 squares from a8, `.` empty) and a side to move `stm` (either). */
function boardKeys(board: readonly string[], stm: number | undefined): KeyWords[] | undefined {
  const at = (square: string) => board[(8 - Number(square[1])) * 8 + square.charCodeAt(0) - 97];
  const index = (square: string) => (Number(square[1]) - 1) * 8 + square.charCodeAt(0) - 97;
  const rights = [
    ['K', 'e1', 'h1'],
    ['Q', 'e1', 'a1'],
    ['k', 'e8', 'h8'],
    ['q', 'e8', 'a8'],
  ]
    .filter(([right, king, rook]) => {
      const white = right === right!.toUpperCase();
      return at(king!) === (white ? 'K' : 'k') && at(rook!) === (white ? 'R' : 'r');
    })
    .map(([, king, rook]) => castleTerms(index(king!), index(rook!)));
  const placement = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((r) =>
      board
        .slice(r * 8, r * 8 + 8)
        .join('')
        .replace(/\.+/g, (run) => String(run.length)),
    )
    .join('/');
  const keys = new Map<string, KeyWords>();
  const add = (key: number, check: number) => keys.set(`${key} ${check}`, [key, check]);
  for (const side of stm === undefined ? [0, 1] : [stm]) {
    let replay: ChessReplay;
    try {
      replay = ChessReplay.of(ChessPosition.fromFen(`${placement} ${side === 0 ? 'w' : 'b'} - - 0 1`))!;
    } catch {
      continue;
    }
    for (let subset = 0; subset < 1 << rights.length; subset++) {
      let [key, check] = [replay.key(), replay.check()];
      rights.forEach(([k, c], i) => {
        if ((subset >> i) & 1) [key, check] = [key ^ k, check ^ c];
      });
      add(key, check);
      for (const ep of epSquares(at, side)) {
        const [k, c] = epTerms(ep.charCodeAt(0) - 97);
        add(key ^ k, check ^ c);
      }
    }
  }
  return keys.size > 0 ? [...keys.values()] : undefined;
}
