/**
 * The Fairy-Stockfish tab's model (issue #40): sections listed, the chosen one converted (parents resolved, the
 * engine's built-ins included), its diagnostics sorted into errors, unsupported keys and warnings, and the
 * variant played when the bridge produced one.
 */
import { perft } from '@x/core';
import { variants } from '@x/core/variant';
import { FAIRY_BUILTIN_NAMES, fromVariant } from '@x/fairy-variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIRY_EXAMPLE } from '../../src/lib/fairy/exampleIni';
import {
  chooseSection,
  convertSection,
  elsewhere,
  firstProblem,
  highlightOf,
  readIni,
} from '../../src/lib/fairy/fairyModel';
import { fairyOption } from '../../src/lib/fairy/fairyOptions';
import { runs } from '../../../../tests/depth.js';

/** The section `name` of `text`, converted. */
function section(text: string, name: string) {
  const { file } = readIni(text);
  if (!file) throw new Error('not read');
  return convertSection(file, name);
}

/** The text a diagnostic points at. */
const at = (text: string, d: { offset?: number; length?: number } | undefined) =>
  d?.offset === undefined ? undefined : text.slice(d.offset, d.offset + (d.length ?? 0));

describe('the built-in example', () => {
  const reading = readIni(FAIRY_EXAMPLE);

  it('lists its three sections with parents and lines, all loaded, canonical as written', () => {
    expect(reading.sections.map((s) => s.label)).toEqual([
      'wazirknight : chess (line 3)',
      'nocheckhouse : crazyhouse (line 15)',
      'wallhouse : nocheckhouse (line 19)',
    ]);
    expect(reading.canonical).toBe(FAIRY_EXAMPLE);
  });

  it('plays the custom piece on 6 × 6 and the crazyhouse child, counted as by @x/core', () => {
    const wk = section(FAIRY_EXAMPLE, 'wazirknight');
    expect(wk.problems).toEqual([]);
    expect(wk.unsupported).toEqual([]);
    expect(wk.conversion?.complete).toBe(true);
    expect(wk.variant?.board).toMatchObject({ files: 6, ranks: 6 });
    expect(wk.variant?.pieces.map((p) => p.id)).toContain('customPiece1');
    // 6 pawn steps + 2 knight leaps + the wazir-knight's 2 leaps (N) — its W steps are blocked
    expect(perft(wk.start!, 1)).toBe(10);
    const house = section(FAIRY_EXAMPLE, 'nocheckhouse');
    expect(house.variant?.drops).toMatchObject({ capturesToHand: true });
    expect(house.variant?.drops?.noDropCheck?.length).toBeGreaterThan(0);
    expect(perft(house.start!, 3)).toBe(8902);
  });

  it('names the key @x/core does not play, and still plays the variant', () => {
    const pass = section(FAIRY_EXAMPLE, 'wallhouse');
    expect(pass.problems).toEqual([]);
    expect(pass.unsupported.map((d) => [d.code, d.key, d.line])).toEqual([
      ['unsupported-key', 'wallOrMove', 21],
    ]);
    expect(pass.conversion?.complete).toBe(false);
    expect(pass.start).toBeDefined();
    expect(firstProblem(pass)).toBeUndefined();
    expect(at(FAIRY_EXAMPLE, highlightOf(pass))).toBe('wallOrMove');
  });

  it('becomes a picker entry of the FEN tab with its unsupported key as a note', () => {
    const [option] = fairyOption(FAIRY_EXAMPLE, 'wallhouse');
    expect(option).toMatchObject({ key: 'fairy:wallhouse', group: 'fairy' });
    expect(option?.notes?.map((n) => [n.code, n.severity])).toEqual([['unsupported-key', 'unsupported']]);
    expect(fairyOption(FAIRY_EXAMPLE, 'nosuch')).toEqual([]);
  });
});

