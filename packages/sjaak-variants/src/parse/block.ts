/** A variant block while `parse` reads it, and `finalize`, which turns it into a variant record. */
import { coordinateName } from '@x/core';
import { type LineDiagnostic, type DiagnosticCode, makeDiagnostic } from '../shared/diagnostics.js';
import { readFen } from '../fen/fen.js';
import { shortName } from './short-name.js';
import { squareCoords } from '../shared/squares.js';
import type {
  CastleRule,
  EndCondition,
  MoveDefinition,
  OptionalPromotionRule,
  PieceDefinition,
  PieceFlag,
  PieceMax,
  PieceSpanKey,
  SjaakPromotionRule,
  SjaakSpan,
  SpecialMove,
  SpecialRuleEntry,
  SjaakVariant,
  ZoneDefinition,
  VariantSpanKey,
  ZonePair,
} from '../shared/types.js';
import { sameSet, zoneSquares } from '../shared/zones.js';

/** Writable view of a readonly record, used while building. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Builder state of `parse` (internal). */
export interface PendingZone {
  readonly name: string;
  readonly column: number;
  readonly line: number;
  /** Zones defined before this line (SjaakII resolves at the line). */
  readonly defined: number;
  resolved?: string;
}

/** Builder state of `parse` (internal). */
export interface PendingPair {
  readonly white: PendingZone;
  readonly black: PendingZone;
  readonly span: SjaakSpan;
  readonly keyword: string;
}

/** Builder state of `parse` (internal). */
export interface PieceBuilder {
  name: string;
  span: SjaakSpan;
  spans: { [key in PieceSpanKey]?: SjaakSpan };
  san: string;
  symbols: { white: string; black: string };
  moves: MoveDefinition[];
  captures: MoveDefinition[] | undefined;
  specials: { pair: PendingPair; move: MoveDefinition; span: SjaakSpan }[];
  initials: MoveDefinition[];
  castles: { rule: CastleRule; fromColumn: number; fromLength: number }[];
  promotions: { pair: PendingPair; choices: string[]; span: SjaakSpan }[];
  optionalPromotions: { pair: PendingPair; choices: string[] | undefined; span: SjaakSpan }[];
  /** Symbols this piece refers to (promotion choices, demotion, victims) with their columns, checked at the end of the block. */
  symbolRefs: { symbol: string; line: number; column: number; what: string }[];
  entryPromotion?: PendingPair;
  demotion?: string;
  allowedVictims?: string[];
  prison?: PendingPair;
  block?: PendingPair;
  dropZone?: PendingPair;
  flags: PieceFlag[];
  value?: number;
  max?: PieceMax;
}

/** Builder state of `parse` (internal). */
export interface BlockBuilder {
  name: string;
  line: number;
  span: SjaakSpan;
  spans: { [key in VariantSpanKey]?: SjaakSpan };
  board?: { files: number; ranks: number };
  boardSeen: boolean;
  excluded: string[];
  zones: ZoneDefinition[];
  /** Line of the first definition of each zone name. */
  zoneLines: Map<string, number>;
  whiteFlags: string[];
  blackFlags: string[];
  fen?: string;
  fenLine: number;
  fenColumn: number;
  fenSeen: boolean;
  xboardPieces?: string;
  xboardPiecesSeen: boolean;
  xboardParent?: string;
  pieces: PieceBuilder[];
  endConditions: EndCondition[];
  rules: SpecialRuleEntry[];
  pairs: PendingPair[];
  diagnostics: LineDiagnostic[];
}

/** Reports a problem of a block at a line and column. */
type BlockReporter = (
  code: DiagnosticCode,
  line: number,
  column: number,
  length: number,
  message: string,
) => void;

/**
 * What a zone reference names: exactly a defined zone, or (SjaakII's rule) the first zone in definition
 * order whose name is a prefix of it; `firstIndex` holds each name's first definition index.
 */
