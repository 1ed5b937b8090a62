/**
 * Standing promotions (`PromotionRule.standing`, Fairy-Stockfish's `sittuyinPromotion`): a piece standing in its zone
 * (or its side's only piece of its type, anywhere) becomes one of its choices in place or on an empty square the new
 * piece attacks from there, as a move of its own (`KIND_PROMOTION`, origin = destination in place). The new piece may
 * attack no enemy piece and the move may not give check. Its tables are built here too, for the compile stage
 * `compile.ts` beside this file. A supplied rule (`../supplied.ts`): only the bundles that supply it carry it.
 */
import { VariantError } from '../../errors/errors.js';
import { encodeMove, KIND_PROMOTION, moveKind, moveTarget } from '../../move-codes.js';
import { countType } from '../../engine/state/shared-state.js';
import { type EngineState, MAX_MOVES } from '../../engine/state/state.js';
import type { BuildContext } from '../../variant/compile/context.js';
import { promotionRulesOf } from '../../variant/pieces.js';
import { pieceMovesAs } from '../../engine/rule-passes/piece-moves.js';
import type { StandingPromotionsCode } from './code.js';
import type { StandingTables } from './types.js';

/**
 * The squares the piece on `from` attacks or moves to (its pseudo-legal moves' destinations, e.p. left out), as
 * side `side` to move; returns how many it wrote into the scratch.
 */
function pieceReach(st: EngineState, from: number, side: number): number {
  // the attack scratch: read before the next attack look-up
  return pieceMovesAs(st, from, side, (st.attackScratch ??= new Int32Array(MAX_MOVES)));
}

/** Whether the piece on `s` (of side `us`) attacks an enemy piece. */
function attacksEnemy(st: EngineState, s: number, us: number): boolean {
  const n = pieceReach(st, s, us);
  for (let i = 0; i < n; i++) {
    const p = st.board[moveTarget(st.attackScratch![i]!)]!;
    if (p !== 0 && (p & 1) !== us) return true;
  }
  return false;
}

/** Adds the legal standing promotions of the side to move to `out[0, n)`; returns the new count. */
function addStandingPromotions(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const tables = c.rules.standingPromotions!;
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
        const to = moveTarget(st.attackScratch![i]!);
        if (board[to] === 0 && !targets.includes(to)) targets.push(to);
      }
      for (const to of targets) {
        const m = encodeMove(from, to, KIND_PROMOTION, x);
        st.hooks.make(st, m);
        const ok = st.hooks.legalAfter(st, us) && !st.hooks.inCheck(st, us ^ 1) && !attacksEnemy(st, to, us);
        st.hooks.unmake(st);
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
  const zone = c.rules.standingPromotions!.zone;
  let promoting = 0;
  for (let i = 0; i < 2; i++) {
    const code = st.board[st.plist[us * c.size + i]!]!;
    if (zone[us * c.stride + (code >> 2)] !== undefined) promoting++;
  }
  if (promoting !== 1 || st.hooks.inCheck(st, us)) return false;
  for (let i = 0; i < n; i++) if (moveKind(moves[i]!) !== KIND_PROMOTION) return false;
  return true;
}

/**
 * The compiled tables: per side and type, the zone a piece promotes from and what it may become (the union of its
 * standing rules' choices). Throws `VariantError` for a choice that moves otherwise than it captures (its destinations
 * are the squares it attacks, as in Fairy-Stockfish), and for unknown ids and zones.
 */
function tables(ctx: BuildContext): StandingTables {
  const { def, stride, size } = ctx;
  const zone: (Uint8Array | undefined)[] = [];
  const choices: number[][] = [];
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    for (const rule of promotionRulesOf(p)) {
      if (!rule.standing) continue;
      for (const id of rule.choices) {
        const moves = ctx.types[ctx.typeOf(id)]!.moves;
        if (moves.some((a) => (a.mode ?? 'both') !== 'both' || a.kind === 'hop'))
          throw new VariantError(
            `variant ${def.id}: ${p.id} promotes standing to ${id}, whose moves and captures differ`,
            [],
          );
      }
      for (let side = 0; side < 2; side++) {
        const key = side * stride + t;
        const mask = ctx.zone(rule.zone, side);
        const own = (zone[key] ??= new Uint8Array(size));
        for (let s = 0; s < size; s++) if (mask[s]) own[s] = 1;
        const list = (choices[key] ??= []);
        for (const id of rule.choices) if (!list.includes(ctx.typeOf(id))) list.push(ctx.typeOf(id));
      }
    }
  }
  return { zone, choices };
}

/** The rule's code, as the compile stage, move generation and the end rules call it. */
const code: StandingPromotionsCode = {
  name: 'standingPromotions',
  tables,
  add: addStandingPromotions,
  promotionsOnly,
};

/**
 * The standing-promotions rule module: what a variant with a `standing` promotion rule (Fairy-Stockfish's sittuyin)
 * needs to compile. `@x/core/schema`'s `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to
 * the definitions they make; for a definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const standingPromotions: StandingPromotionsCode = code;
