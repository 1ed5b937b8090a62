/**
 * Compile stage of the end-of-game tables (`CompiledVariant.end`): the moves refused because of how they would end
 * the game, the flag zone (king of the hill), capture-the-flag squares, connect-N and the few-pieces counts.
 */
import type { VariantDefinition } from '../definition.js';
import type { BuildContext } from './context.js';
import { connectStage, flagStage } from './flags.js';
import { fewPiecesStage } from './swaps.js';
import { type EndTables, END_ILLEGAL_MATE, END_ILLEGAL_REPETITION, END_ILLEGAL_STALEMATE } from './tables.js';

/** Stage: the end-of-game tables of the variant's `end` rules. */
export function endStage(ctx: BuildContext): EndTables {
  const def = ctx.def;
  const end = def.end;
  const zone = end?.flagZone;
  const flags = flagStage(ctx);
  const connect = connectStage(ctx);
  const fewPieces = fewPiecesStage(ctx);
  return {
    endFilters: endFilters(def),
    // the rules `isVariantEnd` tests
    variantEnds: !!(
      def.turns ||
      def.passOnStalemate ||
      def.pass ||
      def.bikjang ||
      zone ||
      flags ||
      connect ||
      fewPieces ||
      end?.checks ||
      end?.extinction ||
      end?.castlingWins ||
      end?.noPieces ||
      end?.fullBoard
    ),
    flagZone: zone ? [ctx.zone(zone, 0), ctx.zone(zone, 1)] : undefined,
    flags,
    connect,
    fewPieces,
  };
}

/** `EndTables.endFilters`: the `END_ILLEGAL_*` bits of the variant's end rules. */
function endFilters(def: VariantDefinition): number {
  const end = def.end;
  if (!end) return 0;
  const repeats = (end.repetition ?? 3) > 1 && (end.perpetual === 'illegal' || end.chase === 'illegal');
  return (
    (end.checkmate === 'illegal' ? END_ILLEGAL_MATE : 0) |
    (end.stalemate === 'illegal' ? END_ILLEGAL_STALEMATE : 0) |
    (repeats ? END_ILLEGAL_REPETITION : 0)
  );
}
