/**
 * Games whose `Variant` tag names one of Fairy-Stockfish's built-ins (minishogi, shako, grand, S-chess, …), as
 * pychess-variants exports them with Fairy-Stockfish's SAN: the ffish-written games of
 * `packages/cli/test/fixtures/pychess/` (`tests/oracles/pychess-games.ts`, each game's UCI moves from ffish in
 * `uci.json`) and the two pychess-variants games of `../shared/data/fsf` (when present). The database worker's read
 * (`readRange`) lists every game with no error and every ply; the analysis board's model (`readGames`, `startOf`,
 * `checkGame`) replays each to ffish's UCI moves and writes it back to the same game; `@x/fairy-variants` is loaded
 * only for a file or text that names such a variant, and a name Fairy-Stockfish does not know either stays an
 * `unknown-variant` error that names it.
 */
import fs from 'node:fs';
import { parsePgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../../tests/shared-data';
import { type AnalysisNode, checkGame } from '../../src/lib/analysis/gameTree';
import { readGames, startOf } from '../../src/lib/analysis/pgnGames';
import { spliceGame } from '../../src/lib/analysis/treeEdit';
import { readRange } from '../../src/lib/database/listReader';
import type { GameRow } from '../../src/lib/database/rows';
import { ExplorerIndex } from '../../src/lib/explorer/explorerIndex';
import { fairyTagVariants } from '../../src/lib/variants/tagVariants';
import { variants } from '@x/core/variant';

const fixtures = new URL('../../../../packages/cli/test/fixtures/pychess/', import.meta.url);
/** ffish's UCI moves of each game, by variant (the file's name). */
const expected = JSON.parse(fs.readFileSync(new URL('uci.json', fixtures), 'utf8')) as Record<
  string,
  string[]
>;
const NAMES = Object.keys(expected);
const textOf = (name: string) => fs.readFileSync(new URL(`${name}.pgn`, fixtures), 'utf8');
/** Every fixture game in one file, in `NAMES` order. */
const ALL = NAMES.map(textOf).join('\n');
const UCI = NAMES.flatMap((name) => expected[name] as string[]);
const encoder = new TextEncoder();

/** The rows of `text` read as the worker reads a file, with a look-up of its own (`loaded`: whether it loaded). */
async function listOf(text: string): Promise<{ rows: GameRow[]; loaded: boolean }> {
  const rows: GameRow[] = [];
  const names = fairyTagVariants();
  await readRange(
    new Blob([encoder.encode(text)]),
    undefined,
    new ExplorerIndex(),
    (row) => rows.push(row),
    0,
    names,
  );
  return { rows, loaded: names.loaded !== undefined };
}

/**
 * The main line's UCI moves of a checked tree, a shogi-style promotion's `+` bare as Fairy-Stockfish writes it
 * (`h3h2+`, not `h3h2+p`: `@x/core`'s `uci` option `barePlus`).
 */
function mainUci(nodes: readonly AnalysisNode[]): string[] {
  const out: string[] = [];
  for (let n = nodes[0]; n; n = n.children[0]) out.push(n.uci.replace(/\+[a-z]+$/, '+'));
  return out;
}

describe('the database worker lists games of Fairy-Stockfish’s variants', () => {
  it(`reads every game of ${NAMES.length} variants with every ply, loading the built-ins`, async () => {
    const { rows, loaded } = await listOf(ALL);
    expect(loaded).toBe(true);
    expect(rows.length).toBe(UCI.length);
    expect(rows.filter((r) => r.error)).toEqual([]);
    expect(rows.map((r) => r.plies)).toEqual(UCI.map((moves) => moves.split(' ').length));
  });

  it('reads a file that names only built-in names without loading them', async () => {
    const chess = textOf('crazyhouse') + textOf('atomic');
    const { rows, loaded } = await listOf(chess);
    expect([rows.length, rows.filter((r) => r.error).length, loaded]).toEqual([4, 0, false]);
  });

  it('keeps an unknown-variant error, naming the tag, for a name Fairy-Stockfish does not know', async () => {
    const text = `${textOf('minishogi')}\n[Event "x"]\n[Variant "Nosuch Chess"]\n\n1. e4 *\n`;
    const { rows, loaded } = await listOf(text);
    expect(loaded).toBe(true);
    expect(rows.map((r) => r.error?.code)).toEqual([undefined, undefined, 'unknown-variant']);
    expect(rows[2]?.error?.message).toContain('Nosuch Chess');
  });

  it.skipIf(!hasSharedData)('reads the pychess-variants S-chess games of ../shared/data/fsf', async () => {
    const files = ['pychess-variants_YHEWvfWF.pgn', 'pychess-variants_zJxHRVm1.pgn'];
    const { rows, loaded } = await listOf(files.map((f) => readSharedData('fsf', f)).join('\n'));
    expect([rows.length, loaded]).toEqual([2, true]);
    expect(rows.map((r) => [r.error, r.plies])).toEqual([
      [undefined, 39],
      [undefined, 15],
    ]);
    expect(fs.existsSync(sharedDataPath('fsf'))).toBe(true);
  });
});

describe('the analysis board plays games of Fairy-Stockfish’s variants', () => {
  it('replays each game to ffish’s UCI moves and writes it back to the same game', async () => {
    const names = fairyTagVariants();
    await names.knowVariantsIn(encoder.encode(ALL));
    for (const name of NAMES) {
      const text = textOf(name);
      const read = readGames(text, variants.chess, names.lookup);
      if (!read.success) throw new Error(`${name}: ${read.error.message}`);
      read.games.forEach((game, i) => {
        const start = startOf(game, variants.chess, names.lookup);
        if (!start.success) throw new Error(`${name}: ${start.error.message}`);
        const checked = checkGame(game, start.position);
        expect(checked.errors, name).toEqual([]);
        expect(mainUci(checked.children).join(' '), `${name} ${i + 1}`).toBe(expected[name]?.[i]);
        // the game written back (as an edit rewrites the editor's text) reads as the same moves
        // (a pawn written with its letter, `Pxh3`, `Pe6`, keeps it: Fairy-Stockfish's pawns may leave their file)
        const again = readGames(spliceGame('', 0, 0, game, names.lookup), variants.chess, names.lookup);
        if (!again.success) throw new Error(`${name}: ${again.error.message}`);
        const restart = startOf(again.games[0]!, variants.chess, names.lookup);
        if (!restart.success) throw new Error(`${name}: ${restart.error.message}`);
        const replayed = checkGame(again.games[0]!, restart.position);
        expect(mainUci(replayed.children), name).toEqual(mainUci(checked.children));
      });
    }
  });

  it('knows makpong and sittuyin by name; shogun (a section of variants.ini, no built-in) stays unknown', async () => {
    const names = fairyTagVariants();
    const tagged = (name: string) => parsePgn(`[Variant "${name}"]\n\n*\n`)[0]!;
    await names.knowVariantsIn(encoder.encode('[Variant "Makpong"]'));
    for (const name of ['Makpong', 'Sittuyin']) {
      const start = startOf(tagged(name), variants.chess, names.lookup);
      expect(start.success && start.position.variant.id, name).toBe(name.toLowerCase());
    }
    const shogun = startOf(tagged('Shogun'), variants.chess, names.lookup);
    expect(shogun.success ? undefined : [shogun.error.code, shogun.error.message]).toEqual([
      'unknown-variant',
      'unknown variant "Shogun"',
    ]);
  });

  it('says unknown-variant, located on the tag’s value, before the built-ins are loaded', () => {
    const text = '[Event "x"]\n[Variant "Minishogi"]\n\n1. Kb2 *\n';
    const start = startOf(parsePgn(text)[0]!, variants.chess);
    expect(start.success).toBe(false);
    if (start.success) return;
    expect(start.error.code).toBe('unknown-variant');
    expect(text.slice(start.error.offset, start.error.offset + start.error.length)).toBe('Minishogi');
  });
});
