/**
 * SjaakII variants converted with `@x/sjaak-variants` `toVariant`, perft (bulk counting) on `@x/core`
 * against Fairy-Stockfish (ffish) measured the same way, for five board shapes. Where FSF has the
 * same game the node counts must agree; otherwise ffish runs its nearest built-in game of the same
 * shape (named in the title) and only the rates compare. Needs `../shared/data` (the GPL variants
 * files are read from there, never copied).
 */
import { perft } from '@x/core';
import { parse, startPosition, toVariant } from '@x/sjaak-variants';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { type Contender, measure, report } from '../harness.js';
import { ffishPerft, loadFfish } from '../../../tests/oracles/ffish.js';

const CASES = [
  { sjaak: 'schoolbook', shape: '10x8', ffish: 'capablanca', depth: 4, same: false },
  { sjaak: 'omicron_chess', shape: '12x10 with holes', ffish: 'omicron', depth: 3, same: true },
  { sjaak: 'wa-shogi-drop', shape: '11x11 shogi-like with drops', ffish: 'shogi', depth: 3, same: false },
  { sjaak: 'mini_xiangqi', shape: 'xiangqi-like 7x7', ffish: 'minixiangqi', depth: 4, same: true },
  { sjaak: 'amazon', shape: '8x8 with fairy pieces', ffish: 'amazon', depth: 4, same: true },
] as const;

/** Runs the SjaakII suite. */
export async function bench(): Promise<void> {
  if (!hasSharedData) {
    console.log('  skipped: ../shared/data (SjaakII variants files) not found');
    return;
  }
  const variants = parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants;
  const ff = await loadFfish();
  for (const c of CASES) {
    const v = variants.find((x) => x.shortName === c.sjaak);
    if (!v) throw new Error(`variant ${c.sjaak} not found`);
    const pos = startPosition(v, toVariant(v).variant);
    const board = new ff.Board(c.ffish);
    const ours = perft(pos, c.depth, { stopAtGameEnd: false });
    const theirs = ffishPerft(board, c.depth);
    if (c.same && ours !== theirs) throw new Error(`${c.sjaak}: ${ours} nodes, ffish ${theirs}`);
    const contenders: Contender[] = [
      { name: '@x/core (bulk)', run: () => perft(pos, c.depth, { stopAtGameEnd: false }) },
      { name: `ffish ${c.ffish} (bulk)`, run: () => ffishPerft(board, c.depth) },
    ];
    const title = `perft ${c.sjaak} (${c.shape}) depth ${c.depth} = ${ours}${
      c.same ? '' : `; ffish runs ${c.ffish} (${theirs} nodes)`
    } (median of 3 rounds)`;
    report(title, measure(contenders, 3), 'nodes', `ffish ${c.ffish} (bulk)`);
    board.delete();
  }
}
