/**
 * Piece types: Betza moves through `@x/fbr`'s `betzaMoves`, the engine's special pawn (double and
 * triple steps, en passant), xiangqi soldiers, mobility regions, promotions (pawn-style and
 * shogi-style with their promoted types), and which piece is royal.
 */
import type { MoveAtom, PieceType, PromotionRule } from '@x/core/variant';
import { supplyRules } from '@x/core/variant';
import { betzaMoves } from '@x/fbr';
import { standardBetza } from './betza-dialect.js';
import { chiralLeaps } from './chiral.js';
import { type Build, setOfBoth, startBoard } from './build.js';
import { janggiElephantAtoms, palaceAtoms } from './janggi.js';
import { promotedSanAliases, sanAliases } from './san-aliases.js';
import type { FairyPiece } from './settings.js';

const PAWN_STEP: MoveAtom = { kind: 'leap', vectors: [[0, 1]], mode: 'move' };

/** The pawn's `steps`-square push from `zone`: through every square before it, setting en passant or not. */
function pawnPush(steps: number, zone: string, setsEnPassant = true): MoveAtom {
  const through = Array.from({ length: steps - 1 }, (_, i): [number, number] => [0, i + 1]);
  return {
    kind: 'leap',
    vectors: [[0, steps]],
    legs: [through],
    mode: 'move',
    fromZone: zone,
    ...(setsEnPassant ? { setsEnPassant: true } : {}),
  };
}

/**
 * The pushes of `steps` squares from the region `field`. The engine sets an e.p. square only where it
 * lies in the opponent's `enPassantRegion`: pushes whose passed squares all do set it, those whose passed
 * squares none do are plain moves (Horde's pawns from the first rank, Georgian chess without e.p.).
 */
function pawnPushes(b: Build, field: string, steps: number): MoveAtom[] {
  const theirs = [b.get<Set<number>>('enPassantRegion.b'), b.get<Set<number>>('enPassantRegion.w')] as const;
  const split = [0, 1].map((c) => {
    const setting: number[] = [];
    const plain: number[] = [];
    for (const from of b.get<Set<number>>(`${field}.${c === 0 ? 'w' : 'b'}`)) {
      const passed = Array.from({ length: steps - 1 }, (_, k) => from + (c === 0 ? 12 : -12) * (k + 1));
      const inside = passed.filter((sq) => theirs[c]!.has(sq)).length;
      if (inside === passed.length) setting.push(from);
      else if (inside === 0) plain.push(from);
      else b.report('enPassantRegion.w', 'an en passant region that holds part of a triple step');
    }
    return { setting, plain };
  });
  if (split[0]!.plain.length === 0 && split[1]!.plain.length === 0)
    return [pawnPush(steps, b.regionZone(field))];
  const out: MoveAtom[] = [];
  const ep = b.zone(`${field}-ep`, split[0]!.setting, split[1]!.setting);
  const plain = b.zone(`${field}-no-ep`, split[0]!.plain, split[1]!.plain);
  if ((b.zones[ep]?.white.length ?? 0) + (b.zones[ep]?.black.length ?? 0) > 0) out.push(pawnPush(steps, ep));
  if ((b.zones[plain]?.white.length ?? 0) + (b.zones[plain]?.black.length ?? 0) > 0)
    out.push(pawnPush(steps, plain, false));
  return out;
}

function pawnAtoms(b: Build): MoveAtom[] {
  const ep = b.get<Set<string>>('enPassantTypes.w').has('pawn');
  if (ep !== b.get<Set<string>>('enPassantTypes.b').has('pawn'))
    b.report('enPassantTypes.w', 'en passant for one side only');
  const atoms: MoveAtom[] = [
    PAWN_STEP,
    {
      kind: 'leap',
      vectors: [
        [1, 1],
        [-1, 1],
      ],
      mode: 'capture',
      ...(ep ? { takesEnPassant: true } : {}),
    },
  ];
  if (!b.get<boolean>('doubleStep')) return atoms;
  atoms.push(...pawnPushes(b, 'doubleStepRegion', 2));
  const triple = b.regionZone('tripleStepRegion');
  if ((b.zones[triple]?.white.length ?? 0) + (b.zones[triple]?.black.length ?? 0) > 0)
    atoms.push(...pawnPushes(b, 'tripleStepRegion', 3));
  return atoms;
}

