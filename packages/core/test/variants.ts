/** Small variant definitions for `@x/core`'s tests of single rules: boards without royal pieces. */
import type { PieceType, VariantDefinition } from '../src/variant/definition.js';

/** The size of the board a FEN describes: its ranks, and the squares of its last rank (digits are runs). */
function fenBoardSize(fen: string): VariantDefinition['board'] {
  const rows = fen.split(/[ []/, 1)[0]!.split('/');
  let files = 0;
  for (const run of rows[0]!.match(/\d+|./g) ?? []) files += /\d/.test(run) ? Number(run) : 1;
  return { files, ranks: rows.length };
}

/**
 * A variant without royal pieces (`royalsOptional`): `pieces` on the board of `startFen`, its size read from
 * the FEN. `extra` adds or replaces fields; the name is the id unless `extra` gives one.
 */
export function royalless(
  id: string,
  pieces: readonly PieceType[],
  startFen: string,
  extra: Partial<VariantDefinition> = {},
): VariantDefinition {
  return { id, name: id, board: fenBoardSize(startFen), pieces, startFen, royalsOptional: true, ...extra };
}

/**
 * `base` (chess unless given) with the piece types `ids` given the piece rules `rules` (`PieceType.rules`): the
 * variant a rule module's test plays. Its id is `<prefix>-<ids…>`.
 */
export function withPieceRules(
  prefix: string,
  ids: readonly string[],
  rules: NonNullable<PieceType['rules']>,
  base: VariantDefinition,
): VariantDefinition {
  return {
    ...base,
    id: `${prefix}-${ids.join('-')}`,
    pieces: base.pieces.map((p) => (ids.includes(p.id) ? { ...p, rules } : p)),
  };
}
