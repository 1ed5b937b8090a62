/**
 * Compile stages: FEN symbols (drop rules: `rules/drops/`); capture rules (blocked squares, iron pieces, restricted
 * victims), atomic and Andernach tables.
 */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from './context.js';
import { csr } from './context.js';
import {
  BLAST_MUTUAL,
  BLAST_SURVIVOR,
  type AtomicTables,
  type CaptureTables,
  type SymbolTables,
} from './tables.js';

/** Stage 6: FEN symbols per (side, type). Throws `VariantError` for a duplicate symbol. */
export function symbolStage(ctx: BuildContext): SymbolTables {
  const symbolToPiece = new Map<string, number>();
  const pieceSymbol: string[] = Array.from({ length: 2 * ctx.stride }, () => '');
  let maxSymbolLength = 1;
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    const w = p.symbol;
    const b = p.blackSymbol ?? p.symbol.toLowerCase();
    for (const [side, s] of [
      [0, w],
      [1, b],
    ] as const) {
      if (symbolToPiece.has(s))
        throw new VariantError(`variant ${ctx.def.id}: duplicate FEN symbol ${s}`, []);
      symbolToPiece.set(s, side * ctx.stride + t);
      pieceSymbol[side * ctx.stride + t] = s;
      maxSymbolLength = Math.max(maxSymbolLength, s.length);
    }
  }
  return { symbolToPiece, pieceSymbol, maxSymbolLength };
}

/** Capture, atomic and Andernach rule tables. */
export interface CaptureRuleStageTables {
  /** The capture rules but `tablesBoundAttacks`, which `compile.ts` derives from every stage, and `atomic` (below). */
  readonly capture: Omit<CaptureTables, 'tablesBoundAttacks' | 'atomic'>;
  readonly atomic: AtomicTables;
  /** Some type's capture rules keep the reverse attack tables from being the attack test (`CompiledVariant.captureRules`). */
  readonly captureRules: boolean;
}

/** Stage: capture rules, atomic and Andernach tables. */
export function captureRuleStage(ctx: BuildContext, phantoms: boolean): CaptureRuleStageTables {
  const { stride, def } = ctx;
  const block: (Uint8Array | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  const iron = new Uint8Array(stride);
  const victims = new Int32Array(stride).fill(-1);
  let captureRules = phantoms;
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    if (p.block) {
      block[t] = ctx.zone(p.block, 0);
      block[stride + t] = ctx.zone(p.block, 1);
    }
    if (p.iron) iron[t] = 1;
    if (p.victims) victims[t] = p.victims.reduce((m, id) => m | (1 << ctx.typeOf(id)), 0);
    // Blocked squares, iron pieces, restricted victims, spacious pieces (attacks depend on the square beyond), and
    // captures the reverse attack tables leave out (initial-only or not initial: `tablesBoundAttacks` is then false)
    // or the line tables overstate (a hop's hurdle exceptions, reach or range; a ride or hop from an origin zone or
    // with a prison, inside which alone it captures): attacks are generated piece by piece.
    if (
      p.block ||
      p.iron ||
      p.victims ||
      p.rules?.spacious ||
      p.moves.some(
        (a) =>
          a.mode !== 'move' &&
          (a.initial ||
            a.notInitial ||
            (a.kind !== 'leap' &&
              (p.prison ||
                a.fromZone ||
                (a.kind === 'hop' && (a.range ?? a.reach ?? a.hurdleExcept) !== undefined)))),
      )
    )
      captureRules = true;
  }
  const neighbourLists: number[][] = Array.from({ length: ctx.size }, (_, s) => {
    const out: number[] = [];
    if (!ctx.onBoard[s]) return out;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const t = dx || dy ? ctx.step(s, dx, dy) : -1;
        if (t >= 0 && ctx.onBoard[t] && !out.includes(t)) out.push(t);
      }
    }
    return out;
  });
  const [neighbourOff, neighbours] = csr(neighbourLists);
  const blastImmune = new Uint8Array(stride);
  for (const id of def.atomic?.immune ?? []) blastImmune[ctx.typeOf(id)] = 1;
  for (const id of def.atomic?.inert ?? []) blastImmune[ctx.typeOf(id)]! |= 2;
  for (const id of def.atomic?.survivors ?? []) blastImmune[ctx.typeOf(id)]! |= 1 | BLAST_SURVIVOR;
  for (const id of def.atomic?.mutuallyImmune ?? []) blastImmune[ctx.typeOf(id)]! |= BLAST_MUTUAL;
  // Walls are no pieces to an explosion: they stand (Fairy-Stockfish blasts only the sides' pieces).
  if (def.atomic && def.walls) blastImmune[ctx.typeOf(def.walls.piece)]! |= 1 | BLAST_SURVIVOR;
  const keepsSide = new Uint8Array(stride);
  for (const id of def.andernach?.except ?? []) keepsSide[ctx.typeOf(id)] = 1;
  return {
    capture: { block, iron, victims, keepsSide },
    atomic: { neighbourOff, neighbours, blastImmune },
    captureRules,
  };
}
