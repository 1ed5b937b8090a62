/**
 * `fromVariant`: an `@x/core` variant definition written as one variants.ini section, with every feature that
 * the format cannot say reported as an `unexpressible-<feature>` diagnostic naming the definition field.
 */
import { parseFen, type Setup, type VariantDefinition, type WrittenVariant } from '@x/core';
import { writtenVariant } from '@x/core/notation';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { FAIRY_MAX_FILES, FAIRY_MAX_RANKS } from '../values.js';
import type { FairyWriteCode } from './codes.js';
import { fairyFen } from './fen.js';
import type { Unexpressible } from './piece-moves.js';
import { assignPieces, type FairyPieces } from './pieces.js';
import { promotionKeys } from './promotion.js';
import { fsfRuleKeys } from './fsf-rules.js';
import { castlingKeys, dropKeys, endKeys, otherKeys } from './rules.js';
import { bitboardText, deadSquares } from './squares.js';

/** Options of `fromVariant`. */
export interface FromVariantOptions {
  /**
   * The section name (default: the definition's `id`, lowercased, other characters than `a-z0-9_-` dropped, and
   * `x-` in front of a built-in variant's name, which Fairy-Stockfish would not load).
   */
  readonly name?: string;
}

/** The double-step region: where pieces make their initial (`i`) moves. */
function initialRegion(
  def: VariantDefinition,
  setup: Setup,
  pieces: FairyPieces,
  problems: Unexpressible[],
): [string, string][] {
  const white: string[] = [];
  const black: string[] = [];
  let any = false;
  const { files } = def.board;
  for (const [i, piece] of def.pieces.entries()) {
    const own = pieces.byId.get(piece.id);
    if (!own || own.sharesWith) continue;
    for (const z of own.moves.initialZones) {
      any = true;
      white.push(...(def.zones?.[z]?.white ?? []));
      black.push(...(def.zones?.[z]?.black ?? []));
    }
    if (!own.moves.unmovedInitial) continue;
    any = true;
    if (own.moves.moves.some((m) => !m.initial && m.dy <= 0))
      problems.push({
        feature: 'initial-move',
        path: `pieces[${i}].moves`,
        message: `${piece.id}: moves while unmoved, and it can come back to its start squares (ini: initial moves from a region)`,
      });
    setup.board.forEach((p, sq) => {
      if (p?.type !== piece.id) return;
      const name = `${String.fromCharCode(97 + (sq % files))}${Math.floor(sq / files) + 1}`;
      (p.color === 'white' ? white : black).push(name);
    });
  }
  const pawn = pieces.list.find((p) => p.pawn);
  if (pawn && !pawn.pawn?.doubleStep && any)
    problems.push({
      feature: 'initial-move',
      path: 'pieces',
      message: 'initial moves beside a pawn without double step',
    });
  if (!any) return [['doubleStep', 'false']];
  return [
    ['doubleStep', 'true'],
    ['doubleStepRegionWhite', bitboardText(def, white)],
    ['doubleStepRegionBlack', bitboardText(def, black)],
  ];
}

/** Pieces stuck on squares the engine's immobility rule would forbid them, without a promotion to save them. */
function immobilityProblems(def: VariantDefinition, pieces: FairyPieces, problems: Unexpressible[]): void {
  for (const [i, piece] of def.pieces.entries()) {
    const own = pieces.byId.get(piece.id);
    if (!own || piece.promotion || piece.promotions) continue;
    if (deadSquares(def, own.moves.moves).length > 0)
      problems.push({
        feature: 'promotion',
        path: `pieces[${i}]`,
        message: `${piece.id}: may stand where it cannot move (ini's immobilityIllegal forbids it for every piece)`,
      });
  }
}

/** A section name from an id: lowercase `a-z0-9_-`, with `x-` in front of the name of a built-in variant. */
function sectionName(id: string): string {
  const name = id.toLowerCase().replace(/[^a-z0-9_-]/g, '');
  if (name === '') return 'variant';
  return FAIRY_BUILTIN_NAMES.has(name) ? `x-${name}` : name;
}

