/** FBR rules to the facts `compile` builds the variant from (internal to `compile`). */
import type { EndRules } from '@x/core/variant';
import { type Geometry, rangeSquares, rankSquares } from './zones.js';
import { table } from '../../shared/table.js';
import type {
  AttributeNode,
  Cardinal,
  FbrRuleNode,
  PieceLetterNode,
  PieceSetNode,
  FbrSpan,
} from '../../parse/types.js';

/** A promotion rule of the rule set (explicit `promotion<p>` or the predefined `promotion+`). */
export interface PromotionSource {
  readonly prefix: string;
  readonly set?: PieceSetNode;
  readonly squares: readonly number[];
  readonly optional: boolean;
  /** `notforced`: a piece may stay unpromoted even where it could never move again. */
  readonly notForced: boolean;
  /** `capture{set}`: only captures of these pieces promote (`PromotionRule.onCaptureOf`). */
  readonly captureOf?: PieceSetNode;
  /** `origin` (with `move`, see `origin.ts`): the targets are left on the origin of the piece's moves. */
  readonly origin?: {
    readonly span: FbrSpan;
    readonly move: boolean;
    readonly ranged: boolean;
    /** `demote<p>` (default `-`): the mover turns into its `<p>X==Y` target (the Disks' unmounting). */
    readonly demote?: string;
    /** `swap`, `enpassant` beside `origin,demote` (triggers with nothing to act on, `origin.ts`). */
    readonly triggers: readonly AttributeNode[];
  };
  readonly span: FbrSpan;
  readonly token: number;
}

/** How rule reading reports what it cannot compile. */
export interface Reporter {
  readonly unsupported: (feature: string, at: FbrSpan, why: string, token: number) => void;
  /** Whether a piece letter can be a FEN symbol (reports compound and lower-case letters). */
  readonly letterOk: (p: PieceLetterNode, token: number) => boolean;
  /** Reports a rule that lacks a required attribute (a fragment, not a game). */
  readonly incomplete?: (at: FbrSpan, message: string, token: number) => void;
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
  zone: ['range', 'set'],
  pieces: ['set'],
  turn: ['set', 'prefix'],
  mirror: [],
  freezer: ['prefix', 'set'],
  protector: ['prefix'],
  stymizer: ['prefix'],
  conversion: ['prefix'],
  direction: ['range'],
  spacious: [],
  bouncing: ['set'],
  cheshire: ['set'],
  alice: [],
  stopifchecking: [],
});

/** Rules that `ruleTable` marks `attributeRequired` (kept here so `compile` does not load the table). */
const NEEDS_ATTRIBUTE: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'diagonals',
  'pieces',
  'stalemate',
  'win',
  'zone',
]);

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

/** A `drop` rule of the rule set. */
export interface DropSource {
  readonly set: PieceSetNode | undefined;
  readonly squares?: readonly number[];
  readonly nocheck: boolean;
  readonly nomate: boolean;
  /** `withattack`: a drop must attack an opponent's piece (core's `attackingDrops`). */
  readonly withattack: boolean;
  readonly span: FbrSpan;
  readonly token: number;
}

