/**
 * `xn diagram`: a position (FEN, SFEN, FEEN, ICN) or a game of a PGN, KIF, KI2, CSA or WXF file drawn by `@x/diagram` as SVG, PNG or an
 * animated GIF, written to `-o OUT` or stdout.
 */
import fs from 'node:fs';
import { MAX_TEXT_BYTES, readWholeFile } from '../io/whole-file.js';
import { parseArgs } from 'node:util';
import { NotationError, type VariantDefinition } from '@x/core';
import { type CommandIo, FLAG, VALUE, wholeNumber } from '../command.js';
import { EXIT, InputError, UsageError } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';
import { Output } from '../io/output.js';
import { openInput } from '../io/input.js';
import { ByteWindow } from '@x/san/split';
import { type GifFrame, MAX_GIF_FRAMES } from '@x/diagram/gif';
import type { InfinitePosition } from '@x/core/infinite';
import { pgnFrames, readPosition, unboundedPosition, variantNamed } from './diagram-input.js';
import { isRecordFile, recordFrames } from './record-frames.js';

const COMMAND = 'diagram';
const FORMATS = ['svg', 'png', 'gif'] as const;
type Format = (typeof FORMATS)[number];

/** The options of the command line. */
const OPTIONS = {
  variant: VALUE,
  format: VALUE,
  output: { ...VALUE, short: 'o' },
  game: VALUE,
  ply: VALUE,
  gif: FLAG,
  flip: FLAG,
  'no-coordinates': FLAG,
  size: VALUE,
  square: VALUE,
  'last-move': VALUE,
  'max-frames': VALUE,
} as const;

/** A whole number from `least` to a million given to `--name` (undefined when not given). */
const count = (text: string | undefined, name: string, least: number): number | undefined =>
  wholeNumber(text, name, COMMAND, least, 1_000_000);

/** Extensions of image formats not written: `-o board.jpg` is refused, not given SVG's bytes. */
const OTHER_IMAGE = /\.(jpe?g|webp|bmp|tiff?|avif|heic|ico|pdf|eps)$/i;

/** The format asked for: `--format`, `--gif`, or OUT's extension; svg by default. */
function formatOf(format: string | undefined, gif: boolean, output: string | undefined): Format {
  const other = format === undefined && !gif ? OTHER_IMAGE.exec(output ?? '') : null;
  if (other !== null)
    throw new UsageError(`-o ${output}: a .${other[1]} is no format written: svg, png or gif`, COMMAND);
  const asked = format ?? (gif ? 'gif' : /\.(svg|png|gif)$/i.exec(output ?? '')?.[1]?.toLowerCase()) ?? 'svg';
  if (!(FORMATS as readonly string[]).includes(asked))
    throw new UsageError(`--format takes one of ${FORMATS.join(', ')} (got '${asked}')`, COMMAND);
  return asked as Format;
}

/** The bytes of the game file `file` (an unreadable one is an input error). */
function readGameFile(file: string): Buffer {
  return readWholeFile(file, MAX_TEXT_BYTES, 'a game file drawn');
}

/** Whether `path` names something to read (a file or a pipe; not a directory); a position's text names none. */
function readable(path: string): boolean {
  try {
    return !fs.statSync(path).isDirectory();
  } catch {
    // ENOENT, or ENAMETOOLONG for a long position
    return false;
  }
}

/**
 * The text of a file without a game file's extension (a pipe, `<(curl …)`; `game.txt`) when it holds PGN (a tag
 * or a move number first), else undefined; a file of another text is said rather than read as a position.
 */
