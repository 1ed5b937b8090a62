/** Every diagnostic of `validate` and `compile` has the `@x/core` `Diagnostic` fields, located in the parsed text. */
import { lineColumn } from '@x/core/notation';
import { describe, expect, it } from 'vitest';
import { compile } from './compile/compile.js';
import { parse } from './parse/parse.js';
import { stringify } from './parse/stringify.js';
import { validate } from './validate/validate.js';

describe('diagnostic locations', () => {
  const texts = [
    'royal K=K Q=Q Q=Q',
    'royal\nK=K\r\n  Q=Q|a\ncomment| Q=Q<br/>alice foo{Q}\n  promotion{X}',
    'K=K<br/>Q=Q<br/>\n\nQ=Q xyz{Q} R=Rq\nstalemate=draw,win',
  ];
  it('validate and compile give the line and column of each offset in the parsed text', () => {
    for (const text of texts) {
      for (const mode of ['strict', 'lenient'] as const) {
        const rs = parse(text, { mode });
        expect(stringify(rs)).toBe(text);
        const { diagnostics } = compile(rs);
        const semantic = validate(rs);
        expect(diagnostics.length + semantic.length).toBeGreaterThan(0);
        for (const d of [...diagnostics, ...semantic]) {
          expect({ line: d.line, column: d.column }, JSON.stringify(d)).toEqual(lineColumn(text, d.offset));
        }
      }
    }
  });
  it('a one-line copy of a parse result is located as its one line', () => {
    const rs = parse('royal K=K Q=Q Q=Q');
    const copy = { ...rs };
    expect(compile(copy).diagnostics).toEqual(compile(rs).diagnostics);
    expect(compile(rs).diagnostics[0]).toMatchObject({ code: 'conflict', offset: 14, line: 1, column: 15 });
  });
  it('locates thousands of diagnostics of a long multi-line rule set', () => {
    const text = `K=K\n${'Q=Q\n'.repeat(16_000)}`; // 64,004 characters, under DEFAULT_FBR_LIMITS.maxInputLength
    const { diagnostics } = compile(parse(text));
    const conflicts = diagnostics.filter((d) => d.code === 'conflict');
    expect(conflicts).toHaveLength(15_999);
    // The second definition is on line 3 (after `K=K` and the first `Q=Q`), each further one a line lower.
    const wrong = conflicts.filter(
      (d, i) => d.line !== i + 3 || d.column !== 1 || !text.startsWith('\nQ=Q', d.offset - 1),
    );
    expect(wrong).toEqual([]);
    expect(conflicts.at(-1)).toMatchObject(lineColumn(text, text.length - 4));
  });
});
