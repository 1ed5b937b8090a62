/**
 * The position criteria of `xn pgn filter`: `--fen FEN` (a position the game reaches: the fields given are the
 * fields compared — the board alone, or with the side to move, castling rights and the e.p. square, as
 * `@x/core` writes them; move counters never) and `--fen-pattern P` (`@x/core`'s `parseFenPattern`, pgn-extract's
 * `FENPattern` syntax). Patterns are compiled once per variant.
 */
import {
  FenError,
  type FenPattern,
  PositionError,
  type PositionApi,
  parseFen,
  parseFenPattern,
  Position,
  stringifyFen,
  type VariantDefinition,
} from '@x/core';
import { UsageError } from './failure.js';

/** A test of positions: true when the position is one asked for. */
export type PositionTest = (position: PositionApi) => boolean;

/** The test of `--fen` and `--fen-pattern` values (any of them), or undefined without them. */
export function positionTest(
  fens: readonly string[],
  patterns: readonly string[],
  command: string,
): PositionTest | undefined {
  if (fens.length === 0 && patterns.length === 0) return undefined;
  const targets = fens.map((fen) => fenTarget(fen, command));
  for (const p of patterns) patternOf(p, undefined, command);
  const compiled = new Map<VariantDefinition, FenPattern[]>();
  const patternsFor = (variant: VariantDefinition): FenPattern[] => {
    let list = compiled.get(variant);
    if (list === undefined) {
      list = patterns.flatMap((p) => patternOf(p, variant, undefined) ?? []);
      compiled.set(variant, list);
    }
    return list;
  };
  return (position) => {
    if (targets.length > 0) {
      const fen = position.toFen();
      for (const { prefix, fields } of targets) if (fieldsOf(fen, fields) === prefix) return true;
    }
    for (const pattern of patternsFor(position.variant)) if (pattern.test(position)) return true;
    return false;
  };
}

/** The first `count` fields of a FEN. */
function fieldsOf(fen: string, count: number): string {
  let end = -1;
  for (let k = 0; k < count; k++) {
    end = fen.indexOf(' ', end + 1);
    if (end < 0) return fen;
  }
  return fen.slice(0, end);
}

/** A `--fen` value as the fields to compare, written as `@x/core` writes them (castling order, legal e.p.). */
function fenTarget(text: string, command: string): { prefix: string; fields: number } {
  const fields = Math.min(4, text.trim().split(/\s+/).length);
  try {
    const fen = fields === 4 ? Position.fromFen(text).toFen() : stringifyFen(parseFen(text));
    return { prefix: fieldsOf(fen, fields), fields };
  } catch (error) {
    if (error instanceof FenError)
      throw new UsageError(`--fen: ${error.message} (column ${error.offset + 1} of '${text}')`, command);
    if (error instanceof PositionError) throw new UsageError(`--fen: ${error.message}`, command);
    throw error;
  }
}

/** A pattern compiled for `variant` (chess without one); a bad pattern is a usage error when `command` is given, else skipped. */
function patternOf(
  text: string,
  variant: VariantDefinition | undefined,
  command: string | undefined,
): FenPattern | undefined {
  try {
    return parseFenPattern(text, variant);
  } catch (error) {
    if (!(error instanceof FenError)) throw error;
    if (command === undefined) return undefined;
    throw new UsageError(
      `--fen-pattern: ${error.message} (column ${error.offset + 1} of '${text}')`,
      command,
    );
  }
}
