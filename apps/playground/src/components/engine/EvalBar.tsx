import type { CommentEvaluation } from '@x/san/annotations';
import { evaluationScale, evaluationText } from '../../lib/analysis/commentInfo';
import './evalBar.css';

/** An evaluation as the narrow vertical bar writes it: `+0.3`, `-1.2`, `M3` (White mates in 3), `-M3` (Black does). */
export function gaugeText(evaluation: CommentEvaluation): string {
  if ('mate' in evaluation) return `${evaluation.mate < 0 ? '-' : ''}M${Math.abs(evaluation.mate)}`;
  const pawns = evaluation.cp / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(1)}`;
}

/** White's share of the bar, 0…1, from lichess's winning chances of `evaluation` (a mate fills it). */
export function whiteShare(evaluation: CommentEvaluation): number {
  return (evaluationScale(evaluation) + 1) / 2;
}

/**
 * The engine's evaluation as a bar, as lichess draws it: White's share light from White's end, Black's dark, the
 * number at the winning side's end; an even bar before the engine has said anything. `horizontal` (the engine
 * panel's) fills from the left and writes `+0.34`, `#3`; `vertical` (the gauge beside the board) fills from
 * White's side of the board (the bottom, the top when `flipped`) and writes the shorter `+0.3`, `M3` (on a phone a
 * thin bar without the number).
 */
export function EvalBar({
  evaluation,
  orientation,
  flipped = false,
}: {
  /** The evaluation for White; undefined before the engine has said anything. */
  readonly evaluation: CommentEvaluation | undefined;
  readonly orientation: 'horizontal' | 'vertical';
  /** Vertical only: Black's side of the board at the bottom. */
  readonly flipped?: boolean;
}) {
  const vertical = orientation === 'vertical';
  const share = evaluation === undefined ? 0.5 : whiteShare(evaluation);
  const text = evaluation === undefined ? '…' : vertical ? gaugeText(evaluation) : evaluationText(evaluation);
  const whiteEnd = vertical ? (flipped ? 'top' : 'bottom') : 'left';
  const blackEnd = { top: 'bottom', bottom: 'top', left: 'right' }[whiteEnd];
  const percent = `${(share * 100).toFixed(1)}%`;
  return (
    <div
      className={`eval-bar ${orientation}`}
      role="img"
      aria-label={`Evaluation ${text}, White's share ${Math.round(share * 100)} %`}
      data-eval={text}
      data-share={share.toFixed(3)}
      data-testid={vertical ? 'eval-gauge' : 'eval-bar'}
    >
      <div
        className={`eval-bar-white from-${whiteEnd}`}
        style={vertical ? { height: percent } : { width: percent }}
      />
      <span
        className={`eval-bar-text ${share >= 0.5 ? `on-white at-${whiteEnd}` : `on-black at-${blackEnd}`}`}
      >
        {text}
      </span>
    </div>
  );
}
