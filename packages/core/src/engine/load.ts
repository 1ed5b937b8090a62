/**
 * Loading a `Setup` into an engine state, with the legality checks of `Position.fromSetup` (board
 * size, pieces and zones, royals, pawns on back ranks, checks, castling, en passant, unmoved pieces).
 */
import { LEG_SETS_EP } from '../variant/compile/tables.js';
import { PositionError } from '../errors/errors.js';
import { parseSquareName } from '../geometry.js';
import type { Setup } from '../setup.js';
import { attacked } from './legality/attacks.js';
import { loadCastling } from './legality/castling.js';
import { inCheckSide } from './legality/check.js';
import { engineHooks } from './hooks.js';
import { activeRuleHooks } from '../rules/module/hooks.js';
import { isVariantEnd } from './rule-passes/end.js';
import { put } from './state/board.js';
import type { EngineState } from './state/state.js';
import { loadVanished } from './predicates/vanish.js';
import { nextOpponent, turnStart, turnTables } from './predicates/turn-tables.js';

/** The most pieces of one type in a hand (`parseFen`'s cap). */
const MAX_HAND = 1000;

/** Loads `setup` into the fresh state `st` and fills its hooks (`hooks.ts`, the rules' `rules/module/hooks.ts`). Throws `PositionError`. */
export function loadSetup(st: EngineState, setup: Setup): void {
  const c = st.c;
  st.hooks = engineHooks;
  st.ruleHooks = activeRuleHooks(c);
  if (setup.files !== c.files || setup.ranks !== c.ranks) {
    throw new PositionError(
      'board-size',
      `setup is ${setup.files}x${setup.ranks}, variant is ${c.files}x${c.ranks}`,
    );
  }
  for (let s = 0; s < c.size; s++) {
    const p = setup.board[s];
    if (!p) continue;
    const t = c.typeById.get(p.type);
    if (t === undefined)
      throw new PositionError('unknown-piece', `unknown piece ${p.type} on ${c.squareNames[s]}`);
    if (!c.onBoard[s]) throw new PositionError('piece-on-hole', `piece on the hole ${c.squareNames[s]}`);
    const side = p.color === 'white' ? 0 : 1;
    const pr = c.pieces.prison[side * c.stride + t];
    if (pr && !pr[s]) {
      throw new PositionError('piece-outside-prison', `${p.type} outside its zone on ${c.squareNames[s]}`);
    }
    put(st, s, (t << 2) | (p.promoted ? 2 : 0) | side);
  }
  if (st.pcount[0]! + st.pcount[1]! === 0 && !c.def.drops) {
    throw new PositionError('empty-board', 'the board is empty');
  }
  st.side = setup.turn === 'white' ? 0 : 1;
  st.halfmoves = setup.halfmoves;
  st.fullmoves = setup.fullmoves;
  if (setup.hands) {
    for (const [side, hand] of [
      [0, setup.hands.white],
      [1, setup.hands.black],
    ] as const) {
      for (const [id, n] of Object.entries(hand)) {
        const t = c.typeById.get(id);
        if (t === undefined) throw new PositionError('unknown-piece', `unknown piece ${id} in hand`);
        // the FEN reader's cap; the counts are 16-bit (40,000 was read as -25,536, 10^6 as 16,960, -3 as none)
        if (!(Number.isInteger(n) && n >= 0 && n <= MAX_HAND))
          throw new PositionError(
            'bad-hand',
            `${n} ${id} in hand: a count is a whole number from 0 to ${MAX_HAND}`,
          );
        st.hands[side * c.stride + t] = n;
      }
    }
  }
  if (c.def.end?.counting && setup.counting) {
    const { limit, ply } = setup.counting;
    if (
      !Number.isInteger(limit) ||
      limit < 0 ||
      limit > 0xffff ||
      !Number.isInteger(ply) ||
      ply < 0 ||
      ply > 0xffff
    )
      throw new PositionError('variant', `bad counting ${limit} ${ply}`);
    st.countLimit = limit;
    st.countPly = limit > 0 ? ply : 0;
  }
  if (c.def.end?.checks) {
    st.checksRemaining[0] = setup.checksRemaining?.white ?? c.def.end.checks;
    st.checksRemaining[1] = setup.checksRemaining?.black ?? c.def.end.checks;
  }
  // Royals.
  const royalTypes = c.def.pieces.filter((p) => p.royal);
  if (royalTypes.length > 0 && !c.def.end?.extinction && !c.def.royalsOptional) {
    for (let side = 0; side < 2; side++) {
      if (st.royalCount[side] === 0) {
        throw new PositionError('missing-royal', `${side ? 'black' : 'white'} has no ${royalTypes[0]!.id}`);
      }
    }
  }
  if (c.def.orthodoxSetup) {
    for (let side = 0; side < 2; side++) {
      if (st.royalCount[side]! > 1) throw new PositionError('too-many-royals', 'more than one king per side');
    }
    for (let s = 0; s < c.size; s++) {
      const r = Math.floor(s / c.files);
      const code = st.board[s]!;
      if (code && c.pieces.pawnLike[code >> 2] && (r === 0 || r === c.ranks - 1)) {
        throw new PositionError('pawns-on-back-rank', `pawn on ${c.squareNames[s]}`);
      }
    }
  }
  // Two single royals that could capture each other are never both on the board (Alice: per board, below).
  const wk = st.royalSq[0]!;
  const bk = st.royalSq[1]!;
  if (wk >= 0 && bk >= 0 && !c.rules.alice && attacked(st, bk, 0) && attacked(st, wk, 1)) {
    const adjacent =
      Math.abs((wk % c.files) - (bk % c.files)) <= 1 &&
      Math.abs(Math.floor(wk / c.files) - Math.floor(bk / c.files)) <= 1;
    throw new PositionError(adjacent ? 'royals-adjacent' : 'opposite-check', 'the royals attack each other');
  }
  // Castling.
  loadCastling(st, setup.castling);
  // En passant: keep only a square a pawn of the side to move could capture on.
  if (setup.epSquare !== undefined) {
    const e = parseSquareName(setup.epSquare, c.files, c.ranks);
    if (e === undefined) throw new PositionError('bad-en-passant', `bad en-passant square ${setup.epSquare}`);
    loadEp(st, e);
  }
  // Unmoved pieces (for initial-only moves and gating): as the setup says, else every piece.
  if (st.unmoved) {
    if (setup.unmoved) {
      for (const name of setup.unmoved) {
        const s = parseSquareName(name, c.files, c.ranks);
        if (s !== undefined && st.board[s]) st.unmoved[s] = 1;
      }
    } else for (let s = 0; s < c.size; s++) st.unmoved[s] = st.board[s] ? 1 : 0;
  }
  if (st.gone || setup.vanished?.length) {
    const bad = loadVanished(st, setup);
    if (bad) throw new PositionError('variant', bad);
  }
  if (c.def.turns) loadTurn(st, setup);
  // The side not to move may not be in check — unless a variant rule already ended the game (an
  // atomic king exploded: the other side has won, as chessops and Fairy-Stockfish load it).
  const them = st.side ^ 1;
  if (
    inCheckSide(st, them) &&
    !isVariantEnd(st) &&
    !(c.def.turns && nextOpponent(turnTables(c), st.turnDone))
  ) {
    throw new PositionError('opposite-check', `${them ? 'black' : 'white'} is in check but not to move`);
  }
  if (c.def.noChecks && inCheckSide(st, st.side)) {
    throw new PositionError(
      'variant',
      `${st.side ? 'black' : 'white'} is in check, which ${c.def.id} forbids`,
    );
  }
}

