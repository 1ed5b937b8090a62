import { Position } from '../packages/core/src/index.ts';
import { toVariant } from '../packages/fairy-variants/src/bridge/to-variant.ts';
import { normaliseFen } from '../packages/fairy-variants/src/bridge/fen.ts';
import { loadFfish } from './src/oracles/ffish.ts';
import { readFileSync } from 'node:fs';
const ff = await loadFfish();
const ini = readFileSync('/tmp/ini.txt','utf8');
ff.loadVariantConfig(ini);
const name = process.argv[2]; const fen = process.argv[3];
const r = toVariant(ini, name);
console.log(r.complete, r.diagnostics.map(d=>d.message));
function walk(pos: Position, b: any, depth: number, path: string[]): boolean {
  const ours = new Set(pos.legalMoves().map((m) => pos.uci(m)));
  const theirs = new Set(b.legalMoves().split(' ').filter((x: string) => x));
  const extra = [...ours].filter((m) => !theirs.has(m)), missing = [...theirs].filter((m) => !ours.has(m));
  if (extra.length || missing.length) { console.log(path.join(' '), pos.toFen(), b.fen(), 'extra', extra, 'missing', missing); return true; }
  if (depth === 1) return false;
  for (const m of pos.legalMoves()) {
    const u = pos.uci(m); const c = pos.clone(); c.play(m); b.push(u);
    const f = walk(c, b, depth - 1, [...path, u]); b.pop(); if (f) return true;
  }
  return false;
}
const pos = Position.fromFen(normaliseFen(fen), r.variant);
const b = new ff.Board(name, fen);
walk(pos, b, 3, []);
