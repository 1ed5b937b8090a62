import { type ListedDiagnostic, type ShownError, sentenceOf, whereOf } from '../../lib/text/shownError';
import { visible } from '../../lib/text/visible';

export { type ListedDiagnostic, type ShownError, shownError, whereOf } from '../../lib/text/shownError';

/**
 * The one error display of every view: the error as a sentence (`sentenceOf`: message and where, control characters
 * shown: `visible`), then its code (`data-testid="error"` and `error-code`; another
 * `testId` where a view shows an error twice, e.g. beside the board).
 */
export function ErrorBox({
  error,
  testId = 'error',
}: {
  readonly error: ShownError;
  readonly testId?: string;
}) {
  return (
    <div className="error" data-testid={testId} role="alert">
      {visible(sentenceOf(error))} <code data-testid={`${testId}-code`}>{error.code}</code>
    </div>
  );
}

/** Warnings and further diagnostics under an error box, each once, located the same way (`whereOf`). */
export function DiagnosticList({
  items,
  testId,
}: {
  readonly items: readonly ListedDiagnostic[];
  readonly testId: string;
}) {
  return (
    <ul className="warnings" data-testid={testId}>
      {items.map((d) => {
        const where = whereOf(d);
        return (
          <li key={`${d.code}:${d.offset}:${d.length}:${d.message}`} className={d.severity}>
            {d.severity ? `${d.severity} ` : ''}
            <code>{d.code}</code>
            {d.feature ? ` ${d.feature}` : ''} {visible(d.message)}
            {where ? <span className="where"> ({where})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
