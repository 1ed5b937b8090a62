/**
 * A piece's moves as its picture shows them (`DrawnPiece.moves`): each vector of its move atoms within three
 * squares, seen from the bottom of a white-at-the-bottom board (Black's vectors turned as `@x/core` turns them),
 * written as a short sorted code so that pieces that move alike share one drawing.
 */
import type { VariantDefinition } from '@x/core';

type MoveAtom = VariantDefinition['pieces'][number]['moves'][number];

/** How far from the piece the picture reaches, in squares. */
export const MOVE_REACH = 3;

/** The letter of a coordinate −3…3 in a move code (`a` = −3, `d` = 0, `g` = 3). */
const at = (v: number) => String.fromCharCode(100 + v);

/**
 * One mark of a move code: `l` a leap that moves and takes, `m` one that only moves, `c` one that only takes,
 * `r` a ride, `h` a hop (cannon, grasshopper); then the file and rank steps as letters (`at`).
 */
export interface MoveMark {
  readonly kind: 'l' | 'm' | 'c' | 'r' | 'h';
  readonly dx: number;
  readonly dy: number;
}

/** The marks of one atom for `color` (Black's vectors mirrored or rotated), those within reach. */
function atomMarks(atom: MoveAtom, color: string): MoveMark[] {
  if (atom.toBoard !== undefined) return [];
  const turn = color === 'black' ? (atom.orientation === 'rotate' ? 'rotate' : 'mirror') : undefined;
  const kind: MoveMark['kind'] =
    atom.kind === 'hop'
      ? 'h'
      : atom.kind === 'ride' && atom.range !== 1
        ? 'r'
        : atom.mode === 'move'
          ? 'm'
          : atom.mode === 'capture'
            ? 'c'
            : 'l';
  const marks: MoveMark[] = [];
  for (const v of atom.vectors) {
    const [x, y] = [v[0], v[1]];
    const dx = turn === 'rotate' ? -x : x;
    const dy = turn ? -y : y;
    if ((dx === 0 && dy === 0) || Math.abs(dx) > MOVE_REACH || Math.abs(dy) > MOVE_REACH) continue;
    marks.push({ kind, dx, dy });
  }
  return marks;
}

/** The move code of `moves` for `color`: its marks, a quiet leap and a capture to one square joined, sorted. */
export function moveCode(moves: readonly MoveAtom[], color: string): string {
  const byVector = new Map<string, Set<MoveMark['kind']>>();
  for (const mark of moves.flatMap((a) => atomMarks(a, color))) {
    const key = `${at(mark.dx)}${at(mark.dy)}`;
    const kinds = byVector.get(key) ?? new Set();
    kinds.add(mark.kind);
    byVector.set(key, kinds);
  }
  const codes: string[] = [];
  for (const [key, kinds] of byVector) {
    if (kinds.has('r')) codes.push(`r${key}`);
    else if (kinds.has('l') || (kinds.has('m') && kinds.has('c'))) codes.push(`l${key}`);
    else if (kinds.has('m')) codes.push(`m${key}`);
    else if (kinds.has('c')) codes.push(`c${key}`);
    if (kinds.has('h')) codes.push(`h${key}`);
  }
  return codes.sort().join('');
}

/** The marks of a move code (the reverse of `moveCode`). */
export function marksOf(code: string): MoveMark[] {
  const marks: MoveMark[] = [];
  for (let i = 0; i + 2 < code.length; i += 3) {
    const kind = code[i] as MoveMark['kind'];
    marks.push({ kind, dx: code.charCodeAt(i + 1) - 100, dy: code.charCodeAt(i + 2) - 100 });
  }
  return marks;
}