describe('errors', () => {
  it('a bad value is the first problem, located on the value; the variant still plays', () => {
    const text = '[b:chess]\ncastling = maybe\nfoo = 1\n';
    const b = section(text, 'b');
    expect(b.problems.map((d) => d.code)).toEqual(['bad-value', 'unknown-key']);
    expect(at(text, firstProblem(b))).toBe('maybe');
    expect(firstProblem(b)).toMatchObject({ line: 2, column: 12 });
    expect(b.start).toBeDefined();
  });

  it('an unknown parent leaves nothing to play and says why', () => {
    const text = '[a:nosuch]\nmaxRank = 6\n';
    const a = section(text, 'a');
    expect(firstProblem(a)?.code).toBe('unknown-parent');
    expect(a.variant).toBeUndefined();
    expect(a.start).toBeUndefined();
    expect(a.unplayable?.code).toBe('unknown-variant');
    // said once: as the reason, not again among the problems
    expect(a.problems.map((d) => d.code)).toEqual(['unknown-parent']);
    expect(readIni(text).sections[0]?.label).toBe('a : nosuch (line 1) — not loaded');
  });

  it('a start position @x/core cannot read is not played', () => {
    const d = section('[d:chess]\nstartFen = 8/8 w - - 0 1\n', 'd');
    expect(d.unplayable?.code).toBe('invalid-variant');
    expect(d.start).toBeUndefined();
    // the only error: the error box shows it, on the start position's line
    expect(firstProblem(d)).toMatchObject({ code: 'invalid-variant', line: 2 });
  });

  it('a start position that only fails after a board-size error: one error, at the cause', () => {
    // Fairy-Stockfish ranks stop at 10: maxRank = 12 is refused, the 12-rank start then reads on 8 ranks
    const rows = ['rnbqkbbqknnr', 'pppppppppppp', ...Array(8).fill('12'), 'PPPPPPPPPPPP', 'RNBQKBBQKNNR'];
    const text = `[big12:chess]\nmaxFile = l\nmaxRank = 12\nstartFen = ${rows.join('/')} w - - 0 1\n`;
    const big = section(text, 'big12');
    expect(big.start).toBeUndefined();
    expect(firstProblem(big)).toMatchObject({ code: 'bad-value', key: 'maxRank', line: 3 });
    expect(at(text, firstProblem(big))).toBe('12');
    // nothing to play because of that error, not a second one about the start position's holdings
    expect(big.unplayable).toMatchObject({ code: 'bad-value', line: 3 });
    expect(big.problems).toEqual([]);
    // a start position wrong on its own still says so, next to an unrelated error
    const own = section('[d:chess]\ncastling = maybe\nstartFen = 8/8 w - - 0 1\n', 'd');
    expect(own.unplayable?.code).toBe('invalid-variant');
    expect(own.problems.map((d) => d.code)).toEqual(['bad-value']);
  });

  it('a section with rules @x/core lacks: each key named, the rest played', () => {
    // elgam's lame camel, and a pass without walls (every built-in reads completely)
    const j = section('[edgy:chess]\nwallOrMove = true\ncustomPiece1 = o:nC\n', 'edgy');
    expect(j.unsupported.every((d) => d.code === 'unsupported-key' && d.key)).toBe(true);
    expect(j.unsupported.map((d) => d.key).sort()).toEqual(['customPiece1', 'wallOrMove']);
    expect(j.start).toBeDefined();
  });

  it('diagnostics of other sections are counted, not listed', () => {
    const text = '[b:chess]\ncastling = maybe\n[c:chess]\nfoo = 1\n';
    const { file } = readIni(text);
    expect(elsewhere(file!, 'c')).toEqual({ errors: 1, warnings: 0 });
    expect(section(text, 'c').problems.map((d) => d.code)).toEqual(['unknown-key']);
  });

  it('text without sections: the file-level warning, no section to choose', () => {
    const r = readIni('maxRank = 6\n');
    expect(r.sections).toEqual([]);
    expect(r.file?.diagnostics.map((d) => d.code)).toContain('no-sections');
    expect(chooseSection(r.sections, 'x')).toBeUndefined();
  });

  it('text beyond the reader limits is refused with its code, not thrown', () => {
    const r = readIni('#'.repeat(4 * 1024 * 1024 + 1));
    expect(r.failure?.code).toBe('input-too-long');
    expect(r.sections).toEqual([]);
  });
});

describe('choosing a section', () => {
  const sections = readIni('[a:nosuch]\n[b:chess]\n[c:chess]\n').sections;
  it('keeps the chosen one, else the first loaded one', () => {
    expect(chooseSection(sections, 'c')).toBe('c');
    expect(chooseSection(sections, 'gone')).toBe('b');
    expect(chooseSection(sections, '')).toBe('b');
  });
});

describe('written by fromVariant, read back', () => {
  it('a built-in core variant written as a section plays the same game here', () => {
    for (const id of ['chess', 'crazyhouse'] as const) {
      const written = fromVariant(variants[id], { name: `my${id}` });
      const s = section(written.text, `my${id}`);
      expect(s.problems.filter((d) => d.severity === 'error')).toEqual([]);
      expect(perft(s.start!, 3)).toBe(8902);
    }
  });
});

describe('any text', () => {
  it('never throws; every diagnostic lies inside the text; every section converts or says why', () => {
    const line = fc.oneof(
      fc.constantFrom(
        '[x:chess]',
        '[y:crazyhouse]',
        '[z:x]',
        '[w:nosuch]',
        '[',
        'maxRank = 6',
        'maxFile = 99',
        'customPiece1 = a:WN',
        'startFen = 8/8 w - - 0 1',
        'passOnStalemate = true',
        'castling = maybe',
        '= 1',
        '',
        '# c',
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.join('\n');
        const reading = readIni(text);
        for (const s of reading.sections) {
          const converted = convertSection(reading.file!, s.name);
          for (const d of [...converted.problems, ...converted.unsupported]) {
            expect(d.offset + d.length).toBeLessThanOrEqual(text.length);
          }
          expect(converted.start !== undefined || converted.unplayable !== undefined).toBe(true);
        }
      }),
      { numRuns: runs(150) },
    );
  });
});

describe('every Fairy-Stockfish built-in', () => {
  it('can be played from a section inheriting it (the tab offers each)', () => {
    const unplayable: string[] = [];
    for (const name of FAIRY_BUILTIN_NAMES) {
      const reading = readIni(`[my-${name}:${name}]\n`);
      const converted = convertSection(reading.file!, `my-${name}`);
      if (!converted.variant || !converted.start) unplayable.push(name);
    }
    expect(unplayable).toEqual([]);
  });
});
