/**
 * `toVariant`: a parsed SjaakII variant → a plain `@x/core` `VariantDefinition` (JSON-serialisable).
 * Everything the core engine cannot express is reported as a conversion diagnostic, never dropped
 * silently. Start positions: `to-setup.ts`. See `docs/to-variant.md`.
 */
import {
  compileVariant,
  coordinateName,
  Position,
  type VariantConversion,
  type VariantDefinition as CoreVariant,
} from '@x/core';
import {
  type CastlingRule as CoreCastlingRule,
  type DropRules as CoreDropRules,
  type EndRules as CoreEndRules,
  type PieceType,
  supplyRules,
} from '@x/core/variant';
import { type Ctx, report, zoneOf } from './convert-context.js';
import { pieceAtoms } from './convert-moves.js';
import { promotionRules } from './convert-promotions.js';
import { readFen } from '../fen/fen.js';
import { sjaakFilePhantoms } from './file-phantoms.js';
import { pawnTypes } from '../fen/pawn-heuristic.js';
import { effectiveEndConditions } from '../parse/rules.js';
import { squareCoords } from '../shared/squares.js';
import { toSetup } from '../fen/to-setup.js';
import type { ConversionDiagnostic } from './to-variant-diagnostics.js';
import type { PieceDefinition, PieceFlag, SjaakVariant } from '../shared/types.js';

/** Options of `toVariant`. */
export interface ToVariantOptions {
  /** Core variant id (default `sjaak-<short name>`). */
  readonly id?: string;
  /**
   * `sjaakii`: reproduce SjaakII's engine where it differs from its documentation — on boards with
   * more ranks than files, its file lookup's phantom blockers (`filePhantoms`, see `file-phantoms.ts`).
   */
  readonly compat?: 'sjaakii';
}

/** Piece id from a display name (lowercase, dashes), made unique. */
function pieceIds(pieces: readonly PieceDefinition[]): string[] {
  const used = new Set<string>();
  return pieces.map((p, i) => {
    let base = p.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48);
    if (base === '') base = `piece${i + 1}`;
    let id = base;
    for (let k = 2; used.has(id); k++) id = `${base}-${k}`;
    used.add(id);
    return id;
  });
}

/** Piece flags the converter does not express (reported and ignored); it handles every other flag. */
const UNSUPPORTED_FLAGS = new Set<PieceFlag>(['no_mate', 'shak', 'assimilate']);
const UNSUPPORTED_RULES = new Set([
  'return capture',
  'force drops',
  'promote here',
  'promote drop',
  'quiet promotion',
  'promote by move',
  'shak rule',
]);

/**
 * Under `compat: 'sjaakii'`: SjaakII's phantom file blockers as `filePhantoms`. Core applies them to
 * unlimited file rides, i.e. SjaakII's `slide` (V); SjaakII's vertical `hop` is affected too and its
 * `ride` riders are not, which core cannot tell apart: such pieces are reported.
 */
function filePhantoms(ctx: Ctx, def: { -readonly [K in keyof CoreVariant]: CoreVariant[K] }): void {
  const pairs = sjaakFilePhantoms(def.board.files, def.board.ranks);
  if (pairs.length === 0) return;
  def.filePhantoms = pairs;
  const unit = ([x, y]: readonly [number, number]) => Math.abs(x) + Math.abs(y) === 1;
  for (const p of ctx.v.pieces) {
    const all = [...p.moves, ...(p.captures ?? []), ...p.initials, ...p.specials.map((x) => x.move)];
    const odd = all.some(
      (m) => (m.kind === 'hop' && m.directions.includes('V')) || (m.kind === 'ride' && m.vectors.some(unit)),
    );
    if (odd)
      report(
        ctx,
        'approximated',
        `${p.name}: SjaakII's phantom file blockers apply to its vertical hops and not to its (0,1) riders; core applies them to unlimited file rides only.`,
        p.span,
      );
  }
}

/** Mutable view of a core record while `toVariant` builds it. */
type Building<T> = { -readonly [K in keyof T]: T[K] };

/** What the conversion stages share besides `Ctx`: piece ids and the variant's rules. */
interface Conversion {
  readonly ctx: Ctx;
  readonly v: SjaakVariant;
  readonly ids: readonly string[];
  /** Each piece's white FEN symbol (`fenSymbols`). */
  readonly symbols: readonly string[];
  /** Whether the variant has a `Rule:` of this name. */
  readonly has: (rule: string) => boolean;
}

