/** MBN piece tokens to `@x/core` piece types and promotion uses (internal to `compile`). */
import type { MoveAtom, PieceType } from '@x/core/variant';
import { withEnPassantLeaps } from '../moves/betza-moves.js';
import type { Build } from '../state/build.js';
import { readConversion } from './andernach.js';
import { mountTarget } from '../moves/mount.js';
import type { RuleSet } from '../../parse/parse.js';
import { parseMbn } from '../../parse/parse-mbn.js';
import { compilePieceMoves, type MoveContext, predefinedMoves } from '../moves/moves.js';
import type {
  MbnMode,
  MbnToken,
  MoveSequenceNode,
  PieceDefNode,
  PieceLetterNode,
  PromotionDefNode,
  FbrSpan,
} from '../../parse/types.js';

/** What a prefixed MBN token says about a piece under one promotion prefix. */
export interface PrefixUse {
  /** Explicit targets (`+P==QRBN`), or `undefined` for the default set (bare `+P`). */
  targets?: { readonly piece: PieceLetterNode; readonly macro: boolean }[];
  /** The promoted type defined by `+P=moves`. */
  promotedId?: string;
  readonly span: FbrSpan;
  readonly token: number;
}

/** Prefix → piece letter → its use. */
export type PrefixUses = Map<string, Map<string, PrefixUse>>;

/** `@X` macro bodies among the sound `tokens` (`SoundRuleSet.pieces`). */
export function collectMacros(
  tokens: readonly MbnToken[],
): Map<string, { body: MoveSequenceNode; mode: MbnMode }> {
  const macros = new Map<string, { body: MoveSequenceNode; mode: MbnMode }>();
  for (const t of tokens) {
    if (t.kind === 'piece-def' && t.id.macro && t.body?.kind === 'sequence')
      macros.set(t.id.piece.key, { body: t.body, mode: t.dialect });
  }
  return macros;
}

/** The move-compiler context for token `tok`. */
export function moveContext(
  b: Build,
  macros: MoveContext['macros'],
  tok: number,
  piece?: string,
): MoveContext {
  return {
    geometry: b.g,
    macros,
    unsupported: (feature, at, why) => b.unsupported(feature, at, why, tok),
    zone: (squares) => b.zone(squares, 'from'),
    ...(piece !== undefined ? { piece } : {}),
    kingSafe: (letter, at) => b.kingSafe.push({ letter, at, token: tok }),
    explodes: (atoms, at, plain) => b.explosions.push({ atoms, at, token: tok, piece, plain }),
  };
}

/** Records a promotion use, reporting a second use of the same prefixed letter. */
function usePrefix(b: Build, uses: PrefixUses, prefix: string, letter: string, use: PrefixUse): void {
  let m = uses.get(prefix);
  if (!m) uses.set(prefix, (m = new Map()));
  if (m.has(letter)) b.problem('conflict', use.span, `${prefix}${letter} is defined twice`, use.token);
  else m.set(letter, use);
}

/** A promotion list token (`+P==QRBN`, `+P+B==Q`). */
function readPromotionDef(b: Build, uses: PrefixUses, t: PromotionDefNode): void {
  const prefixes = t.id.piece.prefixes;
  if (prefixes.length !== 1) {
    b.unsupported('prefix', t.id, 'promotion lists need exactly one prefix (the promotion rule)', t.index);
    return;
  }
  const mounted = mountTarget(t);
  if (t.body.kind !== 'targets' && !mounted) {
    b.unsupported(
      'promotion-move-expression',
      t.body,
      'a promotion to a move expression is not compiled',
      t.index,
    );
    return;
  }
  const targets = mounted
    ? [{ piece: mounted, macro: false }]
    : t.body.kind === 'targets'
      ? t.body.targets.map((x) => ({ piece: x.piece, macro: x.macro }))
      : [];
  for (const p of [t.id.piece, ...t.extra]) {
    if (b.letterOk(p, t.index)) usePrefix(b, uses, prefixes, p.key, { targets, span: t, token: t.index });
  }
}

/**
 * The atoms of a piece definition body (with `spacious` for an `X-!mY` body, see `legs.ts`),
 * or of a predefined letter without body; `undefined` when not compiled.
 */
export function movesOf(
  b: Build,
  macros: MoveContext['macros'],
  t: PieceDefNode,
): { moves: MoveAtom[]; spacious: boolean } | undefined {
  const piece = t.id.piece;
  if (t.body?.kind === 'sequence') {
    const id = t.id.piece.prefixes + piece.key;
    const def = compilePieceMoves(t.body, t.dialect, moveContext(b, macros, t.index, id));
    if (t.dialect === 'betza') def.moves = withEnPassantLeaps(def.moves);
    return def;
  }
  if (t.body) return undefined;
  const pre = predefinedMoves(piece.key, t.dialect, moveContext(b, macros, t.index), t.id);
  if (!pre) b.unsupported(`atom:${piece.key}`, t.id, `${piece.key} is not a predefined piece`, t.index);
  return pre && { moves: pre, spacious: false };
}

