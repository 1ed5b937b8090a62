/** `stringify`: canonical FEEN for a position, refusing what FEEN cannot express. */
import { stringifyPiece } from './epin.js';
import { FeenError } from './errors.js';
import { feenLimits } from './limits.js';
import { checkPosition } from './position.js';
import { stringifyStyle } from './sin.js';
import type { HandItem, FeenPiece, FeenPosition, StringifyOptions } from './types.js';

function writeHand(items: readonly HandItem[]): string {
  let out = '';
  for (const item of items) out += (item.count >= 2 ? String(item.count) : '') + stringifyPiece(item.piece);
  return out;
}

/**
 * Writes a position as canonical FEEN: minimal empty runs, `/` between ranks and `//` between layers,
 * hands aggregated and sorted (§10.2), style–turn active first. Throws `FeenError` for shapes FEEN cannot
 * write (`[1, 8]`), limit, token or cardinality violations, and output over the length limit.
 */
export function stringify(position: FeenPosition, options?: StringifyOptions): string {
  const limits = feenLimits(options?.limits);
  const p = checkPosition(position, limits);
  const shape = p.shape;
  const dims = shape.length;
  const files = shape[dims - 1]!;
  const rankCount = p.squares.length / files;
  // ranksPer[L]: ranks in one level-L group (L = 1 .. dims-2); a rank ending such a group adds one more '/'.
  const ranksPer: number[] = [];
  let product = 1;
  for (let L = 1; L <= dims - 2; L++) {
    product *= shape[dims - 1 - L]!;
    ranksPer.push(product);
  }
  const tokens = new Map<FeenPiece, string>();
  const parts: string[] = [];
  let index = 0;
  for (let r = 0; r < rankCount; r++) {
    let empty = 0;
    for (let f = 0; f < files; f++) {
      const piece = p.squares[index++]!;
      if (piece === null) {
        empty++;
        continue;
      }
      if (empty > 0) {
        parts.push(String(empty));
        empty = 0;
      }
      let token = tokens.get(piece);
      if (token === undefined) {
        token = stringifyPiece(piece);
        tokens.set(piece, token);
      }
      parts.push(token);
    }
    if (empty > 0) parts.push(String(empty));
    if (r < rankCount - 1) {
      let sep = '/';
      for (const n of ranksPer) if ((r + 1) % n === 0) sep += '/';
      parts.push(sep);
    }
  }
  const text = `${parts.join('')} ${writeHand(p.first)}/${writeHand(p.second)} ${stringifyStyle(p.styles.active)}/${stringifyStyle(p.styles.inactive)}`;
  if (text.length > limits.maxLength) {
    throw new FeenError(
      'output-too-long',
      `FEEN would be ${text.length} bytes, more than ${limits.maxLength}`,
    );
  }
  return text;
}
