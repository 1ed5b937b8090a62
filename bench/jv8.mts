import { perft, Position, variants, compileVariant } from '../packages/core/src/index.ts';
import { readFileSync } from 'node:fs';
const F = JSON.parse(readFileSync('../packages/fairy-variants/test/fixtures/ffish-builtin-perft.json','utf8'));
const v = variants.janggi;
for (const p of F.janggi) {
  const pos = Position.fromFen(p.fen, v);
  const got = p.perft.map((_: number, i: number) => perft(pos, i + 1));
  console.log(JSON.stringify(got) === JSON.stringify(p.perft) ? 'OK ' : 'BAD', got.join('/'), p.perft.join('/'));
}
