/** MBN / Betza move trees to `@x/core` move atoms (internal to `compile`). */
import { type AtomMode, MAX_BOARD_SIZE, type MoveAtom, symmetricVectors, type Vector } from '@x/core/variant';
import { resolveAtom } from '../../parse/atoms.js';
import { letterOfReference, withOwnCaptures } from './own-captures.js';
import { directionFilter } from './directions.js';
import {
  bounceLegs,
  bouncing,
  chainAtoms,
  explodeLeg,
  kingSafeLeg,
  notSpacious,
  setupLeg,
  swapChainGroup,
  twoFiles,
  unthreatened,
} from './legs.js';
import { walkAtoms, walkLegs, walkSpan } from './walk.js';
import { type Geometry, rangeSquares } from '../state/zones.js';
import { parseMbn } from '../../parse/parse-mbn.js';
import type {
  LeaperNode,
  MbnMode,
  ModifierNode,
  MoveSequenceNode,
  PartialMoveNode,
  FbrSpan,
} from '../../parse/types.js';

/** What the move compiler needs from its caller. */
export interface MoveContext {
  readonly geometry: Geometry;
  /** `@X` macro bodies by piece key, with the dialect they were written in. */
  readonly macros: ReadonlyMap<string, { readonly body: MoveSequenceNode; readonly mode: MbnMode }>;
  /** Reports a construct that is not compiled. */
  readonly unsupported: (feature: string, at: FbrSpan, why: string) => void;
  /** Registers a zone (White's squares, mirrored for Black) and returns its name. */
  readonly zone: (squares: readonly number[]) => string;
  /** The piece being defined (`undefined` for a predefined letter). */
  readonly piece?: string;
  /** Records that atoms were made `notInCheck` because `letter` stands unthreatened (`compile` checks it is the one royal). */
  readonly kingSafe?: (letter: string, at: FbrSpan) => void;
  /**
   * Records atoms followed by the explosion leg `--X` (`plain`: all plain captures). `compile` turns them into
   * `atomic`, or into a burner's burning (`burn.ts`).
   */
  readonly explodes?: (atoms: readonly MoveAtom[], at: FbrSpan, plain: boolean) => void;
}

/** Constraints a partial move's modifiers put on the atoms it names (and on expanded definitions). */
interface Constraint {
  readonly mode: AtomMode;
  readonly directions: (v: Vector, images: readonly Vector[]) => boolean;
  readonly initial: boolean;
  readonly fromZone?: string;
  /** Macros being expanded: inside `@K=K` the letter `K` is the predefined king, not the macro. */
  readonly expanding?: ReadonlySet<string>;
  /** Steps of a compound atom (`K2`) passed on to the atoms of its definition (`W2`, `F2`). */
  readonly steps?: LeaperNode['steps'];
  /** Modifiers of a compound atom's part (`gQ`, `nK`) passed on to the atoms of its definition. */
  readonly flags?: Pick<Local, 'ep' | 'lame' | 'hop' | 'leapingSlider' | 'swap' | 'swapExcept'>;
}

const ALL: Constraint = { mode: 'both', directions: () => true, initial: false };

const defCache = new Map<string, MoveSequenceNode | undefined>();
/** Parses a predefined MBN definition (`RB`, `mfW+cefF+[1-2]mefW02`) once. */
function definition(mbn: string): MoveSequenceNode | undefined {
  if (!defCache.has(mbn)) {
    const { tree, diagnostics } = parseMbn(`Z=${mbn}`);
    const body = tree.kind === 'piece-def' && tree.body?.kind === 'sequence' ? tree.body : undefined;
    defCache.set(mbn, diagnostics.some((d) => d.severity === 'error') ? undefined : body);
  }
  return defCache.get(mbn);
}

/** Straight-line intermediate squares of `v` (lame leaps): `undefined` when `v` is not straight. */
function straightLegs(v: Vector): Vector[] | undefined {
  const [x, y] = v;
  if (x !== 0 && y !== 0 && Math.abs(x) !== Math.abs(y)) return undefined;
  const n = Math.max(Math.abs(x), Math.abs(y));
  const sx = Math.sign(x);
  const sy = Math.sign(y);
  return Array.from({ length: n - 1 }, (_, k) => [sx * (k + 1), sy * (k + 1)] as Vector);
}

