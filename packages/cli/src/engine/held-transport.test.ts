import type { LineTransport } from '@x/engine';
import { describe, expect, it } from 'vitest';
import { heldTransport } from './held-transport.js';

/** A transport whose engine side the test plays: `say` a line, `end` it; what was written and whether closed. */
function scripted() {
  let sink: Parameters<LineTransport['open']>[0] | undefined;
  const written: string[] = [];
  let closed = false;
  const transport: LineTransport = {
    open: (s) => void (sink = s),
    write: (line) => void written.push(line),
    close: async () => void (closed = true),
  };
  return {
    transport,
    say: (line: string) => sink!.line(line),
    end: (reason: string) => sink!.end(reason),
    written,
    closed: () => closed,
  };
}

/** A reader's log of what a transport delivered. */
function reader() {
  const got: string[] = [];
  return {
    got,
    sink: { line: (l: string) => void got.push(l), end: (r: string) => void got.push(`end: ${r}`) },
  };
}

describe('heldTransport', () => {
  it('holds the lines written before it is opened, then hands them on in order with the later ones', () => {
    const engine = scripted();
    const held = heldTransport(engine.transport, () => undefined);
    engine.say('Stockfish 15.1 by the Stockfish developers');
    engine.say('second');
    const r = reader();
    held.open(r.sink);
    engine.say('uciok');
    held.write('isready');
    expect(r.got).toEqual(['Stockfish 15.1 by the Stockfish developers', 'second', 'uciok']);
    expect(engine.written).toEqual(['isready']);
    expect(held.ended).toBeUndefined();
  });

  it('an end before it is opened: `ended` and the end callback say why, and the reader gets it after the held lines', () => {
    const engine = scripted();
    const ends: string[] = [];
    const held = heldTransport(engine.transport, (reason) => ends.push(reason));
    engine.say('bye');
    engine.end('exited with code 3');
    expect([held.ended, ends]).toEqual(['exited with code 3', ['exited with code 3']]);
    const r = reader();
    held.open(r.sink);
    expect(r.got).toEqual(['bye', 'end: exited with code 3']);
  });

  it('more than 1,000 lines unread: given up on (ended, saying so), memory bounded; close closes the engine', async () => {
    const engine = scripted();
    const held = heldTransport(engine.transport, () => undefined);
    for (let i = 0; i < 5000; i++) engine.say(`info ${i}`);
    expect(held.ended).toBe('wrote more than 1000 lines before a connection');
    const r = reader();
    held.open(r.sink);
    expect(r.got.length).toBe(1001);
    expect(r.got.at(-1)).toBe('end: wrote more than 1000 lines before a connection');
    await held.close();
    expect(engine.closed()).toBe(true);
  });
});
