/** MBN modifier letters as data (reference §5.5): class, doubled / `y` / `?` forms. */

/** Modifier classes. */
export const MODIFIER_CLASSES = ['direction', 'mode', 'condition', 'topology', 'effect'] as const;
/** A modifier class. */
export type ModifierClass = (typeof MODIFIER_CLASSES)[number];

/** Facts about one MBN modifier letter. */
export interface ModifierSpec {
  readonly class: ModifierClass;
  /** Meaning (from the MBN page descriptions as recorded by LeCodex). */
  readonly meaning: string;
  /** Meaning of the doubled form (`cc`), when it exists. */
  readonly doubled?: string;
  /** The `y` ("any piece") suffix is allowed. */
  readonly any?: boolean;
  /** The `?` (optional) suffix is allowed. */
  readonly optional?: boolean;
}

/** MBN modifier letters (`q` is unused, `y` only a suffix). */
export const mbnModifiers: Readonly<Record<string, ModifierSpec>> = {
  f: { class: 'direction', meaning: 'forward' },
  b: { class: 'direction', meaning: 'backward' },
  l: { class: 'direction', meaning: 'left' },
  r: { class: 'direction', meaning: 'right' },
  v: { class: 'direction', meaning: 'vertical (forward or backward)' },
  s: { class: 'direction', meaning: 'sideways (left or right)' },
  d: { class: 'direction', meaning: 'any direction' },
  z: { class: 'direction', meaning: 'reflection (zig-zag, bouncing)' },
  t: { class: 'direction', meaning: "reverse the previous leg's direction", doubled: 'forbid reversing' },
  a: { class: 'mode', meaning: 'move or capture (cannot be overridden)' },
  m: { class: 'mode', meaning: 'move only', optional: true },
  c: { class: 'mode', meaning: 'capture only', doubled: 'capture friendly only', any: true, optional: true },
  e: {
    class: 'mode',
    meaning: 'en passant (with c: may capture e.p.; with m: allows e.p.)',
    doubled: 'e.p. only',
  },
  g: { class: 'mode', meaning: 'leaping slider', doubled: 'over friendly pieces only' },
  h: { class: 'mode', meaning: 'halfling (half way to the edge, rounded up)' },
  i: { class: 'condition', meaning: 'initial move only', doubled: 'also lost with the first check' },
  j: {
    class: 'effect',
    meaning: 'visit a piece without capturing',
    doubled: 'friendly',
    any: true,
    optional: true,
  },
  p: { class: 'mode', meaning: 'hop exactly one hurdle', doubled: 'at least one hurdle', optional: true },
  k: { class: 'condition', meaning: 'cannot give check', doubled: 'may check but not mate at once' },
  n: { class: 'mode', meaning: 'non-jumping (leaping rider becomes sliding rider)' },
  o: { class: 'topology', meaning: 'cylindrical', doubled: 'also wraps top and bottom' },
  u: { class: 'condition', meaning: 'moves only if no enemy piece blocks any of its directions' },
  w: { class: 'effect', meaning: 'swap instead of capture', doubled: 'friendly', any: true, optional: true },
  x: { class: 'effect', meaning: 'flip an enemy piece', doubled: 'friendly to enemy', any: true },
};

/** Direction letters allowed inside an amalgamated pair `(fs)`. */
export const DIRECTION_LETTERS = 'bdflrstvz';

/** Lower-case letters accepted as modifiers in Betza mode (XBetza and Fairy-Stockfish). */
export const BETZA_MODIFIER_LETTERS = 'abcdefghijklmnoprstuvwxyz';
