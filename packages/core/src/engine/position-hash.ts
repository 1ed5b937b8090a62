/**
 * A 64-bit hash of a position, as two 32-bit halves: what `key()` identifies (board, side to move, castling rights,
 * a legal e.p. square, hands, checks remaining, the played parts of a turn) without writing its text. The first
 * half starts from the board's Zobrist hash that `make`/`unmake` keep incrementally (`board.ts`, `chess/state.ts`);
 * the second from a hash of the board read square by square with other keys (a mix function, not the Zobrist
 * table), so the halves are independent. Neither engine computes anything more per move: perft is unchanged.
 */
import { type BasePosition, STATE } from '../position-base.js';
import type { SharedState } from './state/shared-state.js';

/** murmur3's 32-bit finaliser: every input bit flips about half of the output bits. */
function mix(x: number): number {
  let h = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * `mix` of the board's square terms (`code * size + s`), memoised: the same numbers, read from a table filled on
 * first use (a square term is never 0, and `mix` is 0 only at 0), up to `MIX_TABLE` terms; beyond, computed.
 */
const MIX_TABLE = 1 << 16;
let mixed = new Int32Array(1024);

function mixTerm(x: number): number {
  if (x < 0 || x >= mixed.length) {
    if (x < 0 || x >= MIX_TABLE) return mix(x);
    const grown = new Int32Array(Math.min(MIX_TABLE, 2 ** Math.ceil(Math.log2(x + 1))));
    grown.set(mixed);
    mixed = grown;
  }
  let h = mixed[x]!;
  if (h === 0) {
    h = mix(x);
    mixed[x] = h;
  }
  return h;
}

/** Tags of the fields beyond the board, added to their values before mixing. */
const SIDE = 0x1000_0000;
const CASTLE = 0x2000_0000;
const EP = 0x3000_0000;
const HAND = 0x4000_0000;
const CHECKS = 0x5000_0000;
const TURN = 0x6000_0000;

/**
 * Writes a 64-bit hash of `pos` into `out[0]` and `out[1]` (two signed 32-bit halves): positions with the same
 * `key()` (board, side to move, castling rights, a legal e.p. square, hands, checks remaining, the turn's played
 * parts) have the same hash, and two different ones collide with a chance of about 2^-64. The variant is not
 * hashed: mix it in to tell positions of several variants apart. Costs a pass over the board, not the text of
 * `key()` (a transposition table, an opening index).
 *
 * @example
 * const a = Position.fromFen(START).play('g1f3').play('g8f6').play('b1c3');
 * const b = Position.fromFen(START).play('b1c3').play('g8f6').play('g1f3');
 * const ha = new Int32Array(2), hb = new Int32Array(2);
 * positionHash(a, ha); positionHash(b, hb); // ha and hb are equal: the same position
 */
export function positionHash(pos: BasePosition, out: Int32Array): void {
  const st = pos[STATE] as SharedState & { hash: number; turnDone?: number; turnLost?: number };
  const board = st.board;
  const size = st.c.size;
  let hi = st.hash;
  let lo = 0;
  for (let s = 0; s < size; s++) {
    const code = board[s]!;
    if (code !== 0) lo ^= mixTerm(code * size + s);
  }
  let extra = st.side === 0 ? 0 : mix(SIDE);
  const castles = st.castles;
  for (let i = 0; i < castles.length; i++) {
    const o = castles[i]!;
    if ((st.rights >> i) & 1) extra ^= mix(CASTLE + o.rookFrom * 4096 + o.kingTo);
  }
  // the e.p. square only when a capture there is legal (`legalEpSquare` generates the moves: rare, after a double step)
  if (st.ep >= 0 && pos.legalEpSquare() !== undefined) extra ^= mix(EP + st.ep);
  const hands = pos.variant.drops ? st.hands : undefined;
  if (hands)
    for (let i = 0; i < hands.length; i++) if (hands[i] !== 0) extra ^= mix(HAND + i * 65_536 + hands[i]!);
  const checks = pos.variant.end?.checks ? st.checksRemaining : undefined;
  if (checks) extra ^= mix(CHECKS + checks[0]!) ^ mix(CHECKS + 4096 + checks[1]!);
  if (pos.variant.turns) extra ^= mix(TURN + st.turnDone!) ^ mix(TURN + 4096 + st.turnLost!);
  hi ^= extra;
  lo ^= mix(extra ^ 0x5bd1e995);
  out[0] = hi;
  out[1] = lo;
}
