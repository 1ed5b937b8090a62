/** FBR promotion rules and MBN promotion tokens to `@x/core` promotion rules (internal to `compile`). */
import { squareName } from '@x/core';
import type { PromotionRule } from '@x/core/variant';
import type { Build } from '../state/build.js';
import type { PrefixUse, PrefixUses } from './pieces.js';
import { type PromotionSource, type Reporter, setMembers } from '../state/rules.js';
import { rankSquares } from '../state/zones.js';
import { applyOrigin, applyUnmount, originCompiles } from './origin.js';
import { singleTargets } from './swap.js';

/** What promotion compiling needs beyond the build. */
export interface PromotionFacts {
  readonly rules: PromotionSource[];
  readonly royals: ReadonlySet<string>;
  readonly demote: boolean;
  readonly wrapFiles: boolean;
  readonly wrapRanks: boolean;
  /** Pieces defined only as promotion targets (`implicit.ts`): never default choices. */
  readonly implicit: ReadonlySet<string>;
}

/** Adds the predefined `promotion+` (last rank) unless the rule set redefines it. */
export function withPredefinedPromotion(b: Build, rules: PromotionSource[]): void {
  if (rules.some((p) => p.prefix === '+')) return;
  rules.push({
    prefix: '+',
    squares: rankSquares([b.g.ranks - 1], b.g),
    optional: false,
    notForced: false,
    span: { offset: 0, length: 0 },
    token: -1,
  });
}

