/**
 * Several boards (internal to `compile`): a variant compiled on one board, laid out as `count` copies of
 * that board side by side for `@x/core` `VariantDefinition.boards`, each followed by gap files of holes as
 * wide as the longest leap's file step (so no move leaves its board). Square names, FEN and UCI are those
 * of the wide board: with 8-file boards and a gap of 2, board 2's a1 is `k1`, board 3's `u1`, board 4's `ee1`.
 * Zones and holes are repeated on every board; castling stays on board 1, where the unmoved king and rooks
 * start.
 */
import { parseSquareName, squareName, type VariantDefinition } from '@x/core';
import type { MoveAtom, PieceType, Zone } from '@x/core/variant';
import type { Stacked } from './board-tokens.js';
import type { Build } from '../state/build.js';
import type { CompileOptions } from '../state/types.js';

/** How a variant is laid out on several boards. */
export interface BoardLayout {
  /** Number of boards. */
  readonly count: number;
  /** Files of one board. */
  readonly files: number;
  /** Hole files after each board but the last. */
  readonly gap: number;
}

/** The widest file step of the leaps of `atoms` (at least 1). */
function widestLeap(atoms: readonly MoveAtom[]): number {
  let widest = 1;
  for (const a of atoms) {
    if (a.kind !== 'leap') continue;
    for (const [dx] of [...a.vectors, ...(a.legs ?? []).flat(), ...(a.secondStep ?? [])])
      widest = Math.max(widest, Math.abs(dx));
  }
  return widest;
}

/** The layout of `count` copies of the variant's board, or `undefined` when they do not fit 64 files. */
export function boardLayout(v: VariantDefinition, count: number): BoardLayout | undefined {
  const files = v.board.files;
  // SAN reads a file `x` (or `xx`) before a square as a capture: such files are left in a gap.
  const onX = (gap: number) =>
    [23, 49].some((f) => f % (files + gap) < files && Math.floor(f / (files + gap)) < count);
  let gap = widestLeap(v.pieces.flatMap((p) => p.moves));
  while (onX(gap) && count * files + (count - 1) * gap <= 64) gap++;
  return count * files + (count - 1) * gap <= 64 ? { count, files, gap } : undefined;
}

/** The square of the wide board that is square `name` of the one board, on board `x` (0-based). */
function onBoard(name: string, x: number, l: BoardLayout, ranks: number): string {
  const wide = l.count * l.files + (l.count - 1) * l.gap;
  const s = parseSquareName(name, l.files, ranks)!;
  return squareName(Math.floor(s / l.files) * wide + (s % l.files) + x * (l.files + l.gap), wide);
}

/**
 * The FEN placement of the wide board from one placement per board (each with `ranks` rows; `undefined` for
 * an empty board).
 */
export function widePlacement(
  rows: readonly (readonly string[] | undefined)[],
  l: BoardLayout,
  ranks: number,
): string {
  const holes = '*'.repeat(l.gap);
  return Array.from({ length: ranks }, (_, r) =>
    Array.from({ length: l.count }, (_, x) => rows[x]?.[r] ?? String(l.files)).join(holes),
  ).join('/');
}

/**
 * `v` (compiled on one board) laid out on the boards of `l`, with `boards` (the transfer rule, if any). The
 * start position: `placements` (one FEN placement per board, boards without one empty), the rest of the
 * start FEN (side to move, castling, …) as `v.startFen` has it.
 */
export function layOutBoards(
  v: VariantDefinition,
  l: BoardLayout,
  placements: readonly (readonly string[] | undefined)[],
  transfer: NonNullable<VariantDefinition['boards']>['transfer'],
): VariantDefinition {
  const { ranks } = v.board;
  const wide = l.count * l.files + (l.count - 1) * l.gap;
  const every = (names: readonly string[]) =>
    Array.from({ length: l.count }, (_, x) => names.map((n) => onBoard(n, x, l, ranks))).flat();
  const holes: string[] = [];
  for (let s = 0; s < wide * ranks; s++)
    if ((s % wide) % (l.files + l.gap) >= l.files) holes.push(squareName(s, wide));
  const zones: Record<string, Zone> = {};
  for (const [name, z] of Object.entries(v.zones ?? {}))
    zones[name] = { white: every(z.white), black: every(z.black) };
  const rest = v.startFen.split(' ').slice(1).join(' ');
  return {
    ...v,
    board: { ...v.board, files: wide, holes: [...holes, ...every(v.board.holes ?? [])] },
    ...(v.zones ? { zones } : {}),
    startFen: `${widePlacement(placements, l, ranks)} ${rest}`,
    boards: { count: l.count, files: l.files, ...(transfer ? { transfer } : {}) },
  };
}

/**
 * Why a variant cannot move between boards in `@x/core` (the rules `boards.transfer` is not defined with), or
 * `undefined`.
 */
export function transferBlocker(v: VariantDefinition): string | undefined {
  if (v.drops || v.turns || v.atomic || v.andernach || v.vanishing || v.walls || v.petrify || v.flip)
    return 'drops, turns, explosions, vanishing squares or pieces changing side';
  const moves = v.pieces.flatMap((p) => p.moves);
  if (moves.some((a) => a.swap || a.secondStep || a.swapChain)) return 'swap or lion moves';
  if (v.pieces.some((p) => p.rules?.conversion || p.leavesBehind)) return 'conversions or pieces left behind';
  return undefined;
}

