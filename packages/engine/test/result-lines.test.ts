/**
 * What a search ends with, in-process: each line's report is its last with moves and an exact score (a bound or a
 * report without moves does not replace it), and `switchVariant` gives an engine a variant as `variantFor` plans it
 * (a built-in by name, SjaakII started again with its block).
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { scriptedEngine } from './scripted-engine.js';
import type { Engine } from '../src/engine.js';
import { switchVariant } from '../src/node.js';
import { startEngine } from '../src/start.js';
import type { LineSink, LineTransport } from '../src/transport.js';

/** A scripted engine that answers every `go` with `infos`, then `bestmove e2e4`. */
async function answering(...infos: string[]) {
  const { transport } = scriptedEngine(
    ['option name MultiPV type spin default 1 min 1 max 500'],
    (line, say) => {
      if (line.startsWith('go')) say(...infos, 'bestmove e2e4');
    },
  );
  return startEngine(transport, 'uci');
}

const start = () => Position.fromFen(variants.chess.startFen);

describe('a search’s lines', () => {
  it('keep the last report with moves and an exact score over a later bound or a report without moves', async () => {
    const engine = await answering(
      'info depth 5 multipv 1 score cp 20 pv e2e4 e7e5',
      'info depth 5 multipv 2 score cp 10 pv d2d4',
      'info depth 6 multipv 1 score cp 90 lowerbound pv e2e4',
      'info depth 6 multipv 2 score cp 12 nodes 400',
    );
    const { lines } = await engine.play(start(), { nodes: 1 }, { multiPv: 2 });
    expect(lines.map((l) => [l.depth, l.score, l.pv?.length])).toEqual([
      [5, { cp: 20 }, 2],
      [5, { cp: 10 }, 1],
    ]);
    await engine.quit();
  });

  it('take a report with moves over an earlier one without, and a later exact one over a bound', async () => {
    const engine = await answering(
      'info depth 3 score cp 5',
      'info depth 4 score cp 40 upperbound pv g1f3',
      'info depth 4 score mate 3 pv e2e4',
    );
    const { lines } = await engine.play(start(), { nodes: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ depth: 4, score: { mate: 3 }, pv: [{ from: 'e2', to: 'e4' }] });
    await engine.quit();
  });
});

/** An XBoard engine in this process: its features, `pong` to every `ping`, and `answer` to every `go`. */
function xboardAnswering(...answer: string[]): LineTransport {
  let sink: LineSink | undefined;
  const say = (...lines: string[]) =>
    queueMicrotask(() => {
      for (const line of lines) sink?.line(line);
    });
  return {
    open: (s) => {
      sink = s;
    },
    write: (text) => {
      for (const line of text.split('\n')) {
        if (line === 'protover 2') say('feature myname="Scripted" ping=1 setboard=1 done=1');
        else if (line.startsWith('ping ')) say(`pong ${line.slice(5)}`);
        else if (line === 'go') say(...answer);
      }
    },
    close: async () => sink?.end('closed'),
  };
}

describe('an XBoard search', () => {
  it('goes on past an offer of a draw (CECP: the engine moves on) and gives the offer beside the move', async () => {
    const engine = await startEngine(xboardAnswering('offer draw', '1 12 5 100 e2e4', 'move e2e4'), 'xboard');
    const result = await engine.play(start(), { depth: 1 });
    expect(result.move).toMatchObject({ from: 'e2', to: 'e4' });
    expect(result.claim).toEqual({ kind: 'draw', text: 'offer draw' });
    expect(result.lines[0]?.score).toEqual({ cp: 12 });
    await engine.quit();
  });

  it('ends at a resignation, without a move', async () => {
    const engine = await startEngine(xboardAnswering('resign'), 'xboard');
    const result = await engine.play(start(), { depth: 1 });
    expect(result.move).toBeUndefined();
    expect(result.claim).toEqual({ kind: 'resign', text: 'resign' });
    await engine.quit();
  });
});

/** A stand-in engine recording what it was asked (only what `switchVariant` reads and calls). */
function standIn(name: string, said: string[], variantList: readonly string[] = []): Engine {
  const engine = {
    name,
    protocol: 'xboard',
    options: new Map(),
    variants: variantList,
    variant: 'normal',
    setVariant: async (v: string) => void said.push(`${name} variant ${v}`),
    quit: async () => void said.push(`${name} quit`),
  };
  return engine as unknown as Engine;
}

describe('switchVariant', () => {
  it('selects a built-in by name on the same engine', async () => {
    const said: string[] = [];
    const engine = standIn('Fairy-Stockfish 14', said, ['normal', 'crazyhouse']);
    const restart = () => Promise.reject(new Error('not restarted'));
    expect(await switchVariant(engine, variants.crazyhouse, restart)).toBe(engine);
    expect(said).toEqual(['Fairy-Stockfish 14 variant crazyhouse']);
  });

  it('starts SjaakII again with a variants.txt block and selects its variant there', async () => {
    const said: string[] = [];
    const def: VariantDefinition = { ...variants.capablanca, id: 'mycapa', name: 'mycapa' };
    const texts: string[] = [];
    const again = standIn('SjaakII again', said);
    const played = await switchVariant(standIn('SjaakII 1.4.1', said), def, async (text) => {
      texts.push(text);
      return again;
    });
    expect(played).toBe(again);
    expect(texts).toHaveLength(1);
    // the block's variant, by the name its `Variant:` line gives it, is selected on the new start
    const name = /^Variant: (.+)$/m.exec(texts[0]!)?.[1];
    expect(name).toBeDefined();
    expect(said).toEqual(['SjaakII 1.4.1 quit', `SjaakII again variant ${name}`]);
  });
});
