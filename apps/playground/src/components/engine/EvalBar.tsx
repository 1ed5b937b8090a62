import type { CommentEvaluation } from '@x/san/annotations';
import { evaluationScale, evaluationText } from '../../lib/analysis/commentInfo';

/**
 * The evaluation as a bar, White's share light and Black's dark, by lichess's winning-chances curve (a mate
 * fills it), with the number written on it; an empty, even bar before the engine has said anything.
 */
export function EvalBar({ evaluation }: { readonly evaluation: CommentEvaluation | undefined }) {
  const share = evaluation === undefined ? 0.5 : (evaluationScale(evaluation) + 1) / 2;
  const text = evaluation === undefined ? '…' : evaluationText(evaluation);
  return (
    <div
      className="eval-bar"
      role="img"
      aria-label={`Evaluation: ${text} (White's share ${Math.round(share * 100)} %)`}
      data-eval={text}
      data-testid="eval-bar"
    >
      <div className="eval-bar-white" style={{ width: `${(share * 100).toFixed(1)}%` }} />
      <span className={`eval-bar-text ${share >= 0.5 ? 'on-white' : 'on-black'}`}>{text}</span>
    </div>
  );
}
