/**
 * The commands' two ways of reading a game agree: what `ConvertScan` and `EcoScan` write for a game they read
 * whole (no tree) is what the tree path (`convertRecord`, `formatPgn(named(…))`) writes for the same game's
 * record, on every game of every shared PGN file. In-process, no `xn` run.
 */
import fs from 'node:fs';
import { formatPgn, type PgnRecord, visitPgn } from '@x/san';
import { expect, it } from 'vitest';
import { ConvertScan } from '../src/pgn/convert-scan.js';
import { convertRecord, TARGETS } from '../src/pgn/convert-game.js';
import type { MainLineScan } from '../src/pgn/main-line-scan.js';
import { EcoScan, named } from '../src/pgn/pgn-eco.js';
import { OpeningHashes } from '../src/pgn/opening-hashes.js';
import { describeSharedPgn } from './shared-pgn.js';

/** Games of `files` the scan read whole, each checked against its record by `same`; their count. */
async function compare(
  files: readonly string[],
  scan: MainLineScan,
  accept: () => boolean,
  same: (record: PgnRecord, where: string) => void,
): Promise<number> {
  let whole = 0;
  for (const file of files) {
    scan.onGame((game) => {
      if (!accept() || !scan.whole(game, false)) return true;
      const records = game.records();
      expect(records).toHaveLength(1);
      same(records[0]!, `${file}:${game.line}`);
      whole++;
      return true;
    });
    await visitPgn(fs.readFileSync(file), scan);
  }
  return whole;
}

/** The scans write bytes; the tree paths text. */
const decoder = new TextDecoder();

describeSharedPgn('the scan paths write what the tree paths write', (files) => {
  for (const [target, fens] of [...TARGETS.map((t) => [t, false] as const), ['json', true] as const])
    it(`convert --to ${target}${fens ? ' --fen-comments' : ''}`, async () => {
      const scan = new ConvertScan(target, fens);
      const whole = await compare(
        files,
        scan,
        () => true,
        (record, where) =>
          expect(decoder.decode(scan.output()), where).toBe(convertRecord(record, { target, fens }).text),
      );
      expect(whole).toBeGreaterThan(300);
    });

  it('eco', async () => {
    const scan = new EcoScan(await OpeningHashes.build());
    const whole = await compare(
      files,
      scan,
      () => !scan.tags.has('Variant'),
      (record, where) => {
        if (!record.success) throw record.error;
        expect(decoder.decode(scan.output()), where).toBe(formatPgn(named(record.data)));
      },
    );
    expect(whole).toBeGreaterThan(300);
  });
});
