/**
 * Issue #15 (scaling): every list and record of definition JSON is counted against its limit before the
 * schema validates any element, so an oversized `pieces`, square list or `castling.partners` is refused at
 * its JSON path with work bounded by the limit, not by the input.
 */
import { describe, expect, it } from 'vitest';
import { VariantError } from '../errors/errors.js';
import { parseVariantDefinition, parseVariantDefinitionJson } from './index.js';
import { MAX_DEFINITION_LENGTH } from './limits.js';
import { MAX_PIECE_TYPES, MAX_SQUARE_LIST } from './limits.js';
import { variants } from '../variant/builtins/index.js';
import { thrown } from '../../../../tests/errors.js';

type Json = Record<string, unknown>;
const chessJson = (): Json => JSON.parse(JSON.stringify(variants.chess)) as Json;

/** The VariantError `f` throws (fails if it throws anything else or nothing). */
const variantError = (f: () => unknown) => thrown(VariantError, f);

/** An array of `n` entries that throws if any entry is read: proves nothing was validated per entry. */
function untouchable(n: number): unknown[] {
  return new Proxy(new Array<unknown>(n), {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) throw new Error(`entry ${key} was read`);
      return Reflect.get(target, key);
    },
  });
}

describe('hostile scaling: lists are counted before any entry is validated', () => {
  it('pieces: more than MAX_PIECE_TYPES are refused at pieces without reading one', () => {
    const def = { ...chessJson(), pieces: untouchable(1_000_000) };
    const e = variantError(() => parseVariantDefinition(def));
    expect(e.path).toEqual(['pieces']);
    expect(e.message).toContain(`at most ${MAX_PIECE_TYPES} piece types`);
  });

  it('castling.partners: more than MAX_PIECE_TYPES ids are refused at castling.partners', () => {
    const def = chessJson() as Json & { castling: Json };
    def.castling = { ...def.castling, partners: untouchable(1_000_000) };
    const e = variantError(() => parseVariantDefinition(def));
    expect(e.path).toEqual(['castling', 'partners']);
    def.castling = { ...def.castling, partners: Array.from({ length: MAX_PIECE_TYPES + 1 }, () => 'rook') };
    expect(variantError(() => parseVariantDefinition(def)).path).toEqual(['castling', 'partners']);
  });

  it.each([
    [
      'board.holes',
      (d: Json & { board: Json }, l: unknown[]) => (d.board = { ...d.board, holes: l }),
      ['board', 'holes'],
    ],
    [
      'zone squares',
      (d: Json, l: unknown[]) => (d.zones = { far: { white: l, black: [] } }),
      ['zones', 'far', 'white'],
    ],
    ['file phantoms', (d: Json, l: unknown[]) => (d.filePhantoms = l), ['filePhantoms']],
  ] as const)('square lists (%s): more than MAX_SQUARE_LIST are refused at their path', (_, set, path) => {
    const def = chessJson() as Json & { board: Json };
    set(def, untouchable(MAX_SQUARE_LIST + 1));
    expect(variantError(() => parseVariantDefinition(def)).path).toEqual(path);
  });

  it('lists nested in pieces (move vectors) are counted too', () => {
    const def = chessJson() as Json & { pieces: Json[] };
    const knight = def.pieces.find((p) => p.id === 'knight')! as Json & { moves: Json[] };
    knight.moves = [{ kind: 'leap', vectors: untouchable(1_000_000) }];
    expect(variantError(() => parseVariantDefinition(def)).path).toEqual([
      'pieces',
      def.pieces.indexOf(knight),
      'moves',
      0,
      'vectors',
    ]);
  });

  it('id lists of other rules (extinction, atomic.immune, drops) are capped at MAX_PIECE_TYPES', () => {
    const def = chessJson() as Json & { end: Json };
    def.end = { ...def.end, extinction: untouchable(100_000) };
    expect(variantError(() => parseVariantDefinition(def)).path).toEqual(['end', 'extinction']);
    const atomic = { ...chessJson(), atomic: { immune: untouchable(100_000) } };
    expect(variantError(() => parseVariantDefinition(atomic)).path).toEqual(['atomic', 'immune']);
  });

  it('deeply nested junk neither overflows the stack nor escapes as a foreign error', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    variantError(() => parseVariantDefinition({ ...chessJson(), filePhantoms: deep }));
    variantError(() => parseVariantDefinition(deep));
  });

  it('limits at the edge still pass: chess with MAX_PIECE_TYPES partners of existing ids validates', () => {
    const def = chessJson() as Json & { castling: Json };
    def.castling = { ...def.castling, partners: Array.from({ length: MAX_PIECE_TYPES }, () => 'rook') };
    expect(parseVariantDefinition(def).id).toBe('chess');
  });
});

describe('hostile scaling: definition JSON text is refused by length before JSON.parse', () => {
  it('text over MAX_DEFINITION_LENGTH is refused at once, whatever it holds', () => {
    const text = `{"zones":{${'"z":{},'.repeat(2_000_000)}}`;
    expect(text.length).toBeGreaterThan(MAX_DEFINITION_LENGTH);
    const e = variantError(() => parseVariantDefinitionJson(text));
    expect(e.message).toContain(`exceeds ${MAX_DEFINITION_LENGTH}`);
  });

  it('valid text parses as the object would; malformed JSON is a VariantError', () => {
    expect(parseVariantDefinitionJson(JSON.stringify(variants.chess)).id).toBe('chess');
    expect(variantError(() => parseVariantDefinitionJson('{"id":')).message).toMatch(/^not JSON/);
    variantError(() => parseVariantDefinitionJson(42 as unknown as string));
  });
});