/** What `readRules` found: the facts `compile` builds the variant from. */
export interface RuleFacts {
  readonly end: { -readonly [K in keyof EndRules]: EndRules[K] };
  readonly royals: Set<string>;
  readonly castlePartners: Map<string, { set: PieceSetNode | undefined; span: FbrSpan }>;
  anyRoyalRule: boolean;
  untilCaptured: boolean;
  /** `royal=expose`: the royals may be left attacked; losing them loses (extinction). */
  expose: FbrSpan | undefined;
  /** `royal=mustevase`: a side in check moves a royal piece or nothing (core's `mustEvade`). */
  mustEvade: boolean;
  /** The pieces of the `drop=withattack` rules, whose drops must attack (core's `attackingDrops`, filled with drops). */
  readonly attackingDrops: string[];
  readonly promotionRules: PromotionSource[];
  atomic: { set: PieceSetNode | undefined } | undefined;
  andernach: boolean;
  /** `holding=demote<p>`: captured pieces demote (by `demotePrefix` tokens, default `-`). */
  holding: { demote: boolean; demotePrefix?: string } | undefined;
  readonly dropRules: DropSource[];
  mustCapture: boolean;
  wrapFiles: boolean;
  wrapRanks: boolean;
  hill: { squares: readonly number[]; set?: PieceSetNode; token?: number } | undefined;
  readonly holes: Set<number>;
  explicitTurn: boolean;
  turnEnPassant: boolean;
  readonly extinction: Set<string>;
  extinctionSpan: { set: PieceSetNode; token: number } | undefined;
  /** `pieces{set}=win`: the most pieces per side (upper case White, lower case Black) and piece id. */
  fewPiecesWin:
    | { white: Map<string, number>; black: Map<string, number>; set: PieceSetNode; token: number }
    | undefined;
  /** `direction<d>[range]`: the squares (White's view) and the direction. */
  readonly directions: { squares: readonly number[]; direction: Cardinal }[];
  /** `zone{set}[range]=captureonly`: the squares (the same for both sides) and the piece ids (all when absent). */
  readonly captureOnly: { squares: readonly number[]; pieces?: readonly string[] }[];
}

/** One rule being read, with the reporters bound to its token. */
interface RuleCtx {
  readonly r: FbrRuleNode;
  readonly attrs: readonly AttributeNode[];
  readonly facts: RuleFacts;
  readonly g: Geometry;
  readonly rep: Reporter;
  readonly unsupported: (feature: string, at: FbrSpan, why: string) => void;
  /** The squares of the rule's range (`undefined`, reported, for special ranges). */
  readonly rangeOf: () => number[] | undefined;
}

const attr = (a: AttributeNode) => (a.negated ? `!${a.name ?? ''}` : (a.name ?? ''));

function emptyFacts(): RuleFacts {
  return {
    end: { checkmate: 'win', stalemate: 'draw', repetition: 3, moveCount: 0 },
    royals: new Set(),
    castlePartners: new Map(),
    anyRoyalRule: false,
    untilCaptured: false,
    expose: undefined,
    mustEvade: false,
    attackingDrops: [],
    promotionRules: [],
    atomic: undefined,
    andernach: false,
    holding: undefined,
    dropRules: [],
    mustCapture: false,
    wrapFiles: false,
    wrapRanks: false,
    hill: undefined,
    holes: new Set(),
    explicitTurn: false,
    turnEnPassant: false,
    extinction: new Set(),
    extinctionSpan: undefined,
    fewPiecesWin: undefined,
    directions: [],
    captureOnly: [],
  };
}

/** `royal{set}=checkmated,bare,baremove,maxchecks(n),untilcaptured,expose,mustevase,castle{set}`. */
function readRoyal({ r, attrs, facts, rep, unsupported }: RuleCtx): void {
  const { end } = facts;
  facts.anyRoyalRule = true;
  const set = setMembers(r.set, r.index, rep) ?? ['K'];
  for (const id of set) facts.royals.add(id);
  let partners: { set: PieceSetNode | undefined; span: FbrSpan } = { set: undefined, span: r };
  for (const a of attrs) {
    const n = attr(a);
    if (n === 'checkmated') end.checkmate = 'loss';
    else if (n === 'bare') end.bareKing = 'loss';
    else if (n === 'baremove') {
      end.bareKing = 'loss';
      end.bareKingReply = true;
    } else if (n === 'maxchecks') end.checks = a.amount?.value.value ?? 3;
    else if (n === 'untilcaptured') facts.untilCaptured = true;
    else if (n === 'expose' && a.amount) unsupported('rule:royal=expose(n)', a, 'expose(n) is not compiled');
    else if (n === 'expose') facts.expose = a;
    else if (n === 'mustevase') facts.mustEvade = true;
    else if (n === 'castle') partners = { set: a.set, span: a };
  }
  for (const id of set) facts.castlePartners.set(id, partners);
}

