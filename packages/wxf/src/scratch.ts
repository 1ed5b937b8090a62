/** Move buffers kept per position (in a `WeakMap`), so that reading a move allocates none. */
import type { BasePosition } from '@x/core';
import { createMoveBuffer } from '@x/core/engine';

const buffers = new WeakMap<BasePosition, Int32Array[]>();

/**
 * A move buffer of `pos` for one use at a time: `slot` 0 for a list of legal moves, 1 for work done while that
 * list is read (disambiguation, check marks).
 */
export function moveBuffer(pos: BasePosition, slot: 0 | 1): Int32Array {
  let list = buffers.get(pos);
  if (list === undefined) {
    list = [createMoveBuffer(), createMoveBuffer()];
    buffers.set(pos, list);
  }
  return list[slot]!;
}
