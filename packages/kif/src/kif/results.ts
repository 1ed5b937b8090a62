/** How KIF and KI2 write the end of a line (`投了`, `千日手`, `反則勝ち`) and the `KifResult` of each. */
import type { Color } from '@x/core';
import type { KifResult } from '../model/game.js';

const WORDS: ReadonlyMap<string, KifResult> = new Map([
  ['投了', 'TORYO'],
  ['中断', 'CHUDAN'],
  // a sealed move (封じ手) ends the record where the game was adjourned
  ['封じ手', 'CHUDAN'],
  ['千日手', 'SENNICHITE'],
  ['切れ負け', 'TIME_UP'],
  ['時間切れ', 'TIME_UP'],
  ['反則負け', 'ILLEGAL_MOVE'],
  ['持将棋', 'JISHOGI'],
  ['入玉勝ち', 'KACHI'],
  ['引き分け', 'HIKIWAKE'],
  ['待った', 'MATTA'],
  ['詰み', 'TSUMI'],
  ['不詰', 'FUZUMI'],
  ['エラー', 'ERROR'],
]);

/** The result KIF word `word` states with `turn` to move (`反則勝ち`: the other side's action was illegal). */
export function readResultWord(word: string, turn: Color): KifResult | undefined {
  if (word === '反則勝ち') return turn === 'white' ? '-ILLEGAL_ACTION' : '+ILLEGAL_ACTION';
  return WORDS.get(word);
}

/** The KIF word of `result` with `turn` to move. */
export function resultWord(result: KifResult, turn: Color): string {
  if (result === '+ILLEGAL_ACTION' || result === '-ILLEGAL_ACTION')
    return (result === '+ILLEGAL_ACTION') === (turn === 'black') ? '反則勝ち' : '反則負け';
  for (const [word, r] of WORDS) if (r === result) return word;
  return '中断';
}

/** Sente and gote in a summary line: white moves first in `@x/core`'s shogi (sente). */
function sideName(color: Color): string {
  return color === 'white' ? '先手' : '後手';
}

/**
 * The summary line KIF writers put after the main line (`まで5手で先手の勝ち`): the moves played, then who won
 * and how, from `result` with `turn` to move (the side that resigned, was mated or ran out of time); undefined
 * for a result no summary line states.
 */
export function summaryLine(result: KifResult, moves: number, turn: Color): string | undefined {
  const other: Color = turn === 'white' ? 'black' : 'white';
  const head = `まで${moves}手で`;
  switch (result) {
    case 'TORYO':
    case 'TSUMI':
      return `${head}${sideName(other)}の勝ち`;
    case 'TIME_UP':
      return `${head}時間切れにより${sideName(other)}の勝ち`;
    case 'ILLEGAL_MOVE':
      return `${head}${sideName(turn)}の反則負け`;
    // CSA's `%+ILLEGAL_ACTION` is a foul by sente: gote wins (the line names the winner)
    case '+ILLEGAL_ACTION':
      return `${head}後手の反則勝ち`;
    case '-ILLEGAL_ACTION':
      return `${head}先手の反則勝ち`;
    case 'KACHI':
      return `${head}${sideName(turn)}の入玉勝ち`;
    case 'SENNICHITE':
      return `${head}千日手`;
    case 'JISHOGI':
      return `${head}持将棋`;
    case 'CHUDAN':
      return `${head}中断`;
    default:
      return undefined;
  }
}
