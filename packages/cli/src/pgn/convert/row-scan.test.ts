import fs from 'node:fs';
import { visitPgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedPgnFiles } from '../../../../../tests/shared-data.js';
import { fromRecord } from './convert-game.js';
import { gameRow } from './game-row.js';
import { RowScan } from './row-scan.js';

describe.skipIf(!hasSharedData)('RowScan (every PGN file of ../shared/data)', () => {
  it("gives the tree's row (gameRow) for every game it accepts, and accepts most", async () => {
    let accepted = 0;
    let games = 0;
    for (const file of sharedPgnFiles()) {
      const scan = new RowScan();
      scan.onGame((game) => {
        games++;
        if (!scan.accept(game)) return true;
        accepted++;
        const records = [...game.records()];
        expect(records.length, file).toBe(1);
        const tree = fromRecord(records[0]!, gameRow);
        expect(scan.row(), `${file} at ${game.offset}`).toEqual(tree.value);
        return true;
      });
      await visitPgn(fs.readFileSync(file), scan);
    }
    expect(accepted).toBeGreaterThan(games / 2);
  });
});
