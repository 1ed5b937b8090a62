import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { IcnError } from './errors.js';
import { fromJson, safeFromJson, toJson } from './json.js';
import { fromLongType, longType } from './pieces.js';
import { parse } from './parse.js';
import { stringify } from './stringify.js';

const jsonCase = (file: string): unknown =>
  JSON.parse(
    readSharedData('icn', file)
      .split('\n')
      .filter((l) => !l.startsWith('# '))
      .join('\n'),
  );

describe('toJson', () => {
  it('uses the original field names and adds the live ones', () => {
    const g = parse(
      'w:r:b 4,3 0/100 7 (8,17;q,am|1|) -5,_,0,9 (checkmate|koth|royalcapture) {"slideLimit":7} Squares:1,1 Rays:1,1>0,1 K5,1+|k5,8|3RQ1,1 ' +
        'P1,7x2,8=Q+{[%clk 0:09:56.7] hi}',
    );
    const j = toJson(g);
    expect(j).toMatchObject({
      turnOrder: ['white', 'red', 'black'],
      enpassant: ['4', '3'],
      moveRule: '0/100',
      fullMove: 7,
      gameRules: {
        promotionRanks: ['8', '1'],
        promotionRanksByPlayer: { white: ['8', '17'], black: ['1'], red: [] },
        promotionsAllowed: {
          white: ['queens', 'amazons'],
          black: ['queens', 'rooks', 'bishops', 'knights'],
          red: [],
        },
        winConditions: { white: ['checkmate'], black: ['koth'], red: ['royalcapture'] },
        worldBorder: { left: '-5', right: null, bottom: '0', top: '9' },
        slideLimit: 7,
      },
      specialRights: { '5,1': true },
      startingPosition: { '5,1': 'kingsW', '5,8': 'kingsB', '1,1': 'royalQueensR' },
      presetSquares: ['1,1'],
      presetRays: ['1,1>0,1'],
      moves: ['1,7>2,8Q'],
      moveDetails: [{ piece: 'P', capture: true, check: '+', comment: 'hi', clockStamp: 596_700 }],
    });
    expect(j.turn).toBeUndefined();
    expect(toJson(parse('b K1,1')).turn).toBe('black');
  });

  it('long types', () => {
    expect(longType({ type: 'royalCentaur', player: 'black' })).toBe('royalCentaursB');
    expect(fromLongType('obstaclesN')).toEqual({ type: 'obstacle', player: 'neutral' });
    expect(fromLongType('huygensW')).toEqual({ type: 'huygen', player: 'white' });
    expect(fromLongType('wizardsW')).toBeUndefined();
  });
});

