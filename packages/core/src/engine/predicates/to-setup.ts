/**
 * The `Setup` record of an engine state.
 */
import type { Setup, SetupPiece } from '../../setup.js';
import type { Color } from '../../variant/definition.js';
import type { SharedState } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';
import { turnStart } from './turn-tables.js';

type MutableSetup = { -readonly [K in keyof Setup]: Setup[K] };

/** The part of the setup record every variant has: board, side, castling, e.p. square, move counters. */
export function boardSetup(st: SharedState): MutableSetup {
  const c = st.c;
  // filled, not made by Array.from's callback a square: `@x/search`'s `variantKey` takes a setup a position (a row
  // of `xn index --to parquet`), and the callback made it ten times as slow
  const board: (SetupPiece | undefined)[] = new Array<SetupPiece | undefined>(c.size).fill(undefined);
  for (let s = 0; s < c.size; s++) {
    const code = st.board[s]!;
    if (!code) continue;
    const piece: { type: string; color: Color; promoted?: boolean } = {
      type: c.types[code >> 2]!.id,
      color: code & 1 ? 'black' : 'white',
    };
    if (code & 2) piece.promoted = true;
    board[s] = piece;
  }
  const castling: string[] = [];
  st.castles.forEach((o, i) => {
    if ((st.rights >> i) & 1 && !castling.includes(c.squareNames[o.rookFrom]!))
      castling.push(c.squareNames[o.rookFrom]!);
  });
  const setup: MutableSetup = {
    files: c.files,
    ranks: c.ranks,
    board,
    turn: st.side === 0 ? 'white' : 'black',
    castling,
    halfmoves: st.halfmoves,
    fullmoves: st.fullmoves,
  };
  if (st.ep >= 0) setup.epSquare = c.squareNames[st.ep]!;
  return setup;
}

/** The setup record of this position: `boardSetup` plus hands, remaining checks and unmoved pieces. */
export function toSetup(st: SharedState): Setup {
  const c = st.c;
  const setup = boardSetup(st);
  if (c.def.drops) {
    const hand = (side: number) => {
      const h: Record<string, number> = {};
      for (let t = 1; t < c.stride; t++) {
        const k = st.hands![side * c.stride + t]!;
        if (k > 0) h[c.types[t]!.id] = k;
      }
      return h;
    };
    setup.hands = { white: hand(0), black: hand(1) };
  }
  if (c.def.end?.checks) {
    setup.checksRemaining = { white: st.checksRemaining![0]!, black: st.checksRemaining![1]! };
  }
  if (st.unmoved) {
    const unmoved: string[] = [];
    for (let s = 0; s < c.size; s++) if (st.unmoved[s] && st.board[s]) unmoved.push(c.squareNames[s]!);
    setup.unmoved = unmoved;
  }
  if (c.def.turns) turnSetup(st as EngineState, setup);
  const counted = st as EngineState;
  if (c.def.end?.counting && counted.countLimit > 0)
    setup.counting = { limit: counted.countLimit, ply: counted.countPly };
  return setup;
}

/** Turn variants: where the side to move stands in its turn, when not at a turn's start. */
function turnSetup(st: EngineState, setup: MutableSetup): void {
  const lost: Color[] = [];
  if (st.turnLost & 1) lost.push('white');
  if (st.turnLost & 2) lost.push('black');
  const extra = st.turnDone & ~turnStart(st, st.side);
  if (extra === 0 && lost.length === 0) return;
  const done: number[] = [];
  for (let i = 0; i < 16; i++) if ((extra >> i) & 1) done.push(i);
  setup.turnState = { done, lost };
}