/** A xiangqi soldier: forward always, sideways once on or past `soldierPromotionRank`. */
function soldierAtoms(b: Build): MoveAtom[] {
  const rank = b.get<number>('soldierPromotionRank');
  const white: number[] = [];
  const black: number[] = [];
  for (let r = 0; r < b.ranks; r++)
    for (let f = 0; f < b.files; f++) {
      if (r >= rank) white.push(r * 12 + f);
      if (b.ranks - 1 - r >= rank) black.push(r * 12 + f);
    }
  const zone = b.zone('soldier-sideways', white, black);
  return [
    { kind: 'leap', vectors: [[0, 1]] },
    {
      kind: 'leap',
      vectors: [
        [1, 0],
        [-1, 0],
      ],
      fromZone: zone,
    },
  ];
}

/** Whether both colours' en passant regions hold every square of the board (`all`), none (`none`) or some. */
function enPassantRegions(b: Build): 'all' | 'none' | 'some' {
  let inside = 0;
  let outside = 0;
  for (const c of ['w', 'b'] as const) {
    const region = b.get<Set<number>>(`enPassantRegion.${c}`);
    for (let i = 0; i < 120; i++) if (b.onBoard(i)) region.has(i) ? inside++ : outside++;
  }
  return outside === 0 ? 'all' : inside === 0 ? 'none' : 'some';
}

/** Atoms of a Betza string; constructs `betzaMoves` cannot compile are reported against the piece's key. */
function betzaAtoms(b: Build, piece: FairyPiece, whole: string): MoveAtom[] {
  const { rest: betza, atoms: chiral } = chiralLeaps(whole);
  if (betza === '') return chiral;
  const r = betzaMoves(standardBetza(betza), { files: b.files, ranks: b.ranks });
  for (const e of r.diagnostics.filter((d) => d.severity === 'error'))
    b.report(piece.type, `Betza "${betza}": ${e.message}`);
  for (const u of r.unsupported) b.report(piece.type, `Betza "${betza}": ${u.message}`);
  if (r.zones.size > 0) b.report(piece.type, `Betza "${betza}": board regions are not converted`);
  // The engine's `i` means: from the double-step region (not: while unmoved).
  const initial = b.get<boolean>('doubleStep') ? b.regionZone('doubleStepRegion') : undefined;
  // A type of `enPassantTypes` (`pawnTypes`) captures en passant. Every piece's initial-only leap sets e.p.
  // squares on the squares it passes (the engine's `doMove`: a move in `PseudoMoves[initial]` alone), for
  // whichever piece takes en passant (wolf: the sergeant's double step, taken by a pawn).
  const ep = b.get<Set<string>>('enPassantTypes.w').has(piece.type);
  const atoms = r.moves.flatMap((a): MoveAtom[] => {
    // Black's moves are White's turned by 180° in the engine (not mirrored): `fr` is Black's down-left.
    let atom: MoveAtom = { ...a, orientation: 'rotate' };
    if (ep && a.kind === 'leap' && a.mode === 'capture') atom = { ...atom, takesEnPassant: true };
    if (!a.initial) return [atom];
    if (initial === undefined) return [];
    const { initial: _, setsEnPassant: __, ...rest } = atom;
    // As for pawns, the squares passed set an e.p. square only inside the regions (empty regions: never).
    const regions = a.legs ? enPassantRegions(b) : 'none';
    if (regions === 'some')
      b.report('enPassantRegion.w', 'an en passant region for a piece other than the pawn');
    return [{ ...rest, fromZone: initial, ...(regions === 'all' ? { setsEnPassant: true } : {}) }];
  });
  return [...chiral, ...atoms];
}

/** Moves of a piece type (the king moves as its custom Betza when it has one). */
function movesOf(b: Build, piece: FairyPiece): MoveAtom[] {
  return [...baseMoves(b, piece), ...palaceAtoms(b, piece)];
}

