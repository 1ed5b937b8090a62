/**
 * What the analysis board reads from a move's comments with `@x/san`'s comment commands: the clock after the
 * move, the engine evaluation, the arrows and circles of `[%cal]`/`[%csl]`, and the text without the commands;
 * and the evaluation of the main line as numbers a chart can draw.
 */
import { winningChances } from '@x/engine/match';
import {
  type CommentEvaluation,
  type CommentShape,
  makeComment,
  parseComments,
  type PgnComment,
} from '@x/san/annotations';
import type { AnalysisNode } from './gameTree';

/** A shape as the board draws it (`Shape` of components/board/shapes): a circle on `from`, or an arrow. */
export interface BoardShape {
  readonly from: string;
  readonly to?: string;
  readonly brush: CommentShape['color'];
}

/** Comments read once per comments array (the parsed tree's arrays do not change). */
const READ = new WeakMap<readonly string[], PgnComment>();

/** A move's (or the game's) comments read into text, clock, evaluation and shapes. */
export function commentInfo(comments: readonly string[]): PgnComment {
  let read = READ.get(comments);
  if (!read) {
    read = parseComments(comments);
    READ.set(comments, read);
  }
  return read;
}

/** A clock as a player reads it: `2:58`, `1:02:03`, `0:09.5` below ten seconds with tenths. */
export function clockText(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}:${two(m)}:${two(s)}`;
  if (seconds < 10 && seconds !== whole) return `${m}:${two(s)}.${Math.floor((seconds - whole) * 10)}`;
  return `${m}:${two(s)}`;
}

/** An evaluation as written in the move list: `+0.30`, `−1.20`, `#3`, `#−2`. */
export function evaluationText(evaluation: CommentEvaluation): string {
  if ('mate' in evaluation) return `#${evaluation.mate < 0 ? '−' : ''}${Math.abs(evaluation.mate)}`;
  const pawns = evaluation.cp / 100;
  return `${pawns > 0 ? '+' : pawns < 0 ? '−' : ''}${Math.abs(pawns).toFixed(2)}`;
}

/**
 * An evaluation on the chart's scale, −1 (Black wins) to 1 (White wins): centipawns through lichess's winning
 * chances curve (`@x/engine/match` `winningChances`, the one `xn analyse` marks moves by: flat beyond ±1000 cp),
 * a mate at the end of the scale.
 */
export function evaluationScale(evaluation: CommentEvaluation): number {
  if ('mate' in evaluation) return evaluation.mate > 0 ? 1 : evaluation.mate < 0 ? -1 : 0;
  return winningChances(evaluation.cp);
}

/** The board's shapes of a comment's `[%cal]`/`[%csl]` (a circle when from and to are one square). */
export function shapesOf(info: PgnComment): BoardShape[] {
  return info.shapes.map((s) =>
    s.from === s.to ? { from: s.from, brush: s.color } : { ...s, brush: s.color },
  );
}

/** A comment's text with its shapes replaced by `shapes` (clock, evaluation and text kept), as lichess writes it. */
export function withShapes(comments: readonly string[], shapes: readonly BoardShape[]): string {
  const info = commentInfo(comments);
  const written: CommentShape[] = shapes.map((s) => ({
    color: s.brush,
    from: s.from,
    to: s.to ?? s.from,
  }));
  return makeComment({ ...info, shapes: written });
}

/** A comment with its text replaced by `text` (clock, evaluation and shapes kept as commands). */
export function withText(comments: readonly string[], text: string): string {
  return makeComment({ ...commentInfo(comments), text });
}

/** One point of the evaluation chart: a main-line move and its evaluation, if written. */
export interface EvalPoint {
  readonly node: AnalysisNode;
  readonly evaluation: CommentEvaluation | undefined;
}

/** The main line's moves with their evaluations; empty when no move of it carries one. */
export function mainLineEvaluations(first: readonly AnalysisNode[]): EvalPoint[] {
  const points: EvalPoint[] = [];
  let any = false;
  let node = first[0];
  while (node) {
    const evaluation = commentInfo(node.source.data.comments).evaluation;
    if (evaluation) any = true;
    points.push({ node, evaluation });
    node = node.children[0];
  }
  return any ? points : [];
}
