/**
 * The variant check before every search (`variant-guard.ts`), on a scripted UCI engine in this process: a
 * built-in variant the engine plays by name is set before the position is sent; one it does not play, and a
 * variant of the caller's own it was not given, are refused — never searched as chess.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { builtinVariant } from '@x/fairy-variants';
import { describe, expect, it } from 'vitest';
import { startEngine } from './start.js';
import { builtinIdOf } from './variant-names.js';
import { scriptedEngine } from '../test/scripted-engine.js';

/**
 * A scripted UCI engine (test/scripted-engine.ts) that declares `declared` and answers every `go` with a drop in
 * crazyhouse, a horde pawn's step in `hordefile`, else `e2e4`.
 */
function scripted(declared: readonly string[]) {
  let variant = 'chess';
  return scriptedEngine(declared, (line, say) => {
    if (line.startsWith('setoption name UCI_Variant value ')) variant = line.slice(33);
    else if (line.startsWith('go'))
      say(`bestmove ${variant === 'crazyhouse' ? 'P@e6' : variant === 'hordefile' ? 'b5b6' : 'e2e4'}`);
  });
}

const VARIANTS =
  'option name UCI_Variant type combo default chess var chess var crazyhouse var atomic var myvariant var hordefile';
/** A crazyhouse position where White has a pawn in hand. */
const ZH = 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R[Pp] w KQkq - 0 5';

/**
 * On a scripted engine of `VARIANTS`: a search of `position` refused (`refusal` in its message), then, once the
 * engine is given the variant `given`, played (`move`).
 */
async function refusedUntilGiven(
  position: Position,
  refusal: string,
  given: string,
  move: { from: string; to: string },
): Promise<void> {
  const { transport } = scripted([VARIANTS]);
  const engine = await startEngine(transport, 'uci');
  await expect(engine.play(position, { nodes: 1 })).rejects.toMatchObject({
    code: 'unsupported-variant',
    message: expect.stringContaining(refusal),
  });
  await engine.setVariant(given);
  expect((await engine.play(position, { nodes: 1 })).move).toMatchObject(move);
  await engine.quit();
}

