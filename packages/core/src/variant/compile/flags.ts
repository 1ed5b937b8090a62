/**
 * Compile stage for capture-the-flag ends (`end.flags`, SjaakII `captureanyflag` / `captureallflags`):
 * each side's target squares as a list and the piece types that may take a flag. Variants without
 * flags get `undefined` and pay nothing. Also connect-N (`end.connect`), the other end by occupied squares.
 */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from './context.js';
import type { ConnectTables, FlagTables } from './tables.js';

/** Stage 9: the flag squares and flag takers (throws `VariantError` for an unknown zone or piece id). */
export function flagStage(ctx: BuildContext): FlagTables | undefined {
  const rule = ctx.def.end?.flags;
  if (!rule) return undefined;
  const list = (side: number): Int32Array => {
    const mask = ctx.zone(rule.zone, side);
    const out: number[] = [];
    for (let s = 0; s < mask.length; s++) if (mask[s] && ctx.onBoard[s]) out.push(s);
    return Int32Array.from(out);
  };
  const takers = new Uint8Array(ctx.stride);
  if (rule.pieces) for (const id of rule.pieces) takers[ctx.typeOf(id)] = 1;
  else takers.fill(1);
  return {
    targets: [list(0), list(1)],
    all: rule.capture === 'all',
    takers,
    count: rule.count ?? 1,
    safe: rule.safe === true,
    blockedWin: rule.blockedWin === true,
    reply: rule.reply === true,
  };
}

type Step = readonly [number, number];
const LINE_STEPS: Readonly<Record<'rank' | 'file' | 'diagonal', readonly Step[]>> = {
  rank: [[1, 0]],
  file: [[0, 1]],
  diagonal: [
    [1, 1],
    [1, -1],
  ],
};

/** Stage 9b: connect-N (`end.connect`): the counting types and line steps (throws `VariantError` for an unknown piece id). */
export function connectStage(ctx: BuildContext): ConnectTables | undefined {
  const rule = ctx.def.end?.connect;
  if (!rule) return undefined;
  const pieces = new Uint8Array(ctx.stride);
  if (rule.pieces) for (const id of rule.pieces) pieces[ctx.typeOf(id)] = 1;
  else pieces.fill(1);
  const steps = (rule.lines ?? ['rank', 'file', 'diagonal']).flatMap((line): Step[] => [...LINE_STEPS[line]]);
  const zone = (name: string) => {
    const z = ctx.zones.get(name);
    if (!z) throw new VariantError(`variant ${ctx.def.id}: connect.regions names no zone ${name}`, []);
    return z;
  };
  const from = rule.regions && zone(rule.regions.from);
  const to = rule.regions && zone(rule.regions.to);
  const regions = from && to ? [0, 1].map((side) => [from[side]!, to[side]!] as const) : undefined;
  return { n: rule.n, pieces, steps, square: rule.square ?? 0, collinear: rule.collinear ?? 0, regions };
}
