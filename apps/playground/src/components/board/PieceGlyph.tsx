import type { DrawnPiece } from '../../lib/boardModel';
import { type BoardStyle, IMAGE_PIECES, MAKRUK_IMAGES } from '../../lib/boardStyle';
import { PIECE_IMAGES } from './pieceImages';
import { hasCjkFont, shogiText, xiangqiText } from './pieceText';

/** Props of {@link PieceGlyph}: the piece, the top-left corner of its cell, the cell size, the style. */
export interface PieceGlyphProps {
  readonly piece: DrawnPiece;
  readonly x: number;
  readonly y: number;
  readonly s: number;
  readonly style?: BoardStyle;
}

/**
 * The image letter of a piece: a standard chess piece drawn with its standard letter on a checkered board, a
 * makruk piece by its id on a makruk board; else undefined (the piece is drawn with its letters).
 */
function imageLetter(piece: DrawnPiece, style: BoardStyle): string | undefined {
  if (style === 'makruk') return piece.id ? MAKRUK_IMAGES.get(piece.id) : undefined;
  if (style !== 'checkered') return undefined;
  const letter = piece.id ? IMAGE_PIECES.get(piece.id) : undefined;
  if (!letter) return undefined;
  const bare = piece.label.replace(/~$/, '').toUpperCase();
  return bare === letter ? letter : undefined;
}

/**
 * One piece as SVG: an image of the Chessnut set for the standard chess pieces on a checkered board and for
 * makruk's; else its character (when a CJK font is there) or its letters — on a disc with a ring (xiangqi
 * family: pieces on intersections, red and black), on a pentagon pointing at the opponent (shogi family;
 * promoted pieces, written `+X`, in red), or on a disc (fairy pieces).
 */
export function PieceGlyph({ piece, x, y, s, style = 'checkered' }: PieceGlyphProps) {
  const letter = imageLetter(piece, style);
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
    const kanji = hasCjkFont() ? shogiText(piece.label, piece.color) : undefined;
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
        <text
          x={cx}
          y={cy + up * -s * 0.04}
          fontSize={kanji ? s * 0.4 : font}
          dominantBaseline="central"
          textAnchor="middle"
        >
          {kanji ?? piece.label.toUpperCase()}
        </text>
      </g>
    );
  }
  if (style === 'intersections') {
    // a xiangqi piece: a disc with a ring, red (white) or black, its character or letter
    const hanzi = hasCjkFont() ? xiangqiText(piece.label, piece.color) : undefined;
    return (
      <g className={`piece xiangqi ${piece.color}`} pointerEvents="none" data-piece={piece.label}>
        <circle cx={cx} cy={cy} r={s * 0.44} />
        <circle className="ring" cx={cx} cy={cy} r={s * 0.36} />
        <text x={cx} y={cy} fontSize={hanzi ? s * 0.46 : font} dominantBaseline="central" textAnchor="middle">
          {hanzi ?? piece.label.toUpperCase()}
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
