import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveAtom } from './atoms.js';
import { parse, type RuleSet } from './parse.js';
import { parseMbn } from './parse-mbn.js';
import { parseRange } from './parse-range.js';
import { rangeText, sequenceText, setText, stringify } from './stringify.js';
import type { CombinedMoveNode, LeaperNode, MbnToken, MoveSequenceNode, PieceDefNode } from './types.js';
import { errorsOf, warningsOf } from '../../../../tests/errors.js';

function body(t: MbnToken): MoveSequenceNode {
  const b = (t as PieceDefNode).body;
  if (b?.kind !== 'sequence') throw new Error('no sequence');
  return b;
}

function combined(t: MbnToken, leg = 0): CombinedMoveNode {
  const m = body(t).legs[leg]!.move;
  if (m.kind !== 'combined') throw new Error('not combined');
  return m;
}

/** Walks every node object of a tree. */
function* nodes(x: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(x)) for (const y of x) yield* nodes(y);
  else if (x && typeof x === 'object') {
    yield x as Record<string, unknown>;
    for (const v of Object.values(x)) yield* nodes(v);
  }
}

describe('syntax trees keep exact spans', () => {
  const text =
    'royal{K}=castle{R} promotion+[^1,8]=enter{P} mustcapture=most{M=1,K=1000} K=mR+c{QRBNP}K B=[d-f1-3]B[d-f1-3] @B=B-[([a,h]zB)0]';
  const r = parse(text);

  it('parses without errors', () => {
    expect(errorsOf(r)).toEqual([]);
    expect(r.rules.map((x) => x.name)).toEqual(['royal', 'promotion', 'mustcapture']);
    expect(r.pieces.map((x) => x.kind)).toEqual(['piece-def', 'piece-def', 'piece-def']);
  });

  it('every range, set, value list and sequence slices back to its own text', () => {
    let count = 0;
    for (const n of nodes(r.entries)) {
      const span = text.slice(n.offset as number, (n.offset as number) + (n.length as number));
      if (n.kind === 'range') expect(span).toBe(rangeText(n as never));
      else if (n.kind === 'set' || n.kind === 'values') expect(span).toBe(setText(n as never));
      else if (n.kind === 'sequence') expect(span).toBe(sequenceText(n as never));
      else continue;
      count++;
    }
    expect(count).toBeGreaterThan(10);
  });

  it('locates piece letters, modifiers and atoms', () => {
    const k = r.pieces[0]!;
    const parts = combined(k).parts;
    expect(parts.map((p) => p.joiner)).toEqual(['', '+']);
    const c = parts[1]!.modifiers[0]!;
    expect(c.kind).toBe('modifier');
    expect(text.slice(c.offset, c.offset + c.length)).toBe('c{QRBNP}');
    if (c.kind === 'modifier') expect(c.set?.members.map((m) => m.letter).join('')).toBe('QRBNP');
    const atom = parts[1]!.moves[0] as LeaperNode;
    expect(text[atom.offset]).toBe('K');
  });
});

