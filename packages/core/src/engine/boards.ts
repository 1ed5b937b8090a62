/**
 * Alice chess on several boards (`VariantDefinition.boards.transfer`): the boards lie side by side on the
 * engine board, separated by holes, so the ordinary generator plays each board on its own. A move is
 * generated on its piece's board with the other boards' pieces lifted off ("legal on the board where it is
 * played": a royal of the mover on that board is not attacked after it), then given each target board the
 * transfer rule allows: the destination moves there, to the same square, which must be empty (or hold an
 * enemy non-royal piece a `captureOnArrival` piece takes), and after the transfer no royal of the mover may be
 * attacked. `make` and `unmake` call `boardsTransfer` (`predicates/boards-transfer.ts`) for the part the ordinary move does not do: the capture
 * on the board moved on, the partner's transfer in castling, the e.p. square on the board arrived on.
 */
import { encodeMove, KIND_CASTLE, moveExtra, moveOrigin, moveKind, moveTarget } from '../move-codes.js';
import { TRANSFER_KINGS } from '../rules/boards/compile.js';
import { inCheckSide } from './legality/check.js';
import { generateChecked } from './legality/gen-checked.js';
import { make, unmake } from './pseudo-legal/make.js';
import { buffer, put, remove } from './state/board.js';
import { castleOf } from './state/shared-state.js';
import type { EngineState } from './state/state.js';

/** Takes every piece not on board `x` off the engine board into `st.aliceLifted`; returns how many (`restore` puts them back). */
function liftBoards(st: EngineState, x: number): number {
  const size = st.c.size;
  const boardOf = st.c.rules.boards!.of;
  const lifted = (st.aliceLifted ??= new Int32Array(2 * size));
  let count = 0;
  for (let side = 0; side < 2; side++) {
    for (let i = st.pcount[side]! - 1; i >= 0; i--) {
      const s = st.plist[side * size + i]!;
      if (boardOf[s] === x) continue;
      lifted[count++] = (s << 16) | st.board[s]!;
      remove(st, s);
    }
  }
  return count;
}

/** Puts back the `count` pieces the last `liftBoards` took off. */
function restoreBoards(st: EngineState, count: number): void {
  const lifted = st.aliceLifted!;
  for (let i = count - 1; i >= 0; i--) put(st, lifted[i]! >>> 16, lifted[i]! & 0xffff);
}

/** Per board a bit mask: 1 a piece of the side to move, 2 a royal of White, 4 a royal of Black. */
function boardContents(st: EngineState, marks: Uint8Array): void {
  const c = st.c;
  const boardOf = c.rules.boards!.of;
  marks.fill(0);
  for (let side = 0; side < 2; side++) {
    for (let i = 0; i < st.pcount[side]!; i++) {
      const s = st.plist[side * c.size + i]!;
      const x = boardOf[s]!;
      if (side === st.side) marks[x] = marks[x]! | 1;
      if (c.royal[st.board[s]! >> 2]) marks[x] = marks[x]! | (2 << side);
    }
  }
}

/** Whether a move from board `x` may transfer to board `y` (`marks` from `boardContents`). */
function targetAllowed(st: EngineState, marks: Uint8Array, x: number, y: number): boolean {
  if (x === y) return false;
  if (!(st.c.rules.boards!.transfer & TRANSFER_KINGS)) return true;
  return (marks[x]! & 6) === 6 || (marks[y]! & 6) !== 0;
}

/** Whether the piece `code` may arrive on square `t`: empty, or an enemy non-royal piece it takes on arrival. */
function arrivalFree(st: EngineState, code: number, t: number): boolean {
  const there = st.board[t]!;
  if (there === 0) return true;
  const c = st.c;
  return (
    c.rules.boards!.arrivalCaptures![code >> 2] === 1 && (there & 1) !== (code & 1) && !c.royal[there >> 2]
  );
}

/** The legal moves of a position with board transfers (see the module comment); returns how many. */
export function generateBoards(st: EngineState, out: Int32Array): number {
  const c = st.c;
  const { count, of: boardOf } = c.rules.boards!;
  st.nest++;
  const scratch = buffer(st, st.nest);
  const onBoard = buffer(st, st.nest + 1);
  // The boards' own moves go to a buffer two levels down: the checked generator may use the next level.
  const marks = new Uint8Array(count);
  boardContents(st, marks);
  const { ep, ep2, epVictim, rights } = st;
  let n = 0;
  for (let x = 0; x < count; x++) {
    if (!(marks[x]! & 1)) continue;
    // En passant only by a pawn of the board the double-stepping pawn stands on.
    if (epVictim < 0 || boardOf[epVictim] !== x || (ep >= 0 && st.board[ep] !== 0)) {
      st.ep = -1;
      st.ep2 = -1;
    }
    // Castling only with king and partner both on this board.
    for (let i = 0; i < st.castles.length; i++) {
      const o = st.castles[i]!;
      if (boardOf[o.kingFrom] !== x || boardOf[o.rookFrom] !== x) st.rights &= ~(1 << i);
    }
    const lifted = liftBoards(st, x);
    st.nest += 2;
    const k = generateChecked(st, onBoard);
    st.nest -= 2;
    restoreBoards(st, lifted);
    st.ep = ep;
    st.ep2 = ep2;
    st.rights = rights;
    for (let i = 0; i < k; i++) scratch[n++] = onBoard[i]!;
  }
  let w = 0;
  for (let i = 0; i < n; i++) w = addTransfers(st, out, w, scratch[i]!, marks);
  st.nest--;
  return w;
}

/** Appends to `out` the transfers of the move `m` made on its board that are legal; returns the new count. */
function addTransfers(st: EngineState, out: Int32Array, w: number, m: number, marks: Uint8Array): number {
  const c = st.c;
  const us = st.side;
  const kind = moveKind(m);
  const castle = kind === KIND_CASTLE ? castleOf(st, m) : undefined;
  const from = castle ? castle.kingFrom : moveOrigin(m);
  const to = castle ? castle.kingTo : moveTarget(m);
  const code = st.board[from]!;
  const boards = c.rules.boards!;
  const x = boards.of[from]!;
  for (let y = 0; y < boards.count; y++) {
    if (!targetAllowed(st, marks, x, y)) continue;
    const shiftBy = (y - x) * boards.stride;
    if (castle) {
      const kt = st.board[castle.kingTo + shiftBy]!;
      const rt = st.board[castle.rookTo + shiftBy]!;
      if (kt !== 0 || rt !== 0) continue;
    } else if (!arrivalFree(st, code, to + shiftBy)) continue;
    const t = encodeMove(moveOrigin(m), to + shiftBy, kind, moveExtra(m));
    make(st, t);
    const ok = !inCheckSide(st, us);
    unmake(st);
    if (ok) out[w++] = t;
  }
  return w;
}
