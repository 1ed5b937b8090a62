import type { Step } from '../../state/useStepKeys';

/** The steps the buttons take, with their text, their name and the key that does the same. */
const BUTTONS: readonly { step: Step; text: string; label: string; key: string }[] = [
  { step: 'start', text: '|◀', label: 'Start position', key: 'Home' },
  { step: 'back', text: '◀', label: 'Previous move', key: '←' },
  { step: 'forward', text: '▶', label: 'Next move', key: '→' },
  { step: 'end', text: '▶|', label: 'End of the line', key: 'End' },
];

/**
 * The four step buttons of a game on a board (start, back, forward, end of the line), each doing what its key does
 * (`useStepKeys`), with `testIds` in that order. `atStart` and `atEnd` disable the buttons that would not move.
 */
export function StepButtons({
  onStep,
  testIds,
  atStart = false,
  atEnd = false,
}: {
  readonly onStep: (step: Step) => unknown;
  readonly testIds: readonly [string, string, string, string];
  readonly atStart?: boolean;
  readonly atEnd?: boolean;
}) {
  return (
    <>
      {BUTTONS.map(({ step, text, label, key }, i) => (
        <button
          key={step}
          type="button"
          className="step-button"
          data-testid={testIds[i]}
          aria-label={label}
          title={key}
          disabled={(step === 'back' && atStart) || ((step === 'forward' || step === 'end') && atEnd)}
          onClick={() => onStep(step)}
        >
          {text}
        </button>
      ))}
    </>
  );
}
