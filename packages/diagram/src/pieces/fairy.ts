/**
 * Fairy pieces no set draws, pictured by their moves (the way move diagrams and mnemonic shogi pieces show them):
 * in the Chessnut set's manner — flat fill, heavy dark outline — a piece on a pedestal whose round head shows its
 * moves on a 7×7 grid centred on it: a dot for a leap, a ring for a move that cannot take, a cross for a capture
 * only, a line to the edge for a ride, a dashed line for a hop. The same marks in ink on a shogi pentagon.
 */
import type { DrawnPiece } from '../board/model.js';
import { MOVE_REACH, type MoveMark, marksOf } from '../board/moves.js';
import type { Defs } from './defs.js';
import { escapeXml } from '../xml.js';

/** Fill, outline and mark colours of the Chessnut-style body, by colour (`w`/`b`). */
const BODY = { w: ['#fff', '#1a1a1a', '#1a1a1a'], b: ['#1a1a1a', '#1a1a1a', '#fff'] } as const;

/** Rounds to 0.1. */
const r1 = (v: number) => Math.round(v * 10) / 10;

/** The marks of a move picture centred at (`cx`, `cy`), `step` units a square, in `ink`. */
function marksSvg(marks: readonly MoveMark[], cx: number, cy: number, step: number, ink: string): string {
  const x = (dx: number) => r1(cx + dx * step);
  const y = (dy: number) => r1(cy - dy * step);
  const dot = step * 0.36;
  const parts: string[] = [];
  for (const { kind, dx, dy } of marks) {
    if (kind === 'r' || kind === 'h') {
      const n = Math.floor(MOVE_REACH / Math.max(Math.abs(dx), Math.abs(dy)));
      const dash = kind === 'h' ? ` stroke-dasharray="${r1(step * 0.35)}"` : '';
      parts.push(
        `<path d="M${x(0)} ${y(0)}L${x(dx * n)} ${y(dy * n)}" stroke="${ink}" stroke-width="${r1(step * 0.3)}"` +
          ` stroke-linecap="round"${dash}/>`,
      );
      parts.push(`<circle cx="${x(dx * n)}" cy="${y(dy * n)}" r="${r1(dot)}" fill="${ink}"/>`);
    } else if (kind === 'm') {
      parts.push(
        `<circle cx="${x(dx)}" cy="${y(dy)}" r="${r1(dot * 0.9)}" fill="none" stroke="${ink}" stroke-width="${r1(step * 0.18)}"/>`,
      );
    } else if (kind === 'c') {
      const d = r1(dot);
      parts.push(
        `<path d="M${r1(x(dx) - d)} ${r1(y(dy) - d)}l${r1(2 * d)} ${r1(2 * d)}m0 ${r1(-2 * d)}l${r1(-2 * d)} ${r1(2 * d)}"` +
          ` stroke="${ink}" stroke-width="${r1(step * 0.22)}"/>`,
      );
    } else parts.push(`<circle cx="${x(dx)}" cy="${y(dy)}" r="${r1(dot)}" fill="${ink}"/>`);
  }
  // the piece itself: a small diamond at the centre
  const d = r1(step * 0.55);
  parts.push(`<path d="M${x(0)} ${r1(cy - d)}l${d} ${d}l${-d} ${d}l${-d} ${-d}z" fill="${ink}"/>`);
  return parts.join('');
}

/** The id part of a move code (`moves.ts` letters only). */
const codeId = (code: string) => code || 'none';

/**
 * The id of the move picture of `piece` (viewBox 0 0 100 100) in the Chessnut manner, or undefined when its
 * moves are unknown. A piece without moves (an Othello disc, a wall of a game) is a plain disc.
 */
export function movePiece(defs: Defs, piece: DrawnPiece): string | undefined {
  if (piece.moves === undefined || (piece.color !== 'white' && piece.color !== 'black')) return undefined;
  const c = piece.color === 'white' ? 'w' : 'b';
  const code = piece.moves;
  const id = `f${c}-${codeId(code)}${piece.promoted ? '-x' : ''}`;
  return defs.define(id, () => {
    const [fill, line, ink] = BODY[c];
    const ring = piece.promoted
      ? '<circle cx="84" cy="16" r="9" fill="#fff" stroke="#c00" stroke-width="5"/>'
      : '';
    if (code === '')
      return (
        `<symbol id="${escapeXml(id)}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="38" fill="${fill}" stroke="${line}" ` +
        `stroke-width="5"/>${ring}</symbol>`
      );
    const body =
      `<path d="M24 91h52c3 0 5-2 4-5l-5-9H25l-5 9c-1 3 1 5 4 5z" fill="${fill}" stroke="${line}" stroke-width="4.5" ` +
      `stroke-linejoin="round"/><circle cx="50" cy="42" r="36" fill="${fill}" stroke="${line}" stroke-width="4.5"/>`;
    return `<symbol id="${escapeXml(id)}" viewBox="0 0 100 100">${body}${marksSvg(marksOf(code), 50, 42, 8.6, ink)}${ring}</symbol>`;
  });
}

/**
 * The marks of a shogi-shaped piece's face in `ink`, centred on the pentagon (pointing down when `upsideDown`),
 * as the viewer sees the moves; undefined without moves.
 */
export function moveFace(piece: DrawnPiece, ink: string, upsideDown: boolean): string | undefined {
  if (piece.moves === undefined) return undefined;
  return marksSvg(marksOf(piece.moves), 50, upsideDown ? 43 : 57, 7.4, ink);
}
