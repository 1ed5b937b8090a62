/**
 * `variantFor` in-process, on engine traits as the clients learn them, and `switchVariant` on fakes: no engine is
 * started.
 */
import type { VariantDefinition } from '@x/core';
import { variants, leaper } from '@x/core/variant';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtinVariant } from '@x/fairy-variants';
import { parse, toVariant } from '@x/sjaak-variants';
import { describe, expect, it } from 'vitest';
import { withMove } from '../../../tests/variants.js';
import type { Engine } from './engine.js';
import { EngineError } from './errors.js';
import { switchVariant } from './node.js';
import type { EngineOption } from './types.js';
import { parseFeatures } from './xboard/features.js';
import { type EngineTraits, variantFor } from './variant-plan.js';

const option = (name: string): [string, EngineOption] => [name, { name, type: 'string', default: '' }];
const check = (name: string): [string, EngineOption] => [name, { name, type: 'check', default: false }];

const fairy: EngineTraits = {
  protocol: 'uci',
  name: 'Fairy-Stockfish 11.1 LB',
  variants: ['chess', 'capablanca', 'threecheck', 'fischerandom'],
  options: new Map([option('VariantPath'), check('UCI_Chess960')]),
};
const stockfish: EngineTraits = {
  protocol: 'uci',
  name: 'Stockfish 15.1',
  variants: ['chess'],
  options: new Map([check('UCI_Chess960')]),
};
const sjaak: EngineTraits = {
  protocol: 'xboard',
  name: 'SjaakII 1.4.1',
  variants: ['normal', 'capablanca'],
  options: new Map(),
};

/** The `unsupported-variant` message `variantFor` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('unsupported-variant');
    return (error as EngineError).message;
  }
  throw new Error('no error');
}

describe('variantFor', () => {
  it('names a built-in by the name the engine uses', () => {
    expect(variantFor(variants.threecheck, fairy)).toEqual({ kind: 'builtin', name: 'threecheck' });
    expect(variantFor(variants.chess, sjaak)).toEqual({ kind: 'builtin', name: 'normal' });
    expect(variantFor(variants.chess960, stockfish)).toEqual({ kind: 'builtin', name: 'chess960' });
  });

  it("names Fairy-Stockfish's own built-in as @x/fairy-variants reads it, for that engine only", () => {
    const minishogi = builtinVariant('minishogi')!;
    const withMinishogi = { ...fairy, variants: [...fairy.variants, 'minishogi'] };
    expect(variantFor(minishogi, withMinishogi)).toEqual({ kind: 'builtin', name: 'minishogi' });
    // a copy is a variant of the caller's own; SjaakII's minishogi is another program's
    expect(variantFor({ ...minishogi }, withMinishogi).kind).toBe('file');
    expect(refusal(() => variantFor(minishogi, { ...sjaak, variants: ['minishogi'] }))).toMatch(/SjaakII/);
  });

  it('names a built-in with Chess960 castling (a `…960` tag) for a UCI engine with UCI_Chess960', () => {
    /** What @x/san makes of a `…960` tag: the same fields, `960` after the id and name, Chess960 castling. */
    const shuffled = (def: VariantDefinition): VariantDefinition => ({
      ...def,
      id: `${def.id}960`,
      name: `${def.name}960`,
      castling: { ...def.castling!, chess960: true },
    });
    const withSeirawan = { ...fairy, variants: [...fairy.variants, 'crazyhouse', 'seirawan'] };
    expect(variantFor(shuffled(variants.crazyhouse), withSeirawan)).toEqual({
      kind: 'builtin',
      name: 'crazyhouse960',
    });
    const seirawan = builtinVariant('seirawan')!;
    expect(variantFor(shuffled(seirawan), withSeirawan)).toEqual({ kind: 'builtin', name: 'seirawan960' });
    // changed beyond its castling, or an engine without UCI_Chess960: not that variant by name
    const knightless = { ...shuffled(variants.crazyhouse), startFen: '8/8/8/8/8/8/8/4K2k w - - 0 1' };
    expect(variantFor(knightless, withSeirawan).kind).toBe('file');
    const no960 = { ...withSeirawan, options: new Map([option('VariantPath')]) };
    expect(variantFor(shuffled(variants.crazyhouse), no960).kind).toBe('file');
  });

  it('writes a variants.ini section for a variant of its own, for an engine that loads one', () => {
    const mine = { ...variants.capablanca, id: 'mycapa', name: 'My Capablanca' };
    const plan = variantFor(mine, fairy);
    expect(plan.kind).toBe('file');
    if (plan.kind === 'file') {
      expect(plan.format).toBe('fairy-ini');
      expect(plan.text).toContain(`[${plan.name}`);
    }
  });

  it('writes a variants.txt block for SjaakII, under a name it does not know already', () => {
    // chess whose knights also step as a wazir: a custom piece, beyond Fairy-Stockfish 11.1
    const knightWazir = withMove(variants.chess, 'capablanca', 'knight', leaper(0, 1), 'Capablanca');
    const plan = variantFor(knightWazir, sjaak);
    expect(plan).toMatchObject({ kind: 'file', format: 'sjaak', name: 'x-capablanca' });
    if (plan.kind === 'file') expect(plan.text).toMatch(/^Variant: x-Capablanca\n/);
    expect(refusal(() => variantFor(knightWazir, fairy))).toMatch(/customPiece.*SjaakII/);
  });

  it('tells SjaakII the name it announces for a title in its own style (`Wazir Knight Chess (8x8)`)', () => {
    const file = readFileSync(
      fileURLToPath(new URL('../../cli/test/fixtures/knight-wazir.txt', import.meta.url)),
      'utf8',
    );
    const block = parse(file.replace('Variant: Knight Wazir', 'Variant: Wazir Knight Chess (8x8)'))
      .variants[0]!;
    const plan = variantFor(toVariant(block).variant, sjaak);
    expect(plan).toMatchObject({ kind: 'file', format: 'sjaak', name: 'wazir_knight_chess' });
    if (plan.kind !== 'file') return;
    expect(plan.text).toMatch(/^Variant: Wazir Knight Chess \(8x8\)\n/);
    // SjaakII 1.4.1 started with that block (`sjaakii -xboard variants.txt`) announced, recorded:
    const recorded =
      'feature variants="wazir_knight_chess,fide_chess,wolves_and_sheep,maharaja,peasant" done=0';
    const announced = parseFeatures(recorded)
      .find(([key]) => key === 'variants')![1]
      .split(',');
    expect(announced).toContain(plan.name);
  });

  it('says why, never falls back to chess', () => {
    const mine = { ...variants.capablanca, id: 'mycapa', name: 'My Capablanca' };
    expect(refusal(() => variantFor(mine, stockfish))).toMatch(/Stockfish 15\.1 .*loads no variants\.ini/);
    expect(refusal(() => variantFor(variants.xiangqi, stockfish))).toMatch(/xiangqi/);
    expect(refusal(() => variantFor(variants.xiangqi, sjaak))).toMatch(/SjaakII variants\.txt block cannot/);
  });

  it('says why in words, never by a definition field', () => {
    const mine: VariantDefinition = {
      ...variants.chess,
      id: 'mynocastle',
      name: 'My no castle',
      end: { ...variants.chess.end, fairyMaterial: { major: ['queen', 'rook'], colourBound: ['bishop'] } },
    };
    expect(refusal(() => variantFor(mine, sjaak))).toBe(
      'a SjaakII variants.txt block cannot express mynocastle: an end rule it has no words for',
    );
  });
});

