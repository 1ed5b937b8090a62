/**
 * Smoke tests on the real engines Debian ships (`apt-get install stockfish fairy-stockfish sjaakii`): each engine
 * on each protocol it speaks — handshake, options, analyse, play — with tiny searches. Skipped, saying so, when a
 * binary is missing. The protocol logic itself is tested in-process (lines.test.ts, faults.test.ts).
 */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position, type VariantDefinition } from '@x/core';
import { variants, leaper } from '@x/core/variant';
import { builtinVariant } from '@x/fairy-variants';
import { parse as parseFbr, toVariant as fbrToVariant } from '@x/fbr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from './engine.js';
import { loadVariantFile, spawnEngine } from './node.js';
import type { Info } from './types.js';
import { variantFor } from './variant-plan.js';

const STOCKFISH = '/usr/games/stockfish';
const FAIRY = '/usr/games/fairy-stockfish';
const SJAAK = '/usr/games/sjaakii';
const has = (bin: string) => fs.existsSync(bin);
const why = (bin: string) => `${bin} is not installed (apt-get install stockfish fairy-stockfish sjaakii)`;

const start = (v: VariantDefinition) => Position.fromFen(v.startFen, v);

/** Chess whose knights also step as a wazir (N+W): a piece only a custom piece can say to Fairy-Stockfish. */
function custom(): VariantDefinition {
  const chess = variants.chess;
  return {
    ...chess,
    // a name of its own: the engine README's example (run beside this file) writes a 'Knight Wazir' block too
    id: 'knightwazirtest',
    name: 'Knight Wazir Test',
    pieces: chess.pieces.map((p) => (p.id === 'knight' ? { ...p, moves: [...p.moves, leaper(0, 1)] } : p)),
  };
}

/** Temporary variants files of `@x/engine/node` still on disk that contain `text`. */
function leftFiles(text: string): string[] {
  return fs
    .readdirSync(tmpdir())
    .filter((d) => d.startsWith('xengine'))
    .map((d) => join(tmpdir(), d, 'variants.txt'))
    .filter((f) => fs.existsSync(f) && fs.readFileSync(f, 'utf8').includes(text));
}

/** Every info of a short analysis, and its result. */
async function analyse(engine: Engine, position: Position, multiPv = 1) {
  const infos: Info[] = [];
  const analysis = engine.analyse(position, { depth: 5 }, { multiPv });
  for await (const info of analysis) infos.push(info);
  return { infos, result: await analysis.result };
}

describe.skipIf(!has(STOCKFISH))(
  `Stockfish, UCI${has(STOCKFISH) ? '' : ` (skipped: ${why(STOCKFISH)})`}`,
  () => {
    it('handshake, options, MultiPV analysis with WDL, play', async () => {
      await using engine = await spawnEngine(STOCKFISH, [], { options: { Threads: 1, UCI_ShowWDL: true } });
      expect(engine.name).toMatch(/^Stockfish/);
      expect(engine.options.get('MultiPV')).toMatchObject({ type: 'spin', max: 500 });
      const { result } = await analyse(engine, start(variants.chess), 3);
      expect(result.lines).toHaveLength(3);
      expect(result.lines[0]?.wdl).toBeDefined();
      expect(result.lines.every((l) => (l.pv?.length ?? 0) > 0)).toBe(true);
      const played = await engine.play(
        { start: start(variants.chess), moves: ['e2e4', 'e7e5'] },
        { nodes: 2000 },
      );
      expect(played.move).toBeDefined();
      // a crazyhouse position is refused, not searched as chess
      const zh = Position.fromFen(
        'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R[Pp] w KQkq - 0 5',
        variants.crazyhouse,
      );
      await expect(engine.play(zh, { nodes: 1000 })).rejects.toMatchObject({ code: 'unsupported-variant' });
    });
  },
);