/** Lame legs: straight intermediate squares, or for a (1,2) leap the orthogonal first step (xiangqi horse). */
function lameLegs(v: Vector): Vector[] | undefined {
  const straight = straightLegs(v);
  if (straight) return straight;
  const [x, y] = v;
  if (Math.abs(x) === 1 && Math.abs(y) === 2) return [[0, Math.sign(y)]];
  if (Math.abs(x) === 2 && Math.abs(y) === 1) return [[Math.sign(x), 0]];
  return undefined;
}

function combineMode(inner: AtomMode, outer: AtomMode): AtomMode | undefined {
  if (inner === 'both') return outer;
  if (outer === 'both' || outer === inner) return inner;
  return undefined;
}

interface Local {
  mode: AtomMode;
  ep: boolean;
  initial: boolean;
  lame: boolean;
  hop: 'cannon' | 'grasshopper' | undefined;
  leapingSlider: boolean;
  /** `w` (enemy) / `ww` (friendly): a swap atom (MBN only). */
  swap?: 'friend' | 'enemy' | undefined;
  /** `ww{^K}`: the pieces it may not swap with. */
  swapExcept?: string[] | undefined;
  /** `cc{set}`: own pieces the part's atoms also capture (`MoveAtom.ownVictims`). */
  ownVictims?: string[] | undefined;
  /** `cc{set}` without `m`, `c` or `a`: the part only captures own pieces. */
  ownOnly?: boolean;
}

/** `own` with the flags a compound atom's part passes on (`gQ`, `wQ`) added. */
function withFlags(own: Local, f: Constraint['flags']): Local {
  if (!f) return own;
  return {
    ...own,
    ep: own.ep || f.ep,
    lame: own.lame || f.lame,
    hop: own.hop ?? f.hop,
    leapingSlider: own.leapingSlider || f.leapingSlider,
    swap: own.swap ?? f.swap,
    swapExcept: own.swapExcept ?? f.swapExcept,
  };
}

const DIRECTION = 'fblrvsd';

/** Reads the modifiers of a partial move; `undefined` (after reporting) when one cannot be compiled. */
function readModifiers(
  p: PartialMoveNode,
  mode: MbnMode,
  ctx: MoveContext,
  at: FbrSpan | undefined,
): { local: Local; dirs: (ModifierNode | { kind: 'amalgamated'; directions: string })[] } | undefined {
  const local: Local = {
    mode: 'both',
    ep: false,
    initial: false,
    lame: false,
    hop: undefined,
    leapingSlider: false,
  };
  let move = false;
  let capture = false;
  let ok = true;
  const dirs: (ModifierNode | { kind: 'amalgamated'; directions: string })[] = [];
  const fail = (feature: string, span: FbrSpan, why: string) => {
    ctx.unsupported(feature, at ?? span, why);
    ok = false;
  };
  for (const m of p.modifiers) {
    if (m.kind === 'amalgamated') {
      if (mode === 'mbn' && [...m.directions].every((c) => DIRECTION.includes(c))) dirs.push(m);
      else fail('amalgamated', m, `amalgamated direction (${m.directions}) is not compiled here`);
      continue;
    }
    const name = `modifier:${m.letter}${m.doubled ? m.letter : ''}${m.any ? 'y' : ''}`;
    // `cc{set}` (`cc?{D}`): captures of own pieces of the set (`withOwnCaptures`).
    const ownSet =
      m.letter === 'c' &&
      m.doubled &&
      !m.any &&
      mode === 'mbn' &&
      !!m.set &&
      !m.set.complement &&
      !m.set.colour;
    if (m.optional && !ownSet) fail('modifier:?', m, 'optional modifiers are not in the executable subset');
    const swapSet = m.letter === 'w' && mode === 'mbn' && m.set?.complement === true && !m.any;
    if (m.set && !swapSet && !ownSet)
      fail('modifier-set', m.set, `a piece set on '${m.letter}' cannot be expressed per move in @x/core`);
    if (m.range)
      fail('modifier-range', m.range, `a board range on '${m.letter}' is not in the executable subset`);
    if (m.any) {
      fail(name, m, `'${m.letter}y' is not in the executable subset`);
      continue;
    }
    const l = m.letter;
    if (DIRECTION.includes(l) && !(mode === 'betza' && l === 'd')) {
      if (m.doubled && (mode === 'mbn' || l === 'd'))
        fail(name, m, `doubled direction '${l}${l}' is not compiled`);
      else dirs.push(m);
    } else if (l === 'm' && !m.doubled) move = true;
    else if (l === 'c' && !m.doubled) capture = true;
    else if (l === 'a' && !m.doubled && mode === 'mbn') {
      move = true;
      capture = true;
    } else if (ownSet) local.ownVictims = m.set!.members.map((x) => x.prefixes + x.key);
    else if (l === 'e' && !m.doubled) local.ep = true;
    else if (l === 'i' && !m.doubled) local.initial = true;
    else if (l === 'n' && !m.doubled) local.lame = true;
    else if (l === 'p' && !m.doubled) local.hop = 'cannon';
    else if (l === 'g' && !m.doubled && mode === 'betza') local.hop = 'grasshopper';
    else if (l === 'g' && !m.doubled) local.leapingSlider = true;
    else if (l === 'w' && mode === 'mbn') {
      local.swap = m.doubled ? 'friend' : 'enemy';
      if (swapSet) local.swapExcept = m.set!.members.map((x) => x.prefixes + x.key);
    } else {
      const why: Readonly<Record<string, string>> = {
        k: "@x/core has no 'cannot give check' moves",
        o: '@x/core wraps whole boards (cylindric, torus), not single moves',
        ee: '@x/core has no en-passant-only captures',
        ii: '@x/core has no initial moves lost by a check',
        pp: '@x/core hoppers jump exactly one hurdle',
        cc: '@x/core has no captures of friendly pieces',
      };
      fail(name, m, why[l + (m.doubled ? l : '')] ?? `modifier '${l}${m.doubled ? l : ''}' is not compiled`);
    }
  }
  local.mode = move === capture ? 'both' : move ? 'move' : 'capture';
  if (local.ownVictims && !move && !capture) local.ownOnly = true;
  if (local.swap && (move || capture || local.hop || local.ep || local.leapingSlider))
    fail('modifier:w', p, "a swap ('w', 'ww') beside other move modes in one part is not compiled");
  return ok ? { local, dirs } : undefined;
}

