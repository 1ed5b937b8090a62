/**
 * Standing promotions (`PromotionRule.standing`, Fairy-Stockfish's `sittuyinPromotion`): a piece standing in its zone
 * (or its side's only piece of its type, anywhere) becomes one of its choices in place or on an empty square the new
 * piece attacks from there, as a move of its own (`KIND_PROMOTION`, origin = destination in place). The new piece may
 * attack no enemy piece and the move may not give check. Compiled tables: `variant/compile/standing.ts`. A rule module
 * (`rule-modules.ts`): only the bundles that supply it carry it.
 */
import { encodeMove, KIND_PROMOTION, moveKind, moveTo } from '../../move.js';
import type { RuleModule } from '../../variant/rule-modules.js';
import { inCheckSide, legalAfter } from '../legality/check.js';
import { generatePieceAll } from '../pseudo-legal/gen-piece.js';
import { make, unmake } from '../pseudo-legal/make.js';
import { countType } from '../state/shared-state.js';
import { type EngineState, MAX_MOVES } from '../state/state.js';
import type { StandingPromotionsCode } from './end.js';

/** Scratch for one piece's pseudo-legal moves (filled and read between two board changes only). */
let scratch: Int32Array | undefined;

/**
 * The squares the piece on `from` attacks or moves to (its pseudo-legal moves' destinations, e.p. left out), as
 * side `side` to move; returns how many it wrote into the scratch.
 */
function pieceReach(st: EngineState, from: number, side: number): number {
  scratch ??= new Int32Array(MAX_MOVES);
  const saved = st.side;
  const ep = st.ep;
  const ep2 = st.ep2;
  st.side = side;
  st.ep = -1;
  st.ep2 = -1;
  const n = generatePieceAll(st, scratch, 0, from);
  st.side = saved;
  st.ep = ep;
  st.ep2 = ep2;
  return n;
}

/** Whether the piece on `s` (of side `us`) attacks an enemy piece. */
function attacksEnemy(st: EngineState, s: number, us: number): boolean {
  const n = pieceReach(st, s, us);
  for (let i = 0; i < n; i++) {
    const p = st.board[moveTo(scratch![i]!)]!;
    if (p !== 0 && (p & 1) !== us) return true;
  }
  return false;
}

/** Adds the legal standing promotions of the side to move to `out[0, n)`; returns the new count. */
function addStandingPromotions(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const tables = c.standing!;
  const us = st.side;
  const board = st.board;
  // make/unmake reorder the piece list: walk a copy
  const squares = st.plist.slice(us * c.size, us * c.size + st.pcount[us]!);
  const targets: number[] = [];
  for (const from of squares) {
    const code = board[from]!;
    const key = us * c.stride + (code >> 2);
    const zone = tables.zone[key];
    if (zone === undefined || (zone[from] === 0 && countType(st, us, code >> 2) > 1)) continue;
    for (const x of tables.choices[key]!) {
      const max = c.types[x]!.max;
      if (max !== undefined && countType(st, us, x) >= max) continue;
      // the new piece's empty destinations, seen with it standing on `from`
      board[from] = (x << 2) | us;
      const reach = pieceReach(st, from, us);
      board[from] = code;
      targets.length = 0;
      targets.push(from);
      for (let i = 0; i < reach; i++) {
        const to = moveTo(scratch![i]!);
        if (board[to] === 0 && !targets.includes(to)) targets.push(to);
      }
      for (const to of targets) {
        const m = encodeMove(from, to, KIND_PROMOTION, x);
        make(st, m);
        const ok = legalAfter(st, us) && !inCheckSide(st, us ^ 1) && !attacksEnemy(st, to, us);
        unmake(st);
        if (ok) out[n++] = m;
      }
    }
  }
  return n;
}

/**
 * The draw of a standing promotion (Fairy-Stockfish's Sittuyin rule): the side to move has two pieces, one of them of
 * a type that promotes standing, is not in check, and every one of its `n` legal moves `moves[0, n)` is a promotion.
 */
function promotionsOnly(st: EngineState, moves: Int32Array, n: number): boolean {
  const c = st.c;
  const us = st.side;
  if (st.pcount[us] !== 2) return false;
  let promoting = 0;
  for (let i = 0; i < 2; i++) {
    const code = st.board[st.plist[us * c.size + i]!]!;
    if (c.standing!.zone[us * c.stride + (code >> 2)] !== undefined) promoting++;
  }
  if (promoting !== 1 || inCheckSide(st, us)) return false;
  for (let i = 0; i < n; i++) if (moveKind(moves[i]!) !== KIND_PROMOTION) return false;
  return true;
}

/** The rule's code, as move generation and the end rules call it (`StandingPromotionsCode`). */
const code: StandingPromotionsCode = {
  name: 'standingPromotions',
  add: addStandingPromotions,
  promotionsOnly,
};

/**
 * The standing-promotions rule module: what a variant with a `standing` promotion rule (Fairy-Stockfish's sittuyin)
 * needs to compile. `@x/core/schema`'s `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to
 * the definitions they make; for a definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const standingPromotions: RuleModule = code;
