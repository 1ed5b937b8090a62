/**
 * Fairy-Stockfish's generic insufficient-material draw (`has_insufficient_material`, which ffish's `result()` and
 * pyffish apply to every variant) as core's `end.insufficientMaterial: 'fairy'` with the piece classes of
 * `end.fairyMaterial`, by the engine's piece type names. Where a setting makes the engine's test false for a side
 * whatever the position (captures to the hand, extinction by other than pseudo-royal pieces, a decisive n-fold
 * repetition, a royal or any-piece flag, a custom king with a decisive stalemate whose region meets the enemy king's), the draw never happens and no rule
 * is set.
 */
import { type EndRules, supplyRules } from '@x/core/variant';
import { FAIRY_PIECE_TYPES } from '../../keys.js';
import type { Build } from '../build.js';

/** The piece classes of Fairy-Stockfish's rule (`EndRules.fairyMaterial`). */
type FairyMaterial = NonNullable<EndRules['fairyMaterial']>;

/** The engine's `MAJOR_PIECES`: each mates alone (custom pieces are taken to as well). */
export const MAJOR: ReadonlySet<string> = new Set([
  'rook',
  'queen',
  'archbishop',
  'chancellor',
  'silver',
  'gold',
  'commoner',
  'centaur',
  'amazon',
  'bers',
]);
/** The engine's `COLORBOUND_PIECES`. */
export const COLOUR_BOUND: ReadonlySet<string> = new Set([
  'bishop',
  'fers',
  'fersAlfil',
  'alfil',
  'elephant',
]);

/** Whether the engine takes pieces of type `key` to mate alone: its major pieces and every custom piece. */
export function isMajor(key: string): boolean {
  return MAJOR.has(key) || /^customPiece\d+$/.test(key);
}

/** Whether a flag of side `c` (`w`, `b`) makes the test false whatever the position: a royal or any-piece flag. */
function alwaysFlagged(b: Build, c: 'w' | 'b'): boolean {
  if (b.get<Set<number>>(`flagRegion.${c}`).size === 0) return false;
  const piece = b.get<string>(`flagPiece.${c}`);
  return piece === '*' || piece === 'king';
}

/** Whether the engine's test is false for some side in every position of the variant. */
function neverDrawn(b: Build): boolean {
  const extinction = b.get<string>('extinctionValue');
  const repetition = b.get<string>('nFoldValue');
  const king = b.s.pieces.get('king');
  return (
    b.get<boolean>('capturesToHand') ||
    (extinction !== 'none' && !b.get<boolean>('extinctionPseudoRoyal')) ||
    (b.get<number>('nFoldRule') > 0 && repetition !== 'draw') ||
    alwaysFlagged(b, 'w') ||
    alwaysFlagged(b, 'b') ||
    (b.get<string>('stalemateValue') !== 'draw' &&
      king !== undefined &&
      king.betza !== FAIRY_PIECE_TYPES.get('king') &&
      kingsMeet(b))
  );
}

/** Whether the kings' mobility regions (unset: the whole board) share a square. */
function kingsMeet(b: Build): boolean {
  const w = b.get<Set<number> | undefined>('mobilityRegionWhiteKing');
  const k = b.get<Set<number> | undefined>('mobilityRegionBlackKing');
  return !w || !k || [...w].some((s) => k.has(s));
}

/**
 * Whether a single minor or colour-bound piece counts: a decisive stalemate, check counting, makpong, or material
 * counting (which ffish 0.7.10 treats alike: K+N against K plays on in armageddon).
 */
function strict(b: Build): boolean {
  return (
    b.get<string>('stalemateValue') !== 'draw' ||
    b.get<boolean>('checkCounting') ||
    b.get<boolean>('makpongRule') ||
    b.get<string>('materialCounting') !== 'none'
  );
}

/**
 * The engine's insufficient-material rule for the variant's pieces (`pieceIds`, the engine's type names), or
 * undefined where the engine never draws by it. Supplies the rule's module.
 */
export function fairyMaterialOf(b: Build, pieceIds: readonly string[]): FairyMaterial | undefined {
  if (neverDrawn(b)) return undefined;
  const major = pieceIds.filter(isMajor);
  const colourBound = pieceIds.filter((id) => COLOUR_BOUND.has(id));
  // Pawns that may promote to a major piece mate (per side in the engine; either side's here).
  const promoting = (['w', 'b'] as const).flatMap((c) =>
    [...b.get<Set<string>>(`promotionPieceTypes.${c}`)].some((t) => major.includes(t))
      ? [...b.get<Set<string>>(`promotionPawnTypes.${c}`)].filter((t) => pieceIds.includes(t))
      : [],
  );
  const types = b.get<Set<string>>('extinctionPieceTypes');
  const inert =
    b.get<boolean>('extinctionPseudoRoyal') && b.get<boolean>('blastOnCapture')
      ? pieceIds.filter((id) => types.has(id))
      : [];
  const flag = (c: 'w' | 'b') =>
    b.get<Set<number>>(`flagRegion.${c}`).size > 0 ? [b.get<string>(`flagPiece.${c}`)] : undefined;
  const [white, black] = [flag('w'), flag('b')];
  supplyRules(); // the rule's code, which core's root leaves out
  return {
    major,
    colourBound,
    ...(promoting.length > 0 ? { promoting: [...new Set(promoting)] } : {}),
    kings: pieceIds.includes('king') ? ['king'] : [],
    ...(inert.length > 0 ? { inert } : {}),
    ...(white || black ? { flags: { ...(white ? { white } : {}), ...(black ? { black } : {}) } } : {}),
    ...(strict(b) ? { strict: true } : {}),
  };
}
