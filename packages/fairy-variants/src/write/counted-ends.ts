/**
 * Writing the end rules that name the engine's own piece types — makruk's counting (`countingRule`), shatar's mate
 * (`shatarMateRule`) and the AXF chase rule (`chasingRule`) — and the check that every end field of a definition is
 * one the writer says or refuses, so that a field `@x/core` gains is reported until the writer learns it.
 */
import type { VariantDefinition } from '@x/core';
import { unwrittenFields } from '@x/core/notation';
import type { EndRules } from '@x/core/variant';
import type { FairyPieces } from './pieces.js';

type Entries = [string, string][];
type Fail = (path: string, what: string) => void;

/** The end fields the writer writes or refuses (`rules.ts`, `fsf-rules.ts` and this file). */
const END_FIELDS_WRITTEN: ReadonlySet<string> = new Set([
  ...[
    'checkmate',
    'stalemate',
    'stalematePieceCount',
    'repetition',
    'perpetual',
    'chase',
    'axfChase',
    'moveCount',
    'moveRepetition',
  ],
  ...['checks', 'flagZone', 'flagReply', 'flags', 'extinction', 'extinctionResult', 'extinctionCount'],
  ...['extinctionOpponentCount', 'extinctionClaim', 'extinctionCountsHand', 'noPieces', 'materialCounting'],
  ...['counting', 'mateCheckers', 'connect', 'castlingWins', 'fullBoard', 'repetitionResult'],
  ...['repetitionResultWhite', 'insufficientMaterial', 'fairyMaterial', 'bareKing', 'fewPiecesWin'],
  // only with `bareKing`, which is refused
  ...['bareKingReply', 'loneKing'],
]);

/** The engine's piece type of each counting role (the khon is its silver). */
const COUNTING_ROLE_TYPES = { pawn: 'pawn', rook: 'rook', khon: 'silver', knight: 'knight' } as const;

/** The ini piece type that plays each role of core's AXF chase rule (`end.axfChase`) in the engine's rule. */
const AXF_ROLE_TYPES = {
  rook: 'rook',
  cannon: 'cannon',
  horse: 'horse',
  elephant: 'elephant',
  advisor: 'fers',
  soldier: 'soldier',
} as const;

/** The ids of the definition's pieces written as one of `types`, sorted. */
function idsWritten(def: VariantDefinition, pieces: FairyPieces, types: readonly string[]): string[] {
  return def.pieces
    .filter((p) => types.includes(pieces.byId.get(p.id)?.key ?? ''))
    .map((p) => p.id)
    .sort();
}

const sameIds = (a: readonly string[] | undefined, b: readonly string[]) =>
  [...(a ?? [])].sort().join() === b.join();

/**
 * Why a rule whose roles (role → piece id) are the engine's own piece types (`types`) cannot be written with
 * `pieces`: `with pieces ini does not write as its types (rook (queen) is written as queen, …)`, or undefined
 * when each role's piece is written as its type (an unnamed role is).
 */
function rolesFault<R extends string>(
  rule: NoInfer<Partial<Record<R, string>>>,
  types: Readonly<Record<R, string>>,
  pieces: FairyPieces,
): string | undefined {
  const wrong = (Object.entries(types) as [R, string][]).flatMap(([role, type]) => {
    const id = rule[role];
    const key = id === undefined ? type : pieces.byId.get(id)?.key;
    return key === type ? [] : [`${role} (${id}) is written as ${key ?? 'nothing'}`];
  });
  return wrong.length === 0 ? undefined : `with pieces ini does not write as its types (${wrong.join(', ')})`;
}

/**
 * `end.axfChase` as ini's `chasingRule = axf`, whose roles are the engine's own piece types: written when each
 * role's piece is written as that type (the soldier's crossing is the engine's `soldierPromotionRank`).
 */
export function axfChaseKeys(
  rule: NonNullable<EndRules['axfChase']>,
  pieces: FairyPieces,
  out: Entries,
  fail: Fail,
): void {
  const fault = rolesFault(rule, AXF_ROLE_TYPES, pieces);
  if (fault === undefined) out.push(['chasingRule', 'axf']);
  else fail('axfChase', `the AXF chase rule ${fault}`);
}

/** `end.mateCheckers` as `shatarMateRule`: knights lose alone; knights, rooks and berses make a mate count. */
function mateCheckersKeys(
  def: VariantDefinition,
  rule: NonNullable<EndRules['mateCheckers']>,
  pieces: FairyPieces,
  out: Entries,
  fail: Fail,
): void {
  const shatar =
    sameIds(rule.losing, idsWritten(def, pieces, ['knight'])) &&
    sameIds(rule.counting, idsWritten(def, pieces, ['knight', 'rook', 'bers']));
  if (shatar) out.push(['shatarMateRule', 'true']);
  else
    fail('mateCheckers', "mate checkers other than shatar's (knights losing alone; knights, rooks, berses)");
}

/**
 * The keys of `end.counting` and `end.mateCheckers`, the refusal of an extinction that leaves the hand out where the
 * engine counts it, and a refusal of each end field no writer knows.
 */
export function countedEndKeys(def: VariantDefinition, pieces: FairyPieces, fail: Fail): Entries {
  const e = def.end ?? {};
  const out: Entries = [];
  if (e.counting) {
    // `countingRule`, whose roles are the engine's pawn, rook, silver and knight types
    const fault = rolesFault(e.counting, COUNTING_ROLE_TYPES, pieces);
    if (fault === undefined) out.push(['countingRule', e.counting.rule]);
    else fail('counting', `${e.counting.rule} counting ${fault}`);
  }
  if (e.mateCheckers) mateCheckersKeys(def, e.mateCheckers, pieces, out, fail);
  // The engine counts the pieces in hand with those on the board for every extinction rule (`count_with_hand`).
  const counts = e.extinction !== undefined || e.noPieces !== undefined;
  if (counts && def.drops !== undefined && !e.extinctionCountsHand)
    fail('extinctionCountsHand', 'extinction counting the board alone (the engine counts the hand too)');
  for (const key of unwrittenFields(e, END_FIELDS_WRITTEN)) fail(key, `the end rule ${key}`);
  return out;
}
