/**
 * `xn match --openings FILE`: the positions games start from, as cutechess-cli and fastchess read them — a PGN
 * file (each game's start, from its `FEN` tag or the variant's start, and its main line's moves, at most
 * `--opening-plies` of them) or an EPD/FEN file (one position a line; `#` comments and blank lines skipped). Every
 * opening is checked by `@x/core` before the match starts; a bad one is an input error with its line and column.
 */
import { type BasePosition, type Move, NotationError, Position, type VariantDefinition } from '@x/core';
import { parsePgn, SanError, type VariantLookup, walkGame } from '@x/san';
import { InputError } from '../failure.js';
import { readWholeFile } from '../io/whole-file.js';

/** An opening: where a game starts and the moves played before the engines move. */
export interface Opening {
  readonly start: BasePosition;
  readonly moves: readonly Move[];
}

/** The largest openings file read (bytes). */
const MAX_BYTES = 64 << 20;

/** Whether a text is PGN (a tag pair or a move number at a line start) rather than EPD/FEN lines. */
const isPgn = (text: string) => /^\s*(?:\[[A-Za-z]|\d+\.)/m.test(text);

/** The openings of `file` in `variant` (each PGN game's main line cut after `plies` plies when given). */
export function readOpenings(
  file: string,
  variant: VariantDefinition,
  plies?: number,
  variants?: VariantLookup,
): Opening[] {
  const text = readWholeFile(file, MAX_BYTES, 'an openings file').toString('utf8');
  const openings = isPgn(text)
    ? pgnOpenings(file, text, variant, plies, variants)
    : fenOpenings(file, text, variant);
  if (openings.length === 0) throw new InputError(`${file}: no opening in the file`);
  return openings;
}

function pgnOpenings(
  file: string,
  text: string,
  variant: VariantDefinition,
  plies?: number,
  variants?: VariantLookup,
): Opening[] {
  const located = (error: NotationError) =>
    new InputError(`${file}:${error.line}:${error.column}: ${error.message}`);
  try {
    return parsePgn(text, { variants }).map((game) => {
      const fen = game.headers.get('FEN');
      let start: BasePosition;
      try {
        start =
          fen === undefined ? Position.fromFen(variant.startFen, variant) : Position.fromFen(fen, variant);
      } catch (error) {
        if (!(error instanceof NotationError)) throw error;
        throw new InputError(`${file}: the FEN tag of the game at offset ${game.offset}: ${error.message}`);
      }
      const moves: Move[] = [];
      walkGame(
        game,
        start,
        (step) => {
          if (plies === undefined || moves.length < plies) moves.push(step.move as Move);
        },
        { variations: false },
      );
      return { start, moves };
    });
  } catch (error) {
    if (error instanceof SanError) throw located(error);
    throw error;
  }
}

function fenOpenings(file: string, text: string, variant: VariantDefinition): Opening[] {
  const openings: Opening[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    // EPD: four fields, then operations (`id "…";`); FEN: six, the last two numbers
    const counters = fields.length >= 6 && /^\d+$/.test(fields[4]!) && /^\d+$/.test(fields[5]!);
    const fen = fields.slice(0, counters ? 6 : 4).join(' ');
    try {
      openings.push({ start: Position.fromFen(fen, variant), moves: [] });
    } catch (error) {
      if (!(error instanceof NotationError)) throw error;
      throw new InputError(`${file}:${i + 1}:${error.column}: ${error.message}`);
    }
  }
  return openings;
}
