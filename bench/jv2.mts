import { perft, Position } from '../packages/core/src/index.ts';
import { toVariant } from '../packages/fairy-variants/src/bridge/to-variant.ts';
import { normaliseFen } from '../packages/fairy-variants/src/bridge/fen.ts';
import { readFileSync } from 'node:fs';
const F = JSON.parse(readFileSync('../packages/fairy-variants/test/fixtures/ffish-builtin-perft.json','utf8'));
for (const n of ['janggi','janggitraditional','janggimodern','janggicasual']) {
  const r = toVariant(`[mine:${n}]\n`, 'mine');
  console.log(n, r.complete, r.diagnostics.map(d => `${d.code} ${d.message}`));
  for (const p of F[n]) {
    const pos = Position.fromFen(normaliseFen(p.fen), r.variant);
    const got = p.perft.map((_: number, i: number) => perft(pos, i + 1));
    console.log(' ', JSON.stringify(got) === JSON.stringify(p.perft) ? 'OK ' : 'BAD', got.join('/'), p.perft.join('/'), p.fen);
  }
}
