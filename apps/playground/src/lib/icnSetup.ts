import {
  type InfinitePieceType,
  type InfinitePlayer,
  type InfiniteRules,
  type InfiniteSetup,
  WIN_CONDITIONS,
  type WinCondition,
} from '@x/core/infinite';
import { type IcnGame, impliedWorldBorder } from '@x/icn';

/**
 * The start position of a parsed ICN game as `@x/core/infinite` plain data, following the mapping in
 * `@x/icn`'s README (pieces, turn order, en passant, move rule, promotions, win conditions, world border,
 * `slideLimit` extra). The game's moves are not played here (that is `@x/icn`'s `replay`).
 */
export function icnStartSetup(game: IcnGame): InfiniteSetup {
  const players = [...new Set(game.turnOrder)] as InfinitePlayer[];
  const promotionRanks: Partial<Record<InfinitePlayer, readonly bigint[]>> = {};
  const promotionsAllowed: Partial<Record<InfinitePlayer, readonly InfinitePieceType[]>> = {};
  for (const [player, rule] of Object.entries(game.promotions ?? {})) {
    if (!rule) continue;
    promotionRanks[player as InfinitePlayer] = rule.ranks;
    promotionsAllowed[player as InfinitePlayer] = rule.allowed as readonly InfinitePieceType[];
  }
  const winConditions: Partial<Record<InfinitePlayer, readonly WinCondition[]>> = {};
  for (const player of players) {
    const list = (game.winConditions[player] ?? ['checkmate']).filter((w): w is WinCondition =>
      (WIN_CONDITIONS as readonly string[]).includes(w),
    );
    winConditions[player] = list;
  }
  const border = impliedWorldBorder(game);
  const slide = game.extras?.['slideLimit'];
  const rules: InfiniteRules = {
    winConditions,
    promotionRanks,
    promotionsAllowed,
    ...(game.moveRule ? { moveRule: game.moveRule.limit } : {}),
    ...(border ? { worldBorder: border } : {}),
    ...(typeof slide === 'bigint' || (typeof slide === 'number' && Number.isSafeInteger(slide))
      ? { slideLimit: BigInt(slide) }
      : {}),
  };
  return {
    pieces: (game.position ?? []).map((p) => ({
      x: p.square[0],
      y: p.square[1],
      type: p.type as InfinitePieceType,
      player: p.player as InfinitePlayer,
      specialRight: p.specialRight,
    })),
    turnOrder: game.turnOrder as readonly InfinitePlayer[],
    ...(game.enPassant ? { enPassant: { square: { x: game.enPassant[0], y: game.enPassant[1] } } } : {}),
    moveRuleState: game.moveRule?.state ?? 0,
    fullMove: game.fullMove,
    rules,
  };
}
