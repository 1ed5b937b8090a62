/**
 * Hostile shogi records (issue #51): Shift_JIS bytes mistaken for UTF-8, truncated records, a 10 MB comment,
 * unknown headers, binary noise — each gives a located `KifError` or a located warning, never a crash, a foreign
 * exception or a hang. The same for xiangqi records (`@x/wxf`): GBK bytes mistaken for UTF-8, truncated records,
 * a 10 MB comment, unknown tags.
 */
import { NotationError } from '@x/core';
import { decode, KifError, parse, stringify } from '@x/kif';
import { fromJkf } from '@x/kif/jkf';
import { parse as parseWxf, stringify as stringifyWxf, WxfError } from '@x/wxf';
import { describe, expect, it } from 'vitest';

const KIF = `先手：A
後手：B
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:16/00:00:16)
   2 ３四歩(33)   ( 0:05/00:00:05)
   3 ２二角成(88) ( 0:03/00:00:19)
   4 同　銀(31)   ( 0:02/00:00:07)
   5 投了         ( 0:10/00:00:29)
`;

/** Shift_JIS bytes of ASCII and the few Japanese characters used here. */
function shiftJis(text: string): Uint8Array {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('shift_jis');
  for (let hi = 0x81; hi <= 0x9f; hi++)
    for (let lo = 0x40; lo <= 0xfc; lo++) table.set(decoder.decode(new Uint8Array([hi, lo])), [hi, lo]);
  const out: number[] = [];
  for (const ch of text)
    out.push(...(ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (table.get(ch) ?? [0x3f])));
  return new Uint8Array(out);
}

/** Runs `run`; when it throws, the error is a `type` (a `NotationError`) located by whole numbers. */
function locatedIfThrown<E extends NotationError>(
  type: abstract new (...args: never[]) => E,
  run: () => unknown,
): E | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(NotationError);
    const e = error as E;
    for (const f of ['offset', 'length', 'line', 'column'] as const)
      expect(Number.isInteger(e[f])).toBe(true);
    return e;
  }
}

function expectLocated(run: () => unknown): KifError {
  const e = locatedIfThrown(KifError, run);
  if (e === undefined) throw new Error('expected a KifError');
  return e;
}

describe('hostile shogi records', () => {
  it('Shift_JIS bytes mistaken for UTF-8: a located invalid-encoding error; decoded, the record reads', () => {
    const bytes = shiftJis('先手：A\n手数----指手--\n   1 ７六歩(77)\n');
    const mistaken = new TextDecoder('utf-8').decode(bytes);
    const e = expectLocated(() => parse(mistaken));
    expect(e.code).toBe('invalid-encoding');
    expect(e.offset).toBe(mistaken.indexOf('\uFFFD'));
    expect(decode(bytes).encoding).toBe('shift_jis');
    expect(parse(bytes).moves.map((m) => m.usi)).toEqual(['7g7f']);
  });

  it('truncated records: every prefix reads or throws a located KifError', () => {
    for (const format of ['kif', 'ki2', 'csa'] as const) {
      const text = stringify(parse(KIF), { format });
      for (let n = 0; n <= text.length; n++) {
        try {
          parse(text.slice(0, n), { format });
        } catch (error) {
          expectLocated(() => {
            throw error;
          });
        }
      }
    }
    const e = expectLocated(() => parse(KIF.replace('(31)', '(3')));
    expect([e.code, e.line]).toEqual(['syntax', 7]);
  });

  it('a 10 MB comment: over the default limit, a located input-too-long before reading', () => {
    const huge = `${KIF}*${'あ'.repeat(10 * 1024 * 1024)}\n`;
    const e = expectLocated(() => parse(huge));
    expect(e.code).toBe('input-too-long');
    expect(e.offset).toBe(8 * 1024 * 1024);
    const read = parse(huge, { limits: { maxLength: 16 * 1024 * 1024 } });
    expect(read.end?.comments?.[0]?.length).toBe(10 * 1024 * 1024);
  });

  it('unknown headers: a located warning in lenient mode, a located error in strict mode', () => {
    const text = `謎の見出し：?\n${KIF}`;
    const warnings: { code: string; line: number; column: number }[] = [];
    expect(parse(text, { onWarning: (w) => warnings.push(w) }).moves).toHaveLength(4);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'unknown-header', line: 1, column: 1, offset: 0 }),
    ]);
    expect(expectLocated(() => parse(text, { mode: 'strict' })).code).toBe('unknown-header');
  });

  it('noise and wrong JSON: located errors, never a foreign exception', () => {
    for (const text of [
      '\u0000\u0001\u0002',
      '   1 ',
      '変化：3手\n',
      'P1 * ',
      'PI99ZZ',
      '+7776XX',
      '{"moves":7}',
    ]) {
      try {
        parse(text);
      } catch (error) {
        expect(error).toBeInstanceOf(KifError);
      }
    }
    expect(
      expectLocated(() => fromJkf('{"moves":[{},{"move":{"color":0,"to":{"x":9,"y":9},"piece":"FU"}}]}'))
        .code,
    ).toBe('invalid-json');
    expect(expectLocated(() => fromJkf('{')).code).toBe('invalid-json');
  });
});

