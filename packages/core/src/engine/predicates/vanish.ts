/**
 * `VariantDefinition.vanishing` (Cheshire Cat chess): the squares a move leaves empty vanish; nothing
 * stops on them again, and pieces pass over them (they stay empty on the board).
 */
import type { Setup } from '../../setup.js';
import { KIND_CASTLE, KIND_DROP } from '../../move-codes.js';
import { castleOf } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** After `make` of move m: the squares it left empty vanish (the king's and partner's for castling). */
export function vanish(st: EngineState, gone: Uint8Array, m: number, kind: number): void {
  if (kind === KIND_DROP) return;
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    if (st.board[o.kingFrom] === 0) gone[o.kingFrom] = 1;
    if (st.board[o.rookFrom] === 0) gone[o.rookFrom] = 1;
  } else {
    const from = m & 0xfff;
    if (st.board[from] === 0) gone[from] = 1;
  }
}

/**
 * Before `unmake` of move m: its origin squares come back (a piece stood on each, and no piece ever
 * stands on a vanished square, so they were not vanished before the move).
 */
export function unvanish(st: EngineState, gone: Uint8Array, m: number, kind: number): void {
  if (kind === KIND_DROP) return;
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    gone[o.kingFrom] = 0;
    gone[o.rookFrom] = 0;
  } else gone[m & 0xfff] = 0;
}

/** Whether move m (of kind `kind`) would end on a vanished square. */
export function endsOnVanished(st: EngineState, gone: Uint8Array, m: number, kind: number): boolean {
  if (kind !== KIND_CASTLE) return gone[(m >>> 12) & 0xfff] === 1;
  const o = castleOf(st, m);
  return gone[o.kingTo] === 1 || gone[o.rookTo] === 1;
}

/** Loads `setup.vanished` (a vanished square must be empty and on the board). */
export function loadVanished(st: EngineState, setup: Setup): string | undefined {
  const gone = st.gone;
  if (!gone) return setup.vanished?.length ? 'the variant has no vanishing squares' : undefined;
  gone.fill(0);
  const c = st.c;
  for (const name of setup.vanished ?? []) {
    const s = c.squareNames.indexOf(name);
    if (s < 0 || !c.onBoard[s]) return `vanished square ${name} is not on the board`;
    if (st.board[s] !== 0) return `a piece stands on the vanished square ${name}`;
    gone[s] = 1;
  }
  return undefined;
}

/** The vanished squares (names), for `Setup.vanished`. */
export function vanishedSquares(st: EngineState): string[] {
  const out: string[] = [];
  const gone = st.gone;
  if (gone) for (let s = 0; s < gone.length; s++) if (gone[s]) out.push(st.c.squareNames[s]!);
  return out;
}
