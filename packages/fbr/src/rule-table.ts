/**
 * The FBR rule catalogue as data (reference §4): which parts each rule takes, its attributes and
 * their arguments, defaults, exclusive groups and companions. Each fact is tagged with its source:
 * `page` (the FBR page), `lecodex` (LeCodex fbr.js), `inferred` (our reading of the examples).
 */
import { table } from './table.js';
import type { PrefixChar } from './types.js';

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

/** The rule catalogue as written: plain literals, turned into prototype-free tables below. */
const RULES: Readonly<Record<string, RuleSpec>> = {
  alice: {
    meaning: 'Alice chess',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { classic: page, '3D': page, '4D': page },
    exclusive: [['classic', '3D', '4D']],
    defaultAttributes: 'classic',
    source: 'page',
  },
  andernach: {
    meaning: 'a capturing piece changes colour',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  announcement: {
    meaning: 'opponent-declared announcement',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'opt',
    announcement: 'req',
    attributes: { pieces: optSet },
    source: 'page',
  },
  antiroyal: {
    meaning: 'anti-king',
    prefix: 'none',
    seq: 'none',
    set: 'req',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  atomic: {
    meaning: 'captures explode',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: {},
    defaultSet: '{^P}',
    source: 'lecodex',
  },
  avalanche: {
    meaning: 'push an enemy pawn after the move',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { balance: page },
    source: 'page',
  },
  benedict: {
    meaning: 'attacked enemy pieces flip',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  bouncing: {
    meaning: 'diagonal movers bounce off the side edges',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: {},
    defaultSet: '{B}',
    source: 'page',
  },
  bughouse: {
    meaning: 'two linked boards',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  burner: {
    meaning: 'burning zone',
    prefix: 'req',
    seq: 'opt',
    set: 'opt',
    range: 'none',
    attributes: {},
    anonymous: { set: true },
    source: 'page',
  },
  cheshire: {
    meaning: 'Cheshire Cat chess',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: {},
    defaultSet: '{X}',
    source: 'lecodex',
  },
  conversion: {
    meaning: 'conversion moves',
    prefix: 'req',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { capture: optSet, move: page },
    source: 'page',
  },
  cylindric: {
    meaning: 'files wrap',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { wrongrook: page, null: page },
    source: 'page',
  },
  diagonals: {
    meaning: 'only dark or light diagonals',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { dark: page, light: page },
    attributeRequired: true,
    source: 'page',
  },
  difficulttrading: {
    meaning: 'Chu-shogi lion trading',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: { minor: { set: 'req', source: 'page' }, royal: page },
    defaultSet: '{L}',
    source: 'page',
  },
  direction: {
    meaning: 'pieces on the range move only in the given direction',
    prefix: 'none',
    seq: 'cardinal',
    set: 'none',
    range: 'req',
    attributes: {},
    source: 'inferred',
  },
  draw: {
    meaning: 'draw conditions',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { repetition: { amount: 'opt', defaultAmount: 3, source: 'page' }, stalemate: page },
    defaultAttributes: 'repetition(3)',
    source: 'page',
  },
  drop: {
    meaning: 'drop restrictions',
    prefix: 'none',
    seq: 'none',
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
    source: 'page',
  },
  freezer: {
    meaning: 'immobiliser',
    prefix: 'req',
    seq: 'opt',
    set: 'opt',
    range: 'none',
    attributes: {
      attackers: amount,
      capture: page,
      checking: page,
      move: page,
      single: { set: 'req', source: 'page' },
      suicide: page,
    },
    anonymous: { amount: true },
    source: 'page',
  },
  gating: {
    meaning: 'gating from the hand',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'opt',
    attributes: { ordered: page },
    source: 'page',
  },
  hill: {
    meaning: 'entering the range wins',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'req',
    attributes: { balance: page, fill: page, pass: { range: 'req', source: 'page' } },
    source: 'page',
  },
  holding: {
    meaning: 'captured pieces go to hand',
    prefix: 'none',
    seq: 'none',
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
    source: 'page',
  },
  loss: {
    meaning: 'losing conditions',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {
      perpetualcheck: { amount: 'opt', defaultAmount: 3, source: 'page' },
      repetition: { amount: 'opt', defaultAmount: 3, source: 'page' },
      stalemate: page,
    },
    source: 'page',
  },
  magnetic: {
    meaning: 'Magnetic chess',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  mirror: {
    meaning: "how Black's coordinates are mirrored",
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { vertical: page, horizontal: page },
    exclusive: [['vertical', 'horizontal']],
    defaultAttributes: 'vertical',
    source: 'page',
  },
  monster: {
    meaning: 'Monster chess',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  multicapture: {
    meaning: 'when multi-captured pieces are removed',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { completed: page, immediate: page },
    exclusive: [['completed', 'immediate']],
    defaultAttributes: 'completed',
    source: 'page',
  },
  musketeer: {
    meaning: 'Musketeer chess',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  mustcapture: {
    meaning: 'compulsory capture',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: { compulsory: page, most: { values: true, source: 'page' }, multiple: page },
    source: 'page',
  },
  nonrepeating: {
    meaning: 'no repeated positions',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: { check: page, never: page },
    source: 'page',
  },
  pieces: {
    meaning: 'piece limits and properties',
    prefix: 'opt',
    seq: 'opt',
    set: 'opt',
    range: 'none',
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
    source: 'page',
  },
  pincher: {
    meaning: 'pinched pieces relocate',
    prefix: 'req',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: {},
    anonymous: { set: true },
    source: 'page',
  },
  progressive: {
    meaning: 'progressive chess',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { english: page, italian: page, moderate: page, scotish: page },
    exclusive: [['english', 'italian', 'moderate', 'scotish']],
    defaultAttributes: 'italian',
    source: 'page',
  },
  promotion: {
    meaning: 'promotion zone, trigger and options',
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
    source: 'page',
  },
  protector: {
    meaning: 'protected pieces cannot be captured',
    prefix: 'req',
    seq: 'opt',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  royal: {
    meaning: 'royal pieces',
    prefix: 'none',
    seq: 'none',
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
    source: 'page',
  },
  spacious: {
    meaning: 'all pieces are spacious',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  stalemate: {
    meaning: 'stalemate result',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { draw: page, invalid: page, loss: page, skip: page, win: page },
    attributeRequired: true,
    exclusive: [['draw', 'invalid', 'loss', 'skip', 'win']],
    defaultAttributes: 'draw',
    source: 'page',
  },
  stopifchecking: {
    meaning: 'a multi-leg move stops at check',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  stymizer: {
    meaning: 'enemy pieces move one leg at a time in the zone',
    prefix: 'req',
    seq: 'opt',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  swap: {
    meaning: 'demotion/promotion after a swap',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'none',
    attributes: {
      demote: { prefix: 'opt', defaultPrefix: '-', source: 'page' },
      promote: { prefix: 'opt', defaultPrefix: '+', source: 'page' },
    },
    source: 'page',
  },
  swapping: {
    meaning: 'Swap chess',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: {},
    source: 'page',
  },
  switching: {
    meaning: 'Switching chess',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { notincheck: page, excluderoyals: page },
    exclusive: [['notincheck', 'excluderoyals']],
    source: 'page',
  },
  torus: {
    meaning: 'files and ranks wrap',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { wrongrook: page, null: page, spacious: { source: 'lecodex' } },
    source: 'page',
  },
  turn: {
    meaning: 'what makes a turn',
    prefix: 'opt',
    seq: 'opt',
    set: 'opt',
    range: 'none',
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
    source: 'page',
  },
  warp: {
    meaning: 'non-royal pieces may be removed as a move',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { start: amount },
    source: 'page',
  },
  win: {
    meaning: 'winning conditions',
    prefix: 'none',
    seq: 'none',
    set: 'none',
    range: 'none',
    attributes: { mostpoints: amount, stalemate: page },
    attributeRequired: true,
    source: 'page',
  },
  zone: {
    meaning: 'holes, rivers, no-cross and capture-only zones',
    prefix: 'none',
    seq: 'none',
    set: 'opt',
    range: 'req',
    attributes: { captureonly: page, dontcross: page, hole: page, river: page },
    attributeRequired: true,
    source: 'page',
  },
};

/** The rule catalogue, keyed by rule name; it and each rule's attribute table have no prototype (see `table.ts`). */
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
