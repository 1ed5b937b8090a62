import type { Move, VariantDefinition } from '@x/core';
import { coreLabel } from '../../lib/board/coreModel';
import { diagramPiece } from '../../lib/board/diagramBoard';
import type { SquareAt } from './Board';
import { useDiagram } from './diagramStore';

/** What a choice puts on the board: the piece promoted to, the piece gated in, or the piece as it is. */
function pieceOf(move: Move): string {
  return move.promotion ?? move.fairy?.gate ?? move.piece;
}

/** The name a choice is read by (a screen reader, a test): the piece, or what the choice does. */
function nameOf(move: Move, variant: VariantDefinition, shogi: boolean): string {
  const type = variant.pieces.find((p) => p.id === pieceOf(move));
  const piece = type?.name ?? pieceOf(move);
  if (shogi) return move.promotion ? `promote (${piece})` : `do not promote (${piece})`;
  if (move.fairy?.gate) return `gate ${piece}`;
  return move.promotion ? piece : 'no promotion';
}

/**
 * The moves one click or drop could mean (promotions, gates), offered on the board as lichess does: the pieces in
 * a column over the target square's file, from the target square towards the board's middle, each a button; shogi
 * asks "promote?" with the promoted and the unpromoted piece. A click beside them cancels. Drawn in the board's
 * own units (`Board`'s `overlay`).
 */
export function PromotionPicker(props: {
  readonly choices: readonly Move[];
  readonly variant: VariantDefinition;
  readonly turn: 'white' | 'black';
  readonly at: (square: string) => SquareAt | undefined;
  readonly width: number;
  readonly height: number;
  readonly onPick: (move: Move) => void;
  readonly onCancel: () => void;
}) {
  const diagram = useDiagram();
  const target = props.choices[0] ? props.at(props.choices[0].to) : undefined;
  if (!diagram || !target) return null;
  const style = diagram.boardStyleOf(props.variant);
  const shogi = style === 'shogi';
  // promotions first, the piece as it is last (lichess: queen on the promotion square)
  const choices = [...props.choices].sort((a, b) => Number(!a.promotion) - Number(!b.promotion));
  const step = target.top ? target.size : -target.size;
  const stop = (e: React.SyntheticEvent) => e.stopPropagation();
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: the group of choices; it only keeps the board's pointer handlers off them
    // biome-ignore lint/a11y/useSemanticElements: an SVG group (no <fieldset> inside an SVG)
    <g
      className="promotion-picker"
      data-testid="promotion-choices"
      role="group"
      aria-label={shogi ? 'promote?' : 'promote to'}
      onPointerDown={stop}
      onPointerUp={stop}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the choices cancels, as on lichess; the keyboard picks a choice */}
      <rect
        className="promotion-backdrop"
        x={0}
        y={0}
        width={props.width}
        height={props.height}
        onClick={props.onCancel}
      />
      {choices.map((move, i) => {
        const piece = {
          label: coreLabel(props.variant, pieceOf(move), props.turn),
          color: props.turn,
          id: pieceOf(move),
        };
        const y = target.y + i * step;
        const html = diagram.pieceSvg(diagramPiece(piece), style, { size: target.size });
        const name = nameOf(move, props.variant, shogi);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG button (no <button> inside an SVG)
          <g
            key={`${move.promotion ?? ''}-${move.fairy?.gate ?? ''}`}
            className="promotion-choice"
            role="button"
            tabIndex={0}
            aria-label={name}
            data-choice={move.promotion ?? move.fairy?.gate ?? 'none'}
            onClick={() => props.onPick(move)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              e.stopPropagation();
              props.onPick(move);
            }}
          >
            <title>{name}</title>
            <circle cx={target.x + target.size / 2} cy={y + target.size / 2} r={target.size * 0.48} />
            <g
              transform={`translate(${target.x} ${y})`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: @x/diagram's SVG, every text escaped
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The board's `overlay` while `choices` wait for a pick: the picker over the board, or undefined when nothing
 * waits (the analysis board and the play panel offer their promotions alike).
 */
export function promotionOverlay(picker: {
  readonly choices: readonly Move[];
  readonly variant: VariantDefinition;
  readonly turn: 'white' | 'black';
  readonly onPick: (move: Move) => void;
  readonly onCancel: () => void;
}) {
  if (picker.choices.length === 0) return undefined;
  return (at: (square: string) => SquareAt | undefined, size: { width: number; height: number }) => (
    <PromotionPicker {...picker} at={at} {...size} />
  );
}
