import type { CommentEvaluation } from '@x/san/annotations';
import { evaluationScale } from './commentInfo';

/** The evaluation chart's white area as an SVG path, and each point's height in the chart's scale (-1…1). */
export interface EvalCurve {
  /** The path of White's share (empty: nothing to draw). */
  readonly area: string;
  /** Each point's value as drawn; undefined where the chart draws nothing. */
  readonly values: readonly (number | undefined)[];
}

/**
 * The curve of `evaluations` (one per ply from ply 1) in a `width` × `height` box. A game's own evaluations
 * (`carry`) start at 0.00 before the first move and carry the last one over moves without one, as lichess draws
 * a game's; an engine's (`carry` false) are drawn only where it analysed: from the first analysed position to the
 * last, straight across positions between that it did not, with no 0.00 before and no flat copy after.
 */
export function evalCurve(
  evaluations: readonly (CommentEvaluation | undefined)[],
  width: number,
  height: number,
  carry: boolean,
): EvalCurve {
  const n = evaluations.length;
  const x = (i: number) => (n === 0 ? 0 : (i / n) * width).toFixed(1);
  const y = (v: number) => (height / 2 - (v * height) / 2).toFixed(1);
  if (carry) {
    let last = 0;
    const values = evaluations.map((e) => {
      if (e) last = evaluationScale(e);
      return last;
    });
    const line = [`0,${y(0)}`, ...values.map((v, i) => `${x(i + 1)},${y(v)}`)];
    const area = `M0,${height} L${line.join(' L')} L${width},${y(values.at(-1) ?? 0)} L${width},${height} Z`;
    return { area, values };
  }
  const values = evaluations.map((e) => (e ? evaluationScale(e) : undefined));
  const drawn = values.flatMap((v, i) => (v === undefined ? [] : [`${x(i + 1)},${y(v)}`]));
  if (drawn.length === 0) return { area: '', values };
  const analysed = values.flatMap((v, i) => (v === undefined ? [] : [i + 1]));
  const first = analysed[0] ?? 0;
  const last = analysed.at(-1) ?? 0;
  return { area: `M${x(first)},${height} L${drawn.join(' L')} L${x(last)},${height} Z`, values };
}