/** Moves of a piece type off the palace lines. */
function baseMoves(b: Build, piece: FairyPiece): MoveAtom[] {
  if (piece.type === 'pawn') return pawnAtoms(b);
  if (piece.type === 'soldier') return soldierAtoms(b);
  if (piece.type === 'janggiElephant') return janggiElephantAtoms();
  // The Janggi cannon hops (`pR`) over any piece but a Janggi cannon (and takes no cannon: `victims`).
  if (piece.type === 'janggiCannon')
    return betzaAtoms(b, piece, piece.betza).map((a) =>
      a.kind === 'hop' ? { ...a, hurdleExcept: ['janggiCannon'] } : a,
    );
  return betzaAtoms(b, piece, piece.betza);
}

/**
 * The pawn-style promotion rules of a promotion pawn type: one rule, or one per side when White and
 * Black choose among different pieces (`promotionPieceTypesWhite`/`Black`: each rule's zone holds only
 * its side's squares).
 */
function pawnPromotions(
  b: Build,
  pieces: ReadonlyMap<string, FairyPiece>,
  sides: { readonly w: boolean; readonly b: boolean },
  standing: boolean,
): PromotionRule[] {
  const choicesOf = (c: 'w' | 'b') =>
    [...b.get<Set<string>>(`promotionPieceTypes.${c}`)].filter((t) => pieces.has(t));
  const always = b.get<boolean>('mandatoryPawnPromotion');
  const mandatory: PromotionRule['mandatory'] = always
    ? 'always'
    : b.get<boolean>('immobilityIllegal')
      ? 'auto'
      : 'optional';
  // Captured into a hand, a promoted piece returns as the pawn (crazyhouse), unless `dropLoop` keeps it.
  const toHand = b.get<boolean>('pieceDrops') && b.get<boolean>('capturesToHand');
  // `sittuyinPromotion`: the engine's pawn promotes by a move of its own (core `standing`), never by moving.
  const mark = {
    ...(toHand && !b.get<boolean>('dropLoop') ? { markPromoted: true } : {}),
    ...(standing ? { standing: true } : { mandatory }),
  };
  const white = sides.w ? choicesOf('w') : [];
  const black = sides.b ? choicesOf('b') : [];
  // No choice and a mandatory promotion: the engine generates no move into the zone (`makePromotions` yields
  // none), so the rule stays with no choice; an optional one leaves the pawn moving there as elsewhere.
  const kept = (choices: readonly string[]) => choices.length > 0 || (always && !standing);
  if (sides.w && sides.b && white.join() === black.join()) {
    if (!kept(white)) {
      // Empty regions (`-`) say what no choices say: the pawn moves on the last ranks as elsewhere.
      const empty = (c: 'w' | 'b') => b.s.fields.get(`promotionRegion.${c}`) as Set<number> | undefined;
      if (empty('w')?.size === 0 && empty('b')?.size === 0)
        for (const c of ['w', 'b']) b.get(`promotionRegion.${c}`);
      return [];
    }
    return [{ zone: b.regionZone('promotionRegion'), choices: white, ...mark }];
  }
  const rules: PromotionRule[] = [];
  const w = b.get<Set<number>>('promotionRegion.w');
  const k = b.get<Set<number>>('promotionRegion.b');
  if (sides.w && kept(white)) rules.push({ zone: b.zone('promotion-white', w, []), choices: white, ...mark });
  if (sides.b && kept(black)) rules.push({ zone: b.zone('promotion-black', [], k), choices: black, ...mark });
  return rules;
}

/**
 * The engine limits a shogi-style promotion by how many pieces of the target type a side has on the
 * board, native and promoted alike. Core counts its promoted type alone: the same count when the target
 * type only ever arises from one base type's promotion (not in the start position, not a pawn-style
 * promotion choice).
 */
function limitOnPromotedOnly(b: Build, target: string, promoted: ReadonlyMap<string, string>): boolean {
  if ([...promoted.values()].filter((t) => t === target).length !== 1) return false;
  if (setOfBoth(b, 'promotionPieceTypes').has(target)) return false;
  const letter = b.s.pieces.get(target)?.letter;
  const board = (b.get<string>('startFen').split(/\s+/)[0] ?? '').replace(/\+[A-Za-z]/g, '');
  return (
    letter !== undefined && !board.includes(letter.toUpperCase()) && !board.includes(letter.toLowerCase())
  );
}