/**
 * Accepts an e.p. square only where a double step of a pawn of the side that just moved passed over
 * it: the pawn stands beyond it, and its origin (as far behind the square) is a square from which its
 * e.p.-setting move leads there — straight ahead first, then along any other line through the square
 * (Berolina pawns step two squares diagonally).
 */
export function loadEp(st: EngineState, e: number): void {
  const c = st.c;
  const them = st.side ^ 1;
  const dy = them === 0 ? 1 : -1;
  if (st.board[e] === 0) {
    if (epStep(st, e, 0, dy)) return;
    for (const [dx, ey] of EP_LINES) if (epStep(st, e, dx, ey)) return;
  }
  throw new PositionError('bad-en-passant', `no double step passed over ${c.squareNames[e]}`);
}

/** Lines through an e.p. square other than straight ahead, as (file, rank) steps. */
const EP_LINES: readonly (readonly [number, number])[] = [
  [-1, 1],
  [1, 1],
  [-1, -1],
  [1, -1],
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
];

/** Whether `s` holds the wall a move leaves on its origin (`walls.rule` `past`: a double step leaves one behind). */
function pastWall(st: EngineState, s: number): boolean {
  const walls = st.c.def.walls;
  return walls?.rule === 'past' && st.board[s]! >> 2 === st.c.typeById.get(walls.piece);
}

/** Sets the e.p. square `e` when the mover's piece one step (`dx`, `dy`) past it got there from as far behind. */
function epStep(st: EngineState, e: number, dx: number, dy: number): boolean {
  const c = st.c;
  const them = st.side ^ 1;
  const f = e % c.files;
  if (f + dx < 0 || f + dx >= c.files || f - dx < 0 || f - dx >= c.files) return false;
  const victim = e + dy * c.files + dx;
  const origin = e - dy * c.files - dx;
  if (victim < 0 || victim >= c.size || origin < 0 || origin >= c.size) return false;
  const code = st.board[victim]!;
  if (!code || (code & 1) !== them || !(st.board[origin] === 0 || pastWall(st, origin))) return false;
  const key = (them * c.stride + (code >> 2)) * c.size + origin;
  const { leggedOff, legged } = c.leaps;
  for (let i = leggedOff[key]!, end = leggedOff[key + 1]!; i < end; i += 3 + legged[i + 2]!) {
    if (legged[i] === victim && legged[i + 1]! & LEG_SETS_EP) {
      st.ep = e;
      st.epVictim = victim;
      return true;
    }
  }
  return false;
}

/** Turn variants: the parts done in the current turn and the lost `untilCapture` parts, from the setup. */
function loadTurn(st: EngineState, setup: Setup): void {
  const t = turnTables(st.c);
  const ts = setup.turnState;
  st.turnLost = 0;
  for (const color of ts?.lost ?? []) st.turnLost |= color === 'white' ? 1 : 2;
  let done = turnStart(st, st.side);
  for (const i of ts?.done ?? []) {
    if (!Number.isInteger(i) || i < 0 || i >= t.count)
      throw new PositionError('variant', `turn part ${i + 1} does not exist`);
    done |= 1 << i;
  }
  if (done === t.all) throw new PositionError('variant', 'every part of the turn is already played');
  st.turnDone = done;
}
