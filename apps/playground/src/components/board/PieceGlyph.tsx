import type { DrawnPiece } from '../../lib/boardModel';
import { type BoardStyle, IMAGE_PIECES } from '../../lib/boardStyle';
import { PIECE_IMAGES } from './pieceImages';

/** Props of {@link PieceGlyph}: the piece, the top-left corner of its cell, the cell size, the style. */
export interface PieceGlyphProps {
  readonly piece: DrawnPiece;
  readonly x: number;
  readonly y: number;
  readonly s: number;
  readonly style?: BoardStyle;
}

/** The image letter of a standard chess piece drawn with its standard letter, else undefined. */
function imageLetter(piece: DrawnPiece): string | undefined {
  const letter = piece.id ? IMAGE_PIECES.get(piece.id) : undefined;
  if (!letter) return undefined;
  const bare = piece.label.replace(/~$/, '').toUpperCase();
  return bare === letter ? letter : undefined;
}

/**
 * One piece as SVG: an image of the Chessnut set for the standard chess pieces on a checkered board; else
 * its letters — on a disc (xiangqi family: pieces on intersections), on a pentagon pointing at the
 * opponent (shogi family; promoted pieces, written `+X`, in red), or on a disc (fairy pieces).
 */
export function PieceGlyph({ piece, x, y, s, style = 'checkered' }: PieceGlyphProps) {
  const letter = style === 'checkered' ? imageLetter(piece) : undefined;
  const promotedMark = piece.label.endsWith('~');
  if (letter) {
    const href = PIECE_IMAGES[piece.color][letter];
    return (
      <g className={`piece image ${piece.color}`} pointerEvents="none" data-piece={piece.label}>
        <image href={href} x={x + s * 0.04} y={y + s * 0.04} width={s * 0.92} height={s * 0.92} />
        {promotedMark ? (
          <text
            x={x + s * 0.86}
            y={y + s * 0.2}
            fontSize={s * 0.28}
            textAnchor="middle"
            className="promoted-mark"
          >
            ~
          </text>
        ) : null}
      </g>
    );
  }
  const long = piece.label.length;
  const font = s * (long <= 1 ? 0.5 : long === 2 ? 0.38 : 0.28);
  const cx = x + s / 2;
  const cy = y + s / 2;
  const promoted = piece.label.startsWith('+');
  if (style === 'uncheckered') {
    // a shogi piece: a pentagon pointing towards the opponent
    const up = piece.color === 'white' ? -1 : 1;
    const w = s * 0.36;
    const h = s * 0.42;
    const points = [
      [cx, cy + up * h],
      [cx + w * 0.78, cy + up * h * 0.55],
      [cx + w, cy - up * h * 0.9],
      [cx - w, cy - up * h * 0.9],
      [cx - w * 0.78, cy + up * h * 0.55],
    ]
      .map((p) => p.join(','))
      .join(' ');
    return (
      <g
        className={`piece shogi ${piece.color}${promoted ? ' promoted' : ''}`}
        pointerEvents="none"
        data-piece={piece.label}
      >
        <polygon points={points} />
        <text x={cx} y={cy + up * -s * 0.04} fontSize={font} dominantBaseline="central" textAnchor="middle">
          {piece.label.toUpperCase()}
        </text>
      </g>
    );
  }
  return (
    <g
      className={`piece ${piece.color}${promoted ? ' promoted' : ''}`}
      pointerEvents="none"
      data-piece={piece.label}
    >
      <circle cx={cx} cy={cy} r={s * 0.4} />
      <text x={cx} y={cy} fontSize={font} dominantBaseline="central" textAnchor="middle">
        {piece.label}
      </text>
    </g>
  );
}