describe('FBR trees', () => {
  it('reads prefix, sequence number, set, attributes and amounts', () => {
    const r = parse('freezer#<2>{K}=attackers(2),!capture');
    const rule = r.rules[0]!;
    expect(rule.prefix?.char).toBe('#');
    expect(rule.seq?.value).toBe(2);
    expect(rule.set?.members.map((m) => m.letter)).toEqual(['K']);
    expect(rule.attributes.map((a) => a.name)).toEqual(['attackers', 'capture']);
    expect(rule.attributes[0]!.amount?.value.value).toBe(2);
    expect(rule.attributes[1]!.negated).toBe(true);
    expect(rule.attributes[1]!.offset).toBe('freezer#<2>{K}=attackers(2),'.length);
  });

  it('reads cardinals, announcements, anonymous attributes, values, colour and complement sets', () => {
    const r = parse(
      'direction<ne>[c-f2] announcement{GHW}[8-9]/Dragon/ pincher*={^A} freezer#=(2) turn<1>{!kq}',
    );
    expect(errorsOf(r)).toEqual([]);
    expect(r.rules[0]!.seq?.cardinal).toBe('ne');
    expect(r.rules[1]!.announcement?.name).toBe('Dragon');
    expect(r.rules[2]!.attributes[0]!.name).toBeUndefined();
    expect(r.rules[2]!.attributes[0]!.set?.complement).toBe(true);
    expect(r.rules[3]!.attributes[0]!.amount?.value.value).toBe(2);
    expect(r.rules[4]!.set?.colour).toBe(true);
    const v = parse('mustcapture=most{M=1,K=1000}').rules[0]!.attributes[0]!.values;
    expect(v?.entries.map((e) => [e.piece.letter, e.value.value])).toEqual([
      ['M', 1],
      ['K', 1000],
    ]);
  });

  it('reads board ranges: letters are files, numbers ranks', () => {
    const range = parseRange('[^a-h1,8,aa3-4,d-e4-5,*]').range!;
    expect(range.complement).toBe(true);
    const [a, b, c, d, e] = range.parts;
    expect(a?.kind === 'area' && [a.files?.from.value, a.files?.to?.value, a.ranks?.from.value]).toEqual([
      1, 8, 1,
    ]);
    expect(b?.kind === 'area' && b.files === undefined && b.ranks?.from.value).toBe(8);
    expect(c?.kind === 'area' && [c.files?.from.value, c.ranks?.to?.value]).toEqual([27, 4]);
    expect(d?.kind === 'area' && [d.files?.to?.value, d.ranks?.to?.value]).toEqual([5, 5]);
    expect(e?.kind).toBe('special');
    expect(parseRange('[lll64]').range).toBeDefined();
    expect(parseRange('[a-hA-B]').range?.parts[0]).toMatchObject({
      levels: { from: { value: 1 }, to: { value: 2 } },
    });
  });

  it('keeps lenient re-orderings in source order, and canonical printing restores grammar order', () => {
    const r = parse('drop[1-8]{P} freezer{S}*=(2)', { mode: 'lenient' });
    expect(errorsOf(r)).toEqual([]);
    expect(r.rules[0]!.parts.map((p) => p.kind)).toEqual(['range', 'set']);
    expect(stringify(r)).toBe('drop[1-8]{P} freezer{S}*=(2)');
    expect(stringify(r, { canonical: true })).toBe('drop{P}[1-8] freezer*{S}=(2)');
    expect(errorsOf(parse(stringify(r, { canonical: true })))).toEqual([]);
  });

  it('canonical form: single spaces, no <br/> artefacts, tokens otherwise as written', () => {
    const text = '\n  royal{K}\t\tK<br/>Q=R+N\r\n';
    const r = parse(text, { mode: 'lenient' });
    expect(stringify(r)).toBe(text);
    expect(stringify(r, { canonical: true })).toBe('royal{K} K Q=R+N');
    expect(warningsOf(r).map((w) => w.code)).toEqual(['html-artefact']);
  });
});

describe('error recovery is token by token', () => {
  it('reports every bad token and still parses the good ones', () => {
    const text = 'royal{k} K Q=R+ draw=repetition(3 B=F0 Royal';
    const r = parse(text);
    expect(errorsOf(r).map((e) => [e.code, e.token])).toEqual([
      ['lowercase-letter', 0],
      ['empty-partial-move', 2],
      ['unclosed-amount', 3],
      ['unexpected-character', 5],
    ]);
    expect(errorsOf(r).map((e) => e.offset)).toEqual([6, 15, 33, 40]);
    expect(r.pieces.filter((p) => p.kind === 'piece-def' && p.body?.kind !== 'error').length).toBe(2);
    expect(stringify(r)).toBe(text);
  });

  it('keeps the parsed part of a rule and an error node for the rest', () => {
    const r = parse('royal{K}=bare,(x');
    const rule = r.rules[0]!;
    expect(rule.set?.members.length).toBe(1);
    expect(rule.attributes[0]!.name).toBe('bare');
    expect(rule.attributes[1]!.error?.text).toBe('(x');
    expect(errorsOf(r)[0]!.code).toBe('unexpected-character');
    expect(errorsOf(r)[0]!.offset).toBe(15);
  });

  it('an unclosed construct is reported at the end of input', () => {
    for (const t of ['royal{K', 'draw=repetition(3', 'hill[a-h', 'turn<2', 'U=g(WF', 'N|Knight=N']) {
      const e = errorsOf(parse(t))[0]!;
      expect(e.code.startsWith('unclosed-'), t).toBe(true);
      expect(e.offset, t).toBe(t.length);
    }
  });
});

