/**
 * XBoard (CECP v2) `feature` lines (`feature ping=1 myname="Fairy-Stockfish" done=1`) and the engine options they
 * declare (`option="Hash -spin 16 1 1024"`).
 */
import type { EngineOption } from '../types.js';

/** The `name=value` pairs of a `feature` line, values unquoted, in order. */
export function parseFeatures(line: string): [string, string][] {
  const out: [string, string][] = [];
  const re = /([A-Za-z_][\w-]*)=(?:"([^"]*)"?|(\S*))/g;
  const body = line.replace(/^\s*feature\b/, '');
  for (let m = re.exec(body); m !== null; m = re.exec(body)) out.push([m[1] as string, m[2] ?? m[3] ?? '']);
  return out;
}

/** An option declared as `NAME -TYPE …`, or `undefined` when it cannot be read. */
export function parseXBoardOption(text: string): EngineOption | undefined {
  const m = /^(.*?)\s+-(spin|slider|check|combo|string|file|path|button|save|reset)\b\s*(.*)$/.exec(
    text.trim(),
  );
  if (m === null) return undefined;
  const [, name, type, rest] = m as unknown as [string, string, string, string];
  if (name === '') return undefined;
  switch (type) {
    case 'spin':
    case 'slider': {
      const [d, min, max] = rest.split(/\s+/).map(Number);
      if (![d, min, max].every((x) => Number.isFinite(x))) return undefined;
      return { name, type: 'spin', default: d as number, min: min as number, max: max as number };
    }
    case 'check':
      return { name, type: 'check', default: rest.trim() === '1' };
    case 'combo': {
      const values = rest.split('///').map((v) => v.trim());
      const chosen = values.find((v) => v.startsWith('*'));
      const clean = values.map((v) => v.replace(/^\*/, ''));
      return { name, type: 'combo', default: (chosen ?? values[0] ?? '').replace(/^\*/, ''), values: clean };
    }
    case 'string':
      return { name, type: 'string', default: rest };
    case 'file':
    case 'path':
      return { name, type: 'file', default: rest };
    default:
      return { name, type: 'button' };
  }
}