/**
 * What travels unchanged down one compilation: the notation (`mode`), the context, the span problems are
 * reported at instead of the node's own (inside an expanded definition), and the expansion depth.
 */
interface Walk {
  readonly mode: MbnMode;
  readonly ctx: MoveContext;
  readonly at: FbrSpan | undefined;
  readonly depth: number;
}

/** Compiles one atom of a partial move. */
function atomFor(node: LeaperNode, outer: Constraint, own: Local, walk: Walk): MoveAtom[] {
  const { mode, ctx, at, depth } = walk;
  const where = at ?? node;
  const local = withFlags(own, outer.flags);
  if (node.circular) {
    ctx.unsupported('circular', at ?? node.circular, 'circular directions are not compiled');
    return [];
  }
  if (node.form === 'reference') {
    ctx.unsupported('atom:reference', where, `a reference to the piece ${node.atom} is not compiled`);
    return [];
  }
  const macro =
    node.form === 'letter' && !outer.expanding?.has(node.atom) ? ctx.macros.get(node.atom) : undefined;
  const spec = macro ? undefined : resolveAtom(node, mode);
  if (macro || spec?.kind === 'definition') {
    if (node.steps && (outer.steps || node.steps.form !== 'count')) {
      ctx.unsupported(
        `steps:${node.steps.form}`,
        at ?? node.steps,
        `steps on the compound atom ${node.atom}`,
      );
      return [];
    }
    const body = macro ? macro.body : definition(spec!.kind === 'definition' ? spec!.mbn : '');
    if (!body || depth > 8) {
      ctx.unsupported(`atom:${node.atom}`, where, `the definition of ${node.atom} cannot be expanded`);
      return [];
    }
    // `K2`: a count on a compound applies to each atom of its definition (`W2F2`).
    const counted: Constraint = node.steps ? { ...outer, steps: node.steps } : outer;
    const inner: Constraint = macro
      ? { ...counted, expanding: new Set([...(outer.expanding ?? []), node.atom]) }
      : counted;
    return sequenceAtoms(body, inner, { mode: macro ? macro.mode : 'mbn', ctx, at: where, depth: depth + 1 });
  }
  if (!spec || spec.kind === 'unresolved') {
    ctx.unsupported(`atom:${node.atom}`, where, `the atom ${node.atom} has no agreed meaning`);
    return [];
  }
  const [a, b] = spec.vector;
  if (a === 0 && b === 0) {
    ctx.unsupported('atom:O', where, 'the zero move is not compiled');
    return [];
  }
  const all = symmetricVectors(a, b);
  const vectors = all.filter((v) => outer.directions(v, all));
  if (vectors.length === 0) return [];
  if (node.steps && outer.steps) {
    ctx.unsupported('steps:count', at ?? node.steps, `steps on ${node.atom} inside a counted compound`);
    return [];
  }
  const shape = stepsShape(spec.kind === 'rider', node.steps ?? outer.steps, ctx, at);
  if (shape === undefined) return [];
  const { kind, range, exact } = shape;
  const modeOut = combineMode(local.mode, outer.mode);
  if (modeOut === undefined) return [];
  const base: {
    mode?: AtomMode;
    initial?: boolean;
    fromZone?: string;
  } = {
    ...(modeOut !== 'both' ? { mode: modeOut } : {}),
    ...(local.initial || outer.initial ? { initial: true } : {}),
    ...(outer.fromZone ? { fromZone: outer.fromZone } : {}),
  };
  let atom: MoveAtom;
  if (exact !== undefined) {
    const n = exact;
    atom = {
      kind: 'leap',
      vectors: vectors.map(([x, y]) => [x * n, y * n] as Vector),
      ...(n > 1
        ? {
            legs: vectors.map(([x, y]) =>
              Array.from({ length: n - 1 }, (_, k) => [x * (k + 1), y * (k + 1)] as Vector),
            ),
          }
        : {}),
      ...base,
    };
  } else if (kind === 'ride' && local.leapingSlider) {
    const max = Math.min(range ?? Number.POSITIVE_INFINITY, Math.max(ctx.geometry.files, ctx.geometry.ranks));
    const out: Vector[] = [];
    for (const [x, y] of vectors) for (let k = 1; k <= max; k++) out.push([x * k, y * k]);
    atom = { kind: 'leap', vectors: out, ...base };
  } else if (kind === 'ride') {
    atom = { kind: 'ride', vectors, ...(range !== undefined ? { range } : {}), ...base };
  } else {
    atom = { kind: 'leap', vectors, ...base };
  }
  if (atom.vectors.some(([x, y]) => Math.abs(x) > MAX_BOARD_SIZE || Math.abs(y) > MAX_BOARD_SIZE)) {
    ctx.unsupported(
      'atom:long-leap',
      where,
      `a step longer than ${MAX_BOARD_SIZE} squares is outside @x/core's model (boards are at most ${MAX_BOARD_SIZE} wide)`,
    );
    return [];
  }
  const modified = withModifiers(atom, local, vectors, range, modeOut, ctx, where, node.atom);
  if (!modified || !local.swap) return modified ? [modified] : [];
  if (modified.kind === 'hop' || modified.legs || modified.initial || modified.fromZone) {
    ctx.unsupported('modifier:w', where, 'a swap is compiled on plain leaps and rides only');
    return [];
  }
  const { mode: _mode, ...plain } = modified;
  return [{ ...plain, swap: local.swap, ...(local.swapExcept ? { swapExcept: local.swapExcept } : {}) }];
}

