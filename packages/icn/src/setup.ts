/**
 * The mapping of a parsed ICN game onto `@x/core/infinite`'s plain setup data (the table of
 * `packages/core/INFINITE.md`), and back from a position to an ICN game snapshot.
 */
import {
  type InfinitePieceType,
  type InfinitePlayer,
  type InfiniteRules,
  type InfiniteSetup,
  type InfinitePosition,
  WIN_CONDITIONS as CORE_WIN_CONDITIONS,
} from '@x/core/infinite';
import type { IcnGame, IcnPiece, Player, IcnPromotionRule, IcnWorldBorder } from './types.js';
import { impliedWorldBorder } from './variants.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const CORE_WINS: ReadonlySet<string> = new Set(CORE_WIN_CONDITIONS);

/** The `slideLimit` extra as a bigint, or `undefined` when absent or not a positive integer. */
export function slideLimitOf(game: Pick<IcnGame, 'extras'>): bigint | undefined {
  const v = game.extras?.['slideLimit'];
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return BigInt(v);
  return undefined;
}

/**
 * The rules part of the setup: promotions, move rule, world border (written, or implied by the `Variant`
 * tag), win conditions (names `@x/core` judges; others are carried by the game but not judged) and the
 * `slideLimit` extra.
 */
function rulesOf(game: IcnGame): InfiniteRules {
  const rules: Mutable<InfiniteRules> = {};
  if (game.promotions !== undefined) {
    const ranks: Partial<Record<InfinitePlayer, readonly bigint[]>> = {};
    const allowed: Partial<Record<InfinitePlayer, readonly InfinitePieceType[]>> = {};
    for (const [player, rule] of Object.entries(game.promotions) as [Player, IcnPromotionRule][]) {
      ranks[player] = rule.ranks;
      allowed[player] = rule.allowed;
    }
    rules.promotionRanks = ranks;
    rules.promotionsAllowed = allowed;
  }
  if (game.moveRule !== undefined) rules.moveRule = game.moveRule.limit;
  const border = impliedWorldBorder(game);
  if (border !== undefined) rules.worldBorder = border;
  const wins: Partial<Record<InfinitePlayer, readonly (typeof CORE_WIN_CONDITIONS)[number][]>> = {};
  for (const [player, names] of Object.entries(game.winConditions) as [Player, readonly string[]][])
    wins[player] = names.filter((n): n is (typeof CORE_WIN_CONDITIONS)[number] => CORE_WINS.has(n));
  rules.winConditions = wins;
  const limit = slideLimitOf(game);
  if (limit !== undefined) rules.slideLimit = limit;
  return rules;
}

/**
 * The `@x/core/infinite` setup of a game's start position (`undefined` when the game has no position):
 * pieces with `specialRight`, turn order at index 0, en passant square (the pawn is inferred by the core
 * from the last player of the turn order, as in ICN), move-rule state, full move and the rules.
 */
export function infiniteSetupFromGame(game: IcnGame): InfiniteSetup | undefined {
  if (game.position === undefined) return undefined;
  const setup: Mutable<InfiniteSetup> = {
    pieces: game.position.map((p) => ({
      x: p.square[0],
      y: p.square[1],
      type: p.type,
      player: p.player,
      specialRight: p.specialRight,
    })),
    turnOrder: game.turnOrder,
    turnIndex: 0,
    fullMove: game.fullMove,
    rules: rulesOf(game),
  };
  if (game.enPassant !== undefined)
    setup.enPassant = { square: { x: game.enPassant[0], y: game.enPassant[1] } };
  if (game.moveRule !== undefined) setup.moveRuleState = game.moveRule.state;
  return setup;
}

function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * An ICN game (no moves) for the position reached: the game's rules and tags, the turn order rotated so that
 * the player to move comes first (`b` after a white move), en passant, move-rule state, full move and the
 * pieces sorted by rank, then file. `stringify` writes it as a standalone ICN position.
 */
export function positionToGame(game: IcnGame, pos: InfinitePosition): IcnGame {
  const setup = pos.toSetup();
  const order = setup.turnOrder ?? game.turnOrder;
  const i = setup.turnIndex ?? 0;
  const turnOrder = [...order.slice(i), ...order.slice(0, i)] as Player[];
  const pieces: IcnPiece[] = setup.pieces
    .map((p) => ({
      type: p.type,
      player: p.player,
      square: [p.x, p.y] as const,
      specialRight: p.specialRight === true,
    }))
    .sort((a, b) => compareBig(a.square[1], b.square[1]) || compareBig(a.square[0], b.square[0]));
  const out: Mutable<IcnGame> = {
    metadata: game.metadata,
    turnOrder,
    fullMove: setup.fullMove ?? game.fullMove,
    winConditions: game.winConditions,
    position: pieces,
    moves: [],
  };
  const ep = setup.enPassant;
  if (ep !== undefined) out.enPassant = [ep.square.x, ep.square.y];
  if (game.moveRule !== undefined)
    out.moveRule = { state: setup.moveRuleState ?? 0, limit: game.moveRule.limit };
  if (game.promotions !== undefined) out.promotions = game.promotions;
  const border: IcnWorldBorder | undefined = game.worldBorder;
  if (border !== undefined) out.worldBorder = border;
  if (game.extras !== undefined) out.extras = game.extras;
  if (game.presetSquares !== undefined) out.presetSquares = game.presetSquares;
  if (game.presetRays !== undefined) out.presetRays = game.presetRays;
  return out;
}
