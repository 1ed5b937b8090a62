/**
 * Reading KI2 (Kakinoki's move-only form): the header part of KIF, then moves as `▲７六歩 △３四歩` with the
 * disambiguation words, `*` comments, `変化：N手` branches and the closing `まで64手で後手の勝ち`.
 */
import type { KifGame, KifResult } from '../model/game.js';
import type { KifReadOptions } from '../read-options.js';
import { parseJapaneseMove } from '../kif/move-text.js';
import { readRecordLines } from '../kif/read-kif.js';

const MOVE = /([▲△☗☖▼▽])(同[\u3000 ]?[^\s▲△☗☖▼▽]+|[^\s▲△☗☖▼▽]+)/g;
const SUMMARY = /^まで(\d+)手で(.*)$/;

/** The result a KI2 summary (`後手の勝ち`, `千日手`, `時間切れにより先手の勝ち`) states. */
function summaryResult(text: string): KifResult | undefined {
  if (text.startsWith('時間切れにより')) return 'TIME_UP';
  if (text.endsWith('の入玉勝ち')) return 'KACHI';
  if (text.endsWith('の反則負け')) return 'ILLEGAL_MOVE';
  if (text.endsWith('の反則勝ち')) return text.startsWith('先手') ? '-ILLEGAL_ACTION' : '+ILLEGAL_ACTION';
  if (text.endsWith('の勝ち')) return 'TORYO';
  const words: Record<string, KifResult> = {
    中断: 'CHUDAN',
    千日手: 'SENNICHITE',
    持将棋: 'JISHOGI',
    詰み: 'TSUMI',
    不詰: 'FUZUMI',
    引き分け: 'HIKIWAKE',
    待った: 'MATTA',
    エラー: 'ERROR',
  };
  return Object.hasOwn(words, text) ? words[text] : undefined;
}

/**
 * Reads a KI2 record. Lenient by default, like `parseKif`. Throws `KifError` for a move that is not legal or
 * is ambiguous (`ambiguous-move`: the words do not single out one piece).
 */
export function parseKi2(text: string, options?: KifReadOptions): KifGame {
  return readRecordLines(text, options, 'KI2', (reader, line, offset) => {
    const context = reader.context;
    const summary = SUMMARY.exec(line);
    if (summary !== null) {
      const result = summaryResult(summary[2]!.trim());
      const builder = reader.begin(offset);
      if (result !== undefined && !builder.ended) builder.end(result, undefined);
      else if (result === undefined) context.warn('invalid-line', 'an unknown result', offset, line.length);
      return;
    }
    const first = line.search(/[▲△☗☖▼▽]/);
    if (first === -1 || (first > 0 && line.slice(0, first).trim() !== '')) {
      if (!reader.readCommon(line, offset)) reader.stray('a line that is not KI2', offset, line.length);
      return;
    }
    const builder = reader.begin(offset);
    for (const m of line.matchAll(MOVE)) {
      const at = offset + m.index! + 1;
      if (builder.ended) {
        context.warn('invalid-line', 'a move after the end of its line', at, m[2]!.length);
        break;
      }
      builder.play(parseJapaneseMove(builder.position, m[2]!, builder.lastTo, at), undefined, at);
    }
  });
}
