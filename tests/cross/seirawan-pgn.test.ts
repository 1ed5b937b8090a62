/**
 * `@x/fairy-variants` → `@x/core` → `@x/san` (issue #40): the pychess-variants S-chess games of
 * `../shared/data/fsf` (Seirawan, Seirawan960), their variant built by `toVariant` from the engine's built-in
 * `seirawan` (Chess960 castling from the `960` of the Variant tag), replayed in strict SAN with gating (`Qxd2/H`,
 * `O-O/Ed1`) through `startingPosition`. Each move's SAN prints back the same, and the last position agrees with
 * the Result tag; each move's UCI and the FEN after it equal ffish's replay of the same SAN
 * (`packages/fairy-variants/test/fixtures/ffish-seirawan.json`, `tests/oracles/seirawan-perft.ts`), FENs
 * compared as `@x/core` writes them (ffish orders hands and Chess960 castling letters its own way). Skips, saying
 * why, when the shared data is absent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type Move, parseFen, stringifyFen } from '@x/core';
import { toVariant } from '@x/fairy-variants';
import {
  isNullMove,
  parsePgn,
  type SanMove,
  sanOptionsOf,
  startingPosition,
  stringify,
  walkGame,
} from '@x/san';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../shared-data.js';

const files = hasSharedData
  ? readdirSync(sharedDataPath('fsf')).filter((f) => /^pychess-variants_.*\.pgn$/.test(f))
  : [];
/** The engine's built-in `seirawan`, as a section deriving from it names it. */
const seirawan = toVariant('[schess:seirawan]\n', 'schess', { id: 'seirawan' });
/** The `variants` option: the `Variant` tag key `seirawan` names the converted section. */
const variants = (key: string) => (key === 'seirawan' ? seirawan.variant : undefined);
/** A played move of these games (they hold no null move). */
function played(move: SanMove): Move {
  if (isNullMove(move)) throw new Error('a null move in a pychess-variants game');
  return move;
}

/** ffish's replay of each game: its UCI moves and the FEN after each. */
const FFISH: { games: { file: string; uci: string[]; fens: string[] }[] } = JSON.parse(
  readFileSync(
    new URL('../../packages/fairy-variants/test/fixtures/ffish-seirawan.json', import.meta.url),
    'utf8',
  ),
);

/** The SAN of the variant (piece letters H and E, gating): a `Variant` tag `@x/san` does not know sets none. */
const san = sanOptionsOf(seirawan.variant!);

describe.skipIf(!hasSharedData)('pychess-variants S-chess games (../shared/data/fsf)', () => {
  it('converts the built-in seirawan completely', () => {
    expect(seirawan.diagnostics).toEqual([]);
    expect(seirawan.complete).toBe(true);
    expect(files.length).toBe(2);
  });

  for (const file of files) {
    it(`replays ${file} in strict SAN to its result`, () => {
      const [game] = parsePgn(readSharedData('fsf', file), { ...san, mode: 'strict' });
      const start = startingPosition(game!, { variants });
      const position = start.clone();
      const sans: string[] = [];
      const ffish = FFISH.games.find((g) => g.file === file)!;
      const variant = start.variant;
      const same = (fen: string) => stringifyFen(parseFen(fen, variant), variant);
      walkGame(game!, start, (step) => {
        const move = played(step.move);
        expect(stringify(move, position)).toBe(step.san);
        expect(position.uci(move)).toBe(ffish.uci[sans.length]);
        position.play(move);
        const ours = stringifyFen(position.toSetup(), variant, {
          epSquare: position.legalEpSquare() ?? null,
        });
        expect(ours).toBe(same(ffish.fens[sans.length]!));
        sans.push(step.san);
      });
      expect(sans.length).toBe(ffish.uci.length);
      expect(sans.length).toBeGreaterThan(10);
      expect(sans.some((s) => s.includes('/'))).toBe(true); // gating moves were read
      const result = game!.headers.get('Result');
      if (position.isCheckmate()) expect(result).toBe(position.turn === 'white' ? '0-1' : '1-0');
      else expect(['1-0', '0-1', '1/2-1/2']).toContain(result); // resigned: the game goes on on the board
    });
  }

  for (const file of files) {
    it(`reads ${file} with no options (its Variant tag's SAN) and replays it to its end`, () => {
      const [game] = parsePgn(readSharedData('fsf', file));
      const position = startingPosition(game!, { variants });
      let plies = 0;
      walkGame(game!, position.clone(), (step) => {
        const move = played(step.move);
        expect(step.san).toBe(stringify(move, position));
        position.play(move);
        plies++;
      });
      expect(plies).toBe(FFISH.games.find((g) => g.file === file)!.uci.length);
    });
  }

  it('ends zJxHRVm1 with Qxd8/E# checkmate, both elephants gated', () => {
    const [game] = parsePgn(readSharedData('fsf', 'pychess-variants_zJxHRVm1.pgn'), san);
    const position = startingPosition(game!, { variants });
    const end = position.clone();
    let last = '';
    walkGame(game!, position, (step) => {
      last = step.san;
      end.play(played(step.move));
    });
    expect(last).toBe('Qxd8/E#');
    expect(end.isCheckmate()).toBe(true);
    // Each side gated its elephant (2... Qxd5/E, 8. Qxd8/E#) and keeps its hawk.
    expect(end.toSetup().hands).toEqual({ white: { archbishop: 1 }, black: { archbishop: 1 } });
  });
});

describe.skipIf(hasSharedData)('pychess-variants S-chess games', () => {
  it('skips: ../shared/data/fsf is absent', () => {
    expect(hasSharedData).toBe(false);
  });
});