describe('fromJson', () => {
  it('converts zod issues to IcnError with a path', () => {
    const r = safeFromJson({ turn: 'green' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error).toMatchObject({ code: 'bad-json', path: 'turn' });
    expect(() => fromJson({ enpassant: [1.5, 2] })).toThrow(IcnError);
    expect(() => fromJson('nope')).toThrow(IcnError);
  });

  it('rejects prototype keys in extras and metadata', () => {
    const bad = JSON.parse('{"gameRules":{"x":{"__proto__":{"polluted":1}}}}');
    const r = safeFromJson(bad);
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error).toMatchObject({ code: 'extras-forbidden-key', path: 'gameRules.x.__proto__' });
    const meta = safeFromJson(JSON.parse('{"metadata":{"__proto__":"x"}}'));
    expect(meta.success).toBe(false);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('reads a short position string and legacy move objects', () => {
    const g = fromJson({
      startingPosition: 'K1,1+|k8,8',
      moves: [
        {
          type: 'pawnsW',
          startCoords: [2, 7],
          endCoords: ['1', '8'],
          captured: 'rooksB',
          promotion: 'queensW',
          mate: true,
        },
      ],
    });
    expect(g.position).toHaveLength(2);
    expect(g.moves[0]).toEqual({
      start: [2n, 7n],
      end: [1n, 8n],
      piece: { type: 'pawn', player: 'white' },
      capture: true,
      promotion: { type: 'queen', player: 'white' },
      check: 'mate',
    });
  });
});

describe.skipIf(!hasSharedData)('fromJson on the original converter files', () => {
  it('reads seed-usage-longformat.json, warning about the stray comma in move 10', () => {
    const g = fromJson(jsonCase('seed-usage-longformat.json'));
    expect(g.position).toHaveLength(32);
    expect(g.position!.filter((p) => p.specialRight)).toHaveLength(22);
    expect(g.moves).toHaveLength(22);
    expect(g.moves[8]!.promotion).toEqual({ type: 'queen', player: 'white' });
    expect(g.diagnostics).toEqual([expect.objectContaining({ code: 'syntax', path: 'moves.9' })]);
    expect(g.extras).toEqual({ slideLimit: 100n, cannotPassTurn: true });
    expect(g.metadata['Variant']).toBe('Classical');
    const strict = safeFromJson(jsonCase('seed-usage-longformat.json'), { mode: 'strict' });
    expect(strict.success).toBe(false);
    // the same game as the README's long ICN, once the JSON extras and decorations are set aside
    const icn = parse(
      readSharedData('icn', 'seed-readme-game-compact.icn')
        .split('\n')
        .filter((l) => !l.startsWith('# '))
        .join('\n'),
    );
    expect(stringify(g, { decorations: false, comments: false }).split(' ').pop()).toBe(
      stringify(icn, { decorations: false, comments: false }).split(' ').pop(),
    );
  });

  it('reads seed-usage-legacy-moves.json', () => {
    const g = fromJson(jsonCase('seed-usage-legacy-moves.json'));
    expect(g.moves).toHaveLength(22);
    expect(g.moves.filter((m) => m.capture)).toHaveLength(7);
    expect(g.moves[21]).toMatchObject({
      start: [0n, 4n],
      end: [4n, 4n],
      check: 'mate',
      piece: { type: 'queen', player: 'black' },
    });
  });
});

describe('hostile #10 (icn/json): fromJson on hostile keys (#15)', () => {
  const queens = (keys: string[]) => ({
    turnOrder: ['white', 'black'],
    startingPosition: Object.fromEntries(keys.map((k, i) => [k, i === 0 ? 'queensW' : 'rooksB'])),
  });

  it('keeps one piece per square and warns, with the path, when two keys name one square', () => {
    const g = fromJson(queens(['5,8', '05,8']));
    expect(g.position).toEqual([{ type: 'rook', player: 'black', square: [5n, 8n], specialRight: false }]);
    expect(g.diagnostics?.map((w) => [w.code, w.path])).toEqual([
      ['non-canonical-integer', 'startingPosition.05,8'],
      ['duplicate-square', 'startingPosition.05,8'],
    ]);
    expect(stringify(g)).toBe('w 1 r5,8');
  });

  it('finds the repeat whichever comes first, with canonical keys before them (lazy square index)', () => {
    const first = fromJson(queens(['05,8', '5,8']));
    expect(first.position).toEqual([
      { type: 'rook', player: 'black', square: [5n, 8n], specialRight: false },
    ]);
    expect(first.diagnostics?.map((w) => w.code)).toEqual(['non-canonical-integer', 'duplicate-square']);
    const later = fromJson(queens(['1,1', '2,2', '-0,3', '0,3']));
    expect(later.position?.map((p) => p.square)).toEqual([
      [1n, 1n],
      [2n, 2n],
      [0n, 3n],
    ]);
    expect(later.diagnostics?.map((w) => [w.code, w.path])).toEqual([
      ['non-canonical-integer', 'startingPosition.-0,3'],
      ['duplicate-square', 'startingPosition.0,3'],
    ]);
  });

  it('rejects a non-canonical key in strict mode, located by its path', () => {
    const r = safeFromJson(queens(['05,8']), { mode: 'strict' });
    expect(r.success ? undefined : [r.error.code, r.error.path]).toEqual([
      'non-canonical-integer',
      'startingPosition.05,8',
    ]);
  });

  it('reports duplicate squares of a short position', () => {
    const g = fromJson({ shortposition: 'Q5,8|r5,8' });
    expect(g.position).toHaveLength(1);
    expect(g.diagnostics?.map((w) => [w.code, w.path])).toEqual([['duplicate-square', 'startingPosition']]);
  });
});

describe('issue #41: an empty extras section survives toJson / fromJson', () => {
  it('keeps {} (and no extras stays no extras)', () => {
    const g = parse('w 1 {} K1,1|k3,3');
    expect(g.extras).toEqual({});
    const back = fromJson(JSON.parse(JSON.stringify(toJson(g))));
    expect(back.extras).toEqual({});
    expect(stringify(back)).toBe(stringify(g));
    expect(fromJson(toJson(parse('w 1 K1,1|k3,3'))).extras).toBeUndefined();
  });
});
