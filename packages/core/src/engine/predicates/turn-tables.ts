/**
 * The compiled form of a variant's turn rules (`VariantDefinition.turns`), built once per compiled variant and
 * checked by the variant schema, and the questions it answers without playing a move: the parts a side has done
 * when its turn starts, the `again` parts skipped, whether the next part moves the opponent's pieces. The turn
 * bookkeeping of make/unmake and the moves of each part are in `turns.ts`.
 */
import { VariantError } from '../../errors/errors.js';
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import type { TurnRules, Vector } from '../../variant/definition.js';
import type { EngineState } from '../state/state.js';

/** The compiled form of a variant's turn rules. */
export interface TurnTables {
  readonly rules: TurnRules;
  readonly count: number;
  /** Every part's bit. */
  readonly all: number;
  /** Per side: the parts that side's turns do not have. */
  readonly foreign: readonly [number, number];
  readonly balance: number;
  readonly untilCapture: number;
  readonly optional: number;
  readonly again: number;
  /** The parts whose moves may expose the mover's royal (`mayExpose`). */
  readonly expose: number;
  /** Some part has `ownerPromotes`. */
  readonly owner: boolean;
  /** A side whose royal is attacked when the opponent's turn begins has lost (`mayExpose`, `ownerPromotes`). */
  readonly loses: boolean;
  /** Per part: 1 for each piece type number that may move in it. */
  readonly admits: readonly Uint8Array[];
  /** Per part: the vectors of its `opponentMoves` (White's view), or undefined. */
  readonly opponent: readonly (readonly Vector[] | undefined)[];
}

const tables = /* @__PURE__ */ new WeakMap<CompiledVariant, TurnTables>();

/** The turn tables of a compiled variant with `turns` (built once; throws `VariantError` on a bad definition). */
export function turnTables(c: CompiledVariant): TurnTables {
  let t = tables.get(c);
  if (t === undefined) {
    t = buildTables(c, c.def.turns!);
    tables.set(c, t);
  }
  return t;
}

function buildTables(c: CompiledVariant, rules: TurnRules): TurnTables {
  const parts = rules.parts;
  const bits = (f: (i: number) => boolean) => parts.reduce((m, _, i) => (f(i) ? m | (1 << i) : m), 0);
  const named = new Uint8Array(c.stride);
  const admits = parts.map((p) => {
    const a = new Uint8Array(c.stride);
    for (const id of p.pieces ?? []) {
      const t = c.typeById.get(id);
      if (t === undefined) throw new VariantError(`turns: unknown piece ${id}`, []);
      a[t] = 1;
      named[t] = 1;
    }
    return a;
  });
  parts.forEach((p, i) => {
    if (p.pieces) return;
    // Without `pieces`: any piece, or in an any-order turn the pieces no other part names.
    for (let t = 1; t < c.stride; t++) admits[i]![t] = rules.anyOrder && named[t] ? 0 : 1;
  });
  const foreign: [number, number] = [
    bits((i) => parts[i]!.side === 'black'),
    bits((i) => parts[i]!.side === 'white'),
  ];
  const again = bits((i) => parts[i]!.again === true);
  const untilCapture = bits((i) => parts[i]!.untilCapture === true);
  for (const side of [0, 1]) {
    if ((foreign[side]! | again | untilCapture) === (1 << parts.length) - 1)
      throw new VariantError(`turns: ${side ? 'black' : 'white'} has no part it always plays`, [
        'turns',
        'parts',
      ]);
  }
  // `balance` parts are skipped in White's first turn: one part at least must be left to play.
  if ((foreign[0] | bits((i) => parts[i]!.balance === true)) === (1 << parts.length) - 1)
    throw new VariantError("turns: white's first turn has no part (every white part is balance)", [
      'turns',
      'parts',
    ]);
  const opponent = parts.map((p) => {
    if (!p.opponentMoves) return undefined;
    if (rules.anyOrder) throw new VariantError('turns: opponentMoves in an any-order turn', []);
    if (
      p.opponentMoves.some(
        (a) => a.kind !== 'leap' || a.mode !== 'move' || a.legs || a.orientation === 'rotate',
      )
    )
      throw new VariantError('turns: opponentMoves are quiet leaps only', []);
    return p.opponentMoves.flatMap((a) => a.vectors);
  });
  if (parts.some((p) => (p.mayExpose || p.ownerPromotes) && !p.opponentMoves))
    throw new VariantError('turns: mayExpose/ownerPromotes need opponentMoves', []);
  const owner = parts.some((p) => p.ownerPromotes);
  const expose = bits((i) => parts[i]!.mayExpose === true);
  return {
    rules,
    opponent,
    count: parts.length,
    all: (1 << parts.length) - 1,
    foreign,
    balance: bits((i) => parts[i]!.balance === true),
    untilCapture,
    optional: bits((i) => parts[i]!.optional === true),
    again,
    expose,
    owner,
    loses: owner || expose !== 0,
    admits,
  };
}

/** The parts already done when `side` starts a turn (other side's parts, `balance`, lost, leading `again`). */
export function turnStart(st: EngineState, side: number): number {
  const t = turnTables(st.c);
  let done = t.foreign[side]!;
  if (side === 0 && st.fullmoves === 1) done |= t.balance;
  if ((st.turnLost >> side) & 1) done |= t.untilCapture;
  return t.rules.anyOrder ? done | t.again : skipAgain(t, done, 0);
}

/** Ordered turns: marks the `again` parts due next as done unless the last move's type `type` is in their set. */
export function skipAgain(t: TurnTables, done: number, type: number): number {
  for (let i = 0; i < t.count; i++) {
    if ((done >> i) & 1) continue;
    if (!((t.again >> i) & 1) || (type !== 0 && t.admits[i]![type])) break;
    done |= 1 << i;
  }
  return done;
}

/**
 * Whether the next part after the parts `done` moves the opponent's pieces (ordered turns): then the
 * side not to move may stand in check mid-turn.
 */
export function nextOpponent(t: TurnTables, done: number): boolean {
  const open = t.all & ~done;
  return t.opponent[31 - Math.clz32(open & -open)] !== undefined;
}
