import type { BoardStyle } from '@x/diagram';
import type { DrawnPiece } from '../../lib/board/boardModel';
import { diagramPiece } from '../../lib/board/diagramBoard';
import { useDiagram } from './diagramStore';

/**
 * One piece as the boards of its style draw it (`@x/diagram`'s `pieceSvg`): the buttons of hands and of the board
 * editor's palette. Empty while the diagram is being fetched.
 */
export function PieceIcon(props: {
  readonly piece: DrawnPiece;
  readonly style: BoardStyle;
  readonly size: number;
  /** Turned to face the viewer (a shogi piece of the top side). */
  readonly upsideDown?: boolean;
}) {
  const diagram = useDiagram();
  const html = diagram?.pieceSvg(diagramPiece(props.piece), props.style, {
    size: props.size,
    upsideDown: props.upsideDown === true,
  });
  return (
    <span
      className="piece-icon"
      aria-hidden="true"
      style={{ width: props.size, height: props.size }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: @x/diagram's SVG, every text escaped
      dangerouslySetInnerHTML={html ? { __html: html } : undefined}
    />
  );
}
