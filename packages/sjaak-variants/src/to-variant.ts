/**
 * `toVariant`: a parsed SjaakII variant → a plain `@x/core` `VariantDefinition` (JSON-serialisable),
 * and `startPosition` / `startSetup`: its start position (the `FEN:` line read in SjaakII's dialect,
 * with SjaakII's unmoved bits). Everything the core engine cannot express is reported as a
 * conversion diagnostic, never dropped silently. See `docs/to-variant.md`.
 */
import {
  Position,
  type CastlingRule as CoreCastlingRule,
  type Setup,
  type SetupPiece,
  type DropRules as CoreDropRules,
  type EndRules as CoreEndRules,
  type MoveAtom,
  type PieceType,
  type PromotionRule as CorePromotionRule,
  type VariantDefinition as CoreVariant,
  type Vector as CoreVector,
  type Zone,
} from '@x/core';
import { type ReadFenOptions, type SjaakPosition, readFen } from './fen.js';
import { pawnTypes } from './pawn-heuristic.js';
import { squareName } from './squares.js';
import { effectiveEndConditions } from './rules.js';
import type {
  MoveDefinition,
  PieceDefinition,
  SlideDirection,
  Span,
  StepDirection,
  VariantDefinition,
  Vector,
  ZonePair,
} from './types.js';
import { zoneSquaresOf } from './zones.js';
import {
  type ConversionDiagnostic,
  type ConversionCode,
  conversionDiagnostic,
} from './to-variant-diagnostics.js';

/** Options of `toVariant`. */
export interface ToVariantOptions {
  /** Core variant id (default `sjaak-<short name>`). */
  readonly id?: string;
}

/** What `toVariant` returns: the core definition and what could not be expressed exactly. */
export interface ToVariantResult {
  readonly definition: CoreVariant;
  readonly diagnostics: readonly ConversionDiagnostic[];
}

const LINES: Record<SlideDirection, readonly CoreVector[]> = {
  H: [
    [1, 0],
    [-1, 0],
  ],
  V: [
    [0, 1],
    [0, -1],
  ],
  D: [
    [1, 1],
    [-1, -1],
  ],
  A: [
    [1, -1],
    [-1, 1],
  ],
};

const COMPASS: Record<StepDirection, CoreVector> = {
  N: [0, 1],
  NE: [1, 1],
  E: [1, 0],
  SE: [1, -1],
  S: [0, -1],
  SW: [-1, -1],
  W: [-1, 0],
  NW: [-1, 1],
};

/** The 8 mirror images of a vector, without duplicates. */
function images([x, y]: Vector): CoreVector[] {
  const out: CoreVector[] = [];
  const seen = new Set<string>();
  for (const [a, b] of [
    [x, y],
    [-x, y],
    [x, -y],
    [-x, -y],
    [y, x],
    [-y, x],
    [y, -x],
    [-y, -x],
  ] as const) {
    const k = `${a},${b}`;
    if (!seen.has(k) && (a !== 0 || b !== 0)) {
      seen.add(k);
      out.push([a, b]);
    }
  }
  return out;
}