/**
 * Each piece's white FEN symbol: its `Symbol:` one, or for a piece without one the first letter A–Z that no piece's
 * symbol uses (placeholders `?i`, which no FEN or SAN reads, only when all 26 are taken).
 */
function fenSymbols(pieces: readonly PieceDefinition[]): string[] {
  const used = new Set(pieces.flatMap((p) => [p.symbols.white.toUpperCase(), p.symbols.black.toUpperCase()]));
  const free = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => !used.has(l));
  return pieces.map((p, i) => p.symbols.white || free.shift() || `?${i}`);
}

/** The core piece type of piece `i`. */
function pieceType(c: Conversion, p: PieceDefinition, i: number, pawns: ReadonlySet<number>): PieceType {
  const { ctx, v, ids, has } = c;
  const specialInit = has('special init');
  for (const f of p.flags) {
    if (UNSUPPORTED_FLAGS.has(f))
      report(
        ctx,
        'unsupported-flag',
        `${p.name}: flag '${f}' is not supported by the converter; ignored.`,
        p.spans?.flags,
      );
  }
  const symbol = c.symbols[i]!;
  if (!p.symbols.white)
    report(
      ctx,
      'missing-symbol',
      `${p.name} has no Symbol: line; it is given the FEN letter ${symbol}.`,
      p.span,
    );
  const piece: {
    -readonly [K in keyof PieceType]: PieceType[K];
  } = {
    id: ids[i]!,
    name: p.name,
    symbol,
    blackSymbol: p.symbols.black || (symbol.startsWith('?') ? `¿${i}` : symbol.toLowerCase()),
    san: sanLetters(ctx, p),
    moves: pieceAtoms(ctx, p, specialInit),
  };
  if (p.flags.includes('royal')) piece.royal = true;
  if (p.value !== undefined) piece.value = p.value;
  if (pawns.has(i)) piece.pawn = true;
  const promos = promotionRules(ctx, p, ids);
  if (promos.length === 1) piece.promotion = promos[0]!;
  else if (promos.length > 1) piece.promotions = promos;
  if (p.symbols.white.startsWith('+')) {
    const base = v.pieces.findIndex((q) => q.symbols.white === p.symbols.white.slice(1));
    if (base >= 0) piece.demotesTo = ids[base]!;
  } else if (p.symbols.white.endsWith('~')) {
    const from = v.pieces.findIndex((q) => q.promotions.some((r) => r.choices.includes(p.symbols.white)));
    if (from >= 0) piece.demotesTo = ids[from]!;
  }
  if (p.demotion !== undefined) {
    const d = v.pieces.findIndex((q) => q.symbols.white === p.demotion);
    if (d >= 0) piece.demotesTo = ids[d]!;
  }
  if (p.prison) {
    const z = zoneOf(ctx, p.prison);
    if (z) piece.prison = z;
  }
  if (p.block) {
    const z = zoneOf(ctx, p.block);
    if (z) piece.block = z;
  }
  if (p.flags.includes('iron')) piece.iron = true;
  const rules = {
    ...(p.flags.includes('no_retaliate') ? { noRetaliate: true } : {}),
    ...(p.flags.includes('endangered') ? { endangered: true } : {}),
    ...(p.flags.includes('royal') && has('en-passant check') ? { noPassingCheck: true } : {}),
  };
  if (Object.keys(rules).length > 0) piece.rules = rules;
  if (p.allowedVictims) {
    const victims = p.allowedVictims
      .map((s) => v.pieces.findIndex((q) => q.symbols.white === s || q.symbols.black === s))
      .filter((k) => k >= 0)
      .map((k) => ids[k]!);
    piece.victims = victims;
  }
  if (p.max && (p.max.white > 0 || p.max.black > 0)) {
    piece.max = Math.max(p.max.white, p.max.black);
    if (p.max.white !== p.max.black)
      report(
        ctx,
        'approximated',
        `${p.name}: different Max: per side is approximated by the larger.`,
        p.spans?.max,
      );
  }
  // SjaakII's default Max: 1 for royal pieces (enforced on promotion), else unlimited.
  else if (p.flags.includes('royal')) piece.max = 1;
  return piece;
}

