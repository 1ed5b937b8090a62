import { readFileSync } from 'node:fs';
import { parse, toVariant } from '@x/fairy-variants';
const text = readFileSync('../../shared/data/fsf/variants.ini', 'utf8');
const file = parse(text);
const ini: any = (file as any).value ?? file;
const names: string[] = ini.sections.map((s: any) => s.name);
const byKey = new Map<string, string[]>();
let complete = 0;
for (const name of names) {
  const r: any = toVariant(ini, name);
  if (r.complete) { complete++; continue; }
  const keys = [...new Set(r.diagnostics.filter((d: any) => d.severity !== 'warning' || true).map((d: any) => d.key ?? d.code))];
  console.log(name.padEnd(20), keys.join(' '));
  for (const k of keys) byKey.set(k as string, [...(byKey.get(k as string) ?? []), name]);
}
console.log('complete', complete, 'of', names.length);
for (const [k, v] of [...byKey].sort((a, b) => b[1].length - a[1].length)) console.log(k.padEnd(28), v.length, v.join(' '));