/** `promotion<p>{set}[range]=optional,notforced,enter{set}`. */
function readPromotion({ r, attrs, facts, g, unsupported, rangeOf }: RuleCtx): void {
  const squares = r.range ? rangeOf() : rankSquares([g.ranks - 1], g);
  if (!squares) return;
  let optional = false;
  let notForced = false;
  let set = r.set;
  let origin: AttributeNode | undefined;
  let captureOf: PieceSetNode | undefined;
  let demote: string | undefined;
  const triggers: AttributeNode[] = [];
  let move = false;
  for (const a of attrs) {
    const n = attr(a);
    if (n === 'origin') origin = a;
    else if (n === 'demote') demote = a.prefix?.char ?? '-';
    else if (n === 'swap' || n === 'enpassant') triggers.push(a);
    else if (n === 'capture' && a.set && !a.set.complement && !a.set.colour) captureOf = a.set;
    else if (n === 'capture' || n === '!capture')
      unsupported('rule:promotion=capture', a, "'capture' is compiled with a piece set ('capture{D}') only");
    else if (n === 'move' && (a.set || a.prefix))
      unsupported('rule:promotion=move', a, "'move{set}' and 'move*' are not compiled");
    else if (n === 'move') move = true;
    else if (n === 'optional') optional = true;
    else if (n === 'notforced') notForced = true;
    else if (n === 'enter' && a.set) {
      if (set)
        unsupported('rule:promotion=enter{set}', a.set, "'enter{set}' beside a rule set is not compiled");
      else set = a.set;
    }
  }
  if (move && !origin) unsupported('rule:promotion=move', r, "'move' is compiled with 'origin' only");
  if (!origin || !demote)
    for (const a of [...triggers, ...attrs.filter((x) => attr(x) === 'demote')])
      unsupported(`rule:promotion=${attr(a)}`, a, `'${attr(a)}' is compiled with 'origin,demote' only`);
  facts.promotionRules.push({
    prefix: r.prefix?.char ?? '+',
    ...(set ? { set } : {}),
    squares,
    optional,
    notForced,
    ...(origin
      ? {
          origin: {
            span: origin,
            move,
            ranged: r.range !== undefined,
            ...(demote ? { demote } : {}),
            triggers,
          },
        }
      : {}),
    ...(captureOf ? { captureOf } : {}),
    span: r,
    token: r.index,
  });
}

/** `stalemate=…`, `draw=…`, `loss=…`, `win=…`. */
function readResultRule({ r, attrs, facts, unsupported }: RuleCtx): void {
  const { end } = facts;
  for (const a of attrs) {
    const n = attr(a);
    if (r.name === 'stalemate') {
      const v = STALEMATE_RESULTS[n];
      if (v) end.stalemate = v;
    } else if (r.name === 'draw') {
      if (n === 'repetition') end.repetition = a.amount?.value.value ?? 3;
      else if (n === 'stalemate') end.stalemate = 'draw';
    } else if (r.name === 'loss') {
      if (n === 'stalemate') end.stalemate = 'win';
      else if (n === 'repetition') unsupported('rule:loss=repetition', a, '@x/core repetition only draws');
    } else if (n === 'stalemate') end.stalemate = 'loss';
  }
}

/** `holding=demote` (other attributes reported). */
function readHolding({ attrs, facts, unsupported }: RuleCtx): void {
  let demote = false;
  let demotePrefix: string | undefined;
  for (const a of attrs) {
    const n = attr(a);
    if (n === 'demote') {
      demotePrefix = a.prefix?.char;
      demote = true;
    } else if (n === 'notflip' || n === 'promote')
      unsupported(
        `rule:holding=${n}`,
        a,
        `@x/core hands cannot ${n === 'notflip' ? 'keep sides' : 'promote'}`,
      );
  }
  facts.holding = { demote, ...(demotePrefix ? { demotePrefix } : {}) };
}