/** Castling from the start position's masks (SjaakII re-derives them from the FEN letters). */
function castlingOf(c: Conversion, fen: string): CoreVariant['castling'] {
  const { ctx, v, ids } = c;
  const { files } = v.board;
  const castleTypes = v.pieces.map((p, i) => (p.castles.length > 0 ? i : -1)).filter((i) => i >= 0);
  if (castleTypes.length === 0) return undefined;
  const start = readFen(v, fen).position;
  const rules: CoreCastlingRule[] = [];
  const partnerTypes = new Set<string>();
  for (const side of ['white', 'black'] as const) {
    for (const which of ['short', 'long'] as const) {
      const mask = start.castleMasks[side][which];
      const kingSq = mask.find(
        (s) => start.board[s]?.side === side && castleTypes.includes(start.board[s]!.type),
      );
      if (kingSq === undefined) continue;
      const partner = mask.find((s) => s !== kingSq);
      if (partner === undefined || !start.board[partner]) continue;
      partnerTypes.add(ids[start.board[partner]!.type]!);
      const kingPiece = v.pieces[start.board[kingSq]!.type]!;
      const targets = new Set<string>();
      for (const rule of kingPiece.castles) {
        if (rule.side !== side) continue;
        for (const to of rule.to) {
          const f = to.charCodeAt(0) - 97;
          const kingSide = f >= Math.floor(files / 2);
          if (kingSide === (which === 'short'))
            targets.add(`${to[0]}${coordinateName(0, Math.floor(kingSq / files)).slice(1)}`);
        }
      }
      if (targets.size === 0) continue;
      rules.push({
        color: side,
        king: coordinateName(kingSq % files, Math.floor(kingSq / files)),
        targets: [...targets],
        partner: coordinateName(partner % files, Math.floor(partner / files)),
      });
    }
  }
  const king = ids[castleTypes[0]!]!;
  if (castleTypes.length > 1)
    report(ctx, 'approximated', 'Several castling piece types: only the first castles.', v.span);
  return rules.length > 0 ? { king, partners: [...partnerTypes], rules } : undefined;
}

/** Hands and drops. */
function dropsOf(c: Conversion): CoreDropRules {
  const { ctx, v, ids, has } = c;
  const drops: { -readonly [K in keyof CoreDropRules]: CoreDropRules[K] } = {
    capturesToHand: has('keep capture'),
  };
  if (has('allow pickup')) drops.pickup = true;
  if (has('gate drops')) drops.gating = true;
  if (!has('allow drops')) drops.freeDrops = false;
  const withFlag = (f: string) =>
    v.pieces.map((p, i) => (p.flags.includes(f as never) ? ids[i]! : '')).filter(Boolean);
  const noDoubled = withFlag('drop_one_file');
  const noDropMate = withFlag('drop_no_mate');
  const noDropCheck = withFlag('drop_no_check');
  // `Drop zone:` restricts drops and implies `drop_dead` (the documented meaning; the parser drops
  // the line under `compat: 'sjaakii'`, where SjaakII ignores it).
  const dropZones: Record<string, string> = {};
  v.pieces.forEach((p, i) => {
    const z = p.dropZone ? zoneOf(ctx, p.dropZone) : undefined;
    if (z) dropZones[ids[i]!] = z;
  });
  if (Object.keys(dropZones).length) drops.zones = dropZones;
  const noDead = v.pieces
    .map((p, i) => (p.flags.includes('drop_dead') || dropZones[ids[i]!] ? '' : ids[i]!))
    .filter(Boolean);
  if (noDoubled.length) drops.noDoubled = noDoubled;
  if (noDropMate.length) drops.noDropMate = noDropMate;
  if (noDropCheck.length) drops.noDropCheck = noDropCheck;
  if (noDead.length) drops.noDeadDrops = noDead;
  return drops;
}

/**
 * End conditions (core scores checkmate/stalemate for the mover that brought them about, bare
 * king / no pieces for the affected side, like SjaakII).
 */
