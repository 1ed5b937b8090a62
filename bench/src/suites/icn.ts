/** ICN parse and stringify throughput (MB/s) on a generated 10,000-move compact game. */
import { parse, stringify } from '@x/icn';
import { type Contender, measure, report } from '../harness.js';

/** A deterministic 10,000-move compact game (~80 KB) with mixed small and large coordinates. */
function generateGame(moves: number): string {
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const coord = () => {
    const r = rnd(100);
    const v = r < 97 ? rnd(10) : rnd(2_000_000) - 1_000_000;
    return String(v);
  };
  const parts: string[] = [];
  for (let k = 0; k < moves; k++) {
    const promo = rnd(200) === 0 ? '=Q' : '';
    parts.push(`${coord()},${coord()}>${coord()},${coord()}${promo}`);
  }
  return `w 0/100 1 (8|1) P1,2+|P2,2+|K5,1+|k5,8+|Q4,1|q4,8 ${parts.join('|')}`;
}

/** Runs the ICN suite. */
export function bench(): void {
  const text = generateGame(10_000);
  const bytes = Buffer.byteLength(text);
  const game = parse(text, { strict: true });
  if (game.moves.length !== 10_000) throw new Error(`parsed ${game.moves.length} moves`);
  if (stringify(game) !== text) throw new Error('stringify does not round-trip the generated game');
  const contenders: Contender[] = [
    {
      name: '@x/icn parse (lenient)',
      run: () => {
        parse(text);
        return bytes;
      },
    },
    {
      name: '@x/icn parse (strict)',
      run: () => {
        parse(text, { strict: true });
        return bytes;
      },
    },
    {
      name: '@x/icn stringify',
      run: () => {
        stringify(game);
        return bytes;
      },
    },
  ];
  const results = measure(contenders, 15);
  report(`ICN 10,000-move compact game (${(bytes / 1024).toFixed(1)} KB), MB = 10^6 bytes`, results, 'B');
  for (const r of results) console.log(`  ${r.name.padEnd(28)} ${(r.unitsPerSecond / 1e6).toFixed(1)} MB/s`);
}