/**
 * The stacked form (`freezer# B<3>|Basilisk|=fK+mbW #B=<+1>cO`): the variant on `stacked.count` boards without
 * transfers, each piece whose token names a board standing there (the start: on its square of the chess start),
 * the others on the middle board (Dragonchess's ground board, board 2 of 3), and each zone token's piece freezing
 * (or protecting) the same square on the boards `distance` away, above and below. A piece on a board of its own
 * is no promotion choice of the others. A start FEN given is one of the wide board.
 */
export function stackedBoards(
  b: Build,
  v: VariantDefinition,
  stacked: Stacked,
  options: CompileOptions,
): VariantDefinition {
  const layout = transferBlocker(v) === undefined ? boardLayout(v, stacked.count) : undefined;
  if (!layout || v.board.ranks !== 8 || v.board.files !== 8) {
    b.unsupported(
      'id:board',
      { offset: 0, length: 0 },
      `${stacked.count} boards of this variant are not compiled`,
      -1,
    );
    return v;
  }
  const middle = Math.ceil(stacked.count / 2) - 1;
  const rows = v.startFen.split(' ')[0]!.split('/');
  // One placement per board: the chess start's pieces on the middle board, or on the board their token names.
  const placements = Array.from({ length: stacked.count }, (_, x) =>
    rows.map((row) => {
      let out = '';
      let empty = 0;
      for (const ch of row.replace(/\d/g, (d) => '.'.repeat(Number(d)))) {
        const on = ch !== '.' && (stacked.boardOf.get(ch.toUpperCase()) ?? middle + 1) - 1 === x;
        if (!on) empty++;
        else {
          out += (empty > 0 ? String(empty) : '') + ch;
          empty = 0;
        }
      }
      return out + (empty > 0 ? String(empty) : '');
    }),
  );
  const stride = layout.files + layout.gap;
  const own = new Set(stacked.boardOf.keys());
  const pieces = v.pieces.map((p): PieceType => {
    const zone = stacked.zones.find((z) => z.letter === p.id);
    const rule = zone ? b.freezerPrefixes.get(zone.prefix) : undefined;
    const vectors = zone
      ? ([
          [zone.distance * stride, 0],
          [-zone.distance * stride, 0],
        ] as const)
      : [];
    const choices = p.promotion?.choices.filter((c) => !own.has(c) || own.has(p.id));
    const to = stacked.toBoard.get(p.id);
    return {
      ...p,
      ...(to !== undefined
        ? { moves: [{ kind: 'leap', vectors: [[0, 0]], mode: 'move', toBoard: to } satisfies MoveAtom] }
        : {}),
      ...(p.promotion && choices ? { promotion: { ...p.promotion, choices } } : {}),
      ...(rule?.kind === 'freezer'
        ? {
            rules: {
              ...p.rules,
              freeze: {
                squares: vectors,
                ...(rule.victims ? { victims: rule.victims } : {}),
                ...(rule.attackers ? { attackers: rule.attackers } : {}),
              },
            },
          }
        : rule?.kind === 'protector'
          ? { rules: { ...p.rules, protect: { squares: vectors } } }
          : {}),
    };
  });
  for (const z of stacked.zones) {
    const kind = b.freezerPrefixes.get(z.prefix)?.kind;
    if (kind !== 'freezer' && kind !== 'protector')
      b.unsupported(
        'transition',
        { offset: 0, length: 0 },
        `${z.prefix}${z.letter}: no freezer or protector rule`,
        -1,
      );
  }
  // Castling is the middle board's: its files move with the board.
  const shift = middle * stride;
  const castling = v.castling && {
    ...v.castling,
    ...(v.castling.short
      ? { short: { king: v.castling.short.king + shift, partner: v.castling.short.partner + shift } }
      : {}),
    ...(v.castling.long
      ? { long: { king: v.castling.long.king + shift, partner: v.castling.long.partner + shift } }
      : {}),
  };
  const laid = onOwnBoards(
    layOutBoards({ ...v, pieces, ...(castling ? { castling } : {}) }, layout, placements, undefined),
    stacked,
    layout,
  );
  const given = options.startFen !== undefined && options.startFen !== ':standard';
  return given ? { ...laid, startFen: options.startFen! } : laid;
}

/**
 * The pinchers whose zone token names a board (`*C<1>=K`) pinch only from that board: a zone `board<n>` of its
 * squares (both sides), their `rules.pinch.zone`.
 */
function onOwnBoards(v: VariantDefinition, stacked: Stacked, l: BoardLayout): VariantDefinition {
  const named = [...stacked.zoneBoard].filter(([id]) => v.pieces.some((p) => p.id === id && p.rules?.pinch));
  if (named.length === 0) return v;
  const zones: Record<string, Zone> = { ...v.zones };
  const wide = v.board.files;
  for (const [, n] of named) {
    const squares: string[] = [];
    for (let r = 0; r < v.board.ranks; r++)
      for (let f = 0; f < l.files; f++)
        squares.push(squareName(r * wide + (n - 1) * (l.files + l.gap) + f, wide));
    zones[`board${n}`] = { white: squares, black: squares };
  }
  const zoneOf = new Map(named);
  return {
    ...v,
    zones,
    pieces: v.pieces.map((p) =>
      zoneOf.has(p.id) && p.rules?.pinch
        ? { ...p, rules: { ...p.rules, pinch: { ...p.rules.pinch, zone: `board${zoneOf.get(p.id)!}` } } }
        : p,
    ),
  };
}
