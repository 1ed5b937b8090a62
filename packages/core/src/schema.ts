/**
 * `@x/core/schema`: the zod schema of `VariantDefinition`, for definitions that arrive as JSON.
 * Kept out of the main entry so that importing the engine does not pull in zod.
 */
import { z } from 'zod';
import { compileVariant } from './compile.js';
import { VariantError } from './errors.js';
import { MAX_BOARD_SIZE } from './geometry.js';
import { MAX_ZONES, type VariantDefinition } from './variant.js';

const vector = z.tuple([z.number().int().min(-64).max(64), z.number().int().min(-64).max(64)]);
const id = z.string().min(1).max(64);

const moveAtom = z
  .object({
    kind: z.enum(['leap', 'ride', 'hop']),
    vectors: z.array(vector).min(1).max(64),
    orientation: z.enum(['mirror', 'rotate']).optional(),
    mode: z.enum(['both', 'move', 'capture']).optional(),
    range: z.number().int().min(1).max(128).optional(),
    legs: z.array(z.array(vector).max(8)).max(64).optional(),
    hop: z.enum(['cannon', 'grasshopper']).optional(),
    fromZone: id.optional(),
    initial: z.boolean().optional(),
    notInitial: z.boolean().optional(),
    setsEnPassant: z.boolean().optional(),
    takesEnPassant: z.boolean().optional(),
    notInCheck: z.boolean().optional(),
    inCheck: z.boolean().optional(),
    secondStep: z.array(vector).min(1).max(64).optional(),
  })
  .strict();

const promotion = z
  .object({
    zone: id,
    choices: z.array(id).min(1).max(32),
    mandatory: z.enum(['always', 'optional', 'auto']).optional(),
    forcedZone: id.optional(),
    trigger: z.enum(['enter', 'enter-or-leave']).optional(),
    markPromoted: z.boolean().optional(),
  })
  .strict();

const pieceType = z
  .object({
    id,
    name: z.string().max(200).optional(),
    symbol: z.string().min(1).max(4),
    blackSymbol: z.string().min(1).max(4).optional(),
    san: z.string().max(4).optional(),
    royal: z.boolean().optional(),
    value: z.number().optional(),
    moves: z.array(moveAtom).max(64),
    promotion: promotion.optional(),
    promotions: z.array(promotion).max(32).optional(),
    demotesTo: id.optional(),
    prison: id.optional(),
    pawn: z.boolean().optional(),
    max: z.number().int().min(0).optional(),
    noHand: z.boolean().optional(),
    block: id.optional(),
    iron: z.boolean().optional(),
    victims: z.array(id).max(32).optional(),
    noPassingCheck: z.boolean().optional(),
    noRetaliate: z.boolean().optional(),
    endangered: z.boolean().optional(),
  })
  .strict();

const squareList = z.array(z.string().max(8)).max(MAX_BOARD_SIZE * MAX_BOARD_SIZE);
const endResult = z.enum(['win', 'loss', 'draw', 'illegal']);
const sideResult = z.enum(['win', 'loss', 'draw']);
const side = z.object({ king: z.number().int().min(0), partner: z.number().int().min(0) }).strict();

