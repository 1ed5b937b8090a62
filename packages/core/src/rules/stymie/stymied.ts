/**
 * The stymie rule's engine hook (`PieceType.rules.stymie`, FBR `stymizer`): rides stop on stymied squares, leaps with
 * intermediate squares from or over them are not played. Only variants with stymizers call this.
 */
import type { EngineState } from '../../engine/state/state.js';

/**
 * The squares on which side `us` moves one step at a time (those the other side's stymizers stymie), or undefined
 * when there are none.
 */
export function stymieZone(st: EngineState, us: number): number[] | undefined {
  const c = st.c;
  const squares = c.rules.stymie!.squares;
  const them = us ^ 1;
  const size = c.size;
  let zone: number[] | undefined;
  for (let i = 0; i < st.pcount[them]!; i++) {
    const f = st.plist[them * size + i]!;
    const list = squares[(them * c.stride + (st.board[f]! >> 2)) * size + f];
    if (list?.length) (zone ??= []).push(...list);
  }
  return zone;
}

/** The length of a ray (squares `rs[start..start+len)` from `from`) cut at the first stymied square, or after one step from a stymied `from`. */
export function stymiedLength(
  zone: readonly number[],
  from: number,
  rs: Int16Array,
  start: number,
  len: number,
): number {
  if (zone.includes(from)) return Math.min(len, 1);
  for (let j = 0; j < len; j++) if (zone.includes(rs[start + j]!)) return j + 1;
  return len;
}