function endOf(c: Conversion): CoreEndRules {
  const { ctx, v, ids, has } = c;
  const end: { -readonly [K in keyof CoreEndRules]: CoreEndRules[K] } = {};
  for (const e of effectiveEndConditions(v.endConditions)) {
    const r = e.result;
    switch (e.condition) {
      case 'checkmate':
        if (r && r !== 'repeat') end.checkmate = r;
        break;
      case 'stalemate':
        if (r && r !== 'repeat') end.stalemate = r;
        break;
      case 'repeat':
        end.repetition = e.count ?? 3;
        if (r !== 'draw') report(ctx, 'approximated', `repeat = ${r} is scored as a draw.`, e.span);
        break;
      case 'movecountdraw':
        end.moveCount = e.count ?? 50;
        break;
      case 'check':
        end.checks = e.count ?? 3;
        if (r !== 'win') report(ctx, 'approximated', `check${e.count} = ${r} is scored as a win.`, e.span);
        break;
      case 'loneking':
        // SjaakII scores a lone king only under the `bare rule` ("if baring rules are in effect").
        if (has('bare rule') && (r === 'win' || r === 'loss' || r === 'draw')) end.bareKing = r;
        break;
      case 'nopieces':
        if (r === 'win' || r === 'loss' || r === 'draw') end.noPieces = r;
        break;
      case 'perpetual':
        if (r && r !== 'repeat') end.perpetual = r;
        break;
      default:
        flagEnd(ctx, e, ids, end);
    }
  }
  if (!v.endConditions.some((e) => e.condition === 'movecountdraw')) end.moveCount = 50;
  // SjaakII scores an illegal chase as an illegal move (the chaser loses).
  if (has('chase rule')) {
    end.chase = 'illegal';
    supplyRules(); // the rule's code, which core's root leaves out
  }
  if (has('bare rule')) {
    // SjaakII adjudicates a lone king (one royal piece and nothing else) as lost unless `loneking`
    // says otherwise, after mate and stalemate; the bared side may answer once (get_game_end_state).
    end.bareKing ??= 'loss';
    end.bareKingReply = true;
    end.loneKing = true;
  }
  return end;
}

/** Check, royal and capture rules of play. */
function playRules(c: Conversion, def: Building<CoreVariant>): void {
  const { v, has } = c;
  const pieces = def.pieces;
  const royals = v.pieces.filter((p) => p.flags.includes('royal')).length;
  if (royals > 0) {
    if (has('duplecheck')) def.royalCheck = 'all';
    else if (has('check any king')) def.royalCheck = 'any';
    else def.royalCheck = 'single';
    // SjaakII plays on when a side has no royal (horde): that side is never in check.
    def.royalsOptional = true;
  }
  if (has('taboo')) def.flyingRoyals = true;
  // SjaakII blocks checks only on lines: differs from plain legality with nightrider-type riders.
  const offLine = (x: number, y: number) => x !== 0 && y !== 0 && Math.abs(x) !== Math.abs(y);
  if (pieces.some((p) => p.moves.some((a) => a.kind === 'ride' && a.vectors.some(([x, y]) => offLine(x, y)))))
    def.checkEvasion = 'lines';
  const noQuiet = v.pieces.every((p) => p.captures !== undefined && p.moves.every((m) => m.kind === 'none'));
  if (has('forced capture') || noQuiet) def.mustCapture = true;
}

/** `startFen` in core's FEN dialect (the `FEN:` line is SjaakII's), from the start position. */
function coreStartFen(c: Conversion, def: Building<CoreVariant>, fen: string): void {
  const { ctx, v } = c;
  try {
    def.startFen = Position.fromSetup(toSetup(v, def, readFen(v, fen).position), def).toFen();
  } catch {
    report(
      ctx,
      'approximated',
      'The start position does not load in @x/core: startFen keeps the FEN: line.',
      v.spans?.fen,
    );
  }
}

/**
 * Converts a parsed SjaakII variant into an `@x/core` variant definition: `{ variant, diagnostics, complete }`,
 * the shape of every variant-language bridge (`VariantConversion` of `@x/core`).
 */
