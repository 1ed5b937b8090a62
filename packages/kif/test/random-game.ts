/** Random shogi games for the property tests: legal random play from a seed, with branches, times and comments. */
import { type BasePosition, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { rng } from '../../../tests/rng.js';
import type { KifGame, KifLine, KifMove, KifResult } from '../src/index.js';
import { parseSfen, STARTPOS_SFEN, stringifySfen } from '../src/index.js';
import { stringifyUsiMove } from '../src/usi/usi-move.js';
import { HANDICAPS } from '../src/kif/handicaps.js';

const RESULTS: KifResult[] = ['TORYO', 'CHUDAN', 'SENNICHITE', 'JISHOGI', 'TIME_UP'];
const WORDS = ['good', '好手', '悪手?', 'a, b', '▲７六歩 was fine', '評価値 +123'];

interface Options {
  readonly plies?: number;
  readonly branches?: boolean;
  readonly times?: boolean;
  readonly comments?: boolean;
  readonly variant?: VariantDefinition;
}

function line(pos: BasePosition, random: () => number, plies: number, depth: number, o: Options): KifLine {
  const moves: KifMove[] = [];
  const board = pos.variant.board;
  for (let i = 0; i < plies; i++) {
    const legal = pos.legalMoves();
    if (legal.length === 0) break;
    const move = legal[Math.floor(random() * legal.length)]!;
    const variations: KifLine[] = [];
    if (o.branches && depth < 2 && (depth === 0 || i > 0) && random() < 0.08) {
      const alt = pos.clone();
      variations.push(line(alt, random, 1 + Math.floor(random() * 6), depth + 1, o));
    }
    const entry: {
      usi: string;
      time?: { now: number };
      comments?: string[];
      variations?: KifLine[];
    } = { usi: stringifyUsiMove(board, move) };
    if (o.times) entry.time = { now: Math.floor(random() * 600) };
    if (o.comments && random() < 0.1) entry.comments = [WORDS[Math.floor(random() * WORDS.length)]!];
    const kept = variations.filter((v) => v.moves.length > 0 && v.moves[0]!.usi !== entry.usi);
    if (kept.length > 0) entry.variations = kept;
    moves.push(entry);
    pos.play(move);
  }
  const end =
    random() < 0.5
      ? {
          result: RESULTS[Math.floor(random() * RESULTS.length)]!,
          ...(o.times ? { time: { now: Math.floor(random() * 60) } } : {}),
        }
      : undefined;
  return { moves, ...(end ? { end } : {}) };
}

/** A random game of `seed`. */
export function randomGame(seed: number, o: Options = {}): KifGame {
  const random = rng(seed);
  const variant = o.variant ?? variants.shogi;
  const handicaps = [...HANDICAPS.values()];
  const start =
    variant === variants.shogi
      ? random() < 0.7
        ? STARTPOS_SFEN
        : handicaps[Math.floor(random() * handicaps.length)]!
      : stringifySfen(Position.fromFen(variant.startFen!, variant));
  const pos = parseSfen(start, { variant }).position;
  const body = line(pos, random, o.plies ?? 1 + Math.floor(random() * 80), 0, o);
  return {
    headers: [
      { name: '先手', value: 'Sente' },
      { name: '後手', value: 'Gote' },
    ],
    start,
    ...body,
  };
}