describe.skipIf(!has(FAIRY))(`Fairy-Stockfish${has(FAIRY) ? '' : ` (skipped: ${why(FAIRY)})`}`, () => {
  // one UCI engine for the UCI questions (each sets the variant it plays): a start costs ~0.5 CPU-s of NNUE set-up
  let uci: Engine;
  beforeAll(async () => {
    uci = await spawnEngine(FAIRY);
  });
  afterAll(() => uci?.quit());

  it('UCI: chess, then capablanca by its built-in name', async () => {
    const engine = uci;
    expect((await engine.play(start(variants.chess), { nodes: 1000 })).move).toBeDefined();
    const plan = variantFor(variants.capablanca, engine);
    expect(plan).toEqual({ kind: 'builtin', name: 'capablanca' });
    await engine.setVariant(plan.name);
    const { result } = await analyse(engine, start(variants.capablanca));
    expect(result.move).toBeDefined();
    // a position of another built-in: the engine is set to it first (a pawn in hand: a drop is among its moves)
    const zh = Position.fromFen(
      'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R[Pp] w KQkq - 0 5',
      variants.crazyhouse,
    );
    expect((await engine.play(zh, { nodes: 1000 })).move).toBeDefined();
    expect(engine.variant).toBe('crazyhouse');
    // Chess960 after a castling: the engine reads it (king takes rook) and answers for the side to move
    const frc = start(variants.chess960);
    const castled = await engine.play(
      { start: frc, moves: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'e1g1'] },
      { nodes: 1000 },
    );
    expect(castled.move).toBeDefined();
    expect(engine.variant).toBe('chess960');
  });

  it('UCI: its fischerandom and caparandom after a castling (king takes rook), answered for the side to move', async () => {
    const engine = uci;
    for (const [name, fen] of [
      ['fischerandom', 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1'],
      ['caparandom', 'r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w JAja - 0 1'],
    ] as const) {
      const def = builtinVariant(name)!;
      const plan = variantFor(def, engine);
      expect(plan).toEqual({ kind: 'builtin', name });
      await engine.setVariant(plan.name);
      const from = Position.fromFen(fen, def);
      const castle = from.legalMoves().find((m) => m.castle === 'long')!;
      // checked legal for Black: sent as the king's destination (`f1c1`), the engine kept the position before it
      // and answered for White (an `illegal-move` error), or played the king's step (`b1c1`)
      const played = await engine.play({ start: from, moves: [castle] }, { nodes: 1000 });
      expect(played.move, name).toBeDefined();
    }
  });

  it('UCI: an FBR rule set, written by fromVariant and loaded through VariantPath', async () => {
    const compiled = fbrToVariant(parseFbr('royal promotion+=enter{P} +P==QRBNAC K Q R B N P A=B+N C=R+N'));
    expect(compiled.complete).toBe(true);
    const def = { ...compiled.variant, id: 'fbrcapa' };
    const engine = uci;
    const plan = variantFor(def, engine);
    if (plan.kind !== 'file') throw new Error(`expected a file, got ${plan.kind}`);
    await loadVariantFile(engine, plan.name, plan.text, start(def));
    expect(engine.variant).toBe(plan.name);
    const played = await engine.play(start(def), { nodes: 2000 });
    expect(played.move).toBeDefined();
  });

  it('UCI: a section this Fairy-Stockfish plays as another game is refused (atomic: no explosions in 11.1)', async () => {
    const engine = uci;
    const plan = variantFor(variants.atomic, engine);
    if (plan.kind !== 'file') throw new Error(`expected a file, got ${plan.kind}`);
    await expect(loadVariantFile(engine, plan.name, plan.text, start(variants.atomic))).rejects.toMatchObject(
      {
        code: 'unsupported-variant',
        message: expect.stringMatching(
          /reads the section x-atomic as another game: after .* it has \d+ moves, @x\/core \d+/,
        ),
      },
    );
  });

  it('USI: shogi', async () => {
    await using engine = await spawnEngine(FAIRY, [], { protocol: 'usi' });
    const result = await engine.play({ start: start(variants.shogi), moves: ['c3c4'] }, { nodes: 2000 });
    expect(result.move?.from).toBeDefined();
  });

  it('UCCI: xiangqi', async () => {
    await using engine = await spawnEngine(FAIRY, [], { protocol: 'ucci' });
    const { result } = await analyse(engine, start(variants.xiangqi));
    expect(result.move).toBeDefined();
    expect(result.lines[0]?.score?.cp).toBeTypeOf('number');
  });

  it('XBoard: capablanca', async () => {
    await using engine = await spawnEngine(FAIRY, [], { protocol: 'xboard' });
    expect(engine.variants).toContain('capablanca');
    await engine.setVariant('capablanca');
    const result = await engine.play(start(variants.capablanca), { depth: 3 });
    expect(result.move).toBeDefined();
    expect(result.lines[0]?.depth).toBeGreaterThan(0);
    // xiangqi's ten ranks are numbered from 0 over XBoard: the engine reads the moves and answers for Black
    const xiangqi = await engine.play(
      { start: start(variants.xiangqi), moves: ['h3e3', 'h10g8'] },
      { depth: 3 },
    );
    expect(xiangqi.move).toBeDefined();
    expect(xiangqi.lines[0]?.pv?.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!has(SJAAK))(`SjaakII${has(SJAAK) ? '' : ` (skipped: ${why(SJAAK)})`}`, () => {
  it('XBoard: chess, principal lines read from its SAN', async () => {
    await using engine = await spawnEngine(SJAAK, ['-xboard']);
    expect(engine.name).toMatch(/Sjaak/);
    const result = await engine.play({ start: start(variants.chess), moves: ['d2d4'] }, { depth: 3 });
    expect(result.move).toBeDefined();
    expect(result.lines[0]?.pv?.length).toBeGreaterThan(0);
    expect(result.lines[0]?.pvError).toBeUndefined();
  });

  it('XBoard: a custom-piece variant, written by the sjaak fromVariant and given on its command line', async () => {
    // chess whose knights also step as a wazir: Fairy-Stockfish 11.1 has no such piece (it needs customPiece)
    const def = custom();
    const said: string[] = [];
    const log = (direction: '>' | '<', line: string) => direction === '<' && said.push(line);
    // a file another run left (one stopped before its engine quit) is not this engine's
    const before = new Set(leftFiles(`Variant: ${def.name}`));
    const started = await spawnEngine(SJAAK, ['-xboard'], { variant: def, log });
    let block: string | undefined;
    try {
      block = started.variant;
      expect(started.name).toMatch(/Sjaak/);
      expect(started.variants).toContain(block);
      const game = { start: start(def), moves: [] as string[] };
      const { infos, result } = await analyse(started, game.start);
      expect(infos.length).toBeGreaterThan(0);
      expect(result.lines[0]?.pvError).toBeUndefined();
      // a few moves of self-play, each checked again by @x/core
      const position = start(def);
      for (let ply = 0; ply < 4; ply++) {
        const { move } = await started.play(game, { depth: 2 });
        if (move === undefined) throw new Error('no move');
        expect(position.legalMoves().map((m) => position.uci(m))).toContain(position.uci(move));
        game.moves.push(position.uci(move));
        position.play(move);
      }
      // SjaakII tells a GUI the pieces of the game it plays (XBoard `piece`, in Betza): the knight and the wazir
      expect(said).toContain('piece N& NW');
    } finally {
      await started.quit();
    }
    expect(leftFiles(`Variant: ${def.name}`).filter((f) => !before.has(f))).toEqual([]);
  });

  it('USI: shogi', async () => {
    await using engine = await spawnEngine(SJAAK, ['-usi']);
    const result = await engine.play(start(variants.shogi), { depth: 2 });
    expect(result.move).toBeDefined();
  });
});
