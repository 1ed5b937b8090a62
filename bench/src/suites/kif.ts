/**
 * `@x/kif` against tsshogi (MIT) on the same records: read (every move checked on a position) + write. Records:
 * json-kifu-format's KIF test files that both read (packages/kif/test/fixtures; branches, Shift_JIS) and 40
 * random games of 60–160 moves written by `@x/kif` with times and comments; KI2 and CSA of the same games.
 * Target (issue #51): ≥ 2× tsshogi on read + check + write of KIF.
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { decode, type KifGame, type KifMove, parse, STARTPOS_SFEN, stringify, stringifyMove } from '@x/kif';
import {
  exportCSA,
  exportKI2,
  exportKIF,
  importCSA,
  importKI2,
  importKIF,
  type Record as TsRecord,
} from 'tsshogi';
import { rng } from '../../../tests/rng.js';
import { type Contender, measure, report } from '../harness.js';

const FIXTURES = new URL('../../../packages/kif/test/fixtures/json-kifu-format/kif/', import.meta.url);

/** A random game of seed `seed`, with times and an occasional comment. */
function randomGame(seed: number): KifGame {
  const random = rng(seed);
  const pos = Position.fromFen(variants.shogi.startFen!, variants.shogi);
  const moves: KifMove[] = [];
  const plies = 60 + Math.floor(random() * 100);
  for (let i = 0; i < plies; i++) {
    const legal = pos.legalMoves();
    if (legal.length === 0) break;
    const move = legal[Math.floor(random() * legal.length)]!;
    moves.push({
      usi: stringifyMove(move, pos),
      time: { now: Math.floor(random() * 300) },
      ...(random() < 0.05 ? { comments: ['評価値 +123'] } : {}),
    });
    pos.play(move);
  }
  const headers = [
    { name: '先手', value: 'A' },
    { name: '後手', value: 'B' },
  ];
  return { headers, start: STARTPOS_SFEN, moves, end: { result: 'TORYO', time: { now: 1 } } };
}

function fixtureKifs(): string[] {
  const out: string[] = [];
  for (const name of fs.readdirSync(FIXTURES)) {
    const { text } = decode(fs.readFileSync(new URL(name, FIXTURES)));
    const theirs = importKIF(text);
    try {
      parse(text, { format: 'kif' });
    } catch {
      continue;
    }
    if (!(theirs instanceof Error)) out.push(text);
  }
  return out;
}

type Format = 'KIF' | 'KI2' | 'CSA';
const OURS: Record<Format, [(t: string) => KifGame, (g: KifGame) => string]> = {
  KIF: [(t) => parse(t, { format: 'kif' }), (g) => stringify(g, { format: 'kif' })],
  KI2: [(t) => parse(t, { format: 'ki2' }), (g) => stringify(g, { format: 'ki2' })],
  CSA: [(t) => parse(t, { format: 'csa' }), (g) => stringify(g, { format: 'csa' })],
};
const THEIRS: Record<Format, [(t: string) => TsRecord | Error, (r: TsRecord) => string]> = {
  KIF: [importKIF, exportKIF],
  KI2: [importKI2, exportKI2],
  CSA: [importCSA, exportCSA],
} as never;

function contenders(format: Format, texts: readonly string[], moves: number): Contender[] {
  const [read, write] = OURS[format];
  const [importRecord, exportRecord] = THEIRS[format];
  return [
    {
      name: `@x/kif read+write`,
      run: () => {
        for (const t of texts) write(read(t));
        return moves;
      },
    },
    {
      name: `tsshogi read+write`,
      run: () => {
        for (const t of texts) exportRecord(importRecord(t) as TsRecord);
        return moves;
      },
    },
    {
      name: `@x/kif read`,
      run: () => {
        for (const t of texts) read(t);
        return moves;
      },
    },
    {
      name: `tsshogi read`,
      run: () => {
        for (const t of texts) importRecord(t);
        return moves;
      },
    },
  ];
}

/** Runs the KIF suite. */
export function bench(): void {
  const games = Array.from({ length: 40 }, (_, i) => randomGame(i + 1));
  const count = (g: KifGame): number => g.moves.length;
  const fixtures = fixtureKifs();
  const fixtureMoves = fixtures.reduce((n, t) => n + count(parse(t, { format: 'kif' })), 0);
  report(
    `KIF: ${fixtures.length} json-kifu-format records (${fixtureMoves} main-line moves)`,
    measure(contenders('KIF', fixtures, fixtureMoves)),
    'moves',
    'tsshogi read+write',
  );
  const moves = games.reduce((n, g) => n + g.moves.length, 0);
  for (const format of ['KIF', 'KI2', 'CSA'] as const) {
    const texts = games.map((g) => OURS[format][1](g));
    report(
      `${format}: 40 random games (${moves} moves)`,
      measure(contenders(format, texts, moves)),
      'moves',
      'tsshogi read+write',
    );
  }
}
