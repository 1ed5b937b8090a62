/**
 * JSON text indented as `JSON.stringify(value, null, 2)` indents it, down to a depth: what lies deeper is written
 * on one line. A JKF record's forks nest a move list in a move for each level (500 levels at most: `maxDepth`), and
 * full indentation grows each line by the depth, so the text of deep forks grew with moves × depth (24 MB for a
 * record of 1,002 moves nested 500 deep); capped, it grows with the moves.
 */

/** Containers nested deeper than this are written on one line (a JKF record's forks of forks of forks). */
export const MAX_INDENTED_DEPTH = 12;

/**
 * `value` (plain JSON data) as JSON text indented by two spaces a level, containers deeper than `MAX_INDENTED_DEPTH`
 * on one line; what `JSON.stringify(value, null, 2)` writes when nothing lies that deep.
 *
 * @example indentedJson({ a: [1] }) // '{\n  "a": [\n    1\n  ]\n}'
 */
export function indentedJson(value: unknown): string {
  return indented(value, 0);
}

function indented(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object' || depth >= MAX_INDENTED_DEPTH)
    return JSON.stringify(value);
  const inner = '  '.repeat(depth + 1);
  const close = `\n${'  '.repeat(depth)}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map(
      (item: unknown) => inner + (item === undefined ? 'null' : indented(item, depth + 1)),
    );
    return `[\n${items.join(',\n')}${close}]`;
  }
  const fields = Object.entries(value).filter(([, field]) => field !== undefined);
  if (fields.length === 0) return '{}';
  const lines = fields.map(([key, field]) => `${inner}${JSON.stringify(key)}: ${indented(field, depth + 1)}`);
  return `{\n${lines.join(',\n')}${close}}`;
}
