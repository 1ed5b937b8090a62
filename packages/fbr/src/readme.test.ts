/** The README's examples, asserted (keep both in step). */
import { Position, perft } from '@x/core';
import { describe, expect, it } from 'vitest';
import {
  compile,
  listFeatures,
  locate,
  parse,
  parseMbn,
  parseRange,
  stringify,
  stringifyMbn,
  validate,
} from './index.js';

describe('README examples', () => {
  it('parse and stringify', () => {
    const text = 'royal{K}=castle{R} promotion+=enter{P} +P==QRBN K Q R B N P';
    const set = parse(text);
    expect(set.rules.map((r) => r.name)).toEqual(['royal', 'promotion']);
    expect(set.pieces.map((p) => p.kind)).toEqual(['promotion-def', ...Array(6).fill('piece-def')]);
    expect(set.errors).toEqual([]);
    expect(stringify(set)).toBe(text);
    const bad = parse('royal{k} K Q=R+ draw=repetition(3');
    expect(bad.errors.map((e) => [e.code, e.offset, e.token])).toEqual([
      ['lowercase-letter', 6, 0],
      ['empty-partial-move', 15, 2],
      ['unclosed-amount', 33, 3],
    ]);
    expect(stringify(bad)).toBe('royal{k} K Q=R+ draw=repetition(3');
    const messy = parse('  drop[1-8]{P}\n\tholding  K ', { mode: 'lenient' });
    expect(stringify(messy, { canonical: true })).toBe('drop{P}[1-8] holding K');
    expect(messy.warnings.map((w) => w.code)).toEqual(['component-order']);
    expect(locate('royal\nQ=R+', 10)).toEqual({ line: 2, column: 5 });
  });

  it('validate', () => {
    expect(
      validate(parse('stalemate=draw,win zone=river drop{P}')).map((d) => [d.code, d.offset, d.length]),
    ).toEqual([
      ['exclusive-attributes', 15, 3],
      ['range-required', 19, 4],
      ['missing-companion', 30, 4],
    ]);
  });

  it('parseMbn, parseRange, listFeatures', () => {
    const q = parseMbn('K=mR+c{QRBNP}K');
    expect(q.tree.kind).toBe('piece-def');
    expect(stringifyMbn(q.tree)).toBe('K=mR+c{QRBNP}K');
    expect(parseMbn('P=mfWcfF').errors.map((e) => [e.code, e.offset])).toEqual([['modifier-after-atom', 5]]);
    expect(parseMbn('P=mfWcfF').errors[0]?.hint).toBe('Betza reading: mfW+cfF');
    const betza = parseMbn('P=mfWcfF', { notation: 'betza' });
    expect(betza.errors).toEqual([]);
    expect(stringifyMbn(betza.tree)).toBe('P=mfWcfF');
    expect(parseRange('[^a-h1,8]').range?.parts.length).toBe(2);
    expect(parseRange('[a2-c2]').errors.map((e) => [e.code, e.offset])).toEqual([['invalid-range', 3]]);
    expect(
      listFeatures(parse('royal alice K<*>=aK--<+>mO'))
        .filter((f) => !f.supported)
        .map((f) => f.feature),
    ).toEqual(['rule:alice', 'id:board', 'leg:independent', 'transition']);
  });

  it('compile', () => {
    const chess = compile(parse('royal promotion+=enter{P} +P==QRBN K Q R B N P'));
    expect(chess.complete).toBe(true);
    expect(perft(Position.fromFen(chess.variant.startFen, chess.variant), 3)).toBe(8902);
    const capablanca = compile(parse('royal +P==QRBNAC K Q R B N P A=B+N C=R+N'), {
      board: '10x8',
      startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
    });
    expect(perft(Position.fromFen(capablanca.variant.startFen, capablanca.variant), 2)).toBe(784);
    const fairy = compile(parse('royal K P=fmWfceFifmnD A=NN C=mRcpR', { notation: 'betza' }), {
      startFen: '2cak3/pppppppp/8/8/8/8/PPPPPPPP/2CAK3 w - - 0 1',
    });
    expect(fairy.complete).toBe(true);
    const partial = compile(parse('royal alice K Q=R+N N=jN'));
    expect(partial.complete).toBe(false);
    expect(partial.diagnostics.map((d) => [d.code, d.feature, d.offset])).toEqual([
      ['unsupported', 'rule:alice', 6],
      ['unsupported', 'modifier:j', 22],
    ]);
  });
});
