/**
 * Replays the Fairy-Stockfish notation fixture (`test/fixtures/fsf-notation.json`, written by
 * `tests/oracles/wxf-crosscheck.ts` from ffish 0.7.10's `sanMove`): at every position, every legal move's
 * text in every notation equals ffish's and reads back to the move. The only tokens allowed not to read back are
 * ffish's own ambiguities (Thai SAN: a pawn capture from file ค and a khon's capture, or from file ง and a ง
 * met's, written alike; WXF on janggi positions: a chariot's step along a palace line and along its file), each
 * checked to be one; where ffish's Thai SAN is so, ours names the origin and reads back.
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../tests/depth.js';
import { type WxfMoveNotation, safeParseMove, stringifyMove } from './index.js';

interface Fixture {
  readonly notations: Record<string, WxfMoveNotation[]>;
  readonly variants: Record<
    string,
    { ffish: string; positions: { fen: string; promoted?: string[]; moves: Record<string, string[]> }[] }
  >;
}

const fixture = JSON.parse(
  fs.readFileSync(new URL('../test/fixtures/fsf-notation.json', import.meta.url), 'utf8'),
) as Fixture;
const table = variants as unknown as Record<string, typeof variants.xiangqi | undefined>;

for (const [name, entry] of Object.entries(fixture.variants)) {
  const notations = fixture.notations[name]!;
  const variant = Object.hasOwn(table, name) ? table[name] : undefined;
  describe.skipIf(variant === undefined)(`${name} (FSF ${entry.ffish})`, () => {
    const chunks = Array.from({ length: Math.ceil(entry.positions.length / 30) }, (_, i) => i * 30);
    it.each(chunks)(
      `positions %i… (of ${entry.positions.length}): every move's ${notations.join(', ')} equals ffish's and reads back`,
      (first) => {
        let moves = 0;
        const wrong: string[] = [];
        // every third position in `pnpm test` (janggi's cost about 0.4 CPU-s each), all under `pnpm test:deep`
        const chunk = entry.positions.slice(first, first + 30).filter((_, i) => i % bySize(3, 1) === 0);
        for (const p of chunk) {
          const pos = Position.fromFen(p.fen, variant!);
          const promoted = new Set(p.promoted ?? []);
          const all = Object.entries(p.moves);
          for (const [uci, texts] of all) {
            moves++;
            notations.forEach((notation, i) => {
              const fsf = texts[i]!;
              const ours = stringifyMove(pos.findMove(uci)!, pos, { notation, promoted });
              const twins = all.filter(([, t]) => t[i] === fsf).length;
              // ffish writes some pairs of moves alike (Thai SAN; WXF along janggi's palace lines); Thai SAN
              // names the origin of such a pair instead, and that text reads back
              const apart = notation === 'thai-san' && twins === 2;
              if (ours !== fsf && !apart)
                wrong.push(`${p.fen} ${uci} ${notation}: ours ${ours}, ffish ${fsf}`);
              if (apart) {
                const mine = safeParseMove(ours, pos, { notation });
                if (!mine.success || pos.uci(mine.data) !== uci)
                  wrong.push(`${p.fen} ${uci} ${notation}: ours ${ours} does not read back`);
              }
              const back = safeParseMove(fsf, pos, { notation });
              if (back.success && pos.uci(back.data) === uci) return;
              if (!(!back.success && back.error.code === 'ambiguous-move' && twins === 2))
                wrong.push(`${p.fen} ${uci} ${notation}: ${fsf} does not read back`);
            });
          }
        }
        expect(wrong).toEqual([]);
        expect(moves).toBeGreaterThan(chunk.length * 10);
      },
    );
  });
}
