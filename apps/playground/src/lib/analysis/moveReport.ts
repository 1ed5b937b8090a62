/**
 * A game's report per side as lichess shows it under the evaluation chart: its main line's inaccuracies (`?!`,
 * `$6`), mistakes (`?`, `$2`) and blunders (`??`, `$4`), as the game's annotator marked them, and the average
 * centipawn loss (ACPL) of the moves whose positions before and after both carry an `[%eval]`.
 */
import type { CommentEvaluation } from '@x/san/annotations';
import { commentInfo } from './commentInfo';
import type { AnalysisNode, NodePath } from './gameTree';

/** The move glyphs a report counts, as NAGs: `?!`, `?`, `??`. */
export const JUDGEMENTS = [
  { nag: 6, name: 'inaccuracy', plural: 'inaccuracies' },
  { nag: 2, name: 'mistake', plural: 'mistakes' },
  { nag: 4, name: 'blunder', plural: 'blunders' },
] as const;

/** One side's report: the moves of each judgement (by the NAG, in game order) and its ACPL. */
export interface SideReport {
  readonly marked: ReadonlyMap<number, readonly AnalysisNode[]>;
  /** Whole centipawns; undefined when no move of the side has evaluations before and after it. */
  readonly acpl: number | undefined;
}

/** An evaluation in centipawns from White's side, within ±1000 (a mate counts as ±1000), as lichess's ACPL reads one. */
function ceiledCp(evaluation: CommentEvaluation): number {
  if ('mate' in evaluation) return evaluation.mate > 0 ? 1000 : evaluation.mate < 0 ? -1000 : 0;
  return Math.max(-1000, Math.min(1000, evaluation.cp));
}

/**
 * The report of White and Black over the main line from `first`; undefined when it has no judgement nor two
 * evaluations in a row (nothing to report).
 */
export function moveReport(
  first: readonly AnalysisNode[],
): { readonly white: SideReport; readonly black: SideReport } | undefined {
  const marked = { white: new Map<number, AnalysisNode[]>(), black: new Map<number, AnalysisNode[]>() };
  const losses = { white: [] as number[], black: [] as number[] };
  let before: number | undefined;
  for (let node = first[0]; node; node = node.children[0]) {
    for (const { nag } of JUDGEMENTS)
      if (node.source.data.nags.includes(nag))
        marked[node.turn].set(nag, [...(marked[node.turn].get(nag) ?? []), node]);
    const evaluation = commentInfo(node.source.data.comments).evaluation;
    const after = evaluation ? ceiledCp(evaluation) : undefined;
    if (before !== undefined && after !== undefined)
      losses[node.turn].push(Math.max(0, node.turn === 'white' ? before - after : after - before));
    before = after;
  }
  const side = (turn: 'white' | 'black'): SideReport => {
    const list = losses[turn];
    const acpl = list.length === 0 ? undefined : Math.round(list.reduce((s, l) => s + l, 0) / list.length);
    return { marked: marked[turn], acpl };
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