/** A piece definition token (`Q=R+N`, bare `K`, `+P=moves`, bare `+P`). */
function readPieceDef(
  b: Build,
  uses: PrefixUses,
  macros: MoveContext['macros'],
  promotionPrefixes: ReadonlySet<string>,
  t: PieceDefNode,
): void {
  const piece = t.id.piece;
  const prefixes = piece.prefixes;
  if (!b.letterOk(piece, t.index)) return;
  if (prefixes.length > 1) {
    b.unsupported('prefix', t.id, `stacked prefixes ${prefixes} are not compiled`, t.index);
    return;
  }
  if (prefixes.length === 1 && !t.body) {
    usePrefix(b, uses, prefixes, piece.key, { span: t, token: t.index });
    return;
  }
  if (prefixes.length === 1 && b.freezerPrefixes.get(prefixes)?.kind === 'conversion' && t.body) {
    readConversion(b, t);
    return;
  }
  if (prefixes.length === 1 && b.freezerPrefixes.has(prefixes) && t.body) {
    const def = movesOf(b, macros, t);
    if (def?.spacious) b.unsupported('leg:then', t, 'spacious freezer', t.index);
    else if (def)
      b.freezeDefs.set(prefixes + piece.key, {
        letter: piece.key,
        moves: def.moves,
        prefix: prefixes,
        span: t,
        token: t.index,
      });
    return;
  }
  if (prefixes.length === 1 && b.turnPrefixes.has(prefixes) && t.body) {
    const def = movesOf(b, macros, t);
    if (def?.spacious) b.unsupported('leg:then', t, 'spacious moves of an opponent piece', t.index);
    else if (def) b.turnDefs.set(prefixes + piece.key, { moves: def.moves, span: t, token: t.index });
    return;
  }
  if (prefixes.length === 1 && !promotionPrefixes.has(prefixes)) {
    b.unsupported(`prefix:${prefixes}`, t, `${prefixes}${piece.key} belongs to no compiled rule`, t.index);
    return;
  }
  const id = prefixes + piece.key;
  if (b.byLetter.has(id)) {
    b.problem('conflict', t.id, `piece ${id} is defined twice`, t.index);
    return;
  }
  const def = movesOf(b, macros, t);
  if (!def) return;
  const { moves, spacious } = def;
  const type: PieceType = {
    id,
    ...(t.comment ? { name: t.comment.text } : {}),
    symbol: id,
    moves,
    ...(moves.some((a) => a.takesEnPassant || a.setsEnPassant) ? { pawn: true } : {}),
    ...(spacious ? { rules: { spacious } } : {}),
  };
  b.byLetter.set(id, b.pieces.length);
  b.pieces.push({ type, span: t.id, token: t.index });
  if (prefixes.length === 1)
    usePrefix(b, uses, prefixes, piece.key, { promotedId: id, span: t, token: t.index });
}

/**
 * Reads the sound MBN tokens: defines the pieces in `b` and returns the promotion uses by prefix. Tokens
 * that define no piece of the variant (setup `!`, board ids, names, macros) are left to `listFeatures`.
 */
export function readPieces(
  b: Build,
  tokens: readonly MbnToken[],
  macros: MoveContext['macros'],
  promotionPrefixes: ReadonlySet<string>,
  uses: PrefixUses = new Map(),
): PrefixUses {
  for (const t of tokens) {
    if (t.kind === 'invalid' || t.kind === 'castling-def') continue;
    if (t.kind === 'moves') {
      b.unsupported('token:moves', t, 'a move definition without piece letter defines no piece', t.index);
      continue;
    }
    if (t.id.setup || t.id.board !== undefined || t.id.name !== undefined) continue;
    if (t.id.macro) continue;
    if (t.kind === 'promotion-def') readPromotionDef(b, uses, t);
    else readPieceDef(b, uses, macros, promotionPrefixes, t);
  }
  return uses;
}

/** The orthodox army a rule set without its own army is compiled on (see `CompileOptions.base`). */
const BASE_ARMY = ['K', 'Q', 'R', 'B', 'N', 'P', '+P'];
let baseTokens: readonly MbnToken[] | undefined;

/** Whether a token defines a piece of the variant (not a macro, setup, board id or name). */
function definesPiece(t: MbnToken): t is PieceDefNode {
  return (
    t.kind === 'piece-def' &&
    !t.id.macro &&
    !t.id.setup &&
    t.id.board === undefined &&
    t.id.name === undefined
  );
}

/**
 * The orthodox tokens to add when the rule set names no army of its own: no `royal{set}`, and no unprefixed
 * `K` or, without a `royal` rule, no other piece than `K`. Only the letters it does not define are added (`+P` with the base pawn); `royal`
 * says whether the base's `royal` rule is needed (the rule set has none).
 */
export function baseArmy(
  ruleSet: RuleSet,
): { tokens: MbnToken[]; royal: boolean; letters: string[] } | undefined {
  const defined = new Set<string>();
  for (const t of ruleSet.pieces) if (definesPiece(t)) defined.add(t.id.piece.prefixes + t.id.piece.key);
  const royalRules = ruleSet.rules.filter((r) => r.name === 'royal' && !r.negated);
  // A line that defines only the King (`conversion* K=mK …`) restates the orthodox King: the army is still chess's.
  const onlyKing = defined.size === 1 && defined.has('K') && royalRules.length === 0;
  if ((defined.has('K') && !onlyKing) || royalRules.some((r) => r.set)) return undefined;
  baseTokens ??= BASE_ARMY.map((t) => parseMbn(t).tree);
  const tokens = baseTokens.filter((t) => {
    if (!definesPiece(t)) return false;
    if (t.id.piece.prefixes === '') return !defined.has(t.id.piece.key);
    // `+P` with the base pawn only, and only when the rule set says nothing about `+P` itself.
    const ownPlusP = ruleSet.pieces.some(
      (u) =>
        (u.kind === 'piece-def' || u.kind === 'promotion-def') &&
        u.id.piece.prefixes === '+' &&
        u.id.piece.key === 'P',
    );
    return !defined.has('P') && !ownPlusP;
  });
  const letters = tokens.filter(definesPiece).map((t) => t.id.piece.prefixes + t.id.piece.key);
  return { tokens, royal: royalRules.length === 0, letters };
}
