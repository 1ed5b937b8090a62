import { pieceCharacters } from './cjkFont';
/** Props of {@link GridLines}: board size, cell size, left margin, orientation. */
export interface GridLinesProps {
  readonly files: number;
  readonly ranks: number;
  readonly s: number;
  readonly margin: number;
  readonly flipped: boolean;
}

/**
 * The lines of a xiangqi-family board: pieces stand on the intersections (the centres of the app's cells),
 * the river between the two middle ranks breaks the inner file lines, and each palace (the middle three files
 * of the three home ranks) has its diagonals. Works for any size; the river is drawn only for an even number
 * of ranks and the palaces only for an odd number of files of at least 3.
 */
export function GridLines({ files, ranks, s, margin, flipped }: GridLinesProps) {
  const cx = (f: number) => margin + (flipped ? files - 1 - f : f) * s + s / 2;
  const cy = (r: number) => (flipped ? r : ranks - 1 - r) * s + s / 2;
  const lines: React.ReactNode[] = [];
  for (let r = 0; r < ranks; r++) {
    lines.push(<line key={`r${r}`} x1={cx(0)} x2={cx(files - 1)} y1={cy(r)} y2={cy(r)} />);
  }
  const river = ranks % 2 === 0 ? ranks / 2 : undefined;
  for (let f = 0; f < files; f++) {
    const edge = f === 0 || f === files - 1;
    if (river === undefined || edge) {
      lines.push(<line key={`f${f}`} x1={cx(f)} x2={cx(f)} y1={cy(0)} y2={cy(ranks - 1)} />);
    } else {
      lines.push(<line key={`f${f}a`} x1={cx(f)} x2={cx(f)} y1={cy(0)} y2={cy(river - 1)} />);
      lines.push(<line key={`f${f}b`} x1={cx(f)} x2={cx(f)} y1={cy(river)} y2={cy(ranks - 1)} />);
    }
  }
  if (files >= 3 && files % 2 === 1 && ranks >= 6) {
    const mid = (files - 1) / 2;
    for (const [low, high] of [
      [0, 2],
      [ranks - 3, ranks - 1],
    ] as const) {
      lines.push(<line key={`p${low}a`} x1={cx(mid - 1)} y1={cy(low)} x2={cx(mid + 1)} y2={cy(high)} />);
      lines.push(<line key={`p${low}b`} x1={cx(mid + 1)} y1={cy(low)} x2={cx(mid - 1)} y2={cy(high)} />);
    }
  }
  return (
    <g className="grid-lines" pointerEvents="none" data-testid="grid-lines">
      {/* the frame drawn over the edge lines (a thicker border): set a little outside them, it read as a doubled
          line, on the right and bottom edges most, where the pixels rounded the gap wider */}
      <rect
        className="grid-frame"
        x={cx(0)}
        y={Math.min(cy(0), cy(ranks - 1))}
        width={(files - 1) * s}
        height={(ranks - 1) * s}
      />
      {lines}
      {river !== undefined ? (
        <text
          className="river"
          x={margin + (files * s) / 2}
          y={(cy(river) + cy(river - 1)) / 2}
          fontSize={s * 0.36}
          textAnchor="middle"
          dominantBaseline="central"
          data-testid="river"
        >
          {/* 楚河 漢界, "the Chu river, the Han border", as a xiangqi board writes it, with the pieces' characters */}
          {pieceCharacters() ? '楚 河　　　　漢 界' : 'river'}
        </text>
      ) : null}
    </g>
  );
}