/** The longest `range` of an `@x/core` atom (its schema's limit). */
const LONGEST_RANGE = 128;

/** How far an atom goes: `leap`, `ride` (with a range), or an exact count of steps; undefined when not compiled. */
function stepsShape(
  rider: boolean,
  steps: LeaperNode['steps'],
  ctx: MoveContext,
  at: FbrSpan | undefined,
): { kind: 'leap' | 'ride'; range: number | undefined; exact: number | undefined } | undefined {
  let kind: 'leap' | 'ride' = rider ? 'ride' : 'leap';
  let range: number | undefined;
  let exact: number | undefined;
  if (steps) {
    if (steps.form === 'count') {
      if ((steps.value ?? 1) > 1) {
        kind = 'ride';
        // Boards have at most 64 files and ranks: 128 steps reach every square of a line (wrapping included), the
        // longest range `@x/core` takes; a longer one (`R636`) rides no further.
        range = Math.min(steps.value!, LONGEST_RANGE);
      } else if (rider) range = 1;
    } else if (steps.form === 'unlimited') kind = 'ride';
    else if (steps.form === 'exact' && (steps.value ?? 0) >= 1) exact = steps.value;
    else {
      ctx.unsupported(
        `steps:${steps.form}`,
        at ?? steps,
        `steps '${steps.text}' are not in the executable subset`,
      );
      return undefined;
    }
  }
  return { kind, range, exact };
}

