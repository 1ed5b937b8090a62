import type { CommentEvaluation } from '@x/san/annotations';
import { evaluationScale } from '../../lib/analysis/commentInfo';

/** An evaluation as the gauge writes it: `+0.3`, `-1.2`, `M3` (White mates in 3), `-M3` (Black does). */
export function gaugeText(evaluation: CommentEvaluation): string {
  if ('mate' in evaluation) return `${evaluation.mate < 0 ? '-' : ''}M${Math.abs(evaluation.mate)}`;
  const pawns = evaluation.cp / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(1)}`;
}

/** White's share of the gauge, 0…1, from lichess's winning chances of `evaluation` (a mate fills it). */
export function whiteShare(evaluation: CommentEvaluation): number {
  return (evaluationScale(evaluation) + 1) / 2;
}

/**
 * The engine's evaluation as a vertical gauge beside the board, as lichess draws it: White's share light from
 * White's side of the board (the bottom, the top when flipped), Black's dark, and the number at the winning side's
 * end. On a phone a thin bar without the number.
 */
export function EvalGauge({
  evaluation,
  flipped,
}: {
  /** The evaluation for White; undefined before the engine has said anything (an even gauge). */
  readonly evaluation: CommentEvaluation | undefined;
  readonly flipped: boolean;
}) {
  const share = evaluation === undefined ? 0.5 : whiteShare(evaluation);
  const text = evaluation === undefined ? '…' : gaugeText(evaluation);
  return (
    <div
      className={`eval-gauge${flipped ? ' flipped' : ''}`}
      role="img"
      aria-label={`Evaluation ${text}, White's share ${Math.round(share * 100)} %`}
      data-eval={text}
      data-share={share.toFixed(3)}
      data-testid="eval-gauge"
    >
      <div className="eval-gauge-white" style={{ height: `${(share * 100).toFixed(1)}%` }} />
      <span className={`eval-gauge-text ${share >= 0.5 ? 'white-side' : 'black-side'}`}>{text}</span>
    </div>
  );
}
