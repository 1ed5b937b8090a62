/** The error view never shows raw control characters of the input (issue 53): they appear as control pictures. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DiagnosticList, ErrorBox } from '../../src/components/output/ErrorBox';

/** C0 controls but tab and line ends, DEL, C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

describe('the error view', () => {
  it('shows control characters of a message as control pictures', () => {
    const error = { code: 'syntax', message: "unknown token '\u001b[31m\u0007'", line: 1, column: 2 };
    const html = renderToStaticMarkup(createElement(ErrorBox, { error }));
    expect(html).not.toMatch(CONTROL);
    expect(html).toContain('\u241b[31m\u2407');
    const list = renderToStaticMarkup(createElement(DiagnosticList, { items: [error], testId: 'w' }));
    expect(list).not.toMatch(CONTROL);
  });

  it('reads as a sentence, located as the game list locates it (issue #88 item 9)', () => {
    const error = {
      code: 'illegal-move',
      message: 'no legal move matches',
      offset: 106,
      length: 5,
      line: 30,
      column: 47,
      move: '5. Qxf7+',
      ply: 9,
    };
    const text = (e: object) =>
      renderToStaticMarkup(createElement(ErrorBox, { error: e as typeof error })).replace(/<[^>]+>/g, '');
    expect(text(error)).toBe('No legal move matches, at 5. Qxf7+ (ply 9), line 30, column 47. illegal-move');
    expect(text(error)).not.toMatch(/offset|length/);
    // a reader that gave only the offset: the character, not "offset 9, length 7"
    expect(text({ code: 'rank-count', message: 'rank 2 has 7 squares', offset: 9, length: 7 })).toBe(
      'Rank 2 has 7 squares, character 10. rank-count',
    );
  });
});
