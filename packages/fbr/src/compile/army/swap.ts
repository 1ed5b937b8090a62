/**
 * FBR `swap=demote,promote`, `switching` and `swapping` to `@x/core` swap rules and atoms (internal to `compile`).
 * The `w`/`ww` modifiers themselves are compiled by `moves.ts` into `MoveAtom.swap`.
 */
import type { VariantDefinition } from '@x/core';
import { isPlainLeapOrRide, type MoveAtom } from '@x/core/variant';
import type { Build } from '../state/build.js';
import type { PrefixUses } from './pieces.js';
import type { RuleFacts } from '../state/rules.js';
import type { FbrRuleNode } from '../../parse/types.js';

/** The FBR rules this stage reads. */
export interface SwapFacts {
  /** `swap=demote,promote` (prefixes default `-` and `+`). */
  readonly swap?: {
    readonly demote?: string;
    readonly promote?: string;
    readonly rule: FbrRuleNode;
    /** `swap{set}` rules (`swap{K:MD:}=demote,promote`), compiled only where nothing swaps (`swapRulesOf`). */
    readonly setRules: readonly FbrRuleNode[];
  };
  /** `switching` (`=excluderoyals`). */
  readonly switching?: { readonly excludeRoyals: boolean; readonly rule: FbrRuleNode };
  /** `swapping` (Swap chess). */
  readonly swapping?: { readonly rule: FbrRuleNode };
}

/** Reads `swap` and `switching` rules among the sound `rules` (other parts are reported as unsupported). */
export function readSwapRules(rules: readonly FbrRuleNode[], b: Build): SwapFacts {
  let swap: SwapFacts['swap'];
  let switching: SwapFacts['switching'];
  let swapping: SwapFacts['swapping'];
  const setRules: FbrRuleNode[] = [];
  for (const r of rules) {
    if (r.negated) continue;
    const attrs = r.attributes.filter((a) => !a.error && !a.negated);
    if (r.name === 'swap') {
      if (r.set) setRules.push(r);
      const prefixOf = (name: string, dflt: string) => {
        const a = attrs.find((x) => x.name === name);
        return a ? (a.prefix?.char ?? dflt) : undefined;
      };
      const demote = prefixOf('demote', '-');
      const promote = prefixOf('promote', '+');
      swap = { ...(demote ? { demote } : {}), ...(promote ? { promote } : {}), rule: r, setRules };
    } else if (r.name === 'switching') {
      for (const a of attrs)
        if (a.name === 'notincheck')
          b.unsupported('rule:switching=notincheck', a, '@x/core swap atoms do not depend on check', r.index);
      switching = { excludeRoyals: attrs.some((a) => a.name === 'excluderoyals'), rule: r };
    } else if (r.name === 'swapping') swapping = { rule: r };
  }
  return {
    ...(swap ? { swap } : {}),
    ...(switching ? { switching } : {}),
    ...(swapping ? { swapping } : {}),
  };
}

/** Piece → the one piece its `prefix` tokens name (`-Q==R`, `+R=…`); several targets are reported. */
export function singleTargets(
  b: Build,
  uses: PrefixUses,
  prefix: string,
  what: string,
  feature = `rule:swap=${what}`,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [letter, use] of uses.get(prefix) ?? []) {
    const target = use.promotedId ?? (use.targets?.length === 1 ? use.targets[0]!.piece : undefined);
    const id = typeof target === 'string' ? target : target ? target.prefixes + target.key : undefined;
    if (id === undefined) {
      b.unsupported(
        feature,
        use.span,
        `${prefix}${letter}: a ${feature.slice(5, feature.indexOf('='))} ${what}s to exactly one piece`,
        use.token,
      );
    } else if (!b.known(letter) || !b.known(id)) {
      b.problem(
        'unknown-piece',
        use.span,
        `${prefix}${letter}: ${b.known(letter) ? id : letter} is not defined`,
        use.token,
      );
    } else out[letter] = id;
  }
  return out;
}

/**
 * `swapRules` from `swap=promote` (the mover, by `+X==Y`) and `swap=demote` (the swapped piece, by
 * `-X==Y`); the demotion prefix's tokens are consumed here (no promotion rule reads `-`).
 */