/** The zod schema of a `VariantDefinition`. */
export const variantDefinitionSchema = z
  .object({
    id,
    name: z.string().max(200),
    board: z
      .object({
        files: z.number().int().min(1).max(MAX_BOARD_SIZE),
        ranks: z.number().int().min(1).max(MAX_BOARD_SIZE),
        holes: squareList.optional(),
        holeMode: z.enum(['block', 'pass']).optional(),
        wrapFiles: z.boolean().optional(),
        wrapRanks: z.boolean().optional(),
      })
      .strict(),
    pieces: z.array(pieceType).min(1).max(31),
    zones: z
      .record(id, z.object({ white: squareList, black: squareList }).strict())
      .refine((zones) => Object.keys(zones).length <= MAX_ZONES, `at most ${MAX_ZONES} zones`)
      .optional(),
    startFen: z.string().max(65_536),
    castling: z
      .object({
        king: id,
        partners: z.array(id),
        short: side.optional(),
        long: side.optional(),
        chess960: z.boolean().optional(),
        rules: z
          .array(
            z
              .object({
                color: z.enum(['white', 'black']),
                king: z.string().max(8),
                targets: z.array(z.string().max(8)).min(1).max(16),
                partner: z.string().max(8),
              })
              .strict(),
          )
          .max(16)
          .optional(),
      })
      .strict()
      .optional(),
    drops: z
      .object({
        capturesToHand: z.boolean(),
        zones: z.record(id, id).optional(),
        noDoubled: z.array(id).optional(),
        noDropMate: z.array(id).optional(),
        noDropCheck: z.array(id).optional(),
        noDeadDrops: z.array(id).optional(),
        pickup: z.boolean().optional(),
        gating: z.boolean().optional(),
        freeDrops: z.boolean().optional(),
      })
      .strict()
      .optional(),
    end: z
      .object({
        checkmate: endResult.optional(),
        stalemate: endResult.optional(),
        repetition: z.number().int().min(0).optional(),
        perpetual: endResult.optional(),
        chase: endResult.optional(),
        moveCount: z.number().int().min(0).optional(),
        checks: z.number().int().min(1).optional(),
        flagZone: id.optional(),
        flagReply: z.boolean().optional(),
        flags: z
          .object({
            zone: id,
            capture: z.enum(['any', 'all']),
            result: sideResult.optional(),
            pieces: z.array(id).optional(),
          })
          .strict()
          .optional(),
        extinction: z.array(id).optional(),
        insufficientMaterial: z.union([z.boolean(), z.literal('kings')]).optional(),
        bareKing: sideResult.optional(),
        bareKingReply: z.boolean().optional(),
        noPieces: sideResult.optional(),
      })
      .strict()
      .optional(),
    flyingRoyals: z.boolean().optional(),
    royalCheck: z.enum(['any', 'all', 'single']).optional(),
    royalsOptional: z.boolean().optional(),
    checkEvasion: z.enum(['legal', 'lines']).optional(),
    filePhantoms: z
      .array(
        z.tuple([z.number().int().min(1).max(MAX_BOARD_SIZE), z.number().int().min(1).max(MAX_BOARD_SIZE)]),
      )
      .max(MAX_BOARD_SIZE * MAX_BOARD_SIZE)
      .optional(),
    mustCapture: z.boolean().optional(),
    noChecks: z.boolean().optional(),
    atomic: z
      .object({ immune: z.array(id) })
      .strict()
      .optional(),
    andernach: z
      .object({ except: z.array(id) })
      .strict()
      .optional(),
    holdingsInFen: z.boolean().optional(),
  })
  .strict();

/**
 * Rejects more than `MAX_ZONES` zones before any zone is validated, counting keys only up to the limit,
 * so a huge `zones` object is refused in constant time instead of being checked zone by zone.
 */
function rejectOversizedZones(json: unknown): void {
  if (typeof json !== 'object' || json === null || !Object.hasOwn(json, 'zones')) return;
  const zones = (json as { zones: unknown }).zones;
  if (typeof zones !== 'object' || zones === null || Array.isArray(zones)) return;
  let count = 0;
  for (const key in zones) {
    if (!Object.hasOwn(zones, key)) continue;
    if (++count > MAX_ZONES) throw new VariantError(`at most ${MAX_ZONES} zones`, ['zones']);
  }
}

/**
 * Validates unknown JSON as a variant definition and checks that it compiles (known zones, piece ids
 * and squares). Throws `VariantError` with the JSON path of the first problem.
 */
export function parseVariantDefinition(json: unknown): VariantDefinition {
  rejectOversizedZones(json);
  const r = variantDefinitionSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new VariantError(
      issue.message,
      issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    );
  }
  const def = r.data as VariantDefinition;
  try {
    compileVariant(def);
  } catch (e) {
    if (e instanceof RangeError) throw new VariantError(e.message, []);
    throw e;
  }
  return def;
}