function unnamedPgn(operand: string): string | undefined {
  if (isRecordFile(operand) || !readable(operand)) return undefined;
  const text = readGameFile(operand).toString('utf8');
  if (/^\uFEFF?\s*(\[|\d+\.)/.test(text)) return text;
  throw new UsageError(
    `${operand} holds no PGN (a tag or a move number first): a game file of another notation is told by its extension (.kif, .ki2, .csa, .wxf)`,
    COMMAND,
  );
}

/** A frame to draw: a game's position with its move, or a position of the unbounded board. */
interface Drawn {
  readonly position: GifFrame['position'] | InfinitePosition;
  readonly lastMove?: GifFrame['lastMove'];
}

/** Throws `error` (where an expression must). */
function throwAgain(error: unknown): never {
  throw error;
}

/** What `xn diagram` draws: the frames of a game (or one position), and the plies of the game's main line. */
interface Drawing {
  readonly frames: readonly Drawn[];
  readonly plies: number;
}

/**
 * The frames the operand stands for: a game's (a `.pgn` file, or PGN under another name) or one position. For a
 * GIF (`gifFrames`, its cap) every frame; else the frame at `--ply` alone (default the last): a drawing of one
 * position of a long game holds one position, not one a ply.
 */
async function framesOf(
  operand: string,
  values: { game?: string | undefined; ply?: string | undefined },
  variant: VariantDefinition | undefined,
  lastMove: string | undefined,
  gifFrames: number | undefined,
  stdin: CommandIo['stdin'],
): Promise<Drawing> {
  // with --ply, the game is played that far and no further; for a GIF, one frame past its cap, to say so
  const ply = count(values.ply, 'ply', 0);
  const maxFrames =
    ply !== undefined ? ply + 1 : gifFrames !== undefined ? gifFrames + 1 : Number.POSITIVE_INFINITY;
  const choice = gifFrames !== undefined ? { maxFrames } : { maxFrames, keep: 'last' as const };
  const n = count(values.game, 'game', 1) ?? 1;
  if (/\.pgn$/i.test(operand))
    return pgnFrames(openInput(operand, new ByteWindow(1 << 16), stdin, true).chunks, n, operand, choice);
  const pgn = unnamedPgn(operand);
  if (pgn !== undefined) return pgnFrames(pgn, n, operand, choice);
  if (isRecordFile(operand)) return recordFrames(readGameFile(operand), n, operand, choice);
  if (values.game !== undefined || values.ply !== undefined)
    throw new UsageError('--game and --ply take a game file (.pgn, .kif, .ki2, .csa, .wxf)', COMMAND);
  let position: Drawn['position'];
  try {
    position = readPosition(operand, variant);
  } catch (error) {
    // an ICN position no finite board holds is drawn on the unbounded board
    position = unboundedPosition(operand) ?? throwAgain(error);
  }
  if (lastMove === undefined) return { frames: [{ position }], plies: 0 };
  // two squares, then at most a promotion's letter or `+`
  const m = /^([a-z]{1,3}\d{1,3})([a-z]{1,3}\d{1,3})(?:[a-z]|\+)?$/.exec(lastMove);
  if (!m) throw new UsageError(`--last-move takes a move as UCI (e2e4), got '${lastMove}'`, COMMAND);
  return { frames: [{ position, lastMove: { from: m[1]!, to: m[2]! } }], plies: 0 };
}

/** The most characters of a position an error line quotes (a longer one is cut about the fault, with `…`). */
const SHOWN = 60;

/**
 * The operand as an error line names it: a game file's name; a position cut to the `SHOWN` characters about the
 * error's offset, and that offset (`… at character 18`) when the error has one. Escaped (`terminalText`).
 */
function named(operand: string, error: NotationError): string {
  if (/\.pgn$/i.test(operand) || isRecordFile(operand) || readable(operand)) return terminalText(operand);
  const from = Math.max(0, Math.min(error.offset - SHOWN / 2, operand.length - SHOWN));
  const end = from + SHOWN;
  const shown = `${from > 0 ? '…' : ''}${operand.slice(from, end)}${end < operand.length ? '…' : ''}`;
  const at = error.offset > 0 || error.length > 0 ? ` at character ${error.offset + 1}` : '';
  return `${terminalText(shown)}${at}`;
}

/** The drawing's bytes (SVG as UTF-8) of `drawing` in `format`: a GIF of its frames, else its last frame. */
async function draw(
  { frames, plies }: Drawing,
  format: Format,
  ply: number | undefined,
  maxFrames: number,
  view: { orientation?: 'black'; coordinates?: false; size?: number; squareSize?: number },
): Promise<Uint8Array | string> {
  const { squareSize, size, ...common } = view;
  if (format === 'gif') {
    const { gif } = await import('@x/diagram/gif');
    if (frames.length > maxFrames)
      throw new InputError(
        `the game has more than ${maxFrames - 1} plies: its GIF would have more than ${maxFrames} frames (--max-frames N to allow more)`,
      );
    return gif(frames, { ...common, maxFrames, ...(squareSize === undefined ? {} : { squareSize }) });
  }
  if (ply !== undefined && ply > plies) throw new InputError(`--ply ${ply}: the game has ${plies} plies`);
  const frame = frames.at(-1)!;
  const options = {
    ...common,
    ...(size === undefined ? {} : { size }),
    ...(frame.lastMove === undefined ? {} : { lastMove: frame.lastMove }),
  };
  if (format === 'png') return (await import('@x/diagram/png')).png(frame.position, options);
  return `${(await import('@x/diagram')).svg(frame.position, options)}\n`;
}

/** Runs `xn diagram`; resolves to the exit status. */
export async function diagram(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: OPTIONS });
  if (positionals.length !== 1)
    throw new UsageError(
      'give one position (FEN, SFEN, FEEN, ICN) or one game file (.pgn, .kif, .ki2, .csa, .wxf)',
      COMMAND,
    );
  const format = formatOf(values.format, values.gif === true, values.output);
  if (values.gif && values.ply !== undefined)
    throw new UsageError('--ply and --gif: one or the other', COMMAND);
  const variant = values.variant === undefined ? undefined : await variantNamed(values.variant, COMMAND);
  const ply = count(values.ply, 'ply', 0);
  const size = count(values.size, 'size', 1);
  const squareSize = count(values.square, 'square', 1);
  const maxFrames = count(values['max-frames'], 'max-frames', 1) ?? MAX_GIF_FRAMES;
  if (format !== 'gif' && values['max-frames'] !== undefined)
    throw new UsageError('--max-frames is a GIF option', COMMAND);
  let bytes: Uint8Array | string;
  try {
    const gifFrames = format === 'gif' ? maxFrames : undefined;
    const drawing = await framesOf(
      positionals[0]!,
      values,
      variant,
      values['last-move'],
      gifFrames,
      io.stdin,
    );
    bytes = await draw(drawing, format, ply, maxFrames, {
      ...(values.flip ? { orientation: 'black' as const } : {}),
      ...(values['no-coordinates'] ? { coordinates: false as const } : {}),
      ...(size === undefined ? {} : { size }),
      ...(squareSize === undefined ? {} : { squareSize }),
    });
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    const message = `${named(positionals[0]!, error)}: error[${terminalText(error.code)}]: ${terminalText(error.message)}`;
    io.stderr.write(`xn diagram: ${message}\n`);
    return EXIT.bad;
  }
  const out = Output.open(values.output, io.stdout, () => io.onClosedPipe(EXIT.ok), positionals, COMMAND);
  await out.write(bytes);
  await out.close();
  return EXIT.ok;
}
