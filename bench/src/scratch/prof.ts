import fs from 'node:fs';
import { printProfile } from '../cli-profile.js';
const dir = process.argv[2]!;
const f = fs.readdirSync(dir).filter((x) => x.endsWith('.cpuprofile'))[0]!;
printProfile(JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8')));
import { profileByCategory } from '../cli-profile.js';
void profileByCategory;
const p = JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8'));
const self = new Map<number, number>();
p.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
const byName = new Map<string, number>();
for (const n of p.nodes) { const t = self.get(n.id) ?? 0; const k = `${n.callFrame.functionName} ${n.callFrame.url.split("/").slice(-3).join("/")}`; byName.set(k, (byName.get(k) ?? 0) + t / 1000); }
console.log([...byName].sort((a, b) => b[1] - a[1]).slice(0, 60).map(([k, v]) => `${v.toFixed(0)} ${k}`).join('\n'));
