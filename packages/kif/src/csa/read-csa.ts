/**
 * Reading CSA records (V2, V2.1, V2.2, V3.0): version, players (`N+`, `N-`), `$` information, the position
 * (`PI`, `P1`…`P9`, `P+`, `P-`, `+`/`-`), moves (`+7776FU`, several per line with `,`), times (`T12`, `T12.5`),
 * comments (`'*…`), results (`%TORYO`). A file of several games (`/`) gives the first, with a warning.
 */
import { locateError } from '@x/core/notation';
import { KifError } from '../errors.js';
import { forEachLine } from '../kif/lines.js';
import { GameBuilder } from '../model/builder.js';
import { KIF_RESULTS, type KifGame, type KifHeader, type KifResult } from '../model/game.js';
import { type KifReadOptions, readContext } from '../read-options.js';
import { parseSfen, STARTPOS_SFEN } from '../sfen/sfen.js';
import { shogiVariant } from '../shogi/variant.js';
import { CSA_TO_KIF } from './csa-headers.js';
import { parseCsaMove } from './pieces-csa.js';
import { CsaPosition } from './position-csa.js';

const RESULTS = new Set<string>(KIF_RESULTS);

/** Reads a CSA record; lenient by default (unknown lines are warnings). Throws `KifError`. */
export function parseCsa(text: string, options?: KifReadOptions): KifGame {
  const context = readContext(text, options);
  const variant = shogiVariant(options?.variant);
  const headers: KifHeader[] = [];
  const csaPosition = new CsaPosition(variant.board.files, variant.board.ranks);
  const comments: string[] = [];
  let builder: GameBuilder | undefined;
  let start = STARTPOS_SFEN;
  const totals: [number, number] = [0, 0];
  const begin = (): GameBuilder => {
    if (builder !== undefined) return builder;
    if (csaPosition.seen) start = csaPosition.sfen();
    builder = new GameBuilder(parseSfen(start, { variant }).position, context.limits);
    for (const c of comments) builder.comment(c);
    return builder;
  };
  const statement = (s: string, at: number): void => {
    const c = s[0];
    if (s === '' || c === 'V') return;
    if (c === 'N' && (s[1] === '+' || s[1] === '-'))
      headers.push({ name: s[1] === '+' ? '先手' : '後手', value: s.slice(2) });
    else if (c === '$') {
      const colon = s.indexOf(':');
      const key = colon === -1 ? s : s.slice(0, colon);
      headers.push({ name: CSA_TO_KIF.get(key) ?? key, value: colon === -1 ? '' : s.slice(colon + 1) });
    } else if (c === 'P' && builder === undefined) csaPosition.read(s, at, text);
    else if ((s === '+' || s === '-') && builder === undefined) {
      csaPosition.side = s === '+' ? 'b' : 'w';
      csaPosition.seen = true;
    } else if (c === '+' || c === '-') {
      const b = begin();
      if (b.ended) context.warn('invalid-line', 'a move after the end of the game', at, s.length);
      else b.play(parseCsaMove(b.position, s, at), undefined, at);
    } else if (c === 'T') readTime(s, at);
    else if (c === '%') {
      const result = s.slice(1);
      if (RESULTS.has(result)) begin().end(result as KifResult, undefined);
      else context.warn('invalid-line', `unknown result '${s}'`, at, s.length);
    } else context.warn('invalid-line', 'not a CSA statement', at, s.length);
  };
  const readTime = (s: string, at: number): void => {
    const seconds = Number(s.slice(1));
    if (!/^T\d{1,9}(\.\d{1,9})?$/.test(s) || builder === undefined) {
      context.warn('invalid-time', 'not a CSA time', at, s.length);
      return;
    }
    const side = builder.ended === (builder.position.turn === 'white') ? 0 : 1;
    totals[side] += seconds;
    builder.setTime({ now: seconds, total: totals[side] });
  };
  try {
    let stop = false;
    forEachLine(text, (line, offset) => {
      if (line.startsWith("'")) {
        if (line.startsWith("'*"))
          (builder ?? { comment: (t: string) => comments.push(t) }).comment(line.slice(2));
        return true;
      }
      if (line === '/') {
        context.warn('invalid-line', 'a file of several games: the first is read', offset, 1);
        stop = true;
        return false;
      }
      // players and `$` information are text to the end of the line: commas and spaces are theirs
      if (/^(N[+-]|\$)/.test(line)) {
        statement(line, offset);
        return true;
      }
      let at = offset;
      for (const s of line.split(',')) {
        statement(s.trimEnd(), at);
        at += s.length + 1;
      }
      return !stop;
    });
    return begin().build(headers, start);
  } catch (error) {
    throw locateError(KifError, error, text);
  }
}
