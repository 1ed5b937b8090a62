/**
 * The position criteria of `xn pgn filter`: `--fen FEN` (a position the game reaches: the fields given are the
 * fields compared — the board alone, or with the side to move, castling rights and the e.p. square, as
 * `@x/core` writes them; move counters never) and `--fen-pattern P` (`@x/core/notation`'s `parseFenPattern`, pgn-extract's
 * `FENPattern` syntax). Patterns are compiled once per variant.
 */
import {
  FenError,
  PositionError,
  parseFen,
  Position,
  type Setup,
  stringifyFen,
  type VariantDefinition,
  type BasePosition,
} from '@x/core';
import { engineLayout, pieceCode } from '@x/core/engine';
import { type FenPattern, parseFenPattern } from '@x/core/notation';
import { UsageError } from '../../failure.js';
import { fieldsOf } from '../convert/pgn-positions.js';

/** A test of positions: true when the position is one asked for. */
export type PositionTest = (position: BasePosition) => boolean;

/** The test of `--fen` and `--fen-pattern` values (any of them), or undefined without them. */
export function positionTest(
  fens: readonly string[],
  patterns: readonly string[],
  command: string,
): PositionTest | undefined {
  if (fens.length === 0 && patterns.length === 0) return undefined;
  const targets = fens.map((fen) => fenTarget(fen, command));
  for (const p of patterns) patternOf(p, undefined, command);
  const compiled = new Map<VariantDefinition, { boards: BoardTarget[]; patterns: FenPattern[] }>();
  const forVariant = (position: BasePosition) => {
    let tests = compiled.get(position.variant);
    if (tests === undefined) {
      const layout = engineLayout(position as BasePosition);
      tests = {
        boards: targets.flatMap((t) => boardTarget(t, layout) ?? []),
        patterns: patterns.flatMap((p) => patternOf(p, position.variant, undefined) ?? []),
      };
      compiled.set(position.variant, tests);
    }
    return tests;
  };
  return (position) => {
    const { boards, patterns } = forVariant(position);
    for (const board of boards) if (board.test(position)) return true;
    for (const pattern of patterns) if (pattern.test(position)) return true;
    return false;
  };
}

/** A `--fen` target in one variant's piece codes: the board compared square by square, the other fields as text. */
interface BoardTarget {
  readonly test: (position: BasePosition) => boolean;
}

/**
 * The `--fen` target `target` in the piece codes of `layout`'s variant, or undefined when its board cannot be
 * one of that variant's (another size, a piece it does not have). The board is compared code by code, the squares
 * that differ from the usual start first (they tell most positions apart at once); only a board that matches has
 * its FEN written to compare the other fields.
 */
function boardTarget(target: FenTarget, layout: ReturnType<typeof engineLayout>): BoardTarget | undefined {
  if (layout.files !== target.setup.files || layout.ranks !== target.setup.ranks) return undefined;
  const codes = new Int16Array(layout.size);
  for (let s = 0; s < layout.size; s++) {
    const piece = target.setup.board[s];
    if (piece === undefined) continue;
    const type = layout.typeOf.get(piece.type);
    if (type === undefined) return undefined;
    codes[s] = (type << 2) | (piece.promoted ? 2 : 0) | (piece.color === 'black' ? 1 : 0);
  }
  const order = Array.from({ length: layout.size }, (_, s) => s).sort(
    (a, b) => Number(START_SQUARES.has(a)) - Number(START_SQUARES.has(b)),
  );
  const squares = Int16Array.from(order);
  const { prefix, fields } = target;
  return {
    test: (position) => {
      const pos = position as BasePosition;
      for (let i = 0; i < squares.length; i++) {
        const s = squares[i]!;
        if (pieceCode(pos, s) !== codes[s]) return false;
      }
      return fields === 1 || fieldsOf(position.toFen(), fields) === prefix;
    },
  };
}

/** The squares the usual start has pieces on (a1–h2, a7–h8): compared last, as most positions still have them. */
const START_SQUARES: ReadonlySet<number> = new Set([
  ...Array.from({ length: 16 }, (_, s) => s),
  ...Array.from({ length: 16 }, (_, s) => 48 + s),
]);

/** A `--fen` value: its board, and the fields to compare as `@x/core` writes them (castling order, legal e.p.). */
interface FenTarget {
  readonly setup: Setup;
  readonly prefix: string;
  readonly fields: number;
}

/** A `--fen` value read (as standard chess). */
function fenTarget(text: string, command: string): FenTarget {
  const fields = Math.min(4, text.trim().split(/\s+/).length);
  try {
    const setup = parseFen(text);
    const fen = fields === 4 ? Position.fromFen(text).toFen() : stringifyFen(setup);
    return { setup, prefix: fieldsOf(fen, fields), fields };
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
