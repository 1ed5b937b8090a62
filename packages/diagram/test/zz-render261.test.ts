import fs from 'node:fs';
import { it } from 'vitest';
import { png } from '../src/png.js';
import { rasterise, startResvg } from '../src/raster/resvg.js';
import { goldenCases } from './cases.js';

it('render', async () => {
  await startResvg();
  const out = '/tmp/goldens-261';
  const cases = goldenCases();
  const files: { name: string; bytes: Uint8Array; w: number; h: number }[] = [];
  for (const c of cases) {
    const bytes = await png(c.position, { ...c.options, size: c.options?.size ?? 480 });
    fs.writeFileSync(`${out}/${c.name}.png`, bytes);
    const v = new DataView(bytes.buffer, bytes.byteOffset);
    files.push({ name: c.name, bytes, w: v.getUint32(16), h: v.getUint32(20) });
  }
  // contact sheets: 2 × 2, each cell 500 × 560
  for (let s = 0; s * 4 < files.length; s++) {
    const group = files.slice(s * 4, s * 4 + 4);
    const cells = group.map((f, k) => {
      const x = (k % 2) * 500;
      const y = Math.floor(k / 2) * 580;
      const b64 = Buffer.from(f.bytes).toString('base64');
      return `<text x="${x + 10}" y="${y + 18}" font-size="16" font-family="sans-serif">${f.name} (${f.w}x${f.h})</text><image x="${x + 10}" y="${y + 26}" width="${Math.min(f.w, 480)}" height="${(f.h * Math.min(f.w, 480)) / f.w}" href="data:image/png;base64,${b64}"/>`;
    });
    const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1160" viewBox="0 0 1000 1160"><rect width="1000" height="1160" fill="#fff"/>${cells.join('')}</svg>`;
    fs.writeFileSync(`${out}/sheet-${s + 1}.png`, rasterise(sheet, 'png'));
  }
}, 300_000);
