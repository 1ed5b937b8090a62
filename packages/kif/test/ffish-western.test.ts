/**
 * Replays the Fairy-Stockfish Western-notation fixture (test/fixtures/ffish-western.json, written by
 * tests/oracles/kif-western.ts from ffish's `sanMove(move, Notation.SHOGI_HODGES | SHOGI_HOSKING)`): at each
 * position, every legal move's Hodges and Hosking text equals FSF's and reads back to the same move.
 */
import fs from 'node:fs';
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { expectNoFaults } from '../../../tests/faults.js';
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
      // one expect() at the end, not four a legal move
      const faults: string[] = [];
      for (const { fen, moves: texts } of positions) {
        const pos = Position.fromFen(fen, variant);
        const legal = pos.legalMoves();
        const listed = Object.keys(texts).length;
        if (legal.length !== listed) faults.push(`${fen}: ${legal.length} legal moves, ffish ${listed}`);
        for (const move of legal) {
          const usi = stringifyUsiMove(variant.board, move);
          const [hodges, hosking] = texts[usi]!;
          for (const [style, text] of [
            ['hodges', hodges],
            ['hosking', hosking],
          ] as const) {
            const ours = stringifyWesternMove(pos, move, style, legal);
            if (ours !== text) faults.push(`${fen} ${usi}: ${style} ${ours}, ffish ${text}`);
            const back = pos.uci(parseWesternMove(pos, text, 0, legal));
            if (back !== pos.uci(move)) faults.push(`${fen} ${usi}: ${text} reads as ${back}`);
          }
          moves++;
        }
      }
      expectNoFaults(faults);
      expect(moves).toBeGreaterThan(positions.length);
    });
  }
});