/** The hop (`p`/`g`), lame (`n`) and en-passant (`e`) modifiers applied to a compiled atom; undefined when not compiled. */
function withModifiers(
  atom: MoveAtom,
  local: Local,
  vectors: Vector[],
  range: number | undefined,
  modeOut: AtomMode | 'both',
  ctx: MoveContext,
  where: FbrSpan,
  name: string,
): MoveAtom | undefined {
  const base = {
    ...(atom.mode !== undefined ? { mode: atom.mode } : {}),
    ...(atom.initial ? { initial: true } : {}),
    ...(atom.fromZone ? { fromZone: atom.fromZone } : {}),
  };
  if (local.hop === 'cannon' && atom.kind === 'ride' && range !== undefined) {
    // A limited hop (`pR2`) as Fairy-Stockfish reads it: a cannon landing at most `range` squares away.
    atom = { kind: 'hop', hop: 'cannon', vectors, reach: range, ...base };
  } else if (local.hop) {
    if (atom.kind !== 'ride' || range !== undefined) {
      ctx.unsupported(
        `modifier:${local.hop === 'cannon' ? 'p' : 'g'}`,
        where,
        'hops are compiled for unlimited riders only',
      );
      return undefined;
    }
    atom = { kind: 'hop', hop: local.hop, vectors, ...base };
  }
  if (local.lame) {
    if (atom.kind === 'leap' && !atom.legs) {
      const legs = atom.vectors.map(lameLegs);
      if (legs.some((l) => l === undefined)) {
        ctx.unsupported('modifier:n', where, `no blocking square is defined for a lame ${name}`);
        return undefined;
      }
      if (legs.some((l) => l!.length > 0)) atom = { ...atom, legs: legs as Vector[][] };
    } else if (atom.kind !== 'leap' && vectors.some((v) => !straightLegs(v))) {
      ctx.unsupported('modifier:n', where, 'a lame oblique rider is not compiled');
      return undefined;
    }
  }
  if (local.ep) {
    if (modeOut === 'capture' && atom.kind === 'leap') atom = { ...atom, takesEnPassant: true };
    else if (modeOut === 'move' && atom.kind === 'leap' && atom.legs) atom = { ...atom, setsEnPassant: true };
    else {
      ctx.unsupported(
        'modifier:e',
        where,
        "'e' is compiled on capturing leaps and on quiet leaps that skip squares",
      );
      return undefined;
    }
  }
  return atom;
}

