import type { DrawnPiece } from '../../lib/board/boardModel';
import { type BoardStyle, IMAGE_PIECES, MAKRUK_IMAGES, MAKRUK_LETTERS } from '../../lib/board/boardStyle';
import { PIECE_IMAGES } from './pieceImages';
import { useVariantArt } from './variantArtStore';

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
  if (style === 'makruk') {
    const byId = piece.id ? MAKRUK_IMAGES.get(piece.id) : undefined;
    return byId ?? MAKRUK_LETTERS.get(piece.label.replace(/~$/, '').toUpperCase());
  }
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
  // shogi and xiangqi pieces are drawn by a chunk of their own, fetched with the first such board (a disc with
  // the letters meanwhile)
  const art = useVariantArt(style === 'uncheckered' || style === 'intersections');
  if (piece.wall) return <WallGlyph kind={piece.wall} x={x} y={y} s={s} />;
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
  if (style === 'uncheckered' || style === 'intersections') {
    const Drawn = style === 'uncheckered' ? art?.ShogiPiece : art?.XiangqiPiece;
    if (Drawn) return <Drawn piece={piece} cx={cx} cy={cy} s={s} font={font} />;
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

/** A wall placed by a move (core `walls`): the duck of duck chess, or a stone block (amazons' arrows, isolation). */
function WallGlyph({
  kind,
  x,
  y,
  s,
}: {
  readonly kind: 'duck' | 'block';
  readonly x: number;
  readonly y: number;
  readonly s: number;
}) {
  if (kind === 'block')
    return (
      <g className="piece wall block" pointerEvents="none" data-piece="*" data-testid="wall">
        <rect x={x + s * 0.1} y={y + s * 0.1} width={s * 0.8} height={s * 0.8} rx={s * 0.08} />
        <path
          d={`M${x + s * 0.1} ${y + s * 0.5}h${s * 0.8}M${x + s * 0.5} ${y + s * 0.1}v${s * 0.4}M${x + s * 0.3} ${y + s * 0.5}v${s * 0.4}M${x + s * 0.7} ${y + s * 0.5}v${s * 0.4}`}
        />
      </g>
    );
  return (
    <g className="piece wall duck" pointerEvents="none" data-piece="*" data-testid="wall">
      <ellipse cx={x + s * 0.48} cy={y + s * 0.66} rx={s * 0.32} ry={s * 0.2} />
      <circle cx={x + s * 0.62} cy={y + s * 0.36} r={s * 0.17} />
      <path
        className="beak"
        d={`M${x + s * 0.76} ${y + s * 0.34}l${s * 0.16} ${s * 0.05}l${-s * 0.16} ${s * 0.06}z`}
      />
      <circle className="eye" cx={x + s * 0.66} cy={y + s * 0.32} r={s * 0.03} />
    </g>
  );
}
