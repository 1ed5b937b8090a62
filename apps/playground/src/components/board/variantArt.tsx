/**
 * The drawing of the boards that are not chess's, a chunk of its own (fetched with the first such board through
 * `variantArtStore.ts`): the xiangqi family's lines, river and palaces (`GridLines`), shogi pieces (pentagons
 * pointing at the opponent, promoted ones in red) and xiangqi pieces (ringed discs, red and black), each with its
 * character when a CJK font is there, else its letters.
 */
import type { DrawnPiece } from '../../lib/board/boardModel';
import { pieceCharacters } from './cjkFont';
import { shogiText, xiangqiText } from './pieceText';

export { GridLines } from './GridLines';

/** Props of a piece drawn by this chunk: the piece, the centre of its cell, the cell size, the letters' size. */
export interface ArtPieceProps {
  readonly piece: DrawnPiece;
  readonly cx: number;
  readonly cy: number;
  readonly s: number;
  readonly font: number;
}

/** A shogi piece: a pentagon pointing towards the opponent, its character (or letters); promoted ones red. */
export function ShogiPiece({ piece, cx, cy, s, font }: ArtPieceProps) {
  const kanji = pieceCharacters() ? shogiText(piece.label, piece.color) : undefined;
  const promoted = piece.label.startsWith('+');
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
        // gote's pieces face sente: their characters upside down, as on a real board
        transform={piece.color === 'black' ? `rotate(180 ${cx} ${cy + up * -s * 0.04})` : undefined}
        fontSize={kanji ? s * 0.4 : font}
        dominantBaseline="central"
        textAnchor="middle"
      >
        {kanji ?? piece.label.toUpperCase()}
      </text>
    </g>
  );
}

/** A xiangqi or janggi piece: a disc with a ring, red (white) or black, its character (or letter). */
export function XiangqiPiece({ piece, cx, cy, s, font }: ArtPieceProps) {
  const hanzi = pieceCharacters() ? xiangqiText(piece.label, piece.color) : undefined;
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
