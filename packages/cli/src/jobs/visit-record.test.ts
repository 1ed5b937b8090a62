import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameEnd, type MoveToken, type PgnVisitor, SKIP, visitPgn } from '@x/san';
import { runs } from '../../../../tests/depth.js';
import { type RecordKeeps, recordVisits, visitBatch } from './visit-record.js';

/** A visitor that writes down what it is told (variations skipped, as every scan of `xn` skips them). */
class Log implements PgnVisitor {
  readonly lines: string[] = [];
  readonly #keeps: RecordKeeps;
  /** Whether `beginMovetext` answers `SKIP` for games with a `FEN` tag (a bad start skips its movetext). */
  readonly #skipFen: boolean;
  #fen = false;

  constructor(keeps: RecordKeeps, skipFen = false) {
    this.#keeps = keeps;
    this.#skipFen = skipFen;
  }

  beginGame(): void {
    this.#fen = false;
    this.lines.push('game');
  }

  tag(name: string, value: string): void {
    if (name === 'FEN') this.#fen = true;
    if (this.#keeps.tags || name === 'FEN' || name === 'Variant') this.lines.push(`tag ${name}=${value}`);
  }

  beginMovetext(): unknown {
    this.lines.push('movetext');
    return this.#skipFen && this.#fen ? SKIP : undefined;
  }

  move(token: MoveToken): void {
    const { bytes, start, end, offset, text } = token;
    this.lines.push(`move ${text} ${offset} ${start}-${end}/${bytes.length} ${bytes[start]}`);
  }

  comment(text: string): void {
    if (this.#keeps.annotations) this.lines.push(`comment ${text}`);
  }

  nag(value: number): void {
    if (this.#keeps.annotations) this.lines.push(`nag ${value}`);
  }

  beginVariation(): unknown {
    this.lines.push('variation');
    return SKIP;
  }

  result(result: string): void {
    this.lines.push(`result ${result}`);
  }

  endGame(game: GameEnd): void {
    const { offset, length, line, column, plain } = game;
    const records = plain
      ? ''
      : game
          .records()
          .map((r) => (r.success ? `ok ${r.offset}+${r.length}` : `error ${r.error.code} ${r.error.offset}`))
          .join(',');
    this.lines.push(`end ${offset}+${length} ${line}:${column} ${plain} ${records}`);
  }
}

const encoder = new TextEncoder();

/** What `visitPgn` tells, and what a recording of it played back tells, of `text` read from `origin`. */
async function both(text: string, keeps: RecordKeeps, origin = { offset: 0, line: 1 }, skipFen = false) {
  const bytes = encoder.encode(text);
  const read = origin.offset === 0 ? {} : { origin };
  const direct = new Log(keeps, skipFen);
  await visitPgn(bytes, direct, read);
  const replayed = new Log(keeps, skipFen);
  const recording = await recordVisits(bytes, origin.offset, read, keeps);
  await visitBatch(bytes, origin.offset, replayed, read, recording);
  return { direct: direct.lines, replayed: replayed.lines };
}

const GAMES = `[Event "a"]
[Site "b \\"q\\""]
[Result "1-0"]

1. e4 {[%clk 0:03:00]} e5 $1 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 a6?! 4. Ba4 1-0

[Event "fen"]
[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]
[SetUp "1"]

1. O-O+ Kd7 *

[Event "bad"]

1. e4 e5 2. Ke3 Nc6 0-1

[Variant "Crazyhouse"]

1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@e5 *
junk that is no game
[Event "é"] 1. d4 { ünïcode } d5 1/2-1/2
`;

describe('recordVisits and replayVisits', () => {
  it('tell a visitor what visitPgn tells it, records of games that are not plain included', async () => {
    for (const keeps of [
      { tags: true, annotations: true },
      { tags: false, annotations: false },
    ]) {
      const { direct, replayed } = await both(GAMES, keeps);
      expect(direct.some((line) => line.startsWith('end') && line.includes('error'))).toBe(true);
      expect(replayed).toEqual(direct);
    }
  });

  it('locate games in the whole source from an origin, and skip what the visitor skips', async () => {
    const keeps = { tags: true, annotations: true };
    const { direct, replayed } = await both(
      GAMES,
      keeps,
      { offset: 5_000_000_000, line: 3_000_000_000 },
      true,
    );
    expect(direct.filter((line) => line.startsWith('move')).length).toBeGreaterThan(10);
    expect(replayed).toEqual(direct);
  });

  it('agree on any mix of games, annotations, variations and junk (property)', async () => {
    const piece = fc.constantFrom(
      '[Event "x"]\n',
      '[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]\n',
      '[Variant "Atomic"]\n',
      '\n',
      '1. e4 ',
      'e5 ',
      'Nf3 ',
      '{c} ',
      '$3 ',
      '(1. d4 d5) ',
      'Qh5!? ',
      '1-0\n',
      '* ',
      ';x\n',
      'é ',
      ']"[',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 30 }), fc.boolean(), async (pieces, all) => {
        const keeps = { tags: all, annotations: all };
        const { direct, replayed } = await both(pieces.join(''), keeps);
        expect(replayed).toEqual(direct);
      }),
      { numRuns: runs(60) },
    );
  });
});
