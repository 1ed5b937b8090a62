/** FBR rules to the facts `compile` builds the variant from (internal to `compile`). */
import type { EndRules } from '@x/core';
import { type Geometry, rangeSquares, rankSquares } from './compile-zones.js';
import { table } from './table.js';
import type { AttributeNode, FbrRuleNode, PieceLetterNode, PieceSetNode, Span } from './types.js';

/** A promotion rule of the rule set (explicit `promotion<p>` or the predefined `promotion+`). */
export interface PromotionSource {
  readonly prefix: string;
  readonly set?: PieceSetNode;
  readonly squares: readonly number[];
  readonly optional: boolean;
  /** `notforced`: a piece may stay unpromoted even where it could never move again. */
  readonly notForced: boolean;
  readonly span: Span;
  readonly token: number;
}

/** How rule reading reports what it cannot compile. */
export interface Reporter {
  readonly unsupported: (feature: string, at: Span, why: string, token: number) => void;
  /** Whether a piece letter can be a FEN symbol (reports compound and lower-case letters). */
  readonly letterOk: (p: PieceLetterNode, token: number) => boolean;
}

/** The rule parts each compiled rule uses; others are reported as `unsupported`. */
const RULE_PARTS: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ table({
  royal: ['set'],
  promotion: ['prefix', 'set', 'range'],
  stalemate: [],
  draw: [],
  loss: [],
  win: [],
  mustcapture: ['set'],
  atomic: ['set'],
  andernach: [],
  holding: [],
  drop: ['set', 'range'],
  cylindric: [],
  torus: [],
  hill: ['set', 'range'],
  zone: ['range'],
  pieces: ['set'],
  turn: [],
  mirror: [],
});

/** `stalemate=<attribute>` → the result for the side to move that is stalemated. */
const STALEMATE_RESULTS: Readonly<Record<string, EndRules['stalemate']>> = /* @__PURE__ */ table({
  draw: 'draw',
  win: 'loss',
  loss: 'win',
  invalid: 'illegal',
});

/** Piece ids of a set (`{QRBN}` → `['Q', 'R', 'B', 'N']`); colour-sensitive sets are reported. */
export function setMembers(
  set: PieceSetNode | undefined,
  token: number,
  rep: Reporter,
): string[] | undefined {
  if (!set) return undefined;
  if (set.colour) {
    rep.unsupported('colour-set', set, "colour-sensitive sets ('{!…}') are not compiled", token);
    return [];
  }
  const out: string[] = [];
  for (const m of set.members) if (rep.letterOk(m, token)) out.push(m.prefixes + m.key);
  return out;
}

