/**
 * A game that starts from `fen` and has no moves yet, as the analysis board's editor holds it: the `SetUp` and `FEN`
 * tags, and a `Variant` tag for any variant but chess (`variantKey`, a built-in's key).
 */
export function positionPgn(fen: string, variantKey: string): string {
  const variantTag = variantKey === 'chess' ? '' : `[Variant "${variantKey}"]\n`;
  return `${variantTag}[SetUp "1"]\n[FEN "${fen}"]\n\n*\n`;
}