function partialAtoms(p: PartialMoveNode, outer: Constraint, walk: Walk): MoveAtom[] {
  const { mode, ctx, at } = walk;
  const where = (s: FbrSpan) => at ?? s;
  if (p.setup) {
    ctx.unsupported('setup', where(p), "setup moves ('!') are not in the executable subset");
    return [];
  }
  if (p.transition) {
    ctx.unsupported('transition', where(p.transition), 'board transitions are not in the executable subset');
    return [];
  }
  if (p.condition) {
    ctx.unsupported('condition', where(p.condition), 'move conditions are not in the executable subset');
    return [];
  }
  if (p.attackers.length > 0) {
    ctx.unsupported('attackers', where(p.attackers[0]!), 'attacker sets are not in the executable subset');
    return [];
  }
  if (p.destination) {
    ctx.unsupported('range:destination', where(p.destination), '@x/core atoms have no destination zone');
    return [];
  }
  const read = readModifiers(p, mode, ctx, at);
  if (!read) return [];
  let fromZone = outer.fromZone;
  // `[*]` before the atoms of the one royal piece: its own square is unthreatened, "not in check".
  const safe = unthreatened(p.origin) && ctx.piece !== undefined && ctx.kingSafe !== undefined;
  if (safe) ctx.kingSafe!(ctx.piece!, where(p.origin!));
  else if (p.origin) {
    const squares = rangeSquares(p.origin, ctx.geometry);
    if (!squares) {
      ctx.unsupported('range:special', where(p.origin), 'special ranges have no squares');
      return [];
    }
    if (fromZone) {
      ctx.unsupported('range:origin', where(p.origin), 'nested origin ranges are not compiled');
      return [];
    }
    fromZone = ctx.zone(squares);
  }
  const local = directionFilter(read.dirs, mode);
  const constraint: Constraint = {
    mode: outer.mode,
    directions: (v, all) => outer.directions(v, all) && local(v, all),
    initial: outer.initial,
    ...(fromZone ? { fromZone } : {}),
    ...(outer.flags ? { flags: outer.flags } : {}),
    ...(outer.steps ? { steps: outer.steps } : {}),
    ...(outer.expanding ? { expanding: outer.expanding } : {}),
  };
  const out: MoveAtom[] = [];
  for (const raw of p.moves) {
    const mv = letterOfReference(raw);
    const chain = swapChainGroup(mv);
    if (mv.kind === 'group') {
      // `( … )` without steps is its body once; `(dttwX)0` a swap chain; other complex riders are not compiled.
      if (chain) out.push(...chainAtoms(partialAtoms(chain, constraint, walk), ctx.unsupported, where(mv)));
      else if (!mv.steps && p.modifiers.length === 0) out.push(...sequenceAtoms(mv.body, constraint, walk));
      else {
        ctx.unsupported('group', where(mv), 'complex riders are not in the executable subset');
        reportSkipped(mv.body, walk);
      }
      continue;
    }
    // Definitions (Q, K, macros) take this part's mode and initial flag as the outer constraint.
    const isCompound =
      mv.form === 'letter' &&
      ((ctx.macros.has(mv.atom) && !outer.expanding?.has(mv.atom)) ||
        resolveAtom(mv, mode)?.kind === 'definition');
    if (isCompound) {
      const m = combineMode(read.local.mode, outer.mode);
      if (m === undefined) continue;
      // A compound inside a compound (`wQ` with `@Q=QN`: `Q`'s own `RB`) keeps the outer flags too.
      const { ep, lame, hop, leapingSlider, swap, swapExcept } = withFlags(read.local, outer.flags);
      const flags = { ep, lame, hop, leapingSlider, swap, swapExcept };
      out.push(
        ...atomFor(
          mv,
          { ...constraint, mode: m, initial: outer.initial || read.local.initial, flags },
          read.local,
          walk,
        ),
      );
    } else out.push(...atomFor(mv, constraint, read.local, walk));
  }
  const atoms = safe ? out.map((a) => ({ ...a, notInCheck: true })) : out;
  const own = read.local.ownVictims;
  return own ? withOwnCaptures(atoms, own, read.local.ownOnly === true, ctx.unsupported, where(p)) : atoms;
}

/** Whether a partial move's origin range is exactly the first and last file (`[a,h]` on 8 files). */
function sideFiles(p: PartialMoveNode, g: Geometry): boolean {
  const squares = twoFiles(p.origin) ? rangeSquares(p.origin!, g) : undefined;
  const side = (s: number) => s % g.files === 0 || s % g.files === g.files - 1;
  return !!squares && squares.length === 2 * g.ranks && squares.every(side);
}

/** Reports the setup legs and repeated groups inside a sequence that is not compiled. */
function reportSkipped(seq: MoveSequenceNode, walk: Walk): void {
  const { ctx, at } = walk;
  for (const leg of seq.legs) {
    if (leg.move.kind === 'optional') {
      reportSkipped(leg.move.body, walk);
      continue;
    }
    for (const p of leg.move.parts) {
      if (p.setup) ctx.unsupported('setup', at ?? p, 'setup leg');
      for (const mv of p.moves) {
        if (mv.kind !== 'group') continue;
        if (mv.steps) ctx.unsupported('group', at ?? mv, 'complex riders are not in the executable subset');
        reportSkipped(mv.body, walk);
      }
    }
  }
}

