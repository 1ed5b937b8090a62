/**
 * The FBR rule catalogue as data (reference §4): which parts each rule takes, its attributes and
 * their arguments, defaults, exclusive groups and companions. Each fact is tagged with its source:
 * `page` (the FBR page), `lecodex` (LeCodex fbr.js), `inferred` (our reading of the examples).
 */
import { table } from '../shared/table.js';
import type { PrefixChar } from '../parse/types.js';

/** Whether a part is forbidden, optional or required. */
export type Need = 'none' | 'opt' | 'req';

/** Where a fact comes from. */
export type FactSource = 'page' | 'lecodex' | 'inferred';

/** Arguments an attribute takes. Absent fields mean `'none'`. */
export interface AttributeSpec {
  readonly amount?: Need;
  readonly set?: Need;
  /** Accepts a piece-value list `{M=1,K=1000}` instead of a set. */
  readonly values?: boolean;
  readonly range?: Need;
  readonly prefix?: Need;
  /** May be written `!name` (promotion `capture`, `swap`). */
  readonly negatable?: boolean;
  readonly defaultAmount?: number;
  readonly defaultSet?: string;
  readonly defaultPrefix?: PrefixChar;
  /** Another attribute of the same rule this one needs. */
  readonly needsAttribute?: string;
  /** A rule that must be present in the rule set. */
  readonly needsRule?: string;
  readonly source: FactSource;
}

/** One rule of the catalogue. */
export interface RuleSpec {
  readonly meaning: string;
  readonly prefix: Need;
  /** `'cardinal'`: a cardinal direction `<n>` is required in the sequence slot. */
  readonly seq: Need | 'cardinal';
  readonly set: Need;
  readonly range: Need;
  readonly announcement?: Need;
  readonly attributes: Readonly<Record<string, AttributeSpec>>;
  /** Anonymous attributes accepted (`={^A}`, `=(2)`). */
  readonly anonymous?: { readonly set?: boolean; readonly amount?: boolean };
  /** At least one attribute must be given. */
  readonly attributeRequired?: boolean;
  /** Groups of attributes of which at most one may be given. */
  readonly exclusive?: readonly (readonly string[])[];
  /** The attribute list assumed when none is given. */
  readonly defaultAttributes?: string;
  readonly defaultSet?: string;
  readonly defaultPrefix?: PrefixChar;
  /** The rule set must also contain one of these rules. */
  readonly needsOneOf?: readonly string[];
  readonly source: FactSource;
}

const page = { source: 'page' } as const;
const amount = { amount: 'req', source: 'page' } as const;
const optSet = { set: 'opt', source: 'page' } as const;

/**
 * A rule of `meaning` from the page that takes no prefix, sequence, set or range and has no attributes
 * (the defaults most rules share); `spec` gives what differs.
 */
/* @__NO_SIDE_EFFECTS__ */
function rule(meaning: string, spec: Partial<RuleSpec> = {}): RuleSpec {
  return {
    meaning,
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
    ...spec,
  };
}

