/** One engine-quirk table (`quirks.ts`) and one case-insensitive option lookup, XBoard's `setOption` too. */
import { describe, expect, it } from 'vitest';
import { scriptedEngine } from './scripted-engine.js';
import { quirksOf } from '../src/quirks.js';
import { startEngine } from '../src/start.js';

describe('quirksOf', () => {
  it("finds an engine's quirks by the name it gives", () => {
    expect(quirksOf('Sjaak II 1.4.1')).toMatchObject({ variantsOnCommandLine: true, usiAtDrops: true });
    expect(quirksOf('Fairy-Stockfish 11.1 LB 64')).toMatchObject({
      fairyBuiltins: true,
      noCustomPieces: true,
    });
    expect(quirksOf('Fairy-Stockfish 14.0.1 LB')).toMatchObject({
      fairyBuiltins: true,
      noCustomPieces: false,
    });
    expect(quirksOf('Stockfish 15.1')).toEqual(quirksOf(undefined));
  });
});

describe('setOption', () => {
  it('finds an XBoard option whatever its case, as over UCI', async () => {
    const { transport, sent } = scriptedEngine([], (line, say) => {
      if (line === 'protover 2') say('feature ping=1 myname="X" option="Hash -spin 16 1 1024" done=1');
      const ping = /^ping (\d+)$/.exec(line);
      if (ping !== null) say(`pong ${ping[1]}`);
    });
    const engine = await startEngine(transport, 'xboard');
    await engine.setOption('hash', 64);
    expect(sent).toContain('option Hash=64');
    await engine.quit();
  });
});