/**
 * A per-side set of piece types (`promotionPawnTypes`, `nMoveRuleTypes`). Where White's and Black's differ,
 * each type of one side's set alone must be one the other side never owns (not in its start position, not
 * a promotion choice of its, no drops), so that the rule of its owner is all that applies; else reported.
 */
function sidedSet(b: Build, field: string): { readonly w: Set<string>; readonly b: Set<string> } {
  const w = b.get<Set<string>>(`${field}.w`);
  const k = b.get<Set<string>>(`${field}.b`);
  if (b.sameForBoth(field)) return { w, b: k };
  const board = startBoard(b);
  const owns = (type: string, side: 'w' | 'b') => {
    const letter = b.s.pieces.get(type)?.letter;
    if (letter === undefined) return false;
    const promoted = [...b.get<Set<string>>(`promotionPieceTypes.${side}`)].includes(type);
    return board.includes(side === 'w' ? letter : letter.toLowerCase()) || promoted;
  };
  const exact =
    !b.get<boolean>('pieceDrops') &&
    [...w].every((t) => k.has(t) || !owns(t, 'b')) &&
    [...k].every((t) => w.has(t) || !owns(t, 'w'));
  if (!exact) b.report(`${field}.w`, 'different values for White and Black');
  return { w, b: k };
}

/**
 * `sittuyinPromotion` (core `standing`, on the engine's pawn): its choices step to the squares they attack, which core
 * reads as their moves, so a choice that moves otherwise than it captures is reported; so is a pawn that also promotes
 * shogi-style.
 */
function standingPromotion(b: Build, pieces: ReadonlyMap<string, FairyPiece>): boolean {
  if (!b.get<boolean>('sittuyinPromotion') || !pieces.has('pawn')) return false;
  const choices = [...setOfBoth(b, 'promotionPieceTypes')].filter((t) => pieces.has(t));
  const uneven = choices.find((t) =>
    movesOf(b, pieces.get(t)!).some((a) => (a.mode ?? 'both') !== 'both' || a.kind === 'hop'),
  );
  if (uneven)
    b.report(
      'sittuyinPromotion',
      `a promotion in place to ${uneven}, which moves otherwise than it captures`,
    );
  if (b.get<Map<string, string>>('promotedPieceType').has('pawn'))
    b.report('sittuyinPromotion', 'a pawn promoting in place and shogi-style');
  if (uneven !== undefined) return false;
  supplyRules(); // the rule's code, which core's root leaves out
  return true;
}