/** The rule catalogue as written: plain literals, turned into prototype-free tables below. */
const RULES: Readonly<Record<string, RuleSpec>> = {
  alice: rule('Alice chess', {
    attributes: { classic: page, '3D': page, '4D': page },
    exclusive: [['classic', '3D', '4D']],
    defaultAttributes: 'classic',
  }),
  andernach: rule('a capturing piece changes colour'),
  announcement: rule('opponent-declared announcement', {
    set: 'opt',
    range: 'opt',
    announcement: 'req',
    attributes: { pieces: optSet },
  }),
  antiroyal: rule('anti-king', { set: 'req' }),
  atomic: rule('captures explode', { set: 'opt', defaultSet: '{^P}', source: 'lecodex' }),
  avalanche: rule('push an enemy pawn after the move', { attributes: { balance: page } }),
  benedict: rule('attacked enemy pieces flip'),
  bouncing: rule('diagonal movers bounce off the side edges', { set: 'opt', defaultSet: '{B}' }),
  bughouse: rule('two linked boards'),
  burner: rule('burning zone', { prefix: 'req', seq: 'opt', set: 'opt', anonymous: { set: true } }),
  cheshire: rule('Cheshire Cat chess', { set: 'opt', defaultSet: '{X}', source: 'lecodex' }),
  conversion: rule('conversion moves', { prefix: 'req', attributes: { capture: optSet, move: page } }),
  cylindric: rule('files wrap', { attributes: { wrongrook: page, null: page } }),
  diagonals: rule('only dark or light diagonals', {
    attributes: { dark: page, light: page },
    attributeRequired: true,
  }),
  difficulttrading: rule('Chu-shogi lion trading', {
    set: 'opt',
    attributes: { minor: { set: 'req', source: 'page' }, royal: page },
    defaultSet: '{L}',
  }),
  direction: rule('pieces on the range move only in the given direction', {
    seq: 'cardinal',
    range: 'req',
    source: 'inferred',
  }),
  draw: rule('draw conditions', {
    attributes: { repetition: { amount: 'opt', defaultAmount: 3, source: 'page' }, stalemate: page },
    defaultAttributes: 'repetition(3)',
  }),
  drop: rule('drop restrictions', {
    set: 'opt',
    range: 'opt',
    attributes: {
      captured: { set: 'req', source: 'page' },
      immediate: page,
      nocheck: page,
      nomate: page,
      withattack: page,
    },
    needsOneOf: ['holding', 'bughouse'],
  }),
  freezer: rule('immobiliser', {
    prefix: 'req',
    seq: 'opt',
    set: 'opt',
    attributes: {
      attackers: amount,
      capture: page,
      checking: page,
      move: page,
      single: { set: 'req', source: 'page' },
      suicide: page,
    },
    anonymous: { amount: true },
  }),
  gating: rule('gating from the hand', { set: 'opt', range: 'opt', attributes: { ordered: page } }),
  hill: rule('entering the range wins', {
    set: 'opt',
    range: 'req',
    attributes: { balance: page, fill: page, pass: { range: 'req', source: 'page' } },
  }),
  holding: rule('captured pieces go to hand', {
    set: 'opt',
    range: 'opt',
    attributes: {
      demote: { prefix: 'opt', defaultPrefix: '-', source: 'page' },
      either: page,
      notflip: page,
      pocket: page,
      promote: { prefix: 'opt', defaultPrefix: '+', source: 'page' },
      share: page,
    },
    exclusive: [['demote', 'either']],
  }),
  loss: rule('losing conditions', {
    attributes: {
      perpetualcheck: { amount: 'opt', defaultAmount: 3, source: 'page' },
      repetition: { amount: 'opt', defaultAmount: 3, source: 'page' },
      stalemate: page,
    },
  }),
  magnetic: rule('Magnetic chess'),
  mirror: rule("how Black's coordinates are mirrored", {
    attributes: { vertical: page, horizontal: page },
    exclusive: [['vertical', 'horizontal']],
    defaultAttributes: 'vertical',
  }),
  monster: rule('Monster chess'),
  multicapture: rule('when multi-captured pieces are removed', {
    attributes: { completed: page, immediate: page },
    exclusive: [['completed', 'immediate']],
    defaultAttributes: 'completed',
  }),
  musketeer: rule('Musketeer chess'),
  mustcapture: rule('compulsory capture', {
    set: 'opt',
    attributes: { compulsory: page, most: { values: true, source: 'page' }, multiple: page },
  }),
  nonrepeating: rule('no repeated positions', { set: 'opt', attributes: { check: page, never: page } }),
  pieces: rule('piece limits and properties', {
    prefix: 'opt',
    seq: 'opt',
    set: 'opt',
    attributes: {
      avoidsamecolored: amount,
      cannotbechecked: page,
      capture: { amount: 'opt', source: 'inferred' },
      consecutive: amount,
      draw: page,
      extinction: page,
      file: amount,
      holding: amount,
      immovable: { amount: 'opt', source: 'page' },
      impartial: page,
      maxcaptures: amount,
      morethan: amount,
      minimum: amount,
      neutral: page,
      overall: amount,
      sum: amount,
      taboo: optSet,
      total: amount,
      transparent: page,
      win: page,
    },
    attributeRequired: true,
  }),
  pincher: rule('pinched pieces relocate', { prefix: 'req', set: 'opt', anonymous: { set: true } }),
  progressive: rule('progressive chess', {
    attributes: { english: page, italian: page, moderate: page, scotish: page },
    exclusive: [['english', 'italian', 'moderate', 'scotish']],
    defaultAttributes: 'italian',
  }),
  promotion: rule('promotion zone, trigger and options', {
    prefix: 'opt',
    seq: 'opt',
    set: 'opt',
    range: 'opt',
    attributes: {
      available: page,
      capture: { set: 'opt', negatable: true, source: 'page' },
      captured: page,
      castle: { set: 'req', source: 'page' },
      continue: page,
      demote: { prefix: 'opt', needsAttribute: 'origin', source: 'page' },
      enter: optSet,
      entersuspend: page,
      enpassant: page,
      leave: optSet,
      move: { set: 'opt', prefix: 'opt', source: 'page' },
      notforced: page,
      null: page,
      once: page,
      optional: page,
      origin: page,
      setup: optSet,
      stack: optSet,
      suspend: page,
      swap: { set: 'opt', negatable: true, source: 'page' },
      warp: { needsRule: 'warp', source: 'page' },
    },
    defaultPrefix: '+',
    defaultAttributes: 'enter',
  }),
  protector: rule('protected pieces cannot be captured', { prefix: 'req', seq: 'opt' }),
  royal: rule('royal pieces', {
    set: 'opt',
    range: 'opt',
    attributes: {
      evasefacing: page,
      bare: page,
      baremove: page,
      castle: { set: 'opt', defaultSet: '{R}', source: 'page' },
      checkmated: page,
      expose: { amount: 'opt', source: 'page' },
      maxchecks: amount,
      mustevase: page,
      noperpetualcheck: page,
      passover: page,
      solely: page,
      suicide: page,
      taboo: page,
      untilcaptured: page,
      virginzone: { range: 'req', source: 'page' },
    },
    defaultSet: '{K}',
  }),
  spacious: rule('all pieces are spacious'),
  stalemate: rule('stalemate result', {
    attributes: { draw: page, invalid: page, loss: page, skip: page, win: page },
    attributeRequired: true,
    exclusive: [['draw', 'invalid', 'loss', 'skip', 'win']],
    defaultAttributes: 'draw',
  }),
  stopifchecking: rule('a multi-leg move stops at check'),
  stymizer: rule('enemy pieces move one leg at a time in the zone', { prefix: 'req', seq: 'opt' }),
  swap: rule('demotion/promotion after a swap', {
    set: 'opt',
    attributes: {
      demote: { prefix: 'opt', defaultPrefix: '-', source: 'page' },
      promote: { prefix: 'opt', defaultPrefix: '+', source: 'page' },
    },
  }),
  swapping: rule('Swap chess'),
  switching: rule('Switching chess', {
    attributes: { notincheck: page, excluderoyals: page },
    exclusive: [['notincheck', 'excluderoyals']],
  }),
  torus: rule('files and ranks wrap', {
    attributes: { wrongrook: page, null: page, spacious: { source: 'lecodex' } },
  }),
  turn: rule('what makes a turn', {
    prefix: 'opt',
    seq: 'opt',
    set: 'opt',
    attributes: {
      achievable: page,
      again: page,
      alter: page,
      avalanche: page,
      balance: page,
      captureroyal: page,
      castling: page,
      check: page,
      compulsory: page,
      dontcross: page,
      enpassant: page,
      optional: page,
      untilcapture: page,
    },
    defaultAttributes: 'enpassant',
  }),
  warp: rule('non-royal pieces may be removed as a move', { attributes: { start: amount } }),
  win: rule('winning conditions', {
    attributes: { mostpoints: amount, stalemate: page },
    attributeRequired: true,
  }),
  zone: rule('holes, rivers, no-cross and capture-only zones', {
    set: 'opt',
    range: 'req',
    attributes: { captureonly: page, dontcross: page, hole: page, river: page },
    attributeRequired: true,
  }),
};

/** The rule catalogue, keyed by rule name; it and each rule's attribute table have no prototype (see `shared/table.ts`). */
export const ruleTable: Readonly<Record<string, RuleSpec>> = /* @__PURE__ */ (() =>
  table(
    Object.fromEntries(
      Object.entries(RULES).map(([name, spec]) => [name, { ...spec, attributes: table(spec.attributes) }]),
    ),
  ))();

/** Rules in force unless cancelled with `!rule` (reference §9b). */
export const implicitRules = [
  'stalemate=draw',
  'draw=repetition(3)',
  'mirror=vertical',
  'promotion+',
  'multicapture=completed',
  'turn=enpassant',
] as const;

/** Rules whose prefix names MBN pieces carrying the same prefix. */
export const PREFIX_LINKED_RULES = [
  'burner',
  'conversion',
  'freezer',
  'pincher',
  'protector',
  'stymizer',
  'promotion',
  'pieces',
] as const;