/** Compiles a move sequence (one leg of alternatives) into atoms under an outer constraint. */
function sequenceAtoms(seq: MoveSequenceNode, outer: Constraint, walk: Walk): MoveAtom[] {
  const { ctx, at } = walk;
  if (seq.legs.length !== 1 && bounceLegs(seq.legs, (p) => sideFiles(p, ctx.geometry)) !== undefined) {
    const atoms = bouncing(sequenceAtoms({ ...seq, legs: [seq.legs[0]!] }, outer, walk));
    if (typeof atoms !== 'string') return atoms;
    ctx.unsupported('modifier:z', at ?? seq.legs[1]!, atoms);
    return [];
  }
  if (seq.legs.length === 2 && ctx.explodes && explodeLeg(seq.legs[1])) {
    // `compile` decides what the leg does: atomic explosions after plain captures, or a burner's burning.
    const atoms = sequenceAtoms({ ...seq, legs: [seq.legs[0]!] }, outer, walk);
    const plain = atoms.every((a) => a.mode === 'capture' && a.kind !== 'hop' && !a.swap && !a.secondStep);
    if (ctx.macros.has('X')) {
      ctx.unsupported('leg:explode', at ?? seq.legs[1]!, '--X: @X redefines the explosion');
      return [];
    }
    ctx.explodes(atoms, at ?? seq.legs[1]!, plain);
    return atoms;
  }
  const walkLeg = walkLegs(seq.legs);
  if (walkLeg) {
    const atoms = walkAtoms(partialAtoms(walkLeg.part, outer, walk), walkLeg.steps);
    if (typeof atoms !== 'string') return atoms;
    ctx.unsupported('leg:walk', at ?? walkSpan(seq.legs), atoms);
    return [];
  }
  const safe = seq.legs.length === 2 && ctx.kingSafe ? kingSafeLeg(seq.legs[1]) : undefined;
  if (safe !== undefined) {
    ctx.kingSafe!(safe, at ?? seq.legs[1]!);
    const atoms = sequenceAtoms({ ...seq, legs: [seq.legs[0]!] }, outer, walk);
    return atoms.map((a) => ({ ...a, notInCheck: true }));
  }
  if (seq.legs.length !== 1) {
    const second = seq.legs[1]!;
    ctx.unsupported(
      second.separator === '--' ? 'leg:independent' : 'leg:then',
      at ?? second,
      '@x/core atoms have no multi-leg moves',
    );
    reportSkipped(seq, walk);
    return [];
  }
  const leg = seq.legs[0]!;
  if (leg.move.kind === 'optional') {
    ctx.unsupported('leg:optional', at ?? leg.move, 'optional legs are not in the executable subset');
    reportSkipped(leg.move.body, walk);
    return [];
  }
  return leg.move.parts.flatMap((p) => partialAtoms(p, outer, walk));
}

/**
 * Compiles a piece's move definition into `@x/core` atoms (what cannot be compiled is reported), and
 * `spacious` when the whole definition is `X-!mY` with a
 * quiet setup step continuing each move of `X` by its next square (`legs.ts`).
 */
export function compilePieceMoves(
  body: MoveSequenceNode,
  mode: MbnMode,
  ctx: MoveContext,
): { moves: MoveAtom[]; spacious: boolean } {
  const walk: Walk = { mode, ctx, at: undefined, depth: 0 };
  const [head, then] = body.legs;
  const probe = body.legs.length === 2 ? setupLeg(then!) : undefined;
  if (!probe) return { moves: sequenceAtoms(body, ALL, walk), spacious: false };
  const moves = sequenceAtoms({ ...body, legs: [head!] }, ALL, walk);
  const why = notSpacious(moves, partialAtoms({ ...probe, setup: false }, ALL, walk));
  if (why === undefined) return { moves, spacious: true };
  ctx.unsupported('leg:then', then!, why);
  return { moves: [], spacious: false };
}

/** Compiles a predefined piece letter (a bare `K`, `P`) into atoms; `undefined` if the letter has no definition. */
export function predefinedMoves(
  letter: string,
  mode: MbnMode,
  ctx: MoveContext,
  at: FbrSpan,
): MoveAtom[] | undefined {
  const node: LeaperNode = {
    kind: 'leaper',
    offset: at.offset,
    length: at.length,
    form: 'letter',
    atom: letter,
    doubled: false,
  };
  let use = mode;
  if (!ctx.macros.has(letter)) {
    // A bare identifier names a predefined piece; Betza has no pawn letter, so fall back to MBN's.
    const known = (m: MbnMode) => {
      const spec = resolveAtom(node, m);
      return spec !== undefined && spec.kind !== 'unresolved';
    };
    if (!known(use)) use = 'mbn';
    if (!known(use)) return undefined;
  }
  return atomFor(
    node,
    ALL,
    { mode: 'both', ep: false, initial: false, lame: false, hop: undefined, leapingSlider: false },
    { mode: use, ctx, at, depth: 0 },
  );
}
