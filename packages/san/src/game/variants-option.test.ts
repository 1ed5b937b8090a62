/**
 * The `variants` option (a `VariantLookup`) of the readers and writers that read a `Variant` tag: each call knows
 * the names it is given and no others, so two readers in one process may know different variants.
 */
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { parsePgn, safeParsePgn } from '../pgn/games.js';
import { MainLineChecker } from '../pgn/main-line-check.js';
import { readPgn } from '../pgn/reader.js';
import { visitPgn } from '../pgn/visit.js';
import { startingPosition } from './start-position.js';
import { walkGame } from './walk.js';
import { formatPgn } from './write.js';

const TEXT = '[Variant "My House"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 *\n';
const house = (key: string) => (key === 'myhouse' ? variants.crazyhouse : undefined);

describe('the variants option', () => {
  it('reads a game in the SAN of a variant it names, and only in the call given it', () => {
    expect(safeParsePgn(TEXT).success).toBe(false);
    const [game] = parsePgn(TEXT, { variants: house });
    const sans: string[] = [];
    walkGame(game!, startingPosition(game!, { variants: house }), (step) => void sans.push(step.san));
    expect(sans).toEqual(['e4', 'd5', 'exd5', 'Qxd5', 'P@e4']);
    // a reader without the option, in the same process, does not know the name
    expect(() => startingPosition(game!)).toThrow(/unknown variant/);
    expect(formatPgn(game!, { variants: house })).toBe(`${TEXT}\n`);
  });

  it('reaches readPgn, visitPgn and MainLineChecker', async () => {
    const records = [];
    for await (const record of readPgn(TEXT, { variants: house })) records.push(record);
    expect(records.map((r) => r.success)).toEqual([true]);
    const checks: (string | undefined)[] = [];
    const checker = (options?: { variants: typeof house }) =>
      new MainLineChecker((check) => void checks.push(`${check.plies} ${check.error?.code}`), options);
    await visitPgn(TEXT, checker({ variants: house }), { variants: house });
    await visitPgn(TEXT, checker());
    expect(checks).toEqual(['5 undefined', '0 unknown-variant']);
  });
});
