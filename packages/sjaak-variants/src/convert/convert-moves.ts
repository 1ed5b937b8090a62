/** Move strings → `@x/core` move atoms (`toVariant`): slides, hops, leaps, lame and lion leaps, steps, riders, specials. */
import type { MoveAtom, Vector as CoreVector } from '@x/core/variant';
import { type Ctx, complementZone, report, unionZone, zoneOf } from './convert-context.js';
import { COMPASS, LINES } from '../shared/directions.js';
import type { MoveDefinition, PieceDefinition, SjaakSpan, SjaakVector } from '../shared/types.js';

/** The 8 mirror images of a vector, without duplicates. */
function images([x, y]: SjaakVector): CoreVector[] {
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

type Conditions = Pick<MoveAtom, 'fromZone' | 'initial' | 'notInitial' | 'notInCheck' | 'inCheck'>;

interface AtomOptions {
  readonly mode: 'both' | 'move' | 'capture';
  readonly cond: Conditions;
  /** Quiet `step` moves of c ≥ 2 squares set e.p. on the squares they skip. */
  readonly setsEp: boolean;
  readonly takesEp: boolean;
}

/** Core atoms for one SjaakII move definition. */
function atomsOf(ctx: Ctx, m: MoveDefinition, o: AtomOptions, span: SjaakSpan | undefined): MoveAtom[] {
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
export function pieceAtoms(ctx: Ctx, p: PieceDefinition, specialInit: boolean): MoveAtom[] {
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
