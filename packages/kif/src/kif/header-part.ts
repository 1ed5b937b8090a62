/**
 * The part of a KIF or KI2 record before its moves: headers (`先手：…`), the `手合割` handicap, and a board
 * diagram; it gives the record's start position.
 */
import { KifError } from '../errors.js';
import type { KifHeader } from '../model/game.js';
import type { ReadContext } from '../read-options.js';
import { checkDiagramSize, type Diagram, diagramSfen, newDiagram, readHand, readRow } from './diagram.js';
import { HANDICAPS } from './handicaps.js';

/** Header names KIF and KI2 files use; others are read with an `unknown-header` warning. */
const KNOWN_HEADERS = new Set(
  (
    '開始日時 終了日時 対局日 棋戦 棋戦詳細 戦型 表題 持ち時間 消費時間 秒読み 場所 掲載 備考 先手 後手 上手 下手 ' +
    '先手省略名 後手省略名 手合割 作品番号 作品名 作者 発表誌 発表年月 出典 手数 完全性 分類 受賞 最終手 詰将棋 ' +
    '放映日 解説 観戦 記録 昼食休憩 夕食休憩 先手チーム 後手チーム 対局者 振り駒 記録係 延長 審判 棋譜作成者 ' +
    'レーティング 手番 ' +
    // Kifu for Windows: the game's and the record's ids on a server, and the diagram's caption
    '対局ID 記録ID 図'
  ).split(' '),
);

/** The header part read so far. */
export class HeaderPart {
  readonly headers: KifHeader[] = [];
  #handicap: string | undefined;
  #diagram: Diagram | undefined;

  /**
   * Reads `line` (at `offset`) if it belongs to the header part: a header, a diagram line, a hand, the side to
   * move. Returns whether it did.
   */
  read(line: string, offset: number, context: ReadContext): boolean {
    const first = line[0];
    if (first === '|') {
      const diagram = this.#diagramOf();
      diagram.rows.push(readRow(line, offset, context.text));
      diagram.rowSpans.push({ offset, length: line.length, squares: (line.indexOf('|', 1) - 1) / 2 });
      return true;
    }
    if (first === '+' && line.startsWith('+--')) return true;
    if (/^ *[１-９]( [１-９])*$/.test(line)) return true;
    if (line === '先手番' || line === '下手番') return (this.#diagramOf().side = 'b') !== undefined;
    if (line === '後手番' || line === '上手番') return (this.#diagramOf().side = 'w') !== undefined;
    const colon = line.indexOf('：');
    if (colon <= 0) return false;
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const valueAt = offset + colon + 1;
    if (name === '先手の持駒' || name === '下手の持駒') {
      this.#diagramOf().sente = readHand(value, true, valueAt, context.text);
    } else if (name === '後手の持駒' || name === '上手の持駒') {
      this.#diagramOf().gote = readHand(value, false, valueAt, context.text);
    } else {
      if (name === '変化') return false;
      if (name === '手合割') this.#handicap = value.trim();
      if (!KNOWN_HEADERS.has(name)) context.warn('unknown-header', `unknown header '${name}'`, offset, colon);
      this.headers.push({ name, value });
    }
    return true;
  }

  #diagramOf(): Diagram {
    this.#diagram ??= newDiagram();
    return this.#diagram;
  }

  /** Where the board diagram's rows are in the record, if it has one: a position error of the diagram is there. */
  get boardSpan(): { readonly offset: number; readonly length: number } | undefined {
    const spans = this.#diagram?.rowSpans;
    if (spans === undefined || spans.length === 0) return undefined;
    const last = spans[spans.length - 1]!;
    return { offset: spans[0]!.offset, length: last.offset + last.length - spans[0]!.offset };
  }

  /**
   * The start position the header part states, as SFEN: its diagram (of `board`'s size, else `invalid-board`),
   * else its `手合割`, else 平手.
   */
  start(context: ReadContext, at: number, board: { readonly files: number; readonly ranks: number }): string {
    const diagram = this.#diagram;
    if (diagram !== undefined) {
      if (diagram.rows.length === 0)
        throw new KifError('invalid-board', 'hands or side to move with no board', at, 0, context.text);
      checkDiagramSize(diagram, board.files, board.ranks, context.text);
      return diagramSfen(diagram);
    }
    const handicap = this.#handicap;
    const start = handicap === undefined ? undefined : HANDICAPS.get(handicap);
    if (handicap !== undefined && start === undefined) {
      context.warn('unknown-handicap', `unknown handicap '${handicap}' and no board: even game`, at, 0);
    }
    return start ?? HANDICAPS.get('平手')!;
  }
}
