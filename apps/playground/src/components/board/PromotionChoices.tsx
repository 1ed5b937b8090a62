import type { Move, VariantDefinition } from '@x/core';
import { coreLabel } from '../../lib/board/coreModel';

/** The moves one click or drop could mean (promotion pieces, gates) as buttons; nothing when empty. */
export function PromotionChoices(props: {
  readonly choices: readonly Move[];
  readonly variant: VariantDefinition;
  readonly turn: 'white' | 'black';
  readonly onPick: (move: Move) => void;
}) {
  if (props.choices.length === 0) return null;
  return (
    <div className="choices" data-testid="promotion-choices">
      Promote to:{' '}
      {props.choices.map((m) => (
        <button
          type="button"
          key={`${m.promotion ?? 'none'}-${m.gate ?? ''}`}
          onClick={() => props.onPick(m)}
        >
          {m.promotion
            ? coreLabel(props.variant, m.promotion, props.turn)
            : m.gate
              ? `gate ${m.gate}`
              : 'no promotion'}
        </button>
      ))}
    </div>
  );
}
