/** Conversion state of `toVariant`: the variant, the core zones built so far, diagnostics, zone helpers. */
import { coordinateName } from '@x/core';
import type { Zone } from '@x/core/variant';
import {
  type ConversionCode,
  type ConversionDiagnostic,
  conversionDiagnostic,
} from './to-variant-diagnostics.js';
import { squareCoords } from '../shared/squares.js';
import type { SjaakSpan, SjaakVariant, ZonePair } from '../shared/types.js';
import { zoneSquaresOf } from '../shared/zones.js';

/** What the conversion helpers share. */
export interface Ctx {
  readonly v: SjaakVariant;
  readonly zones: Record<string, Zone>;
  readonly diagnostics: ConversionDiagnostic[];
  readonly allSquares: readonly string[];
}

/** Adds a conversion diagnostic at `span`, or at the variant's `Variant:` line when there is none. */
export function report(ctx: Ctx, code: ConversionCode, message: string, span?: SjaakSpan): void {
  ctx.diagnostics.push(conversionDiagnostic(code, message, span ?? ctx.v.span));
}

/** Squares of a zone name, `undefined` when unknown. */
function squaresOf(ctx: Ctx, name: string): readonly string[] | undefined {
  // Canonical names (`g01` is read as `g1`, as SjaakII reads it), so @x/core and complements agree.
  return zoneSquaresOf(ctx.v, name)?.map((square) => {
    const c = squareCoords(square);
    return c ? coordinateName(c.file, c.rank) : square;
  });
}

/** Core zone for a SjaakII zone pair (optionally complemented); `undefined` when a name is unknown. */
export function zoneOf(ctx: Ctx, pair: ZonePair, complement = false): string | undefined {
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
export function zoneAnd(ctx: Ctx, a: string, b: string, complementB: boolean): string {
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

/** Union zone of two core zones. */
export function unionZone(ctx: Ctx, a: string, b: string): string {
  const name = `${a}|${b}`;
  if (!ctx.zones[name]) {
    const za = ctx.zones[a]!;
    const zb = ctx.zones[b]!;
    const u = (x: readonly string[], y: readonly string[]) => [...new Set([...x, ...y])];
    ctx.zones[name] = { white: u(za.white, zb.white), black: u(za.black, zb.black) };
  }
  return name;
}

/** Complement zone of a core zone. */
export function complementZone(ctx: Ctx, a: string): string {
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
