/**
 * Loading a chess `Setup` into a `ChessState` with the checks of `Position.fromSetup` for standard chess (the
 * same `PositionError` codes): board size, known pieces, one king a side, no pawn on a back rank, kings not
 * attacking each other, castling partners, the e.p. square, the side not to move not in check.
 */
import { PositionError } from '../errors/errors.js';
import type { Setup } from '../setup.js';
import { chessAttacked, chessInCheck } from './engine.js';
import { KING, PAWN, ROOK } from './numbers.js';
import { type ChessState, chessSquare, put } from './state.js';

const fail = (code: ConstructorParameters<typeof PositionError>[0], message: string): never => {
  throw new PositionError(code, message);
};

/** Loads `setup` into the empty state `st`. Throws `PositionError`. */
export function loadChessSetup(st: ChessState, setup: Setup): void {
  const c = st.c;
  if (setup.files !== 8 || setup.ranks !== 8)
    fail('board-size', `setup is ${setup.files}x${setup.ranks}, variant is 8x8`);
  const kings = [0, 0];
  for (let s = 0; s < 64; s++) {
    const p = setup.board[s];
    if (!p) continue;
    const t = c.typeById.get(p.type);
    if (t === undefined) fail('unknown-piece', `unknown piece ${p.type} on ${c.squareNames[s]}`);
    const side = p.color === 'white' ? 0 : 1;
    if (t === KING) kings[side]!++;
    put(st, s, (t! << 2) | side);
  }
  if (st.pcount[0]! + st.pcount[1]! === 0) fail('empty-board', 'the board is empty');
  st.side = setup.turn === 'white' ? 0 : 1;
  st.halfmoves = setup.halfmoves;
  st.fullmoves = setup.fullmoves;
  for (let side = 0; side < 2; side++) {
    if (kings[side] === 0) fail('missing-royal', `${side ? 'black' : 'white'} has no king`);
  }
  if (kings[0]! > 1 || kings[1]! > 1) fail('too-many-royals', 'more than one king per side');
  for (let s = 0; s < 64; s++) {
    if (st.board[s]! >> 2 === PAWN && (s < 8 || s >= 56))
      fail('pawns-on-back-rank', `pawn on ${c.squareNames[s]}`);
  }
  const wk = st.royalSq[0]!;
  const bk = st.royalSq[1]!;
  if (chessAttacked(st, bk, 0) && chessAttacked(st, wk, 1)) {
    const adjacent = Math.abs((wk & 7) - (bk & 7)) <= 1 && Math.abs((wk >> 3) - (bk >> 3)) <= 1;
    fail(adjacent ? 'royals-adjacent' : 'opposite-check', 'the royals attack each other');
  }
  for (const name of setup.castling) loadPartner(st, name);
  if (setup.epSquare !== undefined) loadEp(st, setup.epSquare);
  const them = st.side ^ 1;
  if (chessInCheck(st, them))
    fail('opposite-check', `${them ? 'black' : 'white'} is in check but not to move`);
}

/** Adds the castling option of the rook on square `name` (a king on the same back rank castles with it). */
function loadPartner(st: ChessState, name: string): void {
  const r = chessSquare(name);
  if (r === undefined) fail('bad-castling', `bad castling square ${name}`);
  const code = st.board[r!]!;
  if (code >> 2 !== ROOK) fail('bad-castling', `no castling partner on ${name}`);
  const side = code & 1;
  const rank = r! >> 3;
  if (rank !== (side === 0 ? 0 : 7)) fail('bad-castling', `castling partner ${name} not on the back rank`);
  let kingFrom = -1;
  for (let s = rank * 8; s < rank * 8 + 8; s++) if (st.board[s] === ((KING << 2) | side)) kingFrom = s;
  if (kingFrom < 0) fail('bad-castling', `no king on the back rank for ${name}`);
  const long = r! < kingFrom;
  if (st.castles.some((o) => o.side === side && o.long === long)) {
    fail('bad-castling', `two castling partners on one side (${name})`);
  }
  const kingTo = rank * 8 + (long ? 2 : 6);
  const rookTo = rank * 8 + (long ? 3 : 5);
  const lo = Math.min(kingFrom, kingTo, r!, rookTo);
  const hi = Math.max(kingFrom, kingTo, r!, rookTo);
  const empty: number[] = [];
  for (let s = lo; s <= hi; s++) if (s !== kingFrom && s !== r) empty.push(s);
  const safe: number[] = [];
  for (let s = Math.min(kingFrom, kingTo); s <= Math.max(kingFrom, kingTo); s++) safe.push(s);
  const i = st.castles.length;
  st.castles.push({ side, long, kingFrom, kingTo, rookFrom: r!, rookTo, empty, safe });
  st.rights |= 1 << i;
  st.castleClear[kingFrom] = st.castleClear[kingFrom]! | (1 << i);
  st.castleClear[r!] = st.castleClear[r!]! | (1 << i);
}

/** Accepts an e.p. square only behind a pawn of the side that just moved that stands on its double-step square. */
function loadEp(st: ChessState, name: string): void {
  const e = chessSquare(name);
  const bad = () => fail('bad-en-passant', `no double step passed over ${name}`);
  if (e === undefined) fail('bad-en-passant', `bad en-passant square ${name}`);
  const them = st.side ^ 1;
  const dy = them === 0 ? 8 : -8;
  const victim = e! + dy;
  const origin = e! - dy;
  if (e! >> 3 !== (them === 0 ? 2 : 5) || st.board[e!] !== 0 || st.board[origin] !== 0) bad();
  if (st.board[victim] !== ((PAWN << 2) | them)) bad();
  st.ep = e!;
  st.epVictim = victim;
}