describe('switchVariant carries the plan out', () => {
  /** An engine of `traits` whose `setVariant` fails with `refused` (when given); records its calls. */
  function fake(traits: EngineTraits, refused?: Error) {
    const calls: string[] = [];
    const engine = {
      ...traits,
      variant: 'chess',
      setVariant: async (name: string) => {
        calls.push(`setVariant ${name}`);
        if (refused) throw refused;
      },
      quit: async () => {
        calls.push('quit');
      },
    };
    return { engine: engine as unknown as Engine, calls };
  }
  const knightWazir = withMove(variants.chess, 'capablanca', 'knight', leaper(0, 1), 'Capablanca');

  it('selects a built-in by its name; a SjaakII block on an engine started again', async () => {
    const builtin = fake(fairy);
    expect(
      await switchVariant(builtin.engine, variants.threecheck, () => Promise.reject(new Error('no'))),
    ).toBe(builtin.engine);
    expect(builtin.calls).toEqual(['setVariant threecheck']);
    const first = fake(sjaak);
    const again = fake(sjaak);
    const texts: string[] = [];
    const restart = async (text: string) => {
      texts.push(text);
      return again.engine;
    };
    expect(await switchVariant(first.engine, knightWazir, restart)).toBe(again.engine);
    expect([first.calls, again.calls]).toEqual([['quit'], ['setVariant x-capablanca']]);
    expect(texts[0]).toMatch(/^Variant: x-Capablanca\n/);
  });

  it('quits the engine started again when it does not select its block, and passes the failure on', async () => {
    const refused = new Error('no such variant');
    const first = fake(sjaak);
    const again = fake(sjaak, refused);
    await expect(switchVariant(first.engine, knightWazir, async () => again.engine)).rejects.toBe(refused);
    expect(again.calls).toEqual(['setVariant x-capablanca', 'quit']);
  });
});
