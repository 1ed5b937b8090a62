/**
 * An independent reference for the FBR page's mounted-Disk line `promotion+[1-12]=capture{D}<br/>
 * swap{K:MD:}=demote,promote swap{:KD:M}=demote,promote K=acc?{D}:K: :KD:=:K: +K==:KD: -:KD:==K<br/>
 * M=acc?{D}:M: :MD:=:M: +M==:MD: -:MD:==M<br/>`, written from the rules decided in
 * `packages/fbr/docs/compile.md` on a plain 8×8 array of FEN letters, sharing no code with `@x/core`:
 *
 * - `K` steps one square any way (the king's move), `M` rides like a rook and leaps like a knight (MBN's `M`,
 *   decided as the rook-knight "marshall"), `D` leaps two squares straight (MBN's dabbaba); the mounted `A`
 *   (`:KD:`) and `B` (`:MD:`) move as `K` and `M`;
 * - every piece captures enemy pieces where it moves; `K` and `M` also capture their own `D`;
 * - a `K` or `M` that captures a `D` (either side's) becomes `A` or `B`;
 * - no piece is royal and nothing swaps: every move is legal.
 */

type Board = string[];

const STEPS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  king: [-1, 0, 1].flatMap((x) => [-1, 0, 1].map((y) => [x, y] as const)).filter(([x, y]) => x || y),
  knight: [1, -1, 2, -2].flatMap((x) =>
    [1, -1, 2, -2].filter((y) => Math.abs(x) !== Math.abs(y)).map((y) => [x, y] as const),
  ),
  dabbaba: [
    [0, 2],
    [0, -2],
    [2, 0],
    [-2, 0],
  ],
  rook: [
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
  ],
};

/** Leaps and rides of each letter (upper case). */
const MOVES: Readonly<Record<string, { leaps: string[]; rides: string[] }>> = {
  K: { leaps: ['king'], rides: [] },
  A: { leaps: ['king'], rides: [] },
  M: { leaps: ['knight'], rides: ['rook'] },
  B: { leaps: ['knight'], rides: ['rook'] },
  D: { leaps: ['dabbaba'], rides: [] },
};
const MOUNTED: Readonly<Record<string, string>> = { K: 'A', M: 'B' };

/** The boards after each move of the side to move. */
function successors(b: Board, white: boolean): Board[] {
  const out: Board[] = [];
  const ours = (p: string) => p !== '' && (p === p.toUpperCase()) === white;
  for (let s = 0; s < 64; s++) {
    const p = b[s]!;
    if (!ours(p)) continue;
    const u = p.toUpperCase();
    const land = (t: number) => {
      const q = b[t]!;
      const own = ours(q);
      if (own && !(q.toUpperCase() === 'D' && MOUNTED[u])) return;
      const n = b.slice();
      n[s] = '';
      const becomes = q.toUpperCase() === 'D' && MOUNTED[u] ? MOUNTED[u]! : u;
      n[t] = white ? becomes : becomes.toLowerCase();
      out.push(n);
    };
    const f = s % 8;
    const r = (s - f) / 8;
    const inside = (x: number, y: number) => x >= 0 && x < 8 && y >= 0 && y < 8;
    for (const kind of MOVES[u]!.leaps)
      for (const [dx, dy] of STEPS[kind]!) if (inside(f + dx, r + dy)) land((r + dy) * 8 + f + dx);
    for (const kind of MOVES[u]!.rides) {
      for (const [dx, dy] of STEPS[kind]!) {
        for (let k = 1; inside(f + k * dx, r + k * dy); k++) {
          const t = (r + k * dy) * 8 + f + k * dx;
          land(t);
          if (b[t] !== '') break;
        }
      }
    }
  }
  return out;
}

/** Perft of the reference from a FEN (placement and side; `:KD:` written `A`, `:MD:` `B`). */
export function disksPerft(fen: string, depth: number): number {
  const [placement, side] = fen.split(' ');
  const b: Board = [];
  for (const row of placement!.split('/').reverse())
    for (const ch of row) b.push(...(/\d/.test(ch) ? Array<string>(Number(ch)).fill('') : [ch]));
  const count = (board: Board, white: boolean, d: number): number =>
    d === 0 ? 1 : successors(board, white).reduce((sum, n) => sum + count(n, !white, d - 1), 0);
  return count(b, side === 'w', depth);
}
