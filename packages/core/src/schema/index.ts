/**
 * `@x/core/schema`: the zod schema of `VariantDefinition`, for definitions that arrive as JSON.
 * Kept out of the main entry so that importing the engine does not pull in zod.
 */
import { z } from 'zod';
import { compileVariant } from '../variant/compile/compile.js';
import { supplyRulesOf } from '../rules/module/supply-named.js';
import { turnTables } from '../engine/predicates/turn-tables.js';
import { VariantError } from '../errors/errors.js';
import { MAX_BOARD_SIZE } from '../geometry.js';
import { checkDefinitionSizes, MAX_DEFINITION_LENGTH, MAX_PIECE_TYPES, MAX_SQUARE_LIST } from './limits.js';
import { withoutSignedZeros } from './zeros.js';
import { flag, id, ids } from './parts.js';
import { moveAtom } from './move-atom.js';
import { ruleSchemas } from '../rules/module/schemas.js';
import { MAX_ZONES, type VariantDefinition } from '../variant/definition.js';

const promotion = z
  .object({
    zone: id,
    choices: z.array(id).max(32),
    mandatory: z.enum(['always', 'optional', 'auto']).optional(),
    forcedZone: id.optional(),
    trigger: z.enum(['enter', 'enter-or-leave']).optional(),
    onCapture: flag,
    onCaptureOf: ids.min(1).optional(),
    leavesBehind: id.optional(),
    markPromoted: flag,
    standing: flag,
  })
  .strict();

const pieceType = z
  .object({
    id,
    name: z.string().max(200).optional(),
    symbol: z.string().min(1).max(4),
    blackSymbol: z.string().min(1).max(4).optional(),
    san: z.string().max(4).optional(),
    sanAliases: z.array(z.string().min(1).max(4)).max(8).optional(),
    royal: z
      .union([z.boolean(), z.object({ upTo: z.number().int().min(1).max(MAX_SQUARE_LIST) }).strict()])
      .optional(),
    value: z.number().optional(),
    moves: z.array(moveAtom).max(64),
    promotion: promotion.optional(),
    promotions: z.array(promotion).max(32).optional(),
    demotesTo: id.optional(),
    prison: id.optional(),
    pawn: flag,
    max: z.number().int().min(0).optional(),
    noHand: flag,
    block: id.optional(),
    iron: flag,
    victims: z.array(id).max(32).optional(),
    leavesBehind: id.optional(),
    rules: z.object(ruleSchemas('piece')).strict().optional(),
  })
  .strict();

const squareList = z.array(z.string().max(8)).max(MAX_SQUARE_LIST);
const endResult = z.enum(['win', 'loss', 'draw', 'illegal']);
const sideResult = z.enum(['win', 'loss', 'draw']);
const side = z.object({ king: z.number().int().min(0), partner: z.number().int().min(0) }).strict();

