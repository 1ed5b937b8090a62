/**
 * How a record's main line ends, written after its last move (issue #88: "the result after the last move"): a
 * shogi record's end (`投了`, `千日手`, … as `@x/kif` reads it) with who won, in Japanese or in English by the look's
 * choice; a xiangqi, janggi or makruk record's result token (`1-0`) with the winner named as its players name them.
 */
import type { KifResult } from '@x/kif';
import type { RecordTree } from './recordTree';
import { shownResult } from '../text/shownResult';

/** A side as `@x/core` names it: `white` moves first (sente, red, Cho). */
type Side = 'white' | 'black';

/** Each shogi end in KIF's word and in English, and who it gives the game to (`turn`: the side to move then). */
const SHOGI_ENDS: Readonly<
  Partial<Record<KifResult, readonly [string, string, 'turn' | 'other' | Side | 'draw']>>
> = {
  TORYO: ['投了', 'resigns', 'other'],
  TSUMI: ['詰み', 'checkmate', 'other'],
  TIME_UP: ['時間切れ', 'time up', 'other'],
  ILLEGAL_MOVE: ['反則負け', 'illegal move', 'other'],
  // CSA's `%+ILLEGAL_ACTION` is a foul by sente (white), so gote wins; `-`, a foul by gote
  '+ILLEGAL_ACTION': ['反則勝ち', 'illegal action', 'black'],
  '-ILLEGAL_ACTION': ['反則勝ち', 'illegal action', 'white'],
  KACHI: ['入玉勝ち', 'entering-king win', 'turn'],
  SENNICHITE: ['千日手', 'repetition (sennichite)', 'draw'],
  JISHOGI: ['持将棋', 'impasse (jishogi)', 'draw'],
  HIKIWAKE: ['引き分け', 'draw', 'draw'],
  CHUDAN: ['中断', 'adjourned', 'draw'],
};

/** Shogi's sides in Japanese and in English. */
const SHOGI_SIDES: Readonly<Record<Side, readonly [string, string]>> = {
  white: ['先手', 'sente'],
  black: ['後手', 'gote'],
};

/** The plies of the main line (the first child at each move). */
function mainLineLength(tree: RecordTree): number {
  let n = 0;
  for (let at = tree.roots[0]; at !== undefined; at = tree.nodes[at]?.children[0]) n++;
  return n;
}

/**
 * The end of `tree`'s main line as written after its last move (`投了 · 後手の勝ち`, `resigns · gote wins`,
 * `1-0 · red wins`), or undefined where the record states none.
 */
export function recordResult(tree: RecordTree, japanese: boolean): string | undefined {
  if (tree.kif) {
    const end = tree.kif.end && SHOGI_ENDS[tree.kif.end.result];
    if (!end) return undefined;
    const [word, english, gives] = end;
    const turn: Side =
      mainLineLength(tree) % 2 === 0 ? tree.start.turn : tree.start.turn === 'white' ? 'black' : 'white';
    const winner: Side | undefined =
      gives === 'draw'
        ? undefined
        : gives === 'turn'
          ? turn
          : gives === 'other'
            ? turn === 'white'
              ? 'black'
              : 'white'
            : gives;
    const i = japanese ? 0 : 1;
    if (!winner) return japanese ? word : english;
    return japanese
      ? `${word} · ${SHOGI_SIDES[winner][0]}の勝ち`
      : `${english} · ${SHOGI_SIDES[winner][i]} wins`;
  }
  // the movetext's token, else the header's (`RESULT 1-0` of a WXF file, read as the `Result` tag)
  const token = tree.wxf?.result ?? tree.wxf?.tags.find(([name]) => name === 'Result')?.[1];
  if (!token || token === '*') return undefined;
  const names: Record<Side, string> =
    tree.variant.id === 'janggi'
      ? { white: 'Cho', black: 'Han' }
      : tree.variant.id === 'makruk'
        ? { white: 'white', black: 'black' }
        : { white: 'red', black: 'black' };
  if (token === '1-0') return `1-0 · ${names.white} wins`;
  if (token === '0-1') return `0-1 · ${names.black} wins`;
  return token === '1/2-1/2' ? `${shownResult(token)} · draw` : token;
}
