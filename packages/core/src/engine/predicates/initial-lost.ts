/**
 * `royalInitialLostTo` (Fairy-Stockfish's `cambodianMoves`): a move of a listed piece to a square from which it
 * would attack the enemy royal on an empty board takes away the royal's initial moves (its unmoved mark).
 */
import type { CompiledVariant } from '../../variant/compile/compile.js';
import type { EngineState } from '../state/state.js';

/** Per compiled variant and side: `aims[(side * stride + type) * size * size + to * size + target]`. */
const tables = new WeakMap<CompiledVariant, Uint8Array>();

/** Whether a piece of `type` and `side` on `from` attacks `target` on an empty board (its leaps and rides). */
function aimsAt(c: CompiledVariant, type: number, side: number, from: number, target: number): boolean {
  const files = c.files;
  const fx = from % files;
  const fy = Math.floor(from / files);
  for (const atom of c.types[type]!.moves) {
    if (atom.mode === 'move' || atom.initial || atom.kind === 'hop' || atom.swap) continue;
    for (const [vx, vy] of atom.vectors) {
      const dx = side === 1 && atom.orientation === 'rotate' ? -vx : vx;
      const dy = side === 1 ? -vy : vy;
      const range = atom.kind === 'ride' ? (atom.range ?? Number.POSITIVE_INFINITY) : 1;
      for (let k = 1, x = fx + dx, y = fy + dy; k <= range; k++, x += dx, y += dy) {
        if (x < 0 || x >= files || y < 0 || y >= c.ranks) break;
        if (y * files + x === target) return true;
      }
    }
  }
  return false;
}

function tableOf(c: CompiledVariant): Uint8Array {
  let t = tables.get(c);
  if (!t) {
    const n = c.size;
    t = new Uint8Array(2 * c.stride * n * n);
    for (const id of c.def.royalInitialLostTo ?? []) {
      const type = c.typeById.get(id)!;
      for (let side = 0; side < 2; side++)
        for (let from = 0; from < n; from++)
          for (let target = 0; target < n; target++)
            if (aimsAt(c, type, side, from, target))
              t[((side * c.stride + type) * n + from) * n + target] = 1;
    }
    tables.set(c, t);
  }
  return t;
}

/**
 * After `us` moved the piece `code` (its code before any promotion) to `to`: clears the enemy royal's unmoved mark
 * when the piece aims at it. Returns 4 when it did (the bit `make` keeps for `unmake`), else 0.
 */
export function takeRoyalInitial(st: EngineState, us: number, code: number, to: number): number {
  const royal = st.royalSq[us ^ 1]!;
  if (royal < 0 || !st.unmoved![royal]) return 0;
  const c = st.c;
  const n = c.size;
  if (!tableOf(c)[((us * c.stride + (code >> 2)) * n + to) * n + royal]) return 0;
  st.unmoved![royal] = 0;
  return 4;
}