/** The zod schema of a `VariantDefinition`. */
const variantDefinitionSchema = z
  .object({
    id,
    name: z.string().max(200),
    board: z
      .object({
        files: z.number().int().min(1).max(MAX_BOARD_SIZE),
        ranks: z.number().int().min(1).max(MAX_BOARD_SIZE),
        holes: squareList.optional(),
        holeMode: z.enum(['block', 'pass']).optional(),
        wrapFiles: flag,
        wrapRanks: flag,
      })
      .strict(),
    pieces: z.array(pieceType).min(1).max(MAX_PIECE_TYPES),
    zones: z
      .record(id, z.object({ white: squareList, black: squareList }).strict())
      .refine((zones) => Object.keys(zones).length <= MAX_ZONES, `at most ${MAX_ZONES} zones`)
      .optional(),
    startFen: z.string().max(65_536),
    castling: z
      .object({
        king: id,
        partners: ids,
        short: side.optional(),
        long: side.optional(),
        chess960: flag,
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
        rank: z.number().int().min(1).max(MAX_BOARD_SIZE).optional(),
        opposite: flag,
        partnerFiles: z
          .object({
            short: z.number().int().min(0).max(MAX_BOARD_SIZE),
            long: z.number().int().min(0).max(MAX_BOARD_SIZE),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    drops: z
      .object({
        capturesToHand: z.boolean(),
        zones: z
          .record(id, id)
          .refine(
            (zones) => Object.keys(zones).length <= MAX_PIECE_TYPES,
            `at most ${MAX_PIECE_TYPES} entries`,
          )
          .optional(),
        noDoubled: ids.optional(),
        noDoubledCount: z.number().int().min(1).max(MAX_SQUARE_LIST).optional(),
        noDropMate: ids.optional(),
        dropMateLoses: flag,
        noDropCheck: ids.optional(),
        noDeadDrops: ids.optional(),
        mustDrop: flag,
        mustDropType: id.optional(),
        promotedDrops: flag,
        castlingKingFile: z.number().int().min(0).max(63).optional(),
        oppositeColors: id.optional(),
        gravity: flag,
        anySide: flag,
        enclose: z.enum(['reversi', 'ataxx', 'snort']).optional(),
        encloseStart: z.array(z.string().max(16)).max(MAX_SQUARE_LIST).optional(),
        endless: flag,
        pickup: flag,
        gating: flag,
        freeDrops: flag,
        resetsMoveCount: flag,
      })
      .strict()
      .optional(),
    end: z
      .object({
        checkmate: endResult.optional(),
        stalemate: endResult.optional(),
        stalematePieceCount: flag,
        repetition: z.number().int().min(0).optional(),
        perpetual: endResult.optional(),
        chase: endResult.optional(),
        moveCount: z.number().int().min(0).optional(),
        checks: z.number().int().min(1).optional(),
        flagZone: id.optional(),
        flagReply: flag,
        flags: z
          .object({
            zone: id,
            capture: z.enum(['any', 'all']),
            result: sideResult.optional(),
            pieces: ids.optional(),
            count: z.number().int().min(1).max(MAX_SQUARE_LIST).optional(),
            safe: flag,
            blockedWin: flag,
            reply: flag,
          })
          .strict()
          .optional(),
        extinction: ids.optional(),
        extinctionResult: sideResult.optional(),
        extinctionCount: z.number().int().min(0).max(MAX_SQUARE_LIST).optional(),
        extinctionOpponentCount: z.number().int().min(0).max(MAX_SQUARE_LIST).optional(),
        extinctionClaim: flag,
        extinctionCountsHand: flag,
        mateCheckers: z.object({ losing: ids.optional(), counting: ids }).strict().optional(),
        moveRepetition: flag,
        materialCounting: z
          .union([
            z.enum(['unweighted', 'whiteDrawOdds', 'blackDrawOdds']),
            z
              .object({
                points: z.record(id, z.number().int().min(-1000).max(1000)),
                blackBonus: z.number().int().min(-1000).max(1000),
              })
              .strict(),
          ])
          .optional(),
        connect: z
          .object({
            n: z.number().int().min(2).max(64),
            pieces: ids.optional(),
            lines: z
              .array(z.enum(['rank', 'file', 'diagonal']))
              .max(3)
              .optional(),
            result: sideResult.optional(),
            square: z.number().int().min(2).max(64).optional(),
            collinear: z.number().int().min(2).max(64).optional(),
            regions: z.object({ from: id, to: id }).strict().optional(),
          })
          .strict()
          .optional(),
        castlingWins: z
          .array(z.object({ color: z.enum(['white', 'black']), side: z.enum(['short', 'long']) }).strict())
          .max(4)
          .optional(),
        fullBoard: flag,
        counting: z
          .object({
            rule: z.enum(['makruk', 'asean', 'cambodian']),
            pawn: id.optional(),
            rook: id.optional(),
            khon: id.optional(),
            knight: id.optional(),
          })
          .strict()
          .optional(),
        axfChase: z
          .object({
            rook: id.optional(),
            cannon: id.optional(),
            horse: id.optional(),
            elephant: id.optional(),
            advisor: id.optional(),
            soldier: id.optional(),
            crossed: id.optional(),
          })
          .strict()
          .optional(),
        repetitionResult: sideResult.optional(),
        repetitionResultWhite: flag,
        insufficientMaterial: z
          .union([
            z.boolean(),
            z.enum(['kings', 'atomic', 'crazyhouse', 'antichess', 'confined', 'makruk', 'fairy']),
          ])
          .optional(),
        fairyMaterial: z
          .object({
            major: ids,
            colourBound: ids,
            promoting: ids.optional(),
            kings: ids.optional(),
            inert: ids.optional(),
            flags: z.object({ white: ids.optional(), black: ids.optional() }).strict().optional(),
            strict: flag,
          })
          .strict()
          .optional(),
        bareKing: sideResult.optional(),
        bareKingReply: flag,
        loneKing: flag,
        noPieces: sideResult.optional(),
        fewPiecesWin: z
          .object({
            white: z.record(id, z.number().int().min(0).max(MAX_SQUARE_LIST)),
            black: z.record(id, z.number().int().min(0).max(MAX_SQUARE_LIST)),
          })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    flyingRoyals: flag,
    flyingRoyalsOnRanks: flag,
    royalCheck: z.enum(['any', 'all', 'single']).optional(),
    royalsOptional: flag,
    orthodoxSetup: flag,
    checkEvasion: z.enum(['legal', 'lines']).optional(),
    filePhantoms: z
      .array(
        z.tuple([z.number().int().min(1).max(MAX_BOARD_SIZE), z.number().int().min(1).max(MAX_BOARD_SIZE)]),
      )
      .max(MAX_SQUARE_LIST)
      .optional(),
    mustCapture: flag,
    passOnStalemate: flag,
    pass: flag,
    bikjang: flag,

    noChecks: flag,
    sanDialect: z.enum(['fairy-stockfish']).optional(),
    checkedRoyalTakesOnly: flag,
    unmovedInFen: flag,
    royalInitialLostTo: ids.optional(),
    atomic: z
      .object({
        immune: ids,
        inert: ids.optional(),
        explodedToHand: flag,
        mayExplodeOwn: flag,
        survivors: ids.optional(),
        mutuallyImmune: ids.optional(),
      })
      .strict()
      .optional(),
    andernach: z.object({ except: ids }).strict().optional(),
    petrify: ids.optional(),
    flip: z.enum(['reversi', 'ataxx', 'quadwrangle']).optional(),
    vanishing: flag,
    walls: z
      .object({
        piece: id,
        rule: z.enum(['past', 'static', 'duck', 'arrow', 'edge']).optional(),
        region: z.array(z.string().max(16)).max(MAX_SQUARE_LIST).optional(),
        insteadOfMove: flag,
      })
      .strict()
      .optional(),
    holdingsInFen: flag,
    ...ruleSchemas('definition'),
    directions: z
      .array(
        z
          .object({
            zone: id,
            directions: z
              .array(z.enum(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']))
              .min(1)
              .max(8),
          })
          .strict(),
      )
      .max(64)
      .optional(),
    swapRules: z
      .object({ promote: z.record(id, id).optional(), demote: z.record(id, id).optional() })
      .strict()
      .optional(),
    alice: z
      .object({ twins: z.record(id, id) })
      .strict()
      .optional(),
    boards: z
      .object({
        count: z.number().int().min(2).max(MAX_BOARD_SIZE),
        files: z.number().int().min(1).max(MAX_BOARD_SIZE),
        transfer: z.object({ kings: flag, captureOnArrival: ids.optional() }).strict().optional(),
      })
      .strict()
      .optional(),
    turns: z
      .object({
        parts: z
          .array(
            z
              .object({
                side: z.enum(['white', 'black']).optional(),
                pieces: ids.optional(),
                optional: flag,
                again: flag,
                balance: flag,
                untilCapture: flag,
                opponentMoves: z.array(moveAtom).max(64).optional(),
                mayExpose: flag,
                ownerPromotes: flag,
              })
              .strict(),
          )
          .min(1)
          .max(16),
        anyOrder: flag,
      })
      .strict()
      .optional(),
  })
  .strict();

/**
 * Validates unknown JSON as a variant definition and checks that it compiles (known zones, piece ids
 * and squares), supplying the rule modules it names (`rules/supplied.ts`). Throws `VariantError` with
 * the JSON path of the first problem. Every list and record is counted against its limit (`LIST_LIMITS`) before any
 * of it is validated.
 */
export function parseVariantDefinition(json: unknown): VariantDefinition {
  checkDefinitionSizes(json);
  const r = variantDefinitionSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new VariantError(
      issue.message,
      issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    );
  }
  const def = withoutSignedZeros(r.data) as VariantDefinition;
  // The supplied rules a definition names (`rules/supplied.ts`): a definition read here compiles wherever it goes.
  supplyRulesOf(def);
  // The refusals beyond the schema's shape are the compile step's, one home (`VariantError`s with their path).
  const c = compileVariant(def);
  if (def.turns) turnTables(c);
  return def;
}

/**
 * Parses definition JSON text and validates it as `parseVariantDefinition` does. Text longer than
 * `MAX_DEFINITION_LENGTH` characters is refused before it is parsed; malformed JSON is a `VariantError`.
 *
 * @example parseVariantDefinitionJson(JSON.stringify(variants.chess)).id // 'chess'
 */
export function parseVariantDefinitionJson(text: string): VariantDefinition {
  if (typeof text !== 'string') throw new VariantError('definition JSON must be a string', []);
  if (text.length > MAX_DEFINITION_LENGTH) {
    throw new VariantError(
      `definition JSON of ${text.length} characters exceeds ${MAX_DEFINITION_LENGTH} (MAX_DEFINITION_LENGTH)`,
      [],
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new VariantError(`not JSON: ${(e as Error).message}`, []);
  }
  return parseVariantDefinition(json);
}