export function toVariant(
  v: SjaakVariant,
  options: ToVariantOptions = {},
): VariantConversion<ConversionDiagnostic> {
  const { files, ranks } = v.board;
  const allSquares: string[] = [];
  for (let r = 0; r < ranks; r++) for (let f = 0; f < files; f++) allSquares.push(coordinateName(f, r));
  const ctx: Ctx = { v, zones: {}, diagnostics: [], allSquares };
  const has = (rule: string) => v.rules.some((r) => r.rule === rule);
  const c: Conversion = { ctx, v, ids: pieceIds(v.pieces), symbols: fenSymbols(v.pieces), has };
  const startBoard = v.fen !== undefined ? readFen(v, v.fen, { unmoved: false }).position.board : [];
  const pawns = pawnTypes(v, startBoard);
  const hands = has('keep capture') || has('allow drops') || has('allow pickup') || has('gate drops');
  const pieces: PieceType[] = v.pieces.map((p, i) => pieceType(c, p, i, pawns));
  const def: Building<CoreVariant> = {
    id: options.id ?? `sjaak-${v.shortName}`,
    name: v.name,
    board: { files, ranks },
    pieces,
    startFen: v.fen ?? '',
  };
  if (v.excluded.length > 0) def.board = { files, ranks, holes: [...v.excluded], holeMode: 'pass' };
  const castling = v.fen !== undefined ? castlingOf(c, v.fen) : undefined;
  if (castling) def.castling = castling;
  if (hands) def.drops = dropsOf(c);
  for (const r of v.rules) {
    if (UNSUPPORTED_RULES.has(r.rule))
      report(ctx, 'unsupported-rule', `Rule '${r.rule}' is not supported by the converter; ignored.`, r.span);
  }
  def.end = endOf(c);
  playRules(c, def);
  if (Object.keys(ctx.zones).length > 0) def.zones = ctx.zones;
  if (options.compat === 'sjaakii') filePhantoms(ctx, def);
  const playable = checkPlayable(ctx, def);
  if (playable && v.fen !== undefined) coreStartFen(c, def, v.fen);
  const diagnostics = ctx.diagnostics;
  return { variant: def, diagnostics, complete: diagnostics.length === 0 };
}

/** Longest SAN piece letters `@x/core` definitions hold. */
const MAX_SAN_LETTERS = 4;

/** The SAN letters of a piece; longer than `@x/core` holds: reported, and the FEN symbol is used. */
function sanLetters(ctx: Ctx, p: PieceDefinition): string {
  if (p.san === ' ') return '';
  if (p.san.length <= MAX_SAN_LETTERS) return p.san;
  report(
    ctx,
    'approximated',
    `${p.name}: SAN letters '${p.san}' are longer than ${MAX_SAN_LETTERS}; SAN uses the FEN symbol instead.`,
    p.spans?.symbol,
  );
  return '';
}

/** Whether `@x/core` compiles the definition; when not, a `not-playable` diagnostic says why. */
function checkPlayable(ctx: Ctx, def: CoreVariant): boolean {
  if (def.pieces.length === 0) {
    report(
      ctx,
      'not-playable',
      '@x/core cannot play this definition: it has no pieces (add a Piece: block).',
      ctx.v.span,
    );
    return false;
  }
  try {
    compileVariant(def);
    return true;
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    report(ctx, 'not-playable', `@x/core cannot play this definition: ${e.message}.`, ctx.v.span);
    return false;
  }
}

/**
 * `captureanyflag` / `captureallflags`: core's `end.flags` over a `flags` zone (White's targets are the
 * `BlackFlag:` squares, Black's the `WhiteFlag:` squares), taken by `capture_flag` pieces or, when no
 * piece has that flag, by every piece. `illegal` results cannot be played and are reported.
 */
function flagEnd(
  ctx: Ctx,
  e: ReturnType<typeof effectiveEndConditions>[number],
  ids: readonly string[],
  end: { -readonly [K in keyof CoreEndRules]: CoreEndRules[K] },
): void {
  const r = e.result;
  if (r !== 'win' && r !== 'loss' && r !== 'draw') {
    report(
      ctx,
      'unsupported-end-condition',
      `End condition '${e.condition}' = ${r} is not supported; ignored.`,
      e.span,
    );
    return;
  }
  // Canonical square names (`a01` reads as `a1`, as SjaakII reads it), off-board squares left out.
  const onBoard = new Set(ctx.allSquares);
  const squares = (list: readonly string[]) =>
    list.flatMap((square) => {
      const c = squareCoords(square);
      const name = c ? coordinateName(c.file, c.rank) : square;
      return onBoard.has(name) ? [name] : [];
    });
  ctx.zones['BlackFlag/WhiteFlag'] = { white: squares(ctx.v.blackFlags), black: squares(ctx.v.whiteFlags) };
  const takers = ctx.v.pieces.flatMap((p, i) => (p.flags.includes('capture_flag') ? [ids[i]!] : []));
  end.flags = {
    zone: 'BlackFlag/WhiteFlag',
    capture: e.condition === 'captureallflags' ? 'all' : 'any',
    ...(r === 'win' ? {} : { result: r }),
    ...(takers.length > 0 ? { pieces: takers } : {}),
  };
}
