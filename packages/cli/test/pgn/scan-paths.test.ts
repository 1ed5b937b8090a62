/**
 * The commands' two ways of reading a game agree: what `ConvertScan` and `EcoScan` write for a game they read
 * whole (no tree) is what the tree path (`convertRecord`, `formatPgn(named(…))`) writes for the same game's
 * record, on every game of every shared PGN file (by default each target on a third of the files, a different third
 * for the next target, so that every file is read; every target on every file under `pnpm test:deep`). In-process,
 * no `xn` run.
 */
import fs from 'node:fs';
import { formatPgn, type PgnRecord, visitPgn } from '@x/san';
import { expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { ConvertScan } from '../../src/pgn/convert/convert-scan.js';
import { convertRecord, TARGETS } from '../../src/pgn/convert/convert-game.js';
import type { MainLineScan } from '../../src/pgn/main-line-scan.js';
import { EcoScan, named } from '../../src/pgn/eco/pgn-eco.js';
import { OpeningHashes } from '../../src/pgn/eco/opening-hashes.js';
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

/** The `i`th of the default's thirds of `files` (`i` counted round): all of them under `pnpm test:deep`. */
function third(files: readonly string[], i: number): readonly string[] {
  const every = bySize(3, 1);
  return files.filter((_, n) => n % every === i % every);
}

/** Games read whole at the least: each third holds 87 to 198 of the 404 (a floor, so that no test passes on none). */
const MIN_WHOLE = bySize(80, 300);

/** The scans write bytes; the tree paths text. */
const decoder = new TextDecoder();

describeSharedPgn('the scan paths write what the tree paths write', (files) => {
  const targets = [...TARGETS.map((t) => [t, false] as const), ['json', true] as const];
  for (const [i, [target, fens]] of targets.entries())
    it(`convert --to ${target}${fens ? ' --fen-comments' : ''}`, async () => {
      const scan = new ConvertScan(target, fens);
      const whole = await compare(
        third(files, i),
        scan,
        () => true,
        (record, where) =>
          expect(decoder.decode(scan.output()), where).toBe(convertRecord(record, { target, fens }).text),
      );
      expect(whole).toBeGreaterThan(MIN_WHOLE);
    });

  it('eco', async () => {
    const scan = new EcoScan(await OpeningHashes.build());
    const whole = await compare(
      third(files, targets.length),
      scan,
      () => !scan.tags.has('Variant'),
      (record, where) => {
        if (!record.success) throw record.error;
        expect(decoder.decode(scan.output()), where).toBe(formatPgn(named(record.data)));
      },
    );
    expect(whole).toBeGreaterThan(MIN_WHOLE);
  });
});
