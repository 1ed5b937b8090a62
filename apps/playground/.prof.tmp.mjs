import fs from 'node:fs';
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
const { visitPgn, MainLineChecker } = await import('@x/san');
const { ExplorerIndex } = await server.ssrLoadModule('/src/lib/explorer/explorerIndex.ts');
const { ExplorerReader } = await server.ssrLoadModule('/src/lib/explorer/explorerReader.ts');
const one = fs.readFileSync('../../../shared/data/pgn/lichess-100.pgn', 'utf8').trimEnd();
const n = Number(process.argv[2] ?? 10000);
const bytes = new TextEncoder().encode(`${Array.from({ length: n / 100 }, () => one).join('\n\n')}\n`);
for (let rep = 0; rep < 2; rep++) {
  let t0 = cpu();
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
  const idx0 = new ExplorerIndex();
  t0 = cpu();
  await visitPgn(
    chunks(bytes),
    new ExplorerReader(
      idx0,
      () => g++,
      () => {},
      0,
    ),
  );
  const zero = cpu() - t0;
  console.log(`reader with 0 plies ${zero.toFixed(0)} ms`);
  console.log(
    `n=${n} check-only ${check.toFixed(0)} ms CPU, check+index ${second.toFixed(0)} ms CPU, positions ${index.positions}`,
  );
}
await server.close();
