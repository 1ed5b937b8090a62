/**
 * A game's report per side as lichess shows it under the evaluation chart: its main line's inaccuracies (`?!`,
 * `$6`), mistakes (`?`, `$2`) and blunders (`??`, `$4`), as the game's annotator marked them, and lichess's
 * accuracy and average centipawn loss (ACPL) from its `[%eval]`s.
 */
import { type Evaluation, gameAccuracy } from '@x/engine/match';
import { commentInfo } from './commentInfo';
import type { AnalysisNode, NodePath } from './gameTree';

/** The move glyphs a report counts, as NAGs: `?!`, `?`, `??`. */
export const JUDGEMENTS = [
  { nag: 6, name: 'inaccuracy', plural: 'inaccuracies' },
  { nag: 2, name: 'mistake', plural: 'mistakes' },
  { nag: 4, name: 'blunder', plural: 'blunders' },
] as const;

/** One side's report: the moves of each judgement (by the NAG, in game order), its accuracy and its ACPL. */
export interface SideReport {
  readonly marked: ReadonlyMap<number, readonly AnalysisNode[]>;
  /** lichess's accuracy, 0 … 100; undefined when no move of the main line carries an evaluation. */
  readonly accuracy: number | undefined;
  /** Whole centipawns; undefined as `accuracy` is. */
  readonly acpl: number | undefined;
}

/**
 * The report of White and Black over the main line from `first`; undefined when it has no judgement nor any
 * evaluation (nothing to report). The figures are `@x/engine/match`'s `gameAccuracy` of the main line's
 * `[%eval]`s, as `xn analyse` writes them into its tags: a move without one keeps the evaluation before it, the
 * first move counts from +15 cp, and `#0` is the mover's mate.
 */
export function moveReport(
  first: readonly AnalysisNode[],
): { readonly white: SideReport; readonly black: SideReport } | undefined {
  const marked = { white: new Map<number, AnalysisNode[]>(), black: new Map<number, AnalysisNode[]>() };
  const evaluations: (Evaluation | undefined)[] = [];
  for (let node = first[0]; node; node = node.children[0]) {
    for (const { nag } of JUDGEMENTS)
      if (node.source.data.nags.includes(nag))
        marked[node.turn].set(nag, [...(marked[node.turn].get(nag) ?? []), node]);
    evaluations.push(commentInfo(node.source.data.comments).evaluation);
  }
  const evaluated = evaluations.some((e) => e !== undefined);
  const figures = evaluated ? gameAccuracy(evaluations, first[0]?.turn !== 'black') : undefined;
  const side = (turn: 'white' | 'black'): SideReport => {
    const own = figures?.[turn];
    return { marked: marked[turn], accuracy: own?.accuracy, acpl: own && Math.round(own.acpl) };
  };
  const white = side('white');
  const black = side('black');
  const empty = (s: SideReport) => s.marked.size === 0 && s.acpl === undefined;
  return empty(white) && empty(black) ? undefined : { white, black };
}

/** The first of `nodes` after ply `ply`, else the first: a click steps through them, as lichess's does. */
export function nextMarked(nodes: readonly AnalysisNode[], ply: number): NodePath | undefined {
  return (nodes.find((n) => n.ply > ply) ?? nodes[0])?.path;
}
