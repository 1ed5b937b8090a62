/**
 * The swap rule (`MoveAtom.swap`, FBR/MBN `w`/`ww`; `MoveAtom.ownVictims`, `MoveAtom.swapChain`, `swapRules`): per
 * piece type and side, the squares each swap atom looks at from every square, and the promote/demote types of
 * `swapRules`. Conversion moves and pinches are generated with the swaps (`engine/pseudo-legal/gen-swap.ts`), so they
 * name the rule too. Variants without any get no tables and never reach the swap generator.
 */
import { VariantError } from '../../errors/errors.js';
import type { VariantDefinition } from '../../variant/definition.js';
import type { BuildContext } from '../../variant/compile/context.js';
import { orient } from '../../variant/compile/rays.js';
import type { RuleModule } from '../module/rule-module.js';
import type { SwapAtom, SwapTables } from './types.js';

/** Whether `def` has a swap atom, a friendly capture, a conversion move or a pincher. */
function namesSwaps(def: VariantDefinition): boolean {
  return def.pieces.some(
    (p) =>
      p.rules?.conversion?.kind === 'move' ||
      p.rules?.pinch ||
      p.moves.some((a) => a.swap || a.ownVictims || a.swapChain),
  );
}

/** The swap rule. */
export const swapRule: RuleModule<'swap'> = {
  name: 'swap',
  names: namesSwaps,
  compile: swapTables,
};

/** The swap tables of `ctx`'s variant. Throws `VariantError` for unknown piece ids. */
function swapTables(ctx: BuildContext): SwapTables {
  const { def, size, stride, onBoard } = ctx;
  const swapAtoms: (SwapAtom[] | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  let swapChains = false;
  let ownCaptures = false;
  for (let t = 1; t <= ctx.typeCount; t++) {
    for (const atom of ctx.types[t]!.moves) {
      if (atom.swapChain && atom.swap !== 'enemy')
        throw new VariantError(`${ctx.types[t]!.id}: swapChain needs an enemy swap atom (swap: 'enemy')`, []);
      if (!atom.swap && !atom.ownVictims) continue;
      swapChains ||= atom.swapChain === true;
      const except = new Uint8Array(stride);
      for (const id of atom.swapExcept ?? []) except[ctx.typeOf(id)] = 1;
      const take = ownVictimTable(ctx, ctx.types[t]!.id, atom.ownVictims);
      ownCaptures ||= take !== undefined;
      const limit = atom.kind === 'leap' ? 1 : (atom.range ?? size);
      for (let side = 0; side < 2; side++) {
        const vectors = atom.vectors.map((v) => orient(v, side, atom));
        const paths = Array.from({ length: size }, (_, s) =>
          onBoard[s]
            ? vectors
                .map(([dx, dy]) => {
                  const path: number[] = [];
                  for (let at = ctx.step(s, dx, dy); at >= 0 && onBoard[at] && path.length < limit; ) {
                    if (at === s || path.includes(at)) break;
                    path.push(at);
                    at = ctx.step(at, dx, dy);
                  }
                  return path;
                })
                .filter((p) => p.length > 0)
            : [],
        );
        const key = side * stride + t;
        (swapAtoms[key] ??= []).push({
          paths,
          friend: atom.swap === 'friend' || take !== undefined,
          except,
          notInCheck: atom.notInCheck === true,
          chain: atom.swapChain === true,
          take,
        });
      }
    }
  }
  // Conversion moves and pinches are generated with the swaps (`gen-swap.ts`): an entry, empty if need be, per converting type.
  for (let t = 1; t <= ctx.typeCount; t++)
    if (ctx.types[t]!.rules?.conversion?.kind === 'move' || ctx.types[t]!.rules?.pinch)
      for (let side = 0; side < 2; side++) swapAtoms[side * stride + t] ??= [];
  const table = (map: Readonly<Record<string, string>> | undefined): Uint8Array => {
    const out = new Uint8Array(stride);
    for (const [from, to] of Object.entries(map ?? {})) out[ctx.typeOf(from)] = ctx.typeOf(to);
    return out;
  };
  return {
    atoms: swapAtoms,
    chains: swapChains,
    ownCaptures,
    promote: table(def.swapRules?.promote),
    demote: table(def.swapRules?.demote),
  };
}

/**
 * A friendly capture atom's victims (`MoveAtom.ownVictims`) per type, or `undefined` for a swap atom. Throws
 * `VariantError` for unknown ids and for the rules a capture of an own piece is not defined with.
 */
function ownVictimTable(ctx: BuildContext, id: string, victims: readonly string[] | undefined) {
  if (!victims) return undefined;
  const d = ctx.def;
  if (d.drops || d.atomic || d.andernach || d.petrify || d.flip || d.alice)
    throw new VariantError(
      `${id}: ownVictims is not combined with drops, atomic, andernach, petrify, flip or alice`,
      [],
    );
  const take = new Uint8Array(ctx.stride);
  for (const v of victims) take[ctx.typeOf(v)] = 1;
  return take;
}