/** Reads the compiled FBR rules (tokens with syntax errors are skipped) into facts for `compile`. */
export function readRules(
  rules: readonly FbrRuleNode[],
  broken: ReadonlySet<number>,
  g: Geometry,
  rep: Reporter,
) {
  const end: {
    -readonly [K in keyof EndRules]: EndRules[K];
  } = { checkmate: 'win', stalemate: 'draw', repetition: 3, moveCount: 0 };
  const royals = new Set<string>();
  const castlePartners = new Map<string, { set: PieceSetNode | undefined; span: Span }>();
  let anyRoyalRule = false;
  let untilCaptured = false;
  const promotionRules: PromotionSource[] = [];
  let atomic: { set: PieceSetNode | undefined } | undefined;
  let andernach = false;
  let holding: { demote: boolean } | undefined;
  const dropRules: {
    set: PieceSetNode | undefined;
    squares?: readonly number[];
    nocheck: boolean;
    nomate: boolean;
    span: Span;
    token: number;
  }[] = [];
  let mustCapture = false;
  let wrapFiles = false;
  let wrapRanks = false;
  let hill: { squares: readonly number[]; set?: PieceSetNode; token?: number } | undefined;
  const holes = new Set<number>();
  let explicitTurn = false;
  let turnEnPassant = false;
  const extinction = new Set<string>();
  let extinctionSpan: { set: PieceSetNode; token: number } | undefined;
  let token = -1;
  const unsupported = (feature: string, at: Span, why: string, tok = token) =>
    rep.unsupported(feature, at, why, tok);
  const members = (set: PieceSetNode | undefined, tok: number) => setMembers(set, tok, rep);
  const rangeOf = (r: FbrRuleNode, rangeNode = r.range): number[] | undefined => {
    if (!rangeNode) return undefined;
    const squares = rangeSquares(rangeNode, g);
    if (!squares) unsupported('range:special', rangeNode, 'special ranges have no squares here', r.index);
    return squares;
  };
  /** Reports the parts of a compiled rule that its compilation does not use (sequence numbers: `listFeatures`). */
  const noPart = (r: FbrRuleNode) => {
    const used = RULE_PARTS[r.name];
    if (used === undefined) return;
    for (const p of ['set', 'range', 'prefix', 'announcement'] as const) {
      const node = r[p];
      if (node && !used.includes(p))
        unsupported(`rule:${r.name}:${p}`, node, `a ${p} on '${r.name}' is not compiled`, r.index);
    }
  };
  const attr = (a: AttributeNode) => (a.negated ? `!${a.name ?? ''}` : (a.name ?? ''));
  for (const r of rules) {
    token = r.index;
    if (r.error || broken.has(r.index)) continue;
    if (r.negated) {
      if (r.name === 'draw') end.repetition = 0;
      else if (r.name === 'mirror')
        unsupported('rule:!mirror', r, 'unmirrored Black moves are not compiled (pieces move as White does)');
      continue; // others are reported by listFeatures
    }
    const attrs = r.attributes.filter((a) => !a.error);
    noPart(r);
    switch (r.name) {
      case 'royal': {
        anyRoyalRule = true;
        const set = members(r.set, r.index) ?? ['K'];
        for (const id of set) royals.add(id);
        let partners: { set: PieceSetNode | undefined; span: Span } = { set: undefined, span: r };
        for (const a of attrs) {
          const n = attr(a);
          if (n === 'checkmated') end.checkmate = 'loss';
          else if (n === 'bare') end.bareKing = 'loss';
          else if (n === 'baremove') {
            end.bareKing = 'loss';
            end.bareKingReply = true;
          } else if (n === 'maxchecks') end.checks = a.amount?.value.value ?? 3;
          else if (n === 'untilcaptured') untilCaptured = true;
          else if (n === 'castle') partners = { set: a.set, span: a };
        }
        for (const id of set) castlePartners.set(id, partners);
        break;
      }
      case 'promotion': {
        const squares = r.range ? rangeOf(r) : rankSquares([g.ranks - 1], g);
        if (!squares) break;
        let optional = false;
        let notForced = false;
        let set = r.set;
        for (const a of attrs) {
          const n = attr(a);
          if (n === 'optional') optional = true;
          else if (n === 'notforced') notForced = true;
          else if (n === 'enter' && a.set) {
            if (set)
              unsupported(
                'rule:promotion=enter{set}',
                a.set,
                "'enter{set}' beside a rule set is not compiled",
              );
            else set = a.set;
          }
        }
        promotionRules.push({
          prefix: r.prefix?.char ?? '+',
          ...(set ? { set } : {}),
          squares,
          optional,
          notForced,
          span: r,
          token: r.index,
        });
        break;
      }
      case 'stalemate': {
        for (const a of attrs) {
          const v = STALEMATE_RESULTS[attr(a)];
          if (v) end.stalemate = v;
        }
        break;
      }
      case 'draw':
        for (const a of attrs) {
          if (attr(a) === 'repetition') end.repetition = a.amount?.value.value ?? 3;
          else if (attr(a) === 'stalemate') end.stalemate = 'draw';
        }
        break;
      case 'loss':
        for (const a of attrs) {
          if (attr(a) === 'stalemate') end.stalemate = 'win';
          else if (attr(a) === 'repetition')
            unsupported('rule:loss=repetition', a, '@x/core repetition only draws');
        }
        break;
      case 'win':
        for (const a of attrs) if (attr(a) === 'stalemate') end.stalemate = 'loss';
        break;
      case 'mustcapture':
        if (r.set) unsupported('rule:mustcapture{set}', r.set, '@x/core forces captures for every piece');
        for (const a of attrs)
          if (attr(a) === 'compulsory')
            unsupported('rule:mustcapture=compulsory', a, '@x/core lets check evasion take precedence');
        mustCapture = true;
        break;
      case 'atomic':
        atomic = { set: r.set };
        break;
      case 'andernach':
        andernach = true;
        break;
      case 'holding': {
        let demote = false;
        for (const a of attrs) {
          const n = attr(a);
          if (n === 'demote') {
            if (a.prefix)
              unsupported('rule:holding=demote-prefix', a, 'demotion through a prefix is not compiled');
            demote = true;
          } else if (n === 'notflip' || n === 'promote')
            unsupported(
              `rule:holding=${n}`,
              a,
              `@x/core hands cannot ${n === 'notflip' ? 'keep sides' : 'promote'}`,
            );
        }
        holding = { demote };
        break;
      }
      case 'drop': {
        let nocheck = false;
        let nomate = false;
        for (const a of attrs) {
          const n = attr(a);
          if (n === 'nocheck') nocheck = true;
          else if (n === 'nomate') nomate = true;
          else if (n === 'captured')
            unsupported('rule:drop=captured', a, '@x/core drops do not depend on losses');
        }
        const squares = r.range ? rangeOf(r) : undefined;
        if (r.range && !squares) break;
        dropRules.push({
          set: r.set,
          ...(squares ? { squares } : {}),
          nocheck,
          nomate,
          span: r,
          token: r.index,
        });
        break;
      }
      case 'cylindric':
        wrapFiles = true;
        break;
      case 'torus':
        wrapFiles = true;
        wrapRanks = true;
        break;
      case 'hill': {
        const squares = rangeOf(r);
        if (!squares) break;
        hill = { squares, ...(r.set ? { set: r.set, token: r.index } : {}) };
        break;
      }
      case 'zone': {
        const squares = rangeOf(r);
        if (!squares) break;
        for (const a of attrs) {
          if (attr(a) === 'hole') for (const s of squares) holes.add(s);
          else if (attr(a) === 'river') unsupported('rule:zone=river', a, '@x/core has no drowning zones');
        }
        break;
      }
      case 'pieces': {
        if (attrs.some((a) => attr(a) === 'extinction')) {
          if (!r.set) {
            unsupported('rule:pieces=extinction', r, 'extinction needs the piece set');
            break;
          }
          for (const id of members(r.set, r.index) ?? []) extinction.add(id);
          extinctionSpan = { set: r.set, token: r.index };
        }
        break;
      }
      case 'turn':
        explicitTurn = true;
        if (attrs.some((a) => attr(a) === 'enpassant')) turnEnPassant = true;
        break;
      default:
        break; // mirror(=vertical) is the model's own convention; the rest is reported by listFeatures
    }
  }
  return {
    end,
    royals,
    castlePartners,
    anyRoyalRule,
    untilCaptured,
    promotionRules,
    atomic,
    andernach,
    holding,
    dropRules,
    mustCapture,
    wrapFiles,
    wrapRanks,
    hill,
    holes,
    explicitTurn,
    turnEnPassant,
    extinction,
    extinctionSpan,
  };
}

/** What `readRules` found. */
export type RuleFacts = ReturnType<typeof readRules>;