/** `drop{set}[range]=nocheck,nomate,withattack`. */
function readDrop({ r, attrs, facts, unsupported, rangeOf }: RuleCtx): void {
  let nocheck = false;
  let nomate = false;
  let withattack = false;
  for (const a of attrs) {
    const n = attr(a);
    if (n === 'nocheck') nocheck = true;
    else if (n === 'nomate') nomate = true;
    else if (n === 'withattack') withattack = true;
    else if (n === 'captured') unsupported('rule:drop=captured', a, '@x/core drops do not depend on losses');
  }
  const squares = r.range ? rangeOf() : undefined;
  if (r.range && !squares) return;
  facts.dropRules.push({
    set: r.set,
    ...(squares ? { squares } : {}),
    nocheck,
    nomate,
    withattack,
    span: r,
    token: r.index,
  });
}

/** `cylindric`, `torus`, `hill[range]`, `zone[range]=hole`, `zone{set}[range]=captureonly`. */
function readBoardRule({ r, attrs, facts, rep, unsupported, rangeOf }: RuleCtx): void {
  if (r.name === 'cylindric' || r.name === 'torus') {
    facts.wrapFiles = true;
    if (r.name === 'torus') facts.wrapRanks = true;
    return;
  }
  const squares = rangeOf();
  if (!squares) return;
  if (r.name === 'hill') {
    facts.hill = { squares, ...(r.set ? { set: r.set, token: r.index } : {}) };
    return;
  }
  if (r.name === 'direction') {
    const direction = r.seq?.cardinal;
    if (direction) facts.directions.push({ squares, direction });
    return;
  }
  if (r.set && !attrs.some((a) => attr(a) === 'captureonly'))
    unsupported('rule:zone:set', r.set, "a piece set on 'zone' is compiled with captureonly only");
  for (const a of attrs) {
    if (attr(a) === 'hole') for (const s of squares) facts.holes.add(s);
    else if (attr(a) === 'river') unsupported('rule:zone=river', a, '@x/core has no drowning zones');
    else if (attr(a) === 'captureonly') {
      const pieces = setMembers(r.set, r.index, rep);
      facts.captureOnly.push({ squares, ...(pieces ? { pieces } : {}) });
    }
  }
}

/** `mustcapture`, `atomic{set}`, `andernach`, `pieces{set}=extinction`, `turn(=enpassant)`, `avalanche` (explicit turns). */
function readPlayRule({ r, attrs, facts, rep, unsupported }: RuleCtx): void {
  switch (r.name) {
    case 'mustcapture':
      if (r.set) unsupported('rule:mustcapture{set}', r.set, '@x/core forces captures for every piece');
      for (const a of attrs)
        if (attr(a) === 'compulsory')
          unsupported('rule:mustcapture=compulsory', a, '@x/core lets check evasion take precedence');
      facts.mustCapture = true;
      break;
    case 'atomic':
      facts.atomic = { set: r.set };
      break;
    case 'andernach':
      facts.andernach = true;
      break;
    case 'pieces':
      if (attrs.some((a) => attr(a) === 'win')) readPiecesWin(r, facts, unsupported);
      for (const a of attrs) if (attr(a) === 'morethan') readMoreThan(r, a, facts, unsupported);
      if (!attrs.some((a) => attr(a) === 'extinction')) break;
      if (!r.set) {
        unsupported('rule:pieces=extinction', r, 'extinction needs the piece set');
        break;
      }
      for (const id of setMembers(r.set, r.index, rep) ?? []) facts.extinction.add(id);
      facts.extinctionSpan = { set: r.set, token: r.index };
      break;
    case 'turn':
    case 'avalanche':
      facts.explicitTurn = true;
      if (attrs.some((a) => attr(a) === 'enpassant')) facts.turnEnPassant = true;
      break;
  }
}

/**
 * `pieces{X}=morethan(0)`: "As soon as less or equal than N pieces are on board, the game is lost for the
 * concerned player … the sum of all the pieces matching the piece set is decisive": with N = 0 and one piece
 * type this is extinction of that type. Other amounts and sets are reported.
 */
