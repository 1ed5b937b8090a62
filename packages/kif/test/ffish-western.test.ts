/**
 * Replays the Fairy-Stockfish Western-notation fixture (test/fixtures/ffish-western.json, written by
 * tests/oracles/kif-western.ts from ffish's `sanMove(move, Notation.SHOGI_HODGES | SHOGI_HOSKING)`): at each
 * position, every legal move's Hodges and Hosking text equals FSF's and reads back to the same move.
 */
import fs from 'node:fs';
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { parseWesternMove, stringifyWesternMove } from '../src/western/western.js';
import { stringifyUsiMove } from '../src/usi/usi-move.js';
import { minishogi } from './minishogi.js';

const FIXTURE = new URL('./fixtures/ffish-western.json', import.meta.url);
interface Fixture {
  readonly variants: Record<string, { fen: string; moves: Record<string, [string, string]> }[]>;
}
const fixture: Fixture | undefined = fs.existsSync(FIXTURE)
  ? (JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Fixture)
  : undefined;
const VARIANTS: Record<string, () => VariantDefinition> = { shogi: () => variants.shogi, minishogi };

describe.skipIf(fixture === undefined)('Western notation equals Fairy-Stockfish (fixture from ffish)', () => {
  for (const [name, positions] of Object.entries(fixture?.variants ?? {})) {
    it(`${name}: ${positions.length} positions, every legal move`, () => {
      const variant = VARIANTS[name]!();
      let moves = 0;
      for (const { fen, moves: texts } of positions) {
        const pos = Position.fromFen(fen, variant);
        const legal = pos.legalMoves();
        expect(legal.length, fen).toBe(Object.keys(texts).length);
        for (const move of legal) {
          const usi = stringifyUsiMove(variant.board, move);
          const [hodges, hosking] = texts[usi]!;
          expect(stringifyWesternMove(pos, move, 'hodges', legal), `${fen} ${usi}`).toBe(hodges);
          expect(stringifyWesternMove(pos, move, 'hosking', legal), `${fen} ${usi}`).toBe(hosking);
          expect(pos.uci(parseWesternMove(pos, hodges, 0, legal))).toBe(pos.uci(move));
          expect(pos.uci(parseWesternMove(pos, hosking, 0, legal))).toBe(pos.uci(move));
          moves++;
        }
      }
      expect(moves).toBeGreaterThan(positions.length);
    });
  }
});
