import { toVariant } from '../packages/fairy-variants/src/bridge/to-variant.ts';
import { readFileSync } from 'node:fs';
const ini = readFileSync('/tmp/ini.txt','utf8');
for (const n of ['elgam','janggihouse']) { const r = toVariant(ini, n); console.log(n, r.complete, r.diagnostics.map(d=>d.message)); }
