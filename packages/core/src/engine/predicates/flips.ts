/**
 * Enclosure rules of Fairy-Stockfish's board games (reversi, ataxx, quadwrangle, snort): pieces that change
 * side after a move (`VariantDefinition.flip`), drops legal only where they enclose (`drops.enclose`,
 * `drops.encloseStart`) and the full board that ends the game (`end.fullBoard`). Each is reached through a
 * definition field that other variants leave unset: chess never reaches this module.
 */
import { KIND_LION } from '../../move.js';
import { KIND_DROP } from '../../move-codes.js';
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import { pushRemoved, put, remove } from '../state/board.js';
import type { EngineState } from '../state/state.js';

/** The eight line steps as (file, rank) pairs. */
const LINES = [1, 0, -1, 0, 0, 1, 0, -1, 1, 1, 1, -1, -1, 1, -1, -1] as const;

/** Per compiled variant: 1 on the `drops.encloseStart` squares (`undefined` when there are none). */
const starts = new WeakMap<CompiledVariant, Uint8Array | undefined>();

function startSquares(c: CompiledVariant): Uint8Array | undefined {
  if (!starts.has(c)) {
    const names = c.def.drops?.encloseStart ?? [];
    const mark = names.length > 0 ? new Uint8Array(c.size) : undefined;
    for (const name of names) mark![c.squareNames.indexOf(name)] = 1;
    starts.set(c, mark);
  }
  return starts.get(c);
}

/**
 * `drops.enclose`: marks in `mark` the empty squares where the side to move may drop. While a start square is
 * empty, the empty start squares only.
 */
export function encloseSquares(st: EngineState, mark: Uint8Array): void {
  const c = st.c;
  const start = startSquares(c);
  const b = st.board;
  mark.fill(0);
  if (start) {
    let open = false;
    for (let s = 0; s < c.size; s++) {
      if (start[s] && b[s] === 0 && c.onBoard[s]) {
        mark[s] = 1;
        open = true;
      }
    }
    if (open) return;
  }
  const rule = c.def.drops!.enclose;
  for (let s = 0; s < c.size; s++) {
    if (b[s] !== 0 || !c.onBoard[s]) continue;
    if (
      rule === 'snort'
        ? !besideTheirs(st, s, 4)
        : rule === 'ataxx'
          ? besideOwn(st, s % c.files, Math.floor(s / c.files), st.side)
          : encloses(st, s)
    )
      mark[s] = 1;
  }
}

/** The code's side on square (x, y), or -1 when empty, a hole or off the board. */
function sideAt(st: EngineState, x: number, y: number): number {
  const c = st.c;
  if (x < 0 || y < 0 || x >= c.files || y >= c.ranks) return -1;
  const code = st.board[y * c.files + x]!;
  return code === 0 ? -1 : code & 1;
}

/** Whether a piece of the side not to move stands on one of the first `lines` lines beside `s`. */
function besideTheirs(st: EngineState, s: number, lines: number): boolean {
  const f = s % st.c.files;
  const r = (s - f) / st.c.files;
  for (let i = 0; i < 2 * lines; i += 2)
    if (sideAt(st, f + LINES[i]!, r + LINES[i + 1]!) === (st.side ^ 1)) return true;
  return false;
}

/**
 * Reversi's drop: beside an opponent's piece, and along some line, past opponent's pieces and holes (the engine
 * looks through holes here), an own piece two or more squares away.
 */
function encloses(st: EngineState, s: number): boolean {
  if (!besideTheirs(st, s, 8)) return false;
  const c = st.c;
  const us = st.side;
  const f = s % c.files;
  const r = (s - f) / c.files;
  for (let i = 0; i < 16; i += 2) {
    const dx = LINES[i]!;
    const dy = LINES[i + 1]!;
    let x = f + dx;
    let y = r + dy;
    for (let k = 1; x >= 0 && y >= 0 && x < c.files && y < c.ranks; k++, x += dx, y += dy) {
      const q = y * c.files + x;
      if (!c.onBoard[q]) continue;
      const code = st.board[q]!;
      if (code !== 0 && (code & 1) !== us) continue;
      if (code !== 0 && k >= 2) return true;
      break;
    }
  }
  return false;
}

/** Records flipped square `s` (its code before) on the explosion stack, then turns its piece. */
export function flipOn(st: EngineState, s: number): void {
  const code = st.board[s]!;
  pushRemoved(st, s);
  remove(st, s);
  put(st, s, code ^ 1);
}

/**
 * `flip`, in `make` once the mover (side `us`) stands on `to`: turns the enclosed or neighbouring opponent's
 * pieces, kept on the explosion stack from `st.exStart[ply]` for `unflip`. No flips after a pass.
 */
export function flipAfter(st: EngineState, ply: number, to: number, kind: number, us: number): void {
  st.exStart[ply] = st.exTop;
  if (kind === KIND_LION) return;
  const c = st.c;
  const rule = c.def.flip;
  const f = to % c.files;
  const r = (to - f) / c.files;
  if (rule !== 'reversi') {
    if (rule === 'quadwrangle' && kind === KIND_DROP && !besideOwn(st, f, r, us)) return;
    for (let i = 0; i < 16; i += 2) {
      const x = f + LINES[i]!;
      const y = r + LINES[i + 1]!;
      if (sideAt(st, x, y) === (us ^ 1)) flipOn(st, y * c.files + x);
    }
    return;
  }
  for (let i = 0; i < 16; i += 2) {
    const dx = LINES[i]!;
    const dy = LINES[i + 1]!;
    let k = 1;
    while (sideAt(st, f + k * dx, r + k * dy) === (us ^ 1)) k++;
    if (k < 2 || sideAt(st, f + k * dx, r + k * dy) !== us) continue;
    for (let j = 1; j < k; j++) flipOn(st, (r + j * dy) * c.files + f + j * dx);
  }
}

/** Whether a piece of side `us` stands beside square (f, r). */
function besideOwn(st: EngineState, f: number, r: number, us: number): boolean {
  for (let i = 0; i < 16; i += 2) if (sideAt(st, f + LINES[i]!, r + LINES[i + 1]!) === us) return true;
  return false;
}

/** Takes back the flips of the move made at `ply`. */
export function unflip(st: EngineState, ply: number): void {
  const start = st.exStart[ply]!;
  for (let i = st.exTop - 1; i >= start; i--) {
    const e = st.exData[i]!;
    remove(st, e >>> 16);
    put(st, e >>> 16, e & 0xffff);
  }
  st.exTop = start;
}

/** `end.fullBoard`: whether no square of the board is empty. */
export function boardFull(st: EngineState): boolean {
  const c = st.c;
  for (let s = 0; s < c.size; s++) if (st.board[s] === 0 && c.onBoard[s]) return false;
  return true;
}
