/** The FEN field of turn variants (`VariantDefinition.turns`): where the side to move stands in its turn. */
import type { TurnState } from '../setup.js';
import type { Color } from '../variant/definition.js';

/** Reads `turn=<parts done, 1-based, comma-separated, or ->[;lost=<w|b|wb>]`; `undefined` when malformed. */
export function parseTurnField(text: string): TurnState | undefined {
  const m = /^turn=(-|\d{1,2}(?:,\d{1,2}){0,15})(?:;lost=(wb|w|b))?$/.exec(text);
  if (!m) return undefined;
  const done = m[1] === '-' ? [] : m[1]!.split(',').map((d) => Number(d) - 1);
  const lost: Color[] = [];
  if (m[2]?.includes('w')) lost.push('white');
  if (m[2]?.includes('b')) lost.push('black');
  return { done, lost };
}

/** The turn field of a setup with a leading space, or `''` at a turn's start with nothing lost. */
export function turnFieldText(t: TurnState): string {
  if (t.done.length === 0 && t.lost.length === 0) return '';
  const done = t.done.length ? t.done.map((i) => i + 1).join(',') : '-';
  const lost = t.lost.map((c) => (c === 'white' ? 'w' : 'b')).join('');
  return ` turn=${done}${lost ? `;lost=${lost}` : ''}`;
}
