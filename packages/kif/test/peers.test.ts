/**
 * `@x/kif` against tsshogi and json-kifu-format (MIT, dev dependencies of these tests only): json-kifu-format's
 * own test records (test/fixtures/json-kifu-format, Shift_JIS, EUC-JP and UTF-8) read by all three to the same
 * moves and positions, and records we generate read by both peers to the same moves, tsshogi writing our KIF
 * back byte for byte.
 */
import fs from 'node:fs';
import { JKFPlayer } from 'json-kifu-format';
import { exportKIF, importCSA, importKI2, importKIF, type Record as TsRecord } from 'tsshogi';
import { describe, expect, it } from 'vitest';
import { decode, type KifGame, KifError, parse, parseSfen, stringifySfen } from '../src/index.js';
import { parseUsiMove } from '../src/usi/usi-move.js';
import { stringifyCsa } from '../src/csa/write-csa.js';
import { stringifyKi2 } from '../src/ki2/write-ki2.js';
import { stringifyKif } from '../src/kif/write-kif.js';
import { fromJkf } from '../src/jkf.js';
import { randomGame } from './random-game.js';

const DIR = new URL('./fixtures/json-kifu-format/', import.meta.url);
/** Records whose start position has no king for one side (tsume problems): `@x/core` plays only positions with both. */
const KINGLESS = new Set([
  'kif/9fu.kif',
  'kif/kifu_for_iphone.kif',
  'kif/shogidokoro.kifu',
  'kif/taichitsume.kif',
  'ki2/9fu.ki2',
  'ki2/kobayashi_kinsho196702.ki2',
  'csa/9fu.csa',
  'csa/9fu_komabetsu.csa',
]);
/**
 * Records where tsshogi's positions go wrong (fork-test.kif: a branch numbers two moves 5; after reading it,
 * tsshogi's main line shows a first-player silver on 3a): compared with json-kifu-format only.
 */
const TSSHOGI_WRONG = new Set(['kif/fork-test.kif']);
/** Records every reader rejects (a move that is not legal). */
const REJECTED = new Set(['ki2/7mai.ki2u']);

function files(): string[] {
  return ['kif', 'ki2', 'csa', 'jkf'].flatMap((sub) =>
    fs.readdirSync(new URL(`${sub}/`, DIR)).map((name) => `${sub}/${name}`),
  );
}

/** The main line of a tsshogi record as USI moves, and the SFEN (without move number) after each. */
function tsMainLine(record: TsRecord): { moves: string[]; positions: string[] } {
  const moves: string[] = [];
  const positions: string[] = [];
  for (const node of record.moves.slice(1)) {
    const move = node.move as { usi?: string };
    if (move.usi === undefined) break;
    moves.push(move.usi);
  }
  for (let ply = 1; ply <= moves.length; ply++) {
    record.goto(ply);
    positions.push(record.position.sfen.split(' ').slice(0, 3).join(' '));
  }
  return { moves, positions };
}

function ourMainLine(game: KifGame): { moves: string[]; positions: string[] } {
  const { position } = parseSfen(game.start);
  const positions: string[] = [];
  for (const m of game.moves) {
    position.play(parseUsiMove(position, m.usi));
    positions.push(stringifySfen(position).split(' ').slice(0, 3).join(' '));
  }
  return { moves: game.moves.map((m) => m.usi), positions };
}

const readers = { kif: importKIF, ki2: importKI2, csa: importCSA } as const;

describe('json-kifu-format test records', () => {
  const tally = { files: 0, same: 0, moves: 0 };
  for (const file of files()) {
    const sub = file.split('/')[0] as 'kif' | 'ki2' | 'csa' | 'jkf';
    it(file, () => {
      const { text } = decode(fs.readFileSync(new URL(file, DIR)));
      tally.files++;
      const read = () => (sub === 'jkf' ? fromJkf(text) : parse(text, { format: sub }));
      if (KINGLESS.has(file) || REJECTED.has(file)) {
        expect(read).toThrow(KifError);
        return;
      }
      const ours = ourMainLine(read());
      if (sub !== 'jkf') {
        const theirs = readers[sub](text);
        if (theirs instanceof Error) throw theirs;
        if (!TSSHOGI_WRONG.has(file)) expect(ours).toEqual(tsMainLine(theirs));
        const player =
          sub === 'kif'
            ? JKFPlayer.parseKIF(text)
            : sub === 'ki2'
              ? JKFPlayer.parseKI2(text)
              : JKFPlayer.parseCSA(text);
        expect(fromJkf(player.kifu).moves.map((m) => m.usi)).toEqual(ours.moves);
      }
      tally.same++;
      tally.moves += ours.moves.length;
    });
  }
  it('counts', () => {
    console.log(
      `json-kifu-format records: ${tally.files} files, ${tally.same} read alike, ${tally.moves} main-line moves compared`,
    );
  });
});

/** Whether the main line's end is one a summary line states (not `投了`-less endings such as `待った`). */
function summaryWritten(game: KifGame): boolean {
  return !['HIKIWAKE', 'MATTA', 'FUZUMI', 'ERROR'].includes(game.end?.result ?? '');
}

describe('records we write, read by tsshogi and json-kifu-format', () => {
  it('same moves and positions; tsshogi writes our KIF back byte for byte (but our summary line)', () => {
    let kifSame = 0;
    const seeds = 40;
    for (let seed = 1; seed <= seeds; seed++) {
      const game = parse(stringifyKif(randomGame(seed, { branches: true, times: true, comments: true })));
      const kif = stringifyKif(game);
      const ours = ourMainLine(game);
      for (const [text, read] of [
        [kif, importKIF],
        [stringifyKi2(game), importKI2],
        [stringifyCsa(game), importCSA],
      ] as const) {
        const record = read(text);
        if (record instanceof Error) throw record;
        expect(tsMainLine(record)).toEqual(ours);
      }
      expect(fromJkf(JKFPlayer.parseKIF(kif).kifu).moves.map((m) => m.usi)).toEqual(ours.moves);
      expect(fromJkf(JKFPlayer.parseKI2(stringifyKi2(game)).kifu).moves.map((m) => m.usi)).toEqual(
        ours.moves,
      );
      expect(fromJkf(JKFPlayer.parseCSA(stringifyCsa(game)).kifu).moves.map((m) => m.usi)).toEqual(
        ours.moves,
      );
      // tsshogi writes no summary line after the main line (`まで5手で先手の勝ち`, as Kifu for Windows and 81Dojo
      // write it): ours is left out of the comparison
      const summary = /^まで\d+手で.*\n/m;
      if (game.end !== undefined && summaryWritten(game)) expect(kif).toMatch(summary);
      if (exportKIF(importKIF(kif) as TsRecord) === kif.replace(summary, '')) kifSame++;
    }
    console.log(`generated records: ${seeds}, tsshogi's KIF byte-equal to ours: ${kifSame}`);
    expect(kifSame).toBe(seeds);
  });
});
