import { KEY_SUPPORT } from '../packages/fairy-variants/src/bridge/key-support.ts';
import { readFileSync, writeFileSync } from 'node:fs';
const lines = ['| keys | converted | how, or why not |', '| --- | --- | --- |'];
for (const row of KEY_SUPPORT) lines.push(`| ${row.keys.map((k) => `\`${k}\``).join(', ')} | ${row.support} | ${row.note} |`);
const p = '../packages/fairy-variants/README.md';
const s = readFileSync(p, 'utf8');
const start = s.indexOf(lines[0]!);
const end = s.indexOf('\n\n', start);
writeFileSync(p, s.slice(0, start) + lines.join('\n') + s.slice(end));
