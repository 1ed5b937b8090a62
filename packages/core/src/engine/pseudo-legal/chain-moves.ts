/**
 * Swap chain moves between the engine and the public API (`MoveAtom.swapChain`): decoding a chain into
 * a `Move` with its `path`, UCI text (`d1/g4/g7`, `b1/d3=n/c4`, the mover's promotion as a suffix) and
 * finding the encoded chain of a `Move` or UCI text. Only the generic position uses this module.
 */
import { isChain, type Move } from '../../move.js';
import { moveOrigin } from '../../move-codes.js';
import { chainRecord } from './gen-chain.js';
import { type Decoder, matchMove, uci } from '../state/move-text.js';
import type { SharedState } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** Decodes chain move `m` of the position `st` (throws `PositionError` when it is none). */
export function decodeChain(st: EngineState, m: number): Move {
  const c = st.c;
  const names = c.squareNames;
  const [data, at] = chainRecord(st, m, st.version);
  const len = data[at]!;
  const path: string[] = [];
  const swapPromotions: [string, string][] = [];
  for (let i = 1; i <= len; i++) {
    const s = data[at + 2 * i]!;
    path.push(names[s]!);
    const p = data[at + 2 * i + 1]!;
    if (p) swapPromotions.push([names[s]!, c.types[p]!.id]);
  }
  const promo = data[at + 1]!;
  return {
    from: names[moveOrigin(m)]!,
    to: path[len - 1]!,
    piece: c.types[st.board[moveOrigin(m)]! >> 2]!.id,
    ...(promo ? { promotion: c.types[promo]!.id } : {}),
    fairy: {
      swap: c.types[st.board[data[at + 2]!]! >> 2]!.id,
      path,
      ...(swapPromotions.length > 0 ? { swapPromotions } : {}),
    },
  };
}

/** UCI-style text of a move (`uci`), chains written as their path: `d1/g4/g7`, `b6/b1/d3=n/c4/f7`, `e7/f8q`. */
export function uciText(st: SharedState, move: Move): string {
  const path = move.fairy?.path;
  if (!path) return uci(st, move);
  const c = st.c;
  const symbol = (id: string) => c.symbols.pieceSymbol[c.stride + c.typeById.get(id)!]!;
  let text = move.from!;
  for (const s of path) {
    text += `/${s}`;
    const p = move.fairy?.swapPromotions?.find(([at]) => at === s);
    if (p) text += `=${symbol(p[1])}`;
  }
  return move.promotion ? text + symbol(move.promotion) : text;
}

/** A chain `Move`'s identity beyond from/to: its path with the promotions. */
function chainKey(st: SharedState, move: Move): string {
  return move.fairy?.path ? uciText(st, move) : '';
}

/**
 * `findMove` in a variant with swap chains among the legal moves `buf[0, n)`: a chain matches by its
 * UCI text or its `path` (and promotions); anything else is matched among the other moves.
 */
export function matchWithChains(
  st: EngineState,
  move: Move | string,
  buf: Int32Array,
  n: number,
  decode: Decoder<EngineState>,
): number | undefined {
  const others = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = buf[i]!;
    if (!isChain(m)) {
      others[k++] = m;
      continue;
    }
    const d = decode(st, m);
    if (
      typeof move === 'string'
        ? uciText(st, d) === move
        : d.from === move.from && chainKey(st, d) === chainKey(st, move)
    )
      return m;
  }
  return typeof move === 'string' || !move.fairy?.path ? matchMove(st, move, others, k, decode) : undefined;
}