describe('a search plays the variant of its position', () => {
  it('sets a built-in variant the engine plays by name before the position, and chess again after', async () => {
    const { transport, sent } = scripted([VARIANTS]);
    const engine = await startEngine(transport, 'uci');
    const zh = Position.fromFen(ZH, variants.crazyhouse);
    const result = await engine.play(zh, { nodes: 1 });
    expect(result.move).toMatchObject({ to: 'e6' });
    expect(engine.variant).toBe('crazyhouse');
    const set = sent.indexOf('setoption name UCI_Variant value crazyhouse');
    expect(set).toBeGreaterThan(0);
    expect(set).toBeLessThan(sent.findIndex((l) => l.startsWith('position')));
    sent.length = 0;
    const chess = Position.fromFen(variants.chess.startFen);
    expect((await engine.play(chess, { nodes: 1 })).move).toMatchObject({ from: 'e2', to: 'e4' });
    expect(sent).toContain('setoption name UCI_Variant value chess');
    expect(engine.variant).toBe('chess');
    // the same variant again: nothing set
    sent.length = 0;
    await engine.play(chess, { nodes: 1 });
    expect(sent.filter((l) => l.startsWith('setoption'))).toEqual([]);
    await engine.quit();
  });

  it("sets a variant's Chess960 form by its name with 960: the variant, then UCI_Chess960", async () => {
    const { transport, sent } = scripted([VARIANTS, 'option name UCI_Chess960 type check default false']);
    const engine = await startEngine(transport, 'uci');
    await engine.setVariant('crazyhouse960');
    expect(sent.filter((l) => l.startsWith('setoption'))).toEqual([
      'setoption name UCI_Variant value crazyhouse',
      'setoption name UCI_Chess960 value true',
    ]);
    expect(engine.variant).toBe('crazyhouse960');
    sent.length = 0;
    await engine.setVariant('crazyhouse');
    expect(sent.filter((l) => l.startsWith('setoption'))).toEqual([
      'setoption name UCI_Variant value crazyhouse',
      'setoption name UCI_Chess960 value false',
    ]);
    await expect(engine.setVariant('xiangqi960')).rejects.toMatchObject({ code: 'unsupported-variant' });
    // a search of a Crazyhouse960 position (as @x/san makes it from the tag) sets it the same way
    const zh = variants.crazyhouse;
    const zh960 = {
      ...zh,
      id: 'crazyhouse960',
      name: 'Crazyhouse960',
      castling: { ...zh.castling!, chess960: true },
    };
    sent.length = 0;
    await engine.play(Position.fromFen(ZH.replace('KQkq', 'HAha'), zh960), { nodes: 1 });
    expect(sent.filter((l) => l.startsWith('setoption'))).toEqual([
      'setoption name UCI_Variant value crazyhouse',
      'setoption name UCI_Chess960 value true',
    ]);
    await engine.quit();
  });

  it('refuses a built-in variant the engine does not play, without sending the position', async () => {
    const { transport, sent } = scripted([]);
    const engine = await startEngine(transport, 'uci');
    const zh = Position.fromFen(ZH, variants.crazyhouse);
    await expect(engine.play(zh, { nodes: 1 })).rejects.toMatchObject({
      code: 'unsupported-variant',
      message: expect.stringContaining('Scripted does not play crazyhouse (it plays chess)'),
    });
    await expect(engine.analyse(zh).result).rejects.toMatchObject({ code: 'unsupported-variant' });
    expect(sent.some((l) => l.startsWith('position') || l.startsWith('go'))).toBe(false);
    // the engine is still usable
    const chess = Position.fromFen(variants.chess.startFen);
    expect((await engine.play(chess, { nodes: 1 })).move).toMatchObject({ from: 'e2', to: 'e4' });
    await engine.quit();
  });

  it("a variant of the caller's own: refused until the engine was given a variant of its own", async () => {
    const own: VariantDefinition = { ...variants.chess, id: 'myvariant' };
    const start = Position.fromFen(own.startFen, own);
    const refusal = 'Scripted was not given the variant myvariant (it plays chess)';
    await refusedUntilGiven(start, refusal, 'myvariant', { from: 'e2', to: 'e4' });
  });

  it('a built-in the engine does not know by name: played from a file it was given, refused from a built-in', async () => {
    const horde = Position.fromFen(variants.horde.startFen, variants.horde);
    // as after `loadVariantFile(engine, 'hordefile', …)` of the section `variantFor` wrote for horde
    await refusedUntilGiven(horde, 'Scripted does not play horde', 'hordefile', { from: 'b5', to: 'b6' });
  });

  it("plays Fairy-Stockfish's fischerandom once given it (not refused as chess960), castling as king takes rook", async () => {
    const { transport, sent } = scripted([
      'option name UCI_Variant type combo default chess var chess var fischerandom',
    ]);
    const engine = await startEngine(transport, 'uci');
    const def = builtinVariant('fischerandom')!;
    const start = Position.fromFen('rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1', def);
    const castle = start.legalMoves().find((m) => m.castle === 'long')!;
    await expect(engine.play(start, { nodes: 1 })).rejects.toMatchObject({ code: 'unsupported-variant' });
    await engine.setVariant('fischerandom');
    sent.length = 0;
    expect((await engine.play({ start, moves: [castle, 'a7a6'] }, { nodes: 1 })).move).toMatchObject({
      to: 'e4',
    });
    expect(sent.find((l) => l.startsWith('position'))).toMatch(/ moves b1a1 a7a6$/);
    await engine.quit();
  });

  it('reads the names engines give the built-ins', () => {
    expect(
      ['normal', 'Chess', 'fischerandom', 'threecheck', 'crazyhouse', 'x-knight-wazir'].map(builtinIdOf),
    ).toEqual(['chess', 'chess', 'chess960', '3check', 'crazyhouse', undefined]);
  });
});
