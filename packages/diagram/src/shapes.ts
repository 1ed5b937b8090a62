/**
 * Arrows and circles drawn over the pieces, as lichess draws them: `[%cal Ge2e4]` arrows and `[%csl Gd4]` circles
 * of a PGN comment (G green, R red, Y yellow, B blue) or given as options, any CSS colour allowed.
 */
import { CELL } from './board/layout.js';
import type { Arrow, Circle } from './options.js';
import { escapeXml, num } from './xml.js';

/** The colours of the comment commands' letters and names (lichess's brushes). */
const BRUSHES: ReadonlyMap<string, string> = new Map([
  ['G', '#15781b'],
  ['R', '#882020'],
  ['Y', '#e68f00'],
  ['B', '#003088'],
  ['green', '#15781b'],
  ['red', '#882020'],
  ['yellow', '#e68f00'],
  ['blue', '#003088'],
]);

/** The colour of a brush name or letter, else the CSS colour given (default green). */
const brush = (color: string | undefined): string => BRUSHES.get(color ?? 'G') ?? String(color);

/** The arrows and circles of a comment's `[%cal …]` and `[%csl …]` commands (other text ignored). */
export function annotationShapes(comment: string): { arrows: Arrow[]; circles: Circle[] } {
  const arrows: Arrow[] = [];
  const circles: Circle[] = [];
  // each command read to its `]` in one pass (a `[^\]]{0,10000}` pattern rescanned 10,000 characters at every
  // unclosed `[%cal`: seconds for a comment of a megabyte, and skipped a longer command whole)
  const start = /\[%(cal|csl)\s/g;
  for (let command = start.exec(comment); command !== null; command = start.exec(comment)) {
    const end = comment.indexOf(']', start.lastIndex);
    if (end < 0) break;
    for (const item of comment.slice(start.lastIndex, end).split(',')) {
      const m = /^\s*([GRYB])([a-z]{1,3}\d{1,3})([a-z]{1,3}\d{1,3})?\s*$/.exec(item);
      if (!m) continue;
      if (command[1] === 'cal' && m[3]) arrows.push({ from: m[2]!, to: m[3], color: m[1]! });
      else if (command[1] === 'csl' && !m[3]) circles.push({ square: m[2]!, color: m[1]! });
    }
    start.lastIndex = end + 1;
  }
  return { arrows, circles };
}

/** A point: the centre of a square, in user units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An arrow between two square centres: shaft and head as one translucent polygon. */
export function arrowShape(from: Point, to: Point, color: string | undefined): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return circleShape(from, color);
  const ux = dx / length;
  const uy = dy / length;
  const shaft = CELL * 0.1;
  const head = CELL * 0.25;
  // the head ends short of the square's centre, long enough to show beside the piece standing there
  const tip = length - CELL * 0.05;
  const neck = tip - CELL * 0.4;
  const p = (along: number, side: number) =>
    `${num(from.x + ux * along - uy * side)},${num(from.y + uy * along + ux * side)}`;
  const points = [
    p(0, -shaft),
    p(neck, -shaft),
    p(neck, -head),
    p(tip, 0),
    p(neck, head),
    p(neck, shaft),
    p(0, shaft),
  ];
  return `<polygon class="arrow" points="${points.join(' ')}" fill="${escapeXml(brush(color))}" opacity="0.8"/>`;
}

/** A ring around a square's centre. */
export function circleShape(at: Point, color: string | undefined): string {
  return `<circle class="circle" cx="${num(at.x)}" cy="${num(at.y)}" r="${CELL * 0.44}" fill="none" stroke="${escapeXml(brush(color))}" stroke-width="${CELL * 0.07}" opacity="0.8"/>`;
}
