/** Test helpers that make variant definitions, shared by every package's tests. */

/** What `withMove` needs of a variant definition (`@x/core`'s `VariantDefinition` has it). */
export interface PiecesOf<P> {
  readonly id: string;
  readonly name: string;
  readonly pieces: readonly P[];
}

/**
 * `base` named `id` (and `name`, when given) whose piece `piece` also moves as `atom`: a custom piece, as a
 * writer's test wants one (`withMove(variants.chess, 'amazons', 'queen', leaper(2, 1))`).
 */
export function withMove<
  V extends PiecesOf<P>,
  P extends { readonly id: string; readonly moves: readonly A[] },
  A,
>(base: V, id: string, piece: string, atom: A, name: string = base.name): V {
  const pieces = base.pieces.map((p) => (p.id === piece ? { ...p, moves: [...p.moves, atom] } : p));
  return { ...base, id, name, pieces };
}

/**
 * `base` whose royal pieces also convert (FBR `conversion*`): conversion moves (`rules.conversion`, with a guard) of one
 * step north, for the writers' tests that such rules are refused by name.
 */
export function withConversions<
  V extends PiecesOf<P>,
  P extends { readonly royal?: boolean | object | undefined },
>(base: V): V {
  const step = { kind: 'leap', vectors: [[0, 1]] };
  const convert = (p: P): P => ({
    ...p,
    rules: { conversion: { kind: 'move', atoms: [step], guard: [[0, 1]] } },
  });
  return { ...base, pieces: base.pieces.map((p) => (p.royal ? convert(p) : p)) };
}

/**
 * `base` widened to four boards of 8 files side by side with four hole files between them, its start empty,
 * with the FBR page's four-board Alice transfers (`VariantDefinition.boards`): a definition the writers of
 * other variant languages must refuse by name.
 */
export function onFourBoards<V extends { readonly board: object; readonly startFen: string }>(base: V) {
  const files = 4 * 8 + 3 * 4;
  return {
    ...base,
    board: { files, ranks: 8 },
    startFen: `${Array(8).fill(`${files}`).join('/')} w - - 0 1`,
    boards: { count: 4, files: 8, transfer: { kings: true, captureOnArrival: ['king'] } },
  };
}

/** A piece of board A as `aliceOf` reads it: its id, its FEN symbol and SAN letter. */
interface AlicePiece {
  readonly id: string;
  readonly symbol: string;
  readonly san?: string | undefined;
}

/** Board B's twin of a piece: `-b` after its id, `#` before its symbol, the same SAN letter and moves. */
const boardBTwin = <P extends AlicePiece>(p: P): P => ({
  ...p,
  id: `${p.id}-b`,
  symbol: `#${p.symbol}`,
  san: p.san ?? p.symbol,
});

/**
 * Alice chess on one board (`VariantDefinition.alice`) from `chess`: its pieces, then each one's board-B twin
 * (`twin` of it: by default `knight-b`, symbol `#N`, letter N), the twins table they make, and bare kings as the
 * only insufficient material.
 */
export function aliceOf<V extends PiecesOf<P> & { readonly end?: object | undefined }, P extends AlicePiece>(
  chess: V,
  twin: (piece: P) => P = boardBTwin,
): V {
  return {
    ...chess,
    id: 'alice',
    name: 'Alice chess',
    pieces: [...chess.pieces, ...chess.pieces.map(twin)],
    alice: { twins: Object.fromEntries(chess.pieces.map((p) => [p.id, twin(p).id])) },
    end: { ...chess.end, insufficientMaterial: 'kings' },
  };
}

/**
 * `base` whose royal pieces are Crabs (the FBR page's `pincher`): their one move a `toBoard` leap to board 2, and
 * `pinch` (with victims and a zone), for the writers' tests that such rules are refused by name.
 */
export function withPinches<
  V extends PiecesOf<P>,
  P extends { readonly royal?: boolean | object | undefined },
>(base: V): V {
  const crab = (p: P): P => ({
    ...p,
    moves: [{ kind: 'leap', vectors: [[0, 0]], mode: 'move', toBoard: 2 }],
    rules: { pinch: { squares: [[0, 1]], victims: ['pawn'], zone: 'promotion' } },
  });
  return { ...base, pieces: base.pieces.map((p) => (p.royal ? crab(p) : p)) };
}

/**
 * `base` whose royal pieces are Fire Demons (the FBR page's `burner`, Tenjiku shogi's piece): their first move a
 * walk of three steps, and `burn` (with victims and `around`), for the writers' tests that such rules are
 * refused by name.
 */
export function withFireDemon<
  V extends PiecesOf<P>,
  P extends { readonly royal?: boolean | object | undefined; readonly moves: readonly object[] },
>(base: V): V {
  const demon = (p: P): P => ({
    ...p,
    moves: [{ ...p.moves[0]!, walk: 3 }],
    rules: { burn: { squares: [[0, 1]], victims: ['pawn'], around: true } },
  });
  return { ...base, pieces: base.pieces.map((p) => (p.royal ? demon(p) : p)) };
}

/** A move field of the FBR rules below that other variant languages lack: a walk, a move to another board. */
export type FbrMoveField = 'walk' | 'toBoard';

/** A variant definition as the rules below change it: `@x/core`'s `VariantDefinition`. */
type Definition = PiecesOf<{
  readonly id: string;
  readonly royal?: boolean | object;
  readonly moves: readonly object[];
}>;

/** One rule of `FBR_ONLY_RULES`. */
export interface FbrOnlyRule {
  readonly name: string;
  /** `base` with the rule given to its royal pieces. */
  readonly make: <V extends Definition>(base: V) => V;
  readonly move?: FbrMoveField;
  readonly rules: readonly string[];
}

/**
 * The FBR rules that no other variant language says, each given to chess's royal piece: what a writer of another
 * language (`fromVariant` of `@x/fairy-variants`, `@x/sjaak-variants`) must refuse by name. `move` is the field
 * of the royal's first move that is refused, `rules` the royal's own fields, in the order they are reported.
 */
// biome-ignore format: a table
export const FBR_ONLY_RULES: readonly FbrOnlyRule[] = [
  { name: 'conversion moves (FBR `conversion*` with `*K=[+]cK`)', make: withConversions, rules: ['rules.conversion'] },
  { name: 'the Fire Demon (burning, a walk of three king steps)', make: withFireDemon, move: 'walk', rules: ['rules.burn'] },
  { name: 'the Crab (pinches, a move to another board)', make: withPinches, move: 'toBoard', rules: ['rules.pinch'] },
];

/**
 * The `[code, path]` pairs a writer reports for `rule` of `FBR_ONLY_RULES` given to the royal piece at `king`
 * (`pieces[4]`): first its move's (`moveRefusal` of the field), then each rule as an `unexpressible-piece-rule`.
 */
export function refusalsOf(
  rule: FbrOnlyRule,
  king: string,
  moveRefusal: (field: FbrMoveField) => readonly [code: string, path: string],
): (readonly [code: string, path: string])[] {
  return [
    ...(rule.move ? [moveRefusal(rule.move)] : []),
    ...rule.rules.map((field) => ['unexpressible-piece-rule', `${king}.${field}`] as const),
  ];
}