function resolveZone(
  z: PendingZone,
  firstIndex: ReadonlyMap<string, number>,
  zoneCount: number,
  compat: boolean,
  diag: BlockReporter,
): string {
  const limit = compat ? z.defined : zoneCount;
  const visible = (name: string) => {
    const i = firstIndex.get(name);
    return i !== undefined && i < limit;
  };
  const exact = visible(z.name);
  // SjaakII: the first zone, in definition order, whose name is a prefix of the argument.
  let prefix: string | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (let len = 1; len <= Math.min(z.name.length, 200); len++) {
    const candidate = z.name.slice(0, len);
    const i = firstIndex.get(candidate);
    if (i !== undefined && i < limit && i < best) {
      best = i;
      prefix = candidate;
    }
  }
  if (compat ? prefix === undefined : !exact && prefix === undefined) {
    diag(
      'unknown-zone',
      z.line,
      z.column,
      Math.max(z.name.length, 1),
      `Unknown zone '${z.name}': define it with 'Zone: ${z.name} = …' before use (the default stays in place).`,
    );
    return z.name;
  }
  if (prefix !== undefined && prefix !== z.name) {
    const used = compat || !exact ? prefix : z.name;
    diag(
      'zone-prefix-match',
      z.line,
      z.column,
      z.name.length,
      `Zone '${z.name}' ${exact ? 'is shadowed' : 'is resolved only'} by SjaakII's prefix rule to '${prefix}'; read as '${used}'. Rename the zones so that no name is a prefix of another.`,
    );
    return used;
  }
  return z.name;
}

/** Resolves every zone pair of the block and reports pairs whose zones are not mirror or rotated images. */
function resolvePairs(
  b: BlockBuilder,
  board: { files: number; ranks: number },
  compat: boolean,
  diag: BlockReporter,
): void {
  // First definition index of every zone name ('empty' and 'all' come first, as in SjaakII).
  const firstIndex = new Map<string, number>([
    ['empty', -2],
    ['all', -1],
  ]);
  const zoneByName = new Map<string, ZoneDefinition>();
  b.zones.forEach((zone, i) => {
    if (!firstIndex.has(zone.name)) firstIndex.set(zone.name, i);
    if (!zoneByName.has(zone.name)) zoneByName.set(zone.name, zone);
  });
  const image = (squares: readonly string[], rotate: boolean) =>
    squares.map((s) => {
      const c = squareCoords(s)!;
      return coordinateName(rotate ? board.files - 1 - c.file : c.file, board.ranks - 1 - c.rank);
    });
  for (const pair of b.pairs) {
    pair.white.resolved = resolveZone(pair.white, firstIndex, b.zones.length, compat, diag);
    pair.black.resolved = resolveZone(pair.black, firstIndex, b.zones.length, compat, diag);
    const w = zoneSquares(pair.white.resolved, zoneByName, board.files, board.ranks);
    const k = zoneSquares(pair.black.resolved, zoneByName, board.files, board.ranks);
    if (w && k && !sameSet(image(w, false), k) && !sameSet(image(w, true), k)) {
      diag(
        'zone-pair-asymmetric',
        pair.span.line,
        pair.span.column,
        pair.span.length,
        `Zones '${pair.white.resolved}' (White) and '${pair.black.resolved}' (Black) of '${pair.keyword}' are not mirror or rotated images of each other; check that this is intended.`,
      );
    }
  }
}

/** Reports promotion choices, demotions and victims that name no piece of the block. */
function checkSymbolRefs(b: BlockBuilder, diag: BlockReporter): void {
  // SjaakII matches a choice against White's or Black's symbol; '+' means '+' and my first symbol
  // character (or, for a symbol starting with '+', its second character).
  const symbols = new Set(b.pieces.flatMap((p) => [p.symbols.white, p.symbols.black]));
  for (const p of b.pieces) {
    for (const ref of p.symbolRefs) {
      const own = p.symbols.white;
      const target =
        ref.symbol !== '+' ? ref.symbol : own.startsWith('+') ? own.slice(1, 2) : `+${own.slice(0, 1)}`;
      if (!symbols.has(target)) {
        diag(
          'unknown-piece-symbol',
          ref.line,
          ref.column,
          ref.symbol.length,
          `The ${ref.what} '${ref.symbol}' of ${p.name} names no piece of this variant (no Symbol: "${target}"); SjaakII ignores it. Define the piece or remove the letter.`,
        );
      }
    }
  }
}

/** A zone pair as the variant record holds it (resolved names). */
function pairOf(p: PendingPair): ZonePair {
  return { white: p.white.resolved ?? p.white.name, black: p.black.resolved ?? p.black.name, span: p.span };
}

/**
 * Copies each of `keys` from `source` to `target` where it is defined, so that optional record fields
 * stay absent rather than `undefined`.
 */
function copyDefined<T extends object, K extends keyof T>(
  target: T,
  source: { readonly [P in K]?: T[P] | undefined },
  keys: readonly K[],
): void {
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined) target[key] = value as T[K];
  }
}

