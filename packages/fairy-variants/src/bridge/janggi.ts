/**
 * Janggi's settings as core data: the elephant's blockable path (`janggiElephant`), the moves along the
 * palace lines (`diagonalLines`), the pass and bikjang (`pass`, `bikjangRule`: core `pass`, `bikjang`)
 * and janggi's count of points (`materialCounting = janggi`). The facts are Fairy-Stockfish's
 * (`Position::attacks_from`/`moves_from`, `material_counting_result`); the form is ours.
 */
import type { MoveAtom, Vector } from '@x/core/variant';
import type { Build } from './build.js';
import type { FairyPiece } from './settings.js';

const DIAGONALS: readonly Vector[] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

/**
 * The Janggi elephant (`nZ` in the engine, `mafsmafW` in XBoard's words): one step straight, then two
 * diagonally outwards, each square on the way empty.
 */
export function janggiElephantAtoms(): MoveAtom[] {
  const vectors: Vector[] = [];
  const legs: Vector[][] = [];
  for (const [a, b] of [
    [2, 3],
    [3, 2],
  ] as const) {
    for (const sx of [1, -1])
      for (const sy of [1, -1]) {
        const dx = a * sx;
        const dy = b * sy;
        // The straight step goes along the longer leg; the diagonal steps follow it.
        const first: Vector = Math.abs(dx) > Math.abs(dy) ? [sx, 0] : [0, sy];
        vectors.push([dx, dy]);
        legs.push([first, [first[0] + sx, first[1] + sy]]);
      }
  }
  return [{ kind: 'leap', vectors, legs, orientation: 'rotate' }];
}

/** How a piece type moves along the palace lines, as the engine's `diagType` (or the cannon's hop). */
function lineMover(piece: FairyPiece): 'fers' | 'pawn' | 'bishop' | 'cannon' | undefined {
  if (piece.type === 'wazir') return 'fers';
  // The built-in janggi's king moves as a wazir (the engine's `kingType = WAZIR`; our text `king = k:W`).
  if (piece.type === 'king' && piece.betza === 'W') return 'fers';
  if (piece.type === 'soldier') return 'pawn';
  if (piece.type === 'rook') return 'bishop';
  if (piece.type === 'janggiCannon') return 'cannon';
  return undefined;
}

/**
 * The zone of the squares of `lines` from which `k` steps of White's vector `v` end on `lines` (White),
 * and of those from which `k` steps of Black's (the vector turned) do (Black).
 */
function lineZone(b: Build, lines: ReadonlySet<number>, v: Vector, k: number): string | undefined {
  const ends = (s: number, dx: number, dy: number) => {
    const f = (s % 12) + k * dx;
    const r = Math.floor(s / 12) + k * dy;
    return f >= 0 && f < b.files && r >= 0 && r < b.ranks && lines.has(r * 12 + f);
  };
  const white = [...lines].filter((s) => ends(s, v[0], v[1]));
  const black = [...lines].filter((s) => ends(s, -v[0], -v[1]));
  if (white.length + black.length === 0) return undefined;
  return b.zone(`diagonal-lines-${v[0]}-${v[1]}-${k}`, white, black);
}

/**
 * The moves of `piece` along the palace lines (`diagonalLines`): from a square of the lines, the
 * engine's fers, pawn-capture or bishop moves (the cannon: its diagonal hop) that end on the lines.
 * Each is a leap from a zone, its skipped squares as legs; a cannon hop landing beyond the next square
 * but one is reported.
 */
export function palaceAtoms(b: Build, piece: FairyPiece): MoveAtom[] {
  const lines = b.get<Set<number>>('diagonalLines');
  const mover = lineMover(piece);
  if (lines.size === 0 || mover === undefined) return [];
  const reach = Math.max(b.files, b.ranks);
  const out: MoveAtom[] = [];
  for (const v of DIAGONALS) {
    if (mover === 'pawn' && v[1] < 0) continue;
    const most = mover === 'fers' || mover === 'pawn' ? 1 : reach;
    for (let k = mover === 'cannon' ? 2 : 1; k <= most; k++) {
      const zone = lineZone(b, lines, v, k);
      if (zone === undefined) continue;
      if (mover === 'cannon') {
        if (k > 2) b.report('diagonalLines', 'a cannon hop along the palace lines of more than two steps');
        else
          out.push({
            kind: 'hop',
            hop: 'cannon',
            vectors: [v],
            range: 1,
            hurdleExcept: ['janggiCannon'],
            fromZone: zone,
            orientation: 'rotate',
          });
        continue;
      }
      const legs = Array.from({ length: k - 1 }, (_, i): Vector => [v[0] * (i + 1), v[1] * (i + 1)]);
      out.push({
        kind: 'leap',
        vectors: [[v[0] * k, v[1] * k]],
        ...(k > 1 ? { legs: [legs] } : {}),
        fromZone: zone,
        orientation: 'rotate',
      });
    }
  }
  return out;
}

/** Janggi's points per piece type (the engine's `JANGGI_MATERIAL`), and Black's one point. */
const JANGGI_POINTS: Readonly<Record<string, number>> = {
  rook: 13,
  janggiCannon: 7,
  horse: 5,
  janggiElephant: 3,
  wazir: 3,
  soldier: 2,
};

/** `materialCounting = janggi` as core's count of points. */
export function janggiCounting(): {
  readonly points: Readonly<Record<string, number>>;
  readonly blackBonus: number;
} {
  return { points: JANGGI_POINTS, blackBonus: 1 };
}

/** `pass` (for both sides, or reported) and `bikjangRule`, onto the definition. */
export function passAndBikjang(b: Build, def: { pass?: boolean; bikjang?: boolean }): void {
  const white = b.get<boolean>('pass.w');
  if (white !== b.get<boolean>('pass.b')) b.report('pass.w', 'passing for one side only');
  else if (white) def.pass = true;
  if (b.get<boolean>('bikjangRule')) def.bikjang = true;
}