/**
 * Writes a variant as a variants.ini section without a parent (every piece and rule written out). Never throws
 * for a definition whose start FEN reads; one that does not gives an `invalid-definition` diagnostic and no keys.
 *
 * @example fromVariant(variants.chess).complete // true
 */
export function fromVariant(
  def: VariantDefinition,
  options: FromVariantOptions = {},
): WrittenVariant<FairyWriteCode> {
  const name = options.name ?? sectionName(def.id);
  const problems: Unexpressible[] = [];
  if (FAIRY_BUILTIN_NAMES.has(name))
    problems.push({
      feature: 'section-name',
      path: 'options.name',
      message: `"${name}" is a built-in variant: Fairy-Stockfish skips a section of that name`,
    });
  let setup: Setup;
  try {
    setup = parseFen(def.startFen, def);
  } catch (error) {
    return writtenVariant(name, [], `[${name}]\n`, [
      {
        code: 'invalid-definition',
        path: 'startFen',
        message: `the start FEN does not read: ${(error as Error).message}`,
      },
    ]);
  }
  const { files, ranks } = def.board;
  if (files > FAIRY_MAX_FILES || ranks > FAIRY_MAX_RANKS)
    problems.push({
      feature: 'board-size',
      path: 'board',
      message: `${files}x${ranks} (at most ${FAIRY_MAX_FILES}x${FAIRY_MAX_RANKS})`,
    });
  if (def.board.wrapFiles || def.board.wrapRanks)
    problems.push({ feature: 'wrapping-board', path: 'board', message: 'files or ranks that wrap around' });
  if (def.board.holes?.length && def.board.holeMode === 'pass')
    problems.push({ feature: 'holes', path: 'board.holeMode', message: 'holes that pieces pass over' });
  const pieces = assignPieces(def, problems);
  const entries: [string, string][] = [
    ['maxFile', String(files)],
    ['maxRank', String(ranks)],
  ];
  for (const p of pieces.list) if (p.value !== undefined) entries.push([p.key, p.value]);
  const promotion = promotionKeys(def, pieces, problems);
  const drops = dropKeys(def, setup, pieces, problems);
  const immobility = promotion.immobility || drops.immobility;
  if (immobility) immobilityProblems(def, pieces, problems);
  const royals = setup.board.filter((p) => p && def.pieces.find((q) => q.id === p.type)?.royal);
  for (const color of ['white', 'black'] as const)
    if (royals.filter((p) => p!.color === color).length > 1 && def.royalCheck !== 'all')
      problems.push({
        feature: 'royal-pieces',
        path: 'royalCheck',
        message: `several royal pieces of ${color}`,
      });
  entries.push(
    [
      'startFen',
      fairyFen(def, setup, pieces, { checks: def.end?.checks !== undefined, hands: def.drops !== undefined }),
    ],
    ...initialRegion(def, setup, pieces, problems),
    ...promotion.entries,
    ...castlingKeys(def, setup, pieces, problems),
    ...drops.entries,
    ...(immobility ? ([['immobilityIllegal', 'true']] as [string, string][]) : []),
    ...endKeys(def, pieces, problems),
    ...otherKeys(def, pieces, problems),
    ...fsfRuleKeys(def, pieces, problems),
  );
  const nMove = def.pieces.filter((p) => p.pawn).map((p) => pieces.byId.get(p.id)?.letter ?? '');
  entries.push(['nMoveRuleTypes', nMove.join('') || '-']);
  const text = `[${name}]\n${entries.map(([k, v]) => `${k} = ${v}\n`).join('')}`;
  const unwritten = problems.map((p) => ({ ...p, code: `unexpressible-${p.feature}` as FairyWriteCode }));
  return writtenVariant(name, entries, text, unwritten);
}
