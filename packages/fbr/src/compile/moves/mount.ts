/**
 * The Disks' promotion to a move expression, `*Q==(wwO--:QD:)+D` (internal to `compile`). The page's gloss:
 * "After capturing a Disk (D), the Queen (Q) will promote to a Queen with mounted Disk (:QD:)". Decided: an
 * expression of exactly this form, `(wwO--:C:)+L` (a swap with itself, `wwO`, then as the compound piece
 * `:C:`; or `L`, the Disk), is read as the promotion to the compound piece `:C:` it names, which a token of
 * the rule set must define (`:QD:=Q`). Other move expressions stay `promotion-move-expression`.
 */
import { sequenceText } from '../../parse/stringify.js';
import type { MbnToken, PieceLetterNode } from '../../parse/types.js';

const MOUNT = /^\(wwO--:([A-Za-z]{1,3}):\)\+[A-Z]$/;

/** The compound piece a promotion token's `(wwO--:C:)+L` expression names, or `undefined`. */
export function mountTarget(t: MbnToken): PieceLetterNode | undefined {
  if (t.kind !== 'promotion-def' || t.body.kind !== 'sequence') return undefined;
  const m = MOUNT.exec(sequenceText(t.body));
  if (!m) return undefined;
  const letter = `:${m[1]!}:`;
  return {
    kind: 'piece',
    prefixes: '',
    letter,
    key: letter.toUpperCase(),
    compound: true,
    offset: t.body.offset,
    length: t.body.length,
  };
}