export function swapRulesOf(b: Build, uses: PrefixUses, facts: SwapFacts): VariantDefinition['swapRules'] {
  const { swap } = facts;
  if (!swap) return undefined;
  const promote = swap.promote ? singleTargets(b, uses, swap.promote, 'promote') : {};
  const demote = swap.demote ? singleTargets(b, uses, swap.demote, 'demote') : {};
  if (swap.demote && swap.demote !== swap.promote) uses.delete(swap.demote);
  if (swap.setRules.length > 0) return swapSetRules(b, facts);
  const out = {
    ...(Object.keys(promote).length > 0 ? { promote } : {}),
    ...(Object.keys(demote).length > 0 ? { demote } : {}),
  };
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * `swap{set}=…` ("Only if either pieces of a swap are contained in this piece set, this rule will be
 * applied"). Decided: compiled where no piece of the rule set swaps (no `w` atom, no `switching` or
 * `swapping`): the rules then have nothing to act on, as the Disks line `swap{K:MD:}=demote,promote
 * swap{:KD:M}=demote,promote K=acc?{D}:K: …` shows (its `-X==Y` tokens are still checked). Where pieces swap
 * they are reported: the page's text ("the mounted piece will demote …, and the unmounted piece will
 * promote", whichever moves) contradicts its attributes (`promote` names the mover), and "either piece"
 * can be read as one of them or both.
 */
function swapSetRules(b: Build, facts: SwapFacts): undefined {
  const swaps = facts.switching || facts.swapping || b.pieces.some((p) => p.type.moves.some((a) => a.swap));
  if (swaps)
    for (const r of facts.swap!.setRules)
      b.unsupported(
        'rule:swap{set}',
        r.set!,
        'swap rules for a piece set are compiled where nothing swaps',
        r.index,
      );
  return undefined;
}

/**
 * `holding=demote<p>` (default prefix `-`): a piece with a `<p>X==Y` token enters the hand as Y
 * (`demotesTo`). Returns the prefix whose tokens it read, if any.
 */
export function holdingDemotions(
  b: Build,
  uses: PrefixUses,
  holding: RuleFacts['holding'],
): string | undefined {
  if (!holding?.demote) return undefined;
  const prefix = holding.demotePrefix ?? '-';
  if (!uses.has(prefix)) return undefined;
  for (const [letter, to] of Object.entries(singleTargets(b, uses, prefix, 'demote', 'rule:holding=demote')))
    b.setType(letter, (t) => ({ ...t, demotesTo: to }));
  return prefix;
}

/** `switching`: every piece may also exchange squares with an adjacent own piece (`@X=wwK`, `Q=QX`). */
export function applySwitching(b: Build, facts: SwapFacts, royals: readonly string[]): void {
  if (!facts.switching) return;
  const except = facts.switching.excludeRoyals ? { swapExcept: [...royals] } : {};
  const steps: MoveAtom[] = [
    {
      kind: 'leap',
      vectors: [
        [0, 1],
        [1, 0],
        [0, -1],
        [-1, 0],
      ],
      swap: 'friend',
      ...except,
    },
    {
      kind: 'leap',
      vectors: [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ],
      swap: 'friend',
      ...except,
    },
  ];
  for (const p of b.pieces) {
    if (facts.switching.excludeRoyals && royals.includes(p.type.id)) continue;
    p.type = { ...p.type, moves: [...p.type.moves, ...steps] };
  }
}

/**
 * `swapping` (Swap chess; the page expands it to `stopifchecking … Q=Q+(dttwQ)0 …`): every piece but
 * the royals gets, for each atom it captures with, a swap chain atom (`MoveAtom.swapChain`) along the
 * same leap or ride ("Any capture move capability has been transformed into an additional swap move").
 */
export function applySwapping(b: Build, facts: SwapFacts, royals: readonly string[]): void {
  const rule = facts.swapping?.rule;
  if (!rule) return;
  for (const p of b.pieces) {
    if (royals.includes(p.type.id)) continue;
    const chains: MoveAtom[] = [];
    for (const a of p.type.moves) {
      if (a.mode === 'move' || a.swap) continue;
      // what a capture atom may carry to become a swap chain atom: plain leaps and rides
      if (!isPlainLeapOrRide(a) || a.notInCheck) {
        b.unsupported(
          'rule:swapping',
          p.span,
          `${p.type.id}: a swap chain follows plain leaps and rides only`,
          p.token,
        );
        continue;
      }
      chains.push({
        kind: a.kind,
        vectors: a.vectors,
        ...(a.range !== undefined ? { range: a.range } : {}),
        swap: 'enemy',
        swapChain: true,
      });
    }
    if (chains.length > 0) p.type = { ...p.type, moves: [...p.type.moves, ...chains] };
  }
}

/**
 * Swap chains written as `(dttwX)0` (legs.ts) end at a check in `@x/core`, so they need the rule
 * `stopifchecking` ("the move is complete as soon as a leg is checking the opponent King"), as the
 * page's expansion of `swapping` has it. `stopifchecking` itself is compiled where the only moves of
 * several legs are swap chains (a bouncing ride or a lion's double step would have to stop at a check
 * too, which they do not).
 */
export function checkSwapChains(b: Build, rules: readonly FbrRuleNode[], facts: SwapFacts): void {
  const stop = rules.find((r) => r.name === 'stopifchecking' && !r.negated);
  for (const p of b.pieces) {
    if (!stop && !facts.swapping && p.type.moves.some((a) => a.swapChain))
      b.unsupported(
        'leg:swapchain',
        p.span,
        `${p.type.id}: a swap chain ends at a check only under 'stopifchecking'`,
        p.token,
      );
    if (stop && p.type.moves.some((a) => a.bounce || a.secondStep))
      b.unsupported(
        'rule:stopifchecking',
        stop,
        `${p.type.id}: its bouncing or double moves would have to stop at a check`,
        stop.index,
      );
  }
}
