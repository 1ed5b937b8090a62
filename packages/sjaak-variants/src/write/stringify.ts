/**
 * `stringify`: variant records back to canonical `variants.txt` text: one item per line,
 * `Keyword: value` with one space, unspaced move operators, no blanks in square lists, a space after
 * every move word. Comments are not preserved; the only comment written is the note on `Drop zone:`.
 */
import { stringifyMove } from '../parse/move.js';
import type { MoveDefinition, PieceDefinition, SjaakVariant, ZonePair } from '../shared/types.js';

/** The comment `stringify` writes above a `Drop zone:` line, which SjaakII 1.4.1 cannot honour. */
export const DROP_ZONE_NOTE = '# Drop zone: is ignored by SjaakII 1.4.1 (read from the wrong offset)';

function pair(z: ZonePair): string {
  return `${z.white}, ${z.black}`;
}

function pieceLines(p: PieceDefinition): string[] {
  const out: string[] = [`Piece: ${p.name}`.trimEnd()];
  const move = (kw: string, m: MoveDefinition) => out.push(`${kw}: ${stringifyMove(m)}`);
  for (const m of p.moves) move('Move', m);
  if (p.captures) for (const m of p.captures) move('Capture', m);
  for (const s of p.specials) out.push(`Special: ${pair(s.zones)}, ${stringifyMove(s.move)}`);
  for (const m of p.initials) move('Initial', m);
  for (const c of p.castles) out.push(`Castle: ${c.side} ${c.from}-${c.to.join(',')} with ${c.partner}`);
  if (p.san !== '' || p.symbols.white !== '' || p.symbols.black !== '') {
    out.push(`Symbol: "${p.san}", "${p.symbols.white},${p.symbols.black}"`);
  }
  for (const r of p.promotions) out.push(`Promotion: ${pair(r.zones)}, "${r.choices.join('')}"`);
  for (const r of p.optionalPromotions) {
    out.push(`Optional promotion: ${pair(r.zones)}${r.choices ? `, "${r.choices.join('')}"` : ''}`);
  }
  if (p.entryPromotion) out.push(`Entry promotion: ${pair(p.entryPromotion)}`);
  if (p.demotion !== undefined) out.push(`Demotion: "${p.demotion}"`);
  if (p.allowedVictims) out.push(`Allowed victims: "${p.allowedVictims.join(',')}"`);
  if (p.prison) out.push(`Prison: ${pair(p.prison)}`);
  if (p.block) out.push(`Block: ${pair(p.block)}`);
  if (p.dropZone) out.push(DROP_ZONE_NOTE, `Drop zone: ${pair(p.dropZone)}`);
  if (p.flags.length > 0) out.push(`Flags: ${p.flags.join(',')}`);
  if (p.value !== undefined) out.push(`Value: ${p.value}`);
  if (p.max) out.push(`Max: ${p.max.white === p.max.black ? p.max.white : `${p.max.white},${p.max.black}`}`);
  return out;
}

/** Canonical text of one variant block (no trailing newline). */
export function stringifyVariant(v: SjaakVariant): string {
  const out: string[] = [`Variant: ${v.name}`.trimEnd(), `Board: ${v.board.files}x${v.board.ranks}`];
  if (v.fen !== undefined) out.push(`FEN: "${v.fen}"`);
  if (v.xboardPieces !== undefined) out.push(`XBoard pieces: "${v.xboardPieces}"`);
  if (v.xboardParent !== undefined) out.push(`XBoard parent: "${v.xboardParent}"`);
  if (v.excluded.length > 0) out.push(`Exclude: ${v.excluded.join(',')}`);
  for (const z of v.zones) out.push(`Zone: ${z.name} = ${z.squares.join(',')}`.trimEnd());
  if (v.whiteFlags.length > 0) out.push(`WhiteFlag: ${v.whiteFlags.join(',')}`);
  if (v.blackFlags.length > 0) out.push(`BlackFlag: ${v.blackFlags.join(',')}`);
  for (const p of v.pieces) out.push('', ...pieceLines(p));
  const rules: string[] = [];
  for (const e of v.endConditions) {
    const head =
      e.condition + (e.count !== undefined && e.condition !== 'movecountdraw' ? String(e.count) : '');
    rules.push(
      `Rule: ${head} = ${e.condition === 'movecountdraw' ? String(e.count ?? 0) : (e.result ?? 'draw')}`,
    );
  }
  for (const r of v.rules) rules.push(`Rule: ${r.rule}`);
  if (rules.length > 0) out.push('', ...rules);
  return out.join('\n');
}

/**
 * Canonical `variants.txt` text for one or more variants (blocks separated by one empty line, a
 * final newline). `parse(stringify(d))` gives back `d` (source spans aside).
 */
export function stringify(variants: SjaakVariant | readonly SjaakVariant[]): string {
  const list: readonly SjaakVariant[] = Array.isArray(variants) ? variants : [variants as SjaakVariant];
  return list.map(stringifyVariant).join('\n\n') + (list.length > 0 ? '\n' : '');
}