/** The unprefixed piece ids: the default promotion choices. */
function plainIds(b: Build, implicit: ReadonlySet<string>): string[] {
  return b.pieces
    .filter((p) => !/^[+\-#*$%&]/.test(p.type.id) && !implicit.has(p.type.id))
    .map((p) => p.type.id);
}

/**
 * The promotion choices of `letter`: the promoted type, the explicit targets, or the default set. The default
 * set leaves out `elsewhere`, the pieces other promotion rules' tokens promote to (the Disks' mounted queen
 * `:QD:`, reached by mounting a Disk: no pawn promotes to it).
 */
function choicesOf(
  b: Build,
  letter: string,
  use: PrefixUse | undefined,
  facts: PromotionFacts,
  elsewhere: ReadonlySet<string>,
): string[] {
  const royals = facts.royals;
  if (use?.promotedId) return [use.promotedId];
  if (!use?.targets)
    return plainIds(b, facts.implicit).filter((id) => id !== letter && !royals.has(id) && !elsewhere.has(id));
  const choices: string[] = [];
  for (const t of use.targets) {
    const id = t.piece.prefixes + t.piece.key;
    if (t.macro)
      b.unsupported('target:macro', t.piece, 'a macro as promotion target is not compiled', use.token);
    else if (!b.known(id))
      b.problem('unknown-piece', t.piece, `promotion target ${id} is not defined`, use.token);
    else choices.push(id);
  }
  return choices;
}

/**
 * Optional promotion is still forced where the piece could never move again (FBR's default unless
 * `notforced`): the squares of the zone from which none of its atoms reaches the board.
 */
function forced(
  b: Build,
  facts: PromotionFacts,
  squares: readonly number[],
  id: string,
  prefix: string,
): { forcedZone?: string } {
  const g = b.g;
  const moves = b.pieces[b.byLetter.get(id)!]!.type.moves;
  const fromZones = new Map<string, Set<string>>();
  const dead = squares.filter((s) => {
    const f = s % g.files;
    const r = Math.floor(s / g.files);
    return !moves.some((a) => {
      if (a.fromZone) {
        let z = fromZones.get(a.fromZone);
        if (!z) fromZones.set(a.fromZone, (z = new Set(b.zones[a.fromZone]?.white)));
        if (!z.has(squareName(s, g.files))) return false;
      }
      return a.vectors.some(([dx, dy]) => {
        const tf = f + dx;
        const tr = r + dy;
        return (
          (facts.wrapFiles || (tf >= 0 && tf < g.files)) && (facts.wrapRanks || (tr >= 0 && tr < g.ranks))
        );
      });
    });
  });
  if (dead.length === 0) return {};
  return {
    forcedZone: b.zone(dead, prefix === '+' ? `promotion-forced-${id}` : `promotion${prefix}-forced-${id}`),
  };
}

/** The pieces one promotion rule promotes: its set, or every letter with a token under its prefix. */
function promotingLetters(
  b: Build,
  rule: PromotionSource,
  uses: Map<string, PrefixUse>,
  rep: Reporter,
): Set<string> {
  const allowed = setMembers(rule.set, rule.token, rep);
  const promoting = new Set<string>(allowed ?? uses.keys());
  for (const [letter, use] of uses) {
    if (!promoting.has(letter))
      b.problem(
        'conflict',
        use.span,
        `${rule.prefix}${letter}: ${letter} is not in the set of promotion${rule.prefix}`,
        use.token,
      );
  }
  return promoting;
}

/**
 * `capture{set}`: "The promotion will be done after capturing a piece within the zone … only … if one of the
 * piece types specified inside the piece set is being captured" (of either side: the Disks' pieces mount a
 * friendly Disk by capturing it, `acc?{D}`).
 */
function captureTrigger(b: Build, rule: PromotionSource, rep: Reporter): { onCaptureOf?: string[] } {
  if (!rule.captureOf) return {};
  const ids = (setMembers(rule.captureOf, rule.token, rep) ?? []).filter((id) => {
    if (!b.known(id))
      b.problem('unknown-piece', rule.captureOf!, `captured piece ${id} is not defined`, rule.token);
    return b.known(id);
  });
  return ids.length > 0 ? { onCaptureOf: ids } : {};
}

/** The pieces the tokens of promotion rules (not `origin` ones) other than `prefix`'s promote to. */
function targetsBesides(uses: PrefixUses, prefix: string, rules: readonly PromotionSource[]): Set<string> {
  const out = new Set<string>();
  for (const [p, byLetter] of uses)
    if (p !== prefix && rules.some((r) => r.prefix === p && !r.origin))
      for (const use of byLetter.values())
        for (const t of use.targets ?? []) out.add(t.piece.prefixes + t.piece.key);
  return out;
}

/** Gives each promoting piece its `promotion` (one rule per prefix; the prefixed tokens name the choices). */
export function applyPromotions(b: Build, uses: PrefixUses, facts: PromotionFacts, rep: Reporter): void {
  const promotedBy = new Map<string, string>();
  // The demotion prefixes of `origin,demote` rules are read with those rules (`applyUnmount`).
  const demoting = new Set(facts.rules.flatMap((r) => (r.origin?.demote ? [r.origin.demote] : [])));
  for (const [prefix, byLetter] of uses) {
    if (demoting.has(prefix)) continue;
    const rules = facts.rules.filter((p) => p.prefix === prefix);
    if (rules.length === 0) {
      for (const [letter, use] of byLetter)
        b.unsupported(
          `prefix:${prefix}`,
          use.span,
          `${prefix}${letter} belongs to no compiled rule`,
          use.token,
        );
      continue;
    }
    if (rules.length > 1)
      b.problem('conflict', rules[1]!.span, `two promotion${prefix} rules`, rules[1]!.token);
    const rule = rules[0]!;
    if (rule.origin && !originCompiles(b, rule)) continue;
    if (rule.origin?.demote) {
      const d = rule.origin.demote;
      applyUnmount(b, rule, byLetter, singleTargets(b, uses, d, 'demote', 'rule:promotion=demote'));
      continue;
    }
    for (const letter of promotingLetters(b, rule, byLetter, rep)) {
      if (!b.known(letter)) {
        b.problem(
          'unknown-piece',
          rule.set ?? rule.span,
          `promoting piece ${letter} is not defined`,
          rule.token,
        );
        continue;
      }
      if (promotedBy.has(letter)) {
        b.problem('conflict', rule.span, `${letter} is under two promotion rules`, rule.token);
        continue;
      }
      const use = byLetter.get(letter);
      const choices = choicesOf(b, letter, use, facts, targetsBesides(uses, prefix, facts.rules));
      if (choices.length === 0) continue;
      if (rule.origin) {
        applyOrigin(b, rule, letter, choices);
        continue;
      }
      promotedBy.set(letter, prefix);
      const promotion: PromotionRule = {
        zone: b.zone(rule.squares, prefix === '+' ? 'promotion' : `promotion${prefix}`),
        choices,
        ...(rule.optional ? { mandatory: 'optional' as const } : {}),
        ...(rule.optional && !rule.notForced ? forced(b, facts, rule.squares, letter, prefix) : {}),
        ...(facts.demote ? { markPromoted: true } : {}),
        ...captureTrigger(b, rule, rep),
      };
      b.setType(letter, (t) => ({ ...t, promotion }));
      if (use?.promotedId) b.setType(use.promotedId, (t) => ({ ...t, demotesTo: letter }));
    }
  }
}