function readMoreThan(
  r: FbrRuleNode,
  a: FbrRuleNode['attributes'][number],
  facts: RuleFacts,
  unsupported: RuleCtx['unsupported'],
): void {
  const member = r.set?.members[0];
  const one = r.set && !r.set.complement && !r.set.colour && r.set.members.length === 1 && member;
  if (!one || member.compound || a.amount?.value.value !== 0) {
    unsupported('rule:pieces=morethan', a, 'only morethan(0) with one piece type (extinction) is compiled');
    return;
  }
  facts.extinction.add(member.prefixes + member.key);
  facts.extinctionSpan = { set: r.set, token: r.index };
}

/** `pieces{Kpp}=win`: the set counts pieces per side, a letter once per piece (lower case: Black). */
function readPiecesWin(r: FbrRuleNode, facts: RuleFacts, unsupported: RuleCtx['unsupported']): void {
  if (!r.set || r.set.complement) {
    unsupported('rule:pieces=win', r.set ?? r, "'win' needs a plain piece set");
    return;
  }
  const white = new Map<string, number>();
  const black = new Map<string, number>();
  for (const m of r.set.members) {
    if (m.compound) {
      unsupported('compound-letter', m, `compound letter ${m.letter} has no FEN symbol in @x/core`);
      return;
    }
    const side = m.letter === m.letter.toLowerCase() ? black : white;
    const id = m.prefixes + m.key.toUpperCase();
    side.set(id, (side.get(id) ?? 0) + 1);
  }
  facts.fewPiecesWin = { white, black, set: r.set, token: r.index };
}

/** Rule name → its reader (`mirror(=vertical)` is the model's own convention; the rest `listFeatures` reports). */
const READERS: ReadonlyMap<string, (c: RuleCtx) => void> = /* @__PURE__ */ new Map([
  ['royal', readRoyal],
  ['promotion', readPromotion],
  ['stalemate', readResultRule],
  ['draw', readResultRule],
  ['loss', readResultRule],
  ['win', readResultRule],
  ['holding', readHolding],
  ['drop', readDrop],
  ['cylindric', readBoardRule],
  ['torus', readBoardRule],
  ['hill', readBoardRule],
  ['zone', readBoardRule],
  ['direction', readBoardRule],
  ['mustcapture', readPlayRule],
  ['atomic', readPlayRule],
  ['andernach', readPlayRule],
  ['pieces', readPlayRule],
  ['turn', readPlayRule],
  ['avalanche', readPlayRule],
]);

/** Reports the parts of a compiled rule that its compilation does not use (sequence numbers: `listFeatures`). */
function reportUnusedParts(r: FbrRuleNode, rep: Reporter): void {
  const used = RULE_PARTS[r.name];
  if (used === undefined) return;
  for (const p of ['set', 'range', 'prefix', 'announcement'] as const) {
    const node = r[p];
    if (node && !used.includes(p))
      rep.unsupported(`rule:${r.name}:${p}`, node, `a ${p} on '${r.name}' is not compiled`, r.index);
  }
}

/** Reads the sound FBR rules (`SoundRuleSet.rules`) into facts for `compile`. */
export function readRules(rules: readonly FbrRuleNode[], g: Geometry, rep: Reporter): RuleFacts {
  const facts = emptyFacts();
  for (const r of rules) {
    const unsupported = (feature: string, at: FbrSpan, why: string) =>
      rep.unsupported(feature, at, why, r.index);
    if (r.negated) {
      if (r.name === 'draw') facts.end.repetition = 0;
      else if (r.name === 'mirror')
        unsupported('rule:!mirror', r, 'unmirrored Black moves are not compiled (pieces move as White does)');
      continue; // others are reported by listFeatures
    }
    reportUnusedParts(r, rep);
    if (NEEDS_ATTRIBUTE.has(r.name) && r.attributes.length === 0)
      rep.incomplete?.(r, `'${r.name}' needs an attribute: the rule set is a fragment, not a game`, r.index);
    const rangeOf = () => {
      if (!r.range) return undefined;
      const squares = rangeSquares(r.range, g);
      if (!squares) unsupported('range:special', r.range, 'special ranges have no squares here');
      return squares;
    };
    const attrs = r.attributes.filter((a) => !a.error);
    READERS.get(r.name)?.({ r, attrs, facts, g, rep, unsupported, rangeOf });
  }
  return facts;
}