function uniqueVectors(list: readonly CoreVector[]): CoreVector[] {
  const seen = new Set<string>();
  const out: CoreVector[] = [];
  for (const v of list) {
    const k = `${v[0]},${v[1]}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  }
  return out;
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

interface Ctx {
  readonly v: VariantDefinition;
  readonly zones: Record<string, Zone>;
  readonly diagnostics: ConversionDiagnostic[];
  readonly allSquares: readonly string[];
}

function report(ctx: Ctx, code: ConversionCode, message: string, span?: Span): void {
  ctx.diagnostics.push(conversionDiagnostic(code, message, span));
}

/** Squares of a zone name, `undefined` when unknown. */
function squaresOf(ctx: Ctx, name: string): readonly string[] | undefined {
  return zoneSquaresOf(ctx.v, name);
}

/** Core zone for a SjaakII zone pair (optionally complemented); `undefined` when a name is unknown. */
function zoneOf(ctx: Ctx, pair: ZonePair, complement = false): string | undefined {
  const w = squaresOf(ctx, pair.white);
  const b = squaresOf(ctx, pair.black);
  if (!w || !b) return undefined;
  const name = `${complement ? '!' : ''}${pair.white}/${pair.black}`;
  if (!ctx.zones[name]) {
    const inv = (list: readonly string[]) => {
      const set = new Set(list);
      return ctx.allSquares.filter((s) => !set.has(s));
    };
    ctx.zones[name] = complement ? { white: inv(w), black: inv(b) } : { white: [...w], black: [...b] };
  }
  return name;
}

/** Intersection zone of two core zones. */
function zoneAnd(ctx: Ctx, a: string, b: string, complementB: boolean): string {
  const name = `${a}&${complementB ? '!' : ''}${b}`;
  if (!ctx.zones[name]) {
    const za = ctx.zones[a]!;
    const zb = ctx.zones[b]!;
    const f = (x: readonly string[], y: readonly string[]) => {
      const set = new Set(y);
      return x.filter((s) => set.has(s) !== complementB);
    };
    ctx.zones[name] = { white: f(za.white, zb.white), black: f(za.black, zb.black) };
  }
  return name;
}

type Conditions = Pick<MoveAtom, 'fromZone' | 'initial' | 'notInitial' | 'notInCheck' | 'inCheck'>;

interface AtomOptions {
  readonly mode: 'both' | 'move' | 'capture';
  readonly cond: Conditions;
  /** Quiet `step` moves of c ≥ 2 squares set e.p. on the squares they skip. */
  readonly setsEp: boolean;
  readonly takesEp: boolean;
}

/** Core atoms for one SjaakII move definition. */
function atomsOf(ctx: Ctx, m: MoveDefinition, o: AtomOptions, span: Span | undefined): MoveAtom[] {
  const base = { ...o.cond, ...(o.mode === 'both' ? {} : { mode: o.mode }) };
  const ep = o.takesEp && o.mode !== 'move' ? { takesEnPassant: true } : {};
  switch (m.kind) {
    case 'none':
      return [];
    case 'slide': {
      const vectors = uniqueVectors(m.directions.flatMap((d) => LINES[d]));
      return vectors.length ? [{ kind: 'ride', vectors, ...base }] : [];
    }
    case 'hop': {
      const vectors = uniqueVectors(m.directions.flatMap((d) => LINES[d]));
      return vectors.length ? [{ kind: 'hop', hop: 'cannon', vectors, ...base }] : [];
    }
    case 'ride': {
      const vectors = uniqueVectors(m.vectors.flatMap(images));
      return vectors.length ? [{ kind: 'ride', vectors, ...base }] : [];
    }
    case 'aleap': {
      const vectors = uniqueVectors(m.vectors.map(([x, y]) => [x, y] as CoreVector));
      return vectors.length ? [{ kind: 'leap', vectors, orientation: 'mirror', ...base, ...ep }] : [];
    }
    case 'step': {
      const out: MoveAtom[] = [];
      const singles: CoreVector[] = [];
      for (const s of m.steps) {
        const d = COMPASS[s.direction];
        if (s.count <= 1) {
          singles.push(d);
          continue;
        }
        if (o.setsEp && o.mode === 'move') {
          // One leap per distance; the skipped squares are the legs and the e.p. squares.
          singles.push(d);
          for (let k = 2; k <= s.count; k++) {
            const legs: CoreVector[] = [];
            for (let j = 1; j < k; j++) legs.push([d[0] * j, d[1] * j]);
            out.push({
              kind: 'leap',
              vectors: [[d[0] * k, d[1] * k]],
              legs: [legs],
              orientation: 'rotate',
              setsEnPassant: true,
              ...base,
            });
          }
          continue;
        }
        out.push({ kind: 'ride', vectors: [d], range: s.count, orientation: 'rotate', ...base });
      }
      const v = uniqueVectors(singles);
      if (v.length) out.unshift({ kind: 'leap', vectors: v, orientation: 'rotate', ...base, ...ep });
      return out;
    }
    case 'leap': {
      const first = uniqueVectors(m.first.flatMap(images));
      if (m.second.length === 0) {
        if (m.mask.length > 0)
          report(
            ctx,
            'unsupported-move',
            'A leap with a mask but no second step is undefined in SjaakII; the mask is ignored.',
            span,
          );
        return first.length ? [{ kind: 'leap', vectors: first, ...base, ...ep }] : [];
      }
      const second = uniqueVectors(m.second.flatMap(images));
      if (m.mask.length === 0) {
        return [{ kind: 'leap', vectors: first, secondStep: second, ...base }];
      }
      const mask = new Set(m.mask.flatMap(images).map(([x, y]) => `${x},${y}`));
      const vectors: CoreVector[] = [];
      const legs: CoreVector[][] = [];
      const seen = new Set<string>();
      for (const a of first) {
        for (const b of second) {
          const t: CoreVector = [a[0] + b[0], a[1] + b[1]];
          const key = `${t[0]},${t[1]}|${a[0]},${a[1]}`;
          if (!mask.has(`${t[0]},${t[1]}`) || seen.has(key)) continue;
          seen.add(key);
          vectors.push(t);
          legs.push([a]);
        }
      }
      return vectors.length ? [{ kind: 'leap', vectors, legs, ...base }] : [];
    }
  }
}

/** Core atoms of a piece: quiet moves, captures, `Initial:` and `Special:` sets. */
function pieceAtoms(ctx: Ctx, p: PieceDefinition, specialInit: boolean): MoveAtom[] {
  const royal = p.flags.includes('royal');
  const setsEp = p.flags.includes('set_ep');
  const takesEp = p.flags.includes('take_ep');
  const out: MoveAtom[] = [];
  const add = (defs: readonly MoveDefinition[], mode: AtomOptions['mode'], cond: Conditions, ep: boolean) => {
    for (const m of defs) out.push(...atomsOf(ctx, m, { mode, cond, setsEp: ep, takesEp }, m.span ?? p.span));
  };
  const specials = p.specials.filter((s) => {
    const ok = zoneOf(ctx, s.zones) !== undefined;
    if (!ok)
      report(
        ctx,
        'unknown-zone',
        `Special move zone ${s.zones.white}/${s.zones.black} is unknown: the line is ignored (as SjaakII does).`,
        s.span,
      );
    return ok;
  });
  const plain = specials.length === 0 && p.initials.length === 0;
  if (plain && p.captures === undefined) {
    add(p.moves, 'both', {}, false);
    return out;
  }
  // Captures everywhere.
  add(p.captures ?? p.moves, 'capture', {}, false);
  // Quiet moves: `Initial:` replaces them while unmoved; `Special:` inside its zone.
  const quiet: { cond: Conditions; defs: readonly MoveDefinition[]; ep: boolean }[] = [];
  // `Initial:` replaces every other quiet move while the piece is unmoved.
  const initial = p.initials.length > 0;
  const moved: Conditions = initial ? { notInitial: true } : {};
  if (initial) quiet.push({ cond: { initial: true }, defs: p.initials, ep: setsEp });
  if (specials.length === 0) quiet.push({ cond: moved, defs: p.moves, ep: false });
  else {
    // Union of special zones: outside it the quiet moves apply.
    let union: string | undefined;
    for (const s of specials) {
      const z = zoneOf(ctx, s.zones)!;
      union = union === undefined ? z : unionZone(ctx, union, z);
    }
    const outside = complementZone(ctx, union!);
    const init = specialInit && !initial;
    quiet.push({ cond: { fromZone: outside, ...moved }, defs: p.moves, ep: false });
    for (const s of specials) {
      const z = zoneOf(ctx, s.zones)!;
      const cond: Conditions = {
        fromZone: z,
        ...moved,
        ...(init ? { initial: true } : {}),
        ...(royal ? { notInCheck: true } : {}),
      };
      quiet.push({ cond, defs: [s.move], ep: setsEp });
    }
    // Inside the zone, the plain quiet moves where the specials do not apply.
    if (init)
      quiet.push({
        cond: { fromZone: union!, notInitial: true, ...(royal ? { notInCheck: true } : {}) },
        defs: p.moves,
        ep: false,
      });
    if (royal) quiet.push({ cond: { fromZone: union!, inCheck: true, ...moved }, defs: p.moves, ep: false });
  }
  for (const q of quiet) add(q.defs, 'move', q.cond, q.ep);
  return out;
}

function unionZone(ctx: Ctx, a: string, b: string): string {
  const name = `${a}|${b}`;
  if (!ctx.zones[name]) {
    const za = ctx.zones[a]!;
    const zb = ctx.zones[b]!;
    const u = (x: readonly string[], y: readonly string[]) => [...new Set([...x, ...y])];
    ctx.zones[name] = { white: u(za.white, zb.white), black: u(za.black, zb.black) };
  }
  return name;
}

function complementZone(ctx: Ctx, a: string): string {
  const name = `!(${a})`;
  if (!ctx.zones[name]) {
    const za = ctx.zones[a]!;
    const inv = (list: readonly string[]) => {
      const set = new Set(list);
      return ctx.allSquares.filter((s) => !set.has(s));
    };
    ctx.zones[name] = { white: inv(za.white), black: inv(za.black) };
  }
  return name;
}

/** Resolves a promotion choice symbol (`Q`, `Q~`, `+`) of piece `p` to a piece index. */
function choiceIndex(v: VariantDefinition, p: PieceDefinition, choice: string): number {
  const symbol = choice === '+' ? `+${p.symbols.white}` : choice;
  return v.pieces.findIndex((q) => q.symbols.white === symbol || q.symbols.black === symbol);
}

function promotionRules(ctx: Ctx, p: PieceDefinition, ids: readonly string[]): CorePromotionRule[] {
  const v = ctx.v;
  const out: CorePromotionRule[] = [];
  const choicesOf = (list: readonly string[], span: Span | undefined): string[] => {
    const res: string[] = [];
    for (const c of list) {
      const i = choiceIndex(v, p, c);
      if (i < 0) {
        report(
          ctx,
          'unknown-promotion-choice',
          `${p.name}: promotion choice '${c}' names no piece; dropped.`,
          span,
        );
        continue;
      }
      if (!res.includes(ids[i]!)) res.push(ids[i]!);
    }
    return res;
  };
  // Optional zones: with a plain `Optional promotion:` line the rest of the zone is mandatory.
  const optionalPlain = p.optionalPromotions.filter((o) => o.choices === undefined);
  for (const rule of p.promotions) {
    const zone = zoneOf(ctx, rule.zones);
    if (!zone) continue;
    const choices = choicesOf(rule.choices, rule.span);
    if (choices.length === 0) continue;
    if (optionalPlain.length === 0) {
      out.push({ zone, choices, mandatory: 'auto', trigger: 'enter-or-leave' });
      continue;
    }
    let opt: string | undefined;
    for (const o of optionalPlain) {
      const z = zoneOf(ctx, o.zones);
      if (z) opt = opt === undefined ? z : unionZone(ctx, opt, z);
    }
    if (opt === undefined) {
      out.push({ zone, choices, mandatory: 'auto', trigger: 'enter-or-leave' });
      continue;
    }
    const forced = zoneAnd(ctx, zone, opt, true);
    out.push({ zone, choices, mandatory: 'optional', forcedZone: forced, trigger: 'enter-or-leave' });
  }
  for (const o of p.optionalPromotions) {
    if (o.choices === undefined) continue;
    const zone = zoneOf(ctx, o.zones);
    if (!zone) continue;
    const choices = choicesOf(o.choices, o.span);
    if (choices.length) out.push({ zone, choices, mandatory: 'optional', trigger: 'enter-or-leave' });
  }
  if (p.entryPromotion)
    report(
      ctx,
      'unsupported-rule',
      `${p.name}: Entry promotion: is not supported; ignored.`,
      p.spans?.entryPromotion,
    );
  return out;
}

const SUPPORTED_FLAGS = new Set([
  'royal',
  'set_ep',
  'take_ep',
  'drop_no_check',
  'drop_no_mate',
  'drop_one_file',
  'drop_dead',
  'iron',
  'capture_flag',
  'no_retaliate',
  'endangered',
]);
const UNSUPPORTED_RULES = new Set([
  'return capture',
  'force drops',
  'promote here',
  'promote drop',
  'quiet promotion',
  'promote by move',
  'shak rule',
  'chase rule',
]);

/** Converts a parsed SjaakII variant into an `@x/core` variant definition. */
export function toVariant(v: VariantDefinition, options: ToVariantOptions = {}): ToVariantResult {
  const { files, ranks } = v.board;
  const allSquares: string[] = [];
  for (let r = 0; r < ranks; r++) for (let f = 0; f < files; f++) allSquares.push(squareName(f, r));
  const ctx: Ctx = { v, zones: {}, diagnostics: [], allSquares };
  const has = (rule: string) => v.rules.some((r) => r.rule === rule);
  const ids = pieceIds(v.pieces);
  const specialInit = has('special init');
  const startBoard = v.fen !== undefined ? readFen(v, v.fen, { unmoved: false }).position.board : [];
  const pawns = pawnTypes(v, startBoard);
  const hands = has('keep capture') || has('allow drops') || has('allow pickup') || has('gate drops');
  const pieces: PieceType[] = v.pieces.map((p, i) => {
    for (const f of p.flags) {
      if (!SUPPORTED_FLAGS.has(f))
        report(
          ctx,
          'unsupported-flag',
          `${p.name}: flag '${f}' is not supported by the converter; ignored.`,
          p.spans?.flags,
        );
    }
    const symbol = p.symbols.white || `?${i}`;
    if (!p.symbols.white)
      report(ctx, 'missing-symbol', `${p.name} has no Symbol: line; placeholder symbol used.`, p.span);
    const piece: {
      -readonly [K in keyof PieceType]: PieceType[K];
    } = {
      id: ids[i]!,
      name: p.name,
      symbol,
      blackSymbol: p.symbols.black || symbol.toLowerCase(),
      san: p.san === ' ' ? '' : p.san,
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
    if (p.flags.includes('no_retaliate')) piece.noRetaliate = true;
    if (p.flags.includes('endangered')) piece.endangered = true;
    if (p.flags.includes('royal') && has('en-passant check')) piece.noPassingCheck = true;
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
    if (hands && (p.flags.includes('royal') || (p.demotion === undefined && false))) piece.noHand = true;
    if (p.dropZone)
      report(
        ctx,
        'unsupported-rule',
        `${p.name}: Drop zone: has no effect in SjaakII; ignored.`,
        p.spans?.dropZone,
      );
    return piece;
  });

  const def: {
    -readonly [K in keyof CoreVariant]: CoreVariant[K];
  } = {
    id: options.id ?? `sjaak-${v.shortName}`,
    name: v.name,
    board: { files, ranks },
    pieces,
    startFen: v.fen ?? '',
  };
  if (v.excluded.length > 0) def.board = { files, ranks, holes: [...v.excluded], holeMode: 'pass' };

  // Castling from the start position's masks (SjaakII re-derives them from the FEN letters).
  const castleTypes = v.pieces.map((p, i) => (p.castles.length > 0 ? i : -1)).filter((i) => i >= 0);
  if (castleTypes.length > 0 && v.fen !== undefined) {
    const start = readFen(v, v.fen).position;
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
        for (const c of kingPiece.castles) {
          if (c.side !== side) continue;
          for (const to of c.to) {
            const f = to.charCodeAt(0) - 97;
            const kingSide = f >= Math.floor(files / 2);
            if (kingSide === (which === 'short'))
              targets.add(`${to[0]}${squareName(0, Math.floor(kingSq / files)).slice(1)}`);
          }
        }
        if (targets.size === 0) continue;
        rules.push({
          color: side,
          king: squareName(kingSq % files, Math.floor(kingSq / files)),
          targets: [...targets],
          partner: squareName(partner % files, Math.floor(partner / files)),
        });
      }
    }
    const king = ids[castleTypes[0]!]!;
    if (castleTypes.length > 1)
      report(ctx, 'approximated', 'Several castling piece types: only the first castles.', v.span);
    if (rules.length > 0) def.castling = { king, partners: [...partnerTypes], rules };
  }

  // Hands and drops.
  if (hands) {
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
    const noDead = v.pieces.map((p, i) => (p.flags.includes('drop_dead') ? '' : ids[i]!)).filter(Boolean);
    if (noDoubled.length) drops.noDoubled = noDoubled;
    if (noDropMate.length) drops.noDropMate = noDropMate;
    if (noDropCheck.length) drops.noDropCheck = noDropCheck;
    if (noDead.length) drops.noDeadDrops = noDead;
    def.drops = drops;
  }
  for (const r of v.rules) {
    if (r.rule === 'bare rule')
      report(
        ctx,
        'approximated',
        "Rule 'bare rule': a bare king loses at once (the one reply to bare back is not modelled).",
        r.span,
      );
    if (UNSUPPORTED_RULES.has(r.rule))
      report(ctx, 'unsupported-rule', `Rule '${r.rule}' is not supported by the converter; ignored.`, r.span);
  }

  // End conditions (core scores checkmate/stalemate for the mover that brought them about, bare
  // king / no pieces for the affected side, like SjaakII).
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
        if (r === 'win' || r === 'loss' || r === 'draw') end.bareKing = r;
        break;
      case 'nopieces':
        if (r === 'win' || r === 'loss' || r === 'draw') end.noPieces = r;
        break;
      case 'perpetual':
        if (r !== 'repeat')
          report(
            ctx,
            'unsupported-end-condition',
            `perpetual = ${r} is not supported; repetition applies.`,
            e.span,
          );
        break;
      default:
        report(
          ctx,
          'unsupported-end-condition',
          `End condition '${e.condition}' (flag squares) is not supported by the core engine; ignored.`,
          e.span,
        );
    }
  }
  if (!v.endConditions.some((e) => e.condition === 'movecountdraw')) end.moveCount = 50;
  def.end = end;

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
  if (Object.keys(ctx.zones).length > 0) def.zones = ctx.zones;
  return { definition: def, diagnostics: ctx.diagnostics };
}

/** The `@x/core` setup of a SjaakII position (board, hands, castling rights, unmoved pieces). */
export function toSetup(v: VariantDefinition, def: CoreVariant, pos: SjaakPosition): Setup {
  const ids = def.pieces.map((p) => p.id);
  const { files } = v.board;
  const board: (SetupPiece | undefined)[] = pos.board.map((q) =>
    q ? { type: ids[q.type]!, color: q.side } : undefined,
  );
  const name = (s: number) => squareName(s % files, Math.floor(s / files));
  const castling: string[] = [];
  for (const rule of def.castling?.rules ?? []) {
    const masks = pos.castleMasks[rule.color];
    for (const mask of [masks.short, masks.long]) {
      if (mask.length === 0 || !mask.every((s) => pos.unmoved[s])) continue;
      const names = mask.map(name);
      if (names.includes(rule.king) && names.includes(rule.partner) && !castling.includes(rule.partner))
        castling.push(rule.partner);
    }
  }
  const hand = (side: 'white' | 'black') => {
    const h: Record<string, number> = {};
    pos.holdings[side].forEach((n, t) => {
      if (n > 0) h[ids[t]!] = n;
    });
    return h;
  };
  const unmoved: string[] = [];
  pos.unmoved.forEach((u, s) => {
    if (u && pos.board[s]) unmoved.push(name(s));
  });
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
    files: pos.files,
    ranks: pos.ranks,
    board,
    turn: pos.side,
    castling,
    halfmoves: pos.halfmoveClock,
    fullmoves: Math.max(1, pos.fullmoveNumber),
    unmoved,
  };
  if (def.drops) setup.hands = { white: hand('white'), black: hand('black') };
  return setup;
}

/**
 * The start position of a converted variant: its `FEN:` line read in SjaakII's dialect (`options` as
 * for `readFen`, e.g. `compat: 'sjaakii'` for SjaakII's unmoved rule). Throws `PositionError`.
 */
export function startPosition(
  v: VariantDefinition,
  def: CoreVariant = toVariant(v).definition,
  options: ReadFenOptions = {},
): Position {
  if (v.fen === undefined) throw new RangeError(`variant ${v.name} has no FEN: line`);
  const { position } = readFen(v, v.fen, options);
  return Position.fromSetup(toSetup(v, def, position), def);
}