describe('MBN and Betza trees', () => {
  it('MBN: a modifier group applies to all following atoms; NN is a union', () => {
    const p = combined(parseMbn('X=mfWF').tree).parts[0]!;
    expect(p.modifiers.map((m) => (m.kind === 'modifier' ? m.letter : m.directions))).toEqual(['m', 'f']);
    expect(p.moves.map((m) => (m as LeaperNode).atom)).toEqual(['W', 'F']);
    const nn = combined(parseMbn('N=NN').tree).parts[0]!;
    expect(nn.moves.length).toBe(2);
  });

  it('Betza: modifiers bind to the next atom; a doubled atom is a rider', () => {
    const { tree, diagnostics } = parseMbn('fmWfceFifmnD', { notation: 'betza' });
    expect(diagnostics).toEqual([]);
    expect(tree.kind).toBe('moves');
    expect(tree.dialect).toBe('betza');
    const parts = combined(tree as never).parts;
    expect(
      parts.map((p) => p.modifiers.map((m) => (m.kind === 'modifier' ? m.letter : '')).join('')),
    ).toEqual(['fm', 'fce', 'ifmn']);
    expect(parts.map((p) => p.joiner)).toEqual(['', '', '']);
    const nn = combined(parseMbn('NN', { notation: 'betza' }).tree as never).parts[0]!.moves[0] as LeaperNode;
    expect(nn.doubled).toBe(true);
    expect(nn.atom).toBe('N');
    const q2 = combined(parseMbn('mQ2', { notation: 'betza' }).tree as never).parts[0]!
      .moves[0] as LeaperNode;
    expect(q2.steps).toMatchObject({ form: 'count', value: 2 });
  });

  it('reads steps, extended leapers, groups, optional legs and legs', () => {
    const steps = (s: string) => (combined(parseMbn(`X=${s}`).tree).parts[0]!.moves[0] as LeaperNode).steps;
    expect(steps('W')).toBeUndefined();
    expect(steps('W4')).toMatchObject({ form: 'count', value: 4 });
    expect(steps('W0')).toMatchObject({ form: 'unlimited' });
    expect(steps('W02')).toMatchObject({ form: 'exact', value: 2 });
    expect(steps('W0*')).toMatchObject({ form: 'maximal' });
    expect(steps('W**')).toMatchObject({ form: 'edge' });
    expect(steps('W#')).toMatchObject({ form: 'hash' });
    const g = combined(parseMbn('G=:1,4:').tree).parts[0]!.moves[0] as LeaperNode;
    expect([g.form, g.x, g.y]).toEqual(['coords', 1, 4]);
    const y = body(parseMbn('Y=F-[(zF)0]').tree);
    expect(y.legs.map((l) => [l.separator, l.move.kind])).toEqual([
      ['', 'combined'],
      ['-', 'optional'],
    ]);
    const u = combined(parseMbn('U=g(WF)0').tree).parts[0]!.moves[0]!;
    expect(u.kind).toBe('group');
    expect(u.steps?.form).toBe('unlimited');
    const ind = body(parseMbn('G=F--W0').tree);
    expect(ind.legs[1]!.separator).toBe('--');
  });

  it('reads promotion, castling, macros and identifier flags', () => {
    const p = parseMbn('+#P==#Q#R#B#N').tree;
    expect(p.kind).toBe('promotion-def');
    if (p.kind === 'promotion-def' && p.body.kind === 'targets') {
      expect(p.id.piece.prefixes).toBe('+#');
      expect(p.body.targets.map((t) => t.piece.prefixes + t.piece.letter)).toEqual(['#Q', '#R', '#B', '#N']);
    } else throw new Error('expected targets');
    const c = parseMbn('O-O<*>=[*]isR[g]=isR[f]').tree;
    expect(c.kind === 'castling-def' && [c.side, c.board]).toEqual(['O-O', '*']);
    const m = parseMbn('@K=K').tree;
    expect(m.kind === 'piece-def' && m.id.macro).toBe(true);
    const s = parseMbn('!*K=j{K}K').tree;
    expect(s.kind === 'piece-def' && [s.id.setup, s.id.piece.prefixes]).toEqual([true, '*']);
    const be = parseMbn(':Be:=K').tree;
    expect(be.kind === 'piece-def' && be.id.piece.key).toBe(':BE:');
  });

  it('rule-set classification: lower case (or ! + lower case) is FBR, anything else MBN', () => {
    const r = parse('!draw !*K=j{K}K royal +P ##K @K :Be:=K');
    expect(r.rules.map((x) => x.name)).toEqual(['draw', 'royal']);
    expect(r.pieces.length).toBe(5);
    expect(r.entries.map((e) => e.token.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('error locations', () => {
  it('carry the 1-based line and column of the offset (lines end at \\n)', () => {
    const text = 'royal\nK\r\nQ=R+ Z';
    const e = errorsOf(parse(text))[0]!;
    expect(e.offset).toBe(13);
    expect([e.line, e.column]).toEqual([3, 5]);
  });
});

describe('resolveAtom', () => {
  const atom = (text: string, mode: 'mbn' | 'betza') => {
    const t = parseMbn(text, { notation: mode }).tree;
    return resolveAtom(combined(t).parts[0]!.moves[0] as LeaperNode, t.dialect);
  };
  it('maps letters, extended leapers and Betza riders to vectors', () => {
    expect(atom('X=N', 'mbn')).toMatchObject({ kind: 'leaper', vector: [1, 2] });
    expect(atom('X=R', 'mbn')).toMatchObject({ kind: 'rider', vector: [0, 1] });
    expect(atom('X=T', 'mbn')).toMatchObject({ kind: 'leaper', vector: [3, 3] });
    expect(atom('X=G', 'betza')).toMatchObject({ kind: 'leaper', vector: [3, 3] });
    expect(atom('X=:1,4:', 'mbn')).toMatchObject({ kind: 'leaper', vector: [1, 4] });
    expect(atom('X=Q', 'mbn')).toMatchObject({ kind: 'definition', mbn: 'RB' });
    expect(atom('NN', 'betza')).toMatchObject({ kind: 'rider', vector: [1, 2] });
    expect(atom('X=:K:', 'mbn')).toBeUndefined();
  });
});

describe('Betza strings in MBN mode', () => {
  it('are errors whose hint gives the MBN spelling', () => {
    const e = errorsOf(parseMbn('P=mfWcfF'))[0]!;
    expect(e.code).toBe('modifier-after-atom');
    expect(e.hint).toBe('Betza reading: mfW+cfF');
    expect(errorsOf(parseMbn('X=fmWfceFifmnDNN'))[0]!.hint).toBe('Betza reading: fmW+fceF+ifmnD+N0');
    expect(errorsOf(parseMbn('X=mQ2cQ2'))[0]!.hint).toBe('Betza reading: mQ2+cQ2');
  });
});

describe('trees built on first access', () => {
  const text = 'royal{K}=castle{R} K=mR+c{QRBNP}K bad=( Q=Q';

  it('are built once: the same nodes on every access, rules and pieces shared with entries', () => {
    const r = parse(text);
    expect(r.entries).toBe(r.entries);
    expect(r.rules[0]).toBe(r.entries[0]!.token);
    expect(r.pieces[0]).toBe(r.entries[1]!.token);
    expect(r.entries.map((e) => e.token.index)).toEqual([0, 1, 2, 3]);
  });

  it('read the same as a result read in another order, and spread and JSON see them', () => {
    const a = parse(text);
    const b = parse(text);
    void b.pieces;
    expect(a).toEqual(b);
    expect({ ...a }.entries).toBe(a.entries);
    expect(JSON.parse(JSON.stringify(a)).rules[0].name).toBe('royal');
    expect(stringify(a)).toBe(text);
    expect(errorsOf(a).map((e) => e.token)).toEqual([2]);
  });

  it('are kept while the caller holds one of their lists or token nodes', async () => {
    const gc = exposedGc();
    const r = parse(text);
    const rules = r.rules;
    await collected(gc);
    expect(r.rules).toBe(rules);
    expect(r.entries[0]!.token).toBe(rules[0]);
  });

  it('are not kept by the result: read and dropped, they are collected, and read again the same', async () => {
    const gc = exposedGc();
    const r = parse(text);
    const probe = readAndDrop(r);
    await collected(gc);
    expect(probe.deref()).toBeUndefined();
    expect(JSON.stringify(r)).toBe(JSON.stringify(parse(text)));
    expect(stringify(r)).toBe(text);
  });

  it('share one frozen empty list for empty node lists', () => {
    const p = combined(parse('Q=Q R=R').pieces[0]!).parts[0]!;
    const q = combined(parse('R=R').pieces[0]!).parts[0]!;
    expect(p.attackers).toEqual([]);
    expect(p.attackers).toBe(q.modifiers);
    expect(Object.isFrozen(p.attackers)).toBe(true);
    expect(p.moves).toHaveLength(1);
  });
});

describe('node keys come in the published order (what JSON.stringify and spreading show)', () => {
  /** The keys of the first node of `kind` in the tree of `text` (a rule set, or with `betza` one Betza string). */
  const keysOf = (text: string, kind: string, betza = false) => {
    const tree = betza ? parseMbn(text, { notation: 'betza' }).tree : parse(text).entries;
    for (const n of nodes(tree)) if (n.kind === kind) return Object.keys(n).join(' ');
    throw new Error(`no ${kind} node in ${text}`);
  };
  /** The fixed keys of a rule, an attribute and a partial move, which their components follow. */
  const RULE = 'kind offset length index negated name hasAttributes attributes parts';
  const ATTRIBUTE = 'kind offset length negated parts';
  const PARTIAL = 'kind offset length joiner setup attackers modifiers moves items';
  // Every shape of the nodes built with optional keys: definitions with and without a comment or body,
  // identifiers, leapers, steps, groups, modifiers, partial moves, sequence numbers, board areas, rules and
  // attributes (their components after the fixed keys, in source order).
  const cases: [text: string, kind: string, keys: string, betza?: boolean][] = [
    ['Q=Q', 'piece-def', 'kind offset index dialect id length body'],
    ['Q|Queen|=Q', 'piece-def', 'kind offset index dialect id comment length body'],
    ['Q|Queen|', 'piece-def', 'kind offset index dialect id comment length'],
    ['Q', 'piece-def', 'kind offset index dialect id length'],
    ['+P==QR', 'promotion-def', 'kind offset index dialect id length extra body'],
    ['+P|p|==QR', 'promotion-def', 'kind offset index dialect id comment length extra body'],
    ['Q=Q', 'id', 'kind offset length setup macro piece'],
    ['Q<b>/Queen/=Q', 'id', 'kind offset length setup macro piece board name'],
    ['Q/Queen/=Q', 'id', 'kind offset length setup macro piece name'],
    ['Q=Q', 'leaper', 'kind offset length form atom doubled'],
    ['Q=R0', 'leaper', 'kind offset length form atom doubled steps'],
    ['Q=:2,1:', 'leaper', 'kind offset length form atom doubled x y'],
    ['Q=:2,1:(fs)2', 'leaper', 'kind offset length form atom doubled x y circular steps'],
    ['Q=W(fs)2', 'leaper', 'kind offset length form atom doubled circular steps'],
    ['NN2', 'leaper', 'kind offset length form atom doubled steps', true],
    ['fceF', 'leaper', 'kind offset length form atom doubled', true],
    ['fceF', 'partial', PARTIAL, true],
    ['Q=R02', 'steps', 'kind offset length text form value'],
    ['Q=R0', 'steps', 'kind offset length text form'],
    ['Q=(mW)2', 'group', 'kind offset length body steps'],
    ['Q=(mW)', 'group', 'kind offset length body'],
    ['Q=mW', 'modifier', 'kind offset length letter doubled any optional'],
    ['Q=c{K}W', 'modifier', 'kind offset length letter doubled any optional set'],
    ['Q=c[a1]W', 'modifier', 'kind offset length letter doubled any optional range'],
    ['Q=c{K}[a1]W', 'modifier', 'kind offset length letter doubled any optional set range'],
    ['direction<2>', 'seq', 'kind offset length text value'],
    ['direction<ne>', 'seq', 'kind offset length text cardinal'],
    ['drop[a1]', 'area', 'kind offset length files ranks'],
    ['drop[a]', 'area', 'kind offset length files'],
    ['drop[1]', 'area', 'kind offset length ranks'],
    ['drop[a1A]', 'area', 'kind offset length files ranks levels'],
    ['royal', 'rule', RULE],
    ['royal{K}=castle{R}', 'rule', `${RULE} set`],
    ['promotion+[^1,8]=enter{P}', 'rule', `${RULE} prefix range`],
    ['royal{K', 'rule', `${RULE} error`],
    ['royal=castle{R}', 'attribute', `${ATTRIBUTE} name set`],
    ['royal=!capture', 'attribute', `${ATTRIBUTE} name`],
    ['royal=castle{', 'attribute', `${ATTRIBUTE} name error`],
    ['royal=(2)', 'attribute', `${ATTRIBUTE} amount`],
    ['Q=Q', 'partial', PARTIAL],
    ['Q=W[a1]', 'partial', `${PARTIAL} destination`],
    ['Q=[a1]W', 'partial', `${PARTIAL} origin`],
  ];

  it.each(cases)('%s: %s', (text, kind, keys, betza) => {
    expect(keysOf(text, kind, betza)).toBe(keys);
  });
});

/** Node's collector, exposed at run time (the test runner does not pass `--expose-gc`). */
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Lets the current job end (weak references read in it are kept until then), then collects. */
async function collected(gc: () => void): Promise<void> {
  await new Promise((done) => setTimeout(done, 0));
  gc();
}

/** A weak reference to the entries list of `r`, read in a frame of its own (no stale register holds it). */
function readAndDrop(r: RuleSet): WeakRef<object> {
  return new WeakRef(r.entries);
}