/** Runs `run`; when it throws, the error is a `WxfError` located in the text. */
function wxfLocatedIfThrown(run: () => unknown): WxfError | undefined {
  return locatedIfThrown(WxfError, run);
}

const WXF = '[Event "x"]\n[Variant "xiangqi"]\n\n1. C2.5 H8+7 {a comment} 2. H2+3 R9.8 3. R1.2 C8+4 1-0\n';

describe('hostile xiangqi records', () => {
  it('GBK bytes of a Chinese record mistaken for UTF-8: a located error at the first move', () => {
    // 炮二平五 in GBK, read as UTF-8: replacement characters
    const mistaken = new TextDecoder('utf-8').decode(
      new Uint8Array([0xc5, 0xda, 0xb6, 0xfe, 0xc6, 0xbd, 0xce, 0xe5]),
    );
    const e = wxfLocatedIfThrown(() => parseWxf(mistaken))!;
    expect([e.code, e.offset, e.line, e.column]).toEqual(['syntax', 0, 1, 1]);
  });

  it('truncated records: every prefix, in every notation, reads or throws a located WxfError', () => {
    const game = parseWxf(WXF);
    for (const notation of ['wxf', 'iccs', 'chinese', 'ucci'] as const) {
      const text = stringifyWxf(game, { notation });
      for (let n = 0; n <= text.length; n++) wxfLocatedIfThrown(() => parseWxf(text.slice(0, n)));
    }
    const e = wxfLocatedIfThrown(() => parseWxf(WXF.replace('R9.8', 'R9.')))!;
    expect([e.code, e.line]).toEqual(['syntax', 4]);
  });

  it('a 10 MB comment: read within the default 16 MB limit, a located input-too-long over a smaller one', () => {
    const huge = WXF.replace('{a comment}', `{${'x'.repeat(10 * 1024 * 1024)}}`);
    expect(parseWxf(huge).moves).toHaveLength(6);
    const e = wxfLocatedIfThrown(() => parseWxf(huge, { limits: { maxLength: 1024 * 1024 } }))!;
    expect(e.code).toBe('input-too-long');
  });

  it('unknown tags: a located info in lenient mode', () => {
    const warnings: { code: string; line: number; column: number }[] = [];
    const text = WXF.replace('[Event "x"]', '[Event "x"]\n[Opening "none"]');
    expect(parseWxf(text, { onWarning: (w) => warnings.push(w) }).moves).toHaveLength(6);
    expect(warnings).toEqual([expect.objectContaining({ code: 'unknown-tag', line: 2, column: 1 })]);
  });
});
