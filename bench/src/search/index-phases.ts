/**
 * Where `xn index`'s CPU time goes, phase by phase, in one process: `node --import tsx src/search/index-phases.ts
 * FILE MODE` reads FILE as `xn index` does (64 KiB chunks) with `MODE` `check` (a `MainLineChecker` alone: what
 * `xn pgn check` runs), `body` (the index's records, no key section) or `keys` (the whole index), and prints the CPU
 * seconds (user + system) of the read and of `finish` (the key table and the file's assembly), the peak RSS beside.
 */
import fs from 'node:fs';
import { MainLineChecker, visitPgn } from '@x/san';
import { IndexBuilder } from '../../../packages/search/src/database/index-builder.js';

const [file = '', mode = 'keys'] = process.argv.slice(2);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const chunks = fs.createReadStream(file, { highWaterMark: 1 << 16 });
const size = fs.statSync(file).size;
const t0 = cpu();
if (mode === 'check') {
  const checker = new MainLineChecker(() => undefined, undefined);
  await visitPgn(chunks, checker);
  console.log(`check read ${(cpu() - t0).toFixed(2)} s`);
} else {
  const builder = new IndexBuilder({ withKeys: mode === 'keys', sourceBytes: size });
  await visitPgn(chunks, builder);
  const t1 = cpu();
  const bytes = builder.finish({ size, mtimeMs: 0, hash: [0, 0] }, size);
  const t2 = cpu();
  console.log(
    `${mode} read ${(t1 - t0).toFixed(2)} s, finish ${(t2 - t1).toFixed(2)} s, ${bytes.length} bytes, fnv ${fnv(bytes)}`,
  );
}
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

function fnv(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 16777619);
  return (h >>> 0).toString(16);
}