/** The piece record of a piece builder. */
function pieceRecord(p: PieceBuilder): PieceDefinition {
  const out: Mutable<PieceDefinition> = {
    name: p.name,
    san: p.san,
    symbols: p.symbols,
    moves: p.moves,
    specials: p.specials.map((s): SpecialMove => ({ zones: pairOf(s.pair), move: s.move, span: s.span })),
    initials: p.initials,
    castles: p.castles.map((c) => c.rule),
    promotions: p.promotions.map(
      (r): SjaakPromotionRule => ({ zones: pairOf(r.pair), choices: r.choices, span: r.span }),
    ),
    optionalPromotions: p.optionalPromotions.map(
      (r): OptionalPromotionRule => ({
        zones: pairOf(r.pair),
        ...(r.choices ? { choices: r.choices } : {}),
        span: r.span,
      }),
    ),
    flags: p.flags,
    span: p.span,
    spans: p.spans,
  };
  copyDefined(out, p, ['captures', 'demotion', 'allowedVictims', 'value', 'max']);
  for (const key of ['entryPromotion', 'prison', 'block', 'dropZone'] as const) {
    const pair = p[key];
    if (pair) out[key] = pairOf(pair);
  }
  return out;
}

/** The variant record of a block. */
function variantRecord(b: BlockBuilder): Mutable<SjaakVariant> {
  const variant: Mutable<SjaakVariant> = {
    name: b.name,
    shortName: shortName(b.name),
    board: b.board ?? { files: 0, ranks: 0 },
    excluded: b.excluded,
    zones: b.zones,
    whiteFlags: b.whiteFlags,
    blackFlags: b.blackFlags,
    pieces: b.pieces.map(pieceRecord),
    endConditions: b.endConditions,
    rules: b.rules,
    span: b.span,
    spans: b.spans,
  };
  copyDefined(variant, b, ['fen', 'xboardPieces', 'xboardParent']);
  return variant;
}

/** Reads the block's start FEN: its problems, then each castling piece's start square. */
function checkStartFen(
  b: BlockBuilder,
  variant: SjaakVariant,
  fen: string,
  files: number,
  compat: boolean,
  diag: BlockReporter,
): void {
  const { position, diagnostics: problems } = readFen(
    variant,
    fen,
    compat ? { compat: 'sjaakii', unmoved: false } : { unmoved: false },
  );
  for (const pr of problems) diag(pr.code, b.fenLine, b.fenColumn + pr.offset, pr.length, pr.message);
  if (problems.some((pr) => pr.code === 'fen-unknown-piece')) return;
  b.pieces.forEach((p, n) => {
    for (const c of p.castles) {
      const c0 = squareCoords(c.rule.from)!;
      const at = position.board[c0.file + c0.rank * files];
      if (!at || at.type !== n || at.side !== c.rule.side) {
        const found = at ? `${at.side}'s ${b.pieces[at.type]?.name ?? '?'}` : 'no piece';
        diag(
          'castle-king-missing',
          c.rule.span!.line,
          c.fromColumn,
          c.fromLength,
          `${c.rule.side} castles from '${c.rule.from}', but the start FEN has ${found} there, not ${c.rule.side}'s ${p.name}; fix the square.`,
        );
      }
    }
  });
}

/**
 * Closes a variant block: resolves zone references, checks zone pairs, the FEN and castling
 * squares, and returns the variant unless the block has an error.
 */
export function finalize(b: BlockBuilder, compat: boolean, strict: boolean): SjaakVariant | undefined {
  const diag: BlockReporter = (code, line, column, length, message) =>
    b.diagnostics.push(makeDiagnostic(code, line, column, length, message, strict, b.name));
  if (!b.boardSeen) {
    diag(
      'missing-board',
      b.line,
      1,
      b.span.length,
      `Variant '${b.name}' has no 'Board:' line: add 'Board: <files>x<ranks>' right after 'Variant:'.`,
    );
  }
  const board = b.board;
  if (board) resolvePairs(b, board, compat, diag);
  checkSymbolRefs(b, diag);
  const variant = variantRecord(b);
  if (board && b.fen !== undefined) checkStartFen(b, variant, b.fen, board.files, compat, diag);
  b.diagnostics.sort((x, y) => x.line - y.line || x.column - y.column);
  if (!board || b.diagnostics.some((d) => d.severity === 'error')) return undefined;
  return variant;
}