/** Every core piece type of the variant, promoted shogi-style types included. */
export function convertPieces(b: Build): PieceType[] {
  const pieces = b.s.pieces;
  // Pawn settings matter only to the pieces that use them; they are read here for all.
  for (const f of ['doubleStep', 'doubleStepRegion.w', 'doubleStepRegion.b', 'tripleStepRegion.w']) b.get(f);
  for (const f of ['tripleStepRegion.b', 'enPassantTypes.w', 'enPassantTypes.b']) b.get(f);
  const promotionPawns = sidedSet(b, 'promotionPawnTypes');
  const promoted = b.get<Map<string, string>>('promotedPieceType');
  const limits = b.get<Map<string, number>>('promotionLimit');
  const mobility = (type: string) => {
    const cap = type[0]!.toUpperCase() + type.slice(1);
    const w = b.get<Set<number>>(`mobilityRegionWhite${cap}`);
    const k = b.get<Set<number>>(`mobilityRegionBlack${cap}`);
    if (!w && !k) return undefined;
    const all = Array.from({ length: 120 }, (_, i) => i);
    return b.zone(`mobility-${type}`, w ?? all, k ?? all);
  };
  const nMove = sidedSet(b, 'nMoveRuleTypes');
  // Pawn promotion settings matter only to promotion pawn types; they are read here for all.
  b.get('mandatoryPawnPromotion');
  setOfBoth(b, 'promotionPieceTypes');
  const out: PieceType[] = [];
  const auto = b.get<boolean>('immobilityIllegal');
  const standing = standingPromotion(b, pieces);
  const shogiZone = () => b.regionZone('promotionRegion');
  for (const piece of pieces.values()) {
    const prison = mobility(piece.type);
    const type: { -readonly [K in keyof PieceType]: PieceType[K] } = {
      id: piece.type,
      symbol: piece.letter,
      moves: movesOf(b, piece),
    };
    if (piece.type === 'king') type.royal = true;
    const aliases = sanAliases(piece, pieces);
    if (aliases) type.sanAliases = aliases;
    if (piece.type === 'pawn' || nMove.w.has(piece.type) || nMove.b.has(piece.type)) type.pawn = true;
    if (prison) type.prison = prison;
    const limit = limits.get(piece.type);
    if (limit) type.max = limit;
    const sides = { w: promotionPawns.w.has(piece.type), b: promotionPawns.b.has(piece.type) };
    if (sides.w || sides.b) {
      const [rule, ...more] = pawnPromotions(b, pieces, sides, piece.type === 'pawn' && standing);
      if (rule) type.promotion = rule;
      if (more.length > 0) type.promotions = more;
    }
    const target = promoted.get(piece.type);
    if (target && pieces.has(target)) {
      const targetLimit = limits.get(target);
      if (targetLimit !== undefined && !limitOnPromotedOnly(b, target, promoted))
        b.report('promotionLimit', `a limit on ${target}, which pieces also become by promotion`);
      const id = `promoted-${piece.type}`;
      const mandatory = b.get<boolean>('mandatoryPiecePromotion') ? 'always' : auto ? 'auto' : 'optional';
      // Only captures promote (and demote) with `piecePromotionOnCapture`.
      const onCapture = b.get<boolean>('piecePromotionOnCapture') ? { onCapture: true } : {};
      if (piece.type === 'pawn' && type.promotion) {
        if ('onCapture' in onCapture) b.report('piecePromotionOnCapture', 'a pawn promoting on capture only');
        // The engine's pawn also promotes shogi-style among its pawn promotions (wolf chess: to the elephant).
        type.promotion = { ...type.promotion, choices: [...type.promotion.choices, id] };
        if (type.promotions)
          type.promotions = type.promotions.map((r) => ({ ...r, choices: [...r.choices, id] }));
      } else {
        // A pawn-style rule with no choice only bars the zone; the shogi-style one below replaces it.
        if ([type.promotion, ...(type.promotions ?? [])].some((r) => r?.choices.length))
          b.report('promotedPieceType', `${piece.type} promotes both ways`);
        delete type.promotions;
        type.promotion = {
          zone: shogiZone(),
          choices: [id],
          mandatory,
          trigger: 'enter-or-leave',
          ...onCapture,
        };
      }
      out.push(type);
      const moves = movesOf(b, pieces.get(target)!);
      // The promoted piece moves as the target type, inside the target type's mobility region.
      const targetPrison = mobility(target);
      out.push({
        id,
        symbol: `+${piece.letter}`,
        sanAliases: promotedSanAliases(pieces.get(target)!),
        moves,
        demotesTo: piece.type,
        // `pieceDemotion`: a promoted piece moving as a promotion would turns back (kyoto shogi).
        ...(b.get<boolean>('pieceDemotion')
          ? {
              promotion: {
                zone: shogiZone(),
                choices: [piece.type],
                mandatory,
                trigger: 'enter-or-leave',
                ...onCapture,
              },
            }
          : {}),
        ...(targetLimit !== undefined ? { max: targetLimit } : {}),
        ...(targetPrison ? { prison: targetPrison } : {}),
      });
      continue;
    }
    out.push(type);
  }
  return janggiCannonVictims(b, out);
}

/** The Janggi cannon takes every piece but a Janggi cannon (core `victims`). */
function janggiCannonVictims(b: Build, out: PieceType[]): PieceType[] {
  if (!b.s.pieces.has('janggiCannon')) return out;
  if ([...b.get<Map<string, string>>('promotedPieceType').values()].includes('janggiCannon'))
    b.report('janggiCannon', 'pieces promoted to Janggi cannons');
  const victims = out.map((p) => p.id).filter((id) => id !== 'janggiCannon');
  return out.map((p) => (p.id === 'janggiCannon' ? { ...p, victims } : p));
}
