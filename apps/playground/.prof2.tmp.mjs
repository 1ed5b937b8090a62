import { createServer } from 'vite';
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
async function* chunks(bytes) {
  for (let i = 0; i < bytes.length; i += 65536) yield bytes.subarray(i, i + 65536);
}
const server = await createServer({
  root: process.cwd(),
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const { visitPgn, MainLineChecker, startingPosition, stringify } = await import('@x/san');
const { ExplorerIndex } = await server.ssrLoadModule('/src/lib/explorer/explorerIndex.ts');
const { ExplorerReader } = await server.ssrLoadModule('/src/lib/explorer/explorerReader.ts');
const n = Number(process.argv[2] ?? 2000);
let x = 0x2545f491;
const next = () => {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0) / 2 ** 32;
};
let t0 = cpu();
const games = [];
for (let g = 0; g < n; g++) {
  const pos = startingPosition(new Map());
  const out = [];
  for (let ply = 0; ply < 60; ply++) {
    const legal = pos.legalMoves();
    if (!legal.length) break;
    const m = legal[Math.floor(next() * legal.length)];
    out.push(`${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${stringify(m, pos)}`);
    pos.play(m);
  }
  games.push(`[Event "r${g}"]\n[Result "*"]\n\n${out.join(' ')} *`);
}
const bytes = new TextEncoder().encode(games.join('\n\n') + '\n');
console.log(`generated ${n} in ${(cpu() - t0).toFixed(0)} ms`);
for (let rep = 0; rep < 2; rep++) {
  t0 = cpu();
  await visitPgn(chunks(bytes), new MainLineChecker(() => {}));
  const check = cpu() - t0;
  const index = new ExplorerIndex();
  let g = 0;
  t0 = cpu();
  await visitPgn(
    chunks(bytes),
    new ExplorerReader(
      index,
      () => g++,
      () => {},
    ),
  );
  const second = cpu() - t0;
  console.log(
    `random n=${n} check-only ${check.toFixed(0)} ms CPU, check+index ${second.toFixed(0)} ms CPU, positions ${index.positions}`,
  );
}
await server.close();
