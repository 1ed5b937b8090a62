/**
 * Comment commands (`[%cmd args]` inside a PGN comment, as lichess, chess.com and ChessBase write them): clock
 * times, elapsed move times, engine evaluations, and arrows and circled squares. `parseComment` reads them into
 * typed fields and keeps the rest of the text; `makeComment` writes a comment back as lichess does. Where
 * chessops (`parseComment`/`makeComment` of `chessops/pgn`) defines the same command, the semantics are its own
 * (checked against its test vectors in `comment.chessops.test.ts`).
 */

/** The colours of an arrow or a circled square: lichess's four (`G`, `R`, `Y`, `B`). */
export type CommentShapeColor = 'green' | 'red' | 'yellow' | 'blue';

/** An arrow (`[%cal Ge2e4]`) from `from` to `to`, or a circled square (`[%csl Rd4]`), where `from === to`. */
export interface CommentShape {
  /** The colour. */
  readonly color: CommentShapeColor;
  /** Where the arrow starts (the circled square). */
  readonly from: string;
  /** Where the arrow ends (the circled square). */
  readonly to: string;
}

/**
 * An engine evaluation (`[%eval 0.17]`, `[%eval #-3,20]`) from White's point of view: centipawns (`cp`, the
 * pawns written times 100) or a mate in `mate` moves (negative: Black mates), with the search depth if written.
 */
export type CommentEvaluation =
  | { readonly cp: number; readonly depth?: number | undefined }
  | { readonly mate: number; readonly depth?: number | undefined };

/**
 * A comment read into its commands: the free text (commands other than the five below kept in it verbatim), the
 * arrows and circles of every `[%cal]`/`[%csl]` in order, and the last `[%clk]`, `[%emt]` and `[%eval]`.
 */
export interface PgnComment {
  /** The text without the commands read, trimmed (a command between two words leaves one space). */
  readonly text: string;
  /** Arrows (`[%cal]`) and circled squares (`[%csl]`) in the order written. */
  readonly shapes: readonly CommentShape[];
  /** The clock after the move (`[%clk h:mm:ss(.fff)]`), in seconds. */
  readonly clock?: number | undefined;
  /** The time the move took (`[%emt h:mm:ss(.fff)]`), in seconds. */
  readonly emt?: number | undefined;
  /** The engine evaluation (`[%eval]`). */
  readonly evaluation?: CommentEvaluation | undefined;
}

/** The colour of each shape letter. */
const COLOR_OF = /* @__PURE__ */ new Map<string, CommentShapeColor>([
  ['G', 'green'],
  ['R', 'red'],
  ['Y', 'yellow'],
  ['B', 'blue'],
]);

/** The letter of each shape colour. */
const LETTER_OF = /* @__PURE__ */ new Map<CommentShapeColor, string>([
  ['green', 'G'],
  ['red', 'R'],
  ['yellow', 'Y'],
  ['blue', 'B'],
]);

/** `[%` + a command name + one whitespace + arguments (no whitespace or brackets) + `]`, as chessops reads them. */
const COMMAND = /\[%([A-Za-z_]\w*)\s([^\s[\]]*)\]/g;
/** Text ending in `[%name`, and text starting with `args]`: joined by one space they would form a command. */
const OPEN_END = /\[%[A-Za-z_]\w*$/;
const CLOSE_START = /^[^\s[\]]*\]/;
/** A clock time: hours (1–5 digits), minutes and seconds (1–2 digits), a fraction of 0–3 digits. */
const TIME = /^(\d{1,5}):(\d{1,2}):(\d{1,2}(?:\.\d{0,3})?)$/;
/** An evaluation: `#` and a mate count, or pawns (1–5 digits, at most 2 decimals); then `,depth`. */
const EVAL = /^(?:#([+-]?\d{1,5})|([+-]?)(\d{0,5})(?:\.(\d{1,2}))?)(?:,(\d{1,5}))?$/;
/** A shape: colour letter, a square, optionally a second square (files `a`–`z`, ranks 1–99). */
const SHAPE = /^([GRYB])([a-z][1-9]\d?)((?:[a-z][1-9]\d?)?)$/;

/** Seconds of an `h:mm:ss(.fff)` time, or `undefined` (also for minutes or seconds of 60 and more: `99:99:99`). */
function parseTime(args: string): number | undefined {
  const m = TIME.exec(args);
  if (m === null || Number.parseInt(m[2]!, 10) > 59 || Number.parseFloat(m[3]!) >= 60) return undefined;
  // In whole milliseconds, then divided once: the nearest double to the time written.
  const whole = Number.parseInt(m[1]!, 10) * 3600 + Number.parseInt(m[2]!, 10) * 60;
  return (whole * 1000 + Math.round(Number.parseFloat(m[3]!) * 1000)) / 1000;
}

/** The evaluation of `[%eval args]`, or `undefined`. */
function parseEvaluation(args: string): CommentEvaluation | undefined {
  const m = EVAL.exec(args);
  if (m === null) return undefined;
  const depth = m[5] === undefined ? undefined : Number.parseInt(m[5], 10);
  const at = depth === undefined ? {} : { depth };
  if (m[1] !== undefined) return { mate: Number.parseInt(m[1], 10), ...at };
  const whole = m[3]!;
  const fraction = m[4] ?? '';
  if (whole === '' && fraction === '') return undefined;
  const cp = Number.parseInt(whole || '0', 10) * 100 + Number.parseInt(fraction.padEnd(2, '0'), 10);
  return { cp: m[2] === '-' ? -cp || 0 : cp, ...at };
}

/** The shapes of `[%cal args]`/`[%csl args]` (comma-separated), or `undefined` if one is malformed. */
function parseShapes(args: string): CommentShape[] | undefined {
  const shapes: CommentShape[] = [];
  for (const part of args.split(',')) {
    const m = SHAPE.exec(part);
    if (m === null) return undefined;
    shapes.push({ color: COLOR_OF.get(m[1]!)!, from: m[2]!, to: m[3] || m[2]! });
  }
  return shapes;
}

/**
 * Reads the commands of a comment's text: `[%clk h:mm:ss]` and `[%emt h:mm:ss]` (seconds, a fraction of up to
 * three digits), `[%eval 0.17]` / `[%eval #-3]` (pawns as centipawns, or mate; `,depth` optional), and
 * `[%cal Ge2e4,…]` / `[%csl Rd4,…]` (arrows and circles), each written `[%name args]` with one whitespace
 * character before arguments without spaces (as lichess writes them and chessops reads them). A malformed
 * command and any other command (`[%tqu …]`) stay in `text` verbatim. A repeated `clk`, `emt` or `eval` keeps the last one. Never throws.
 *
 * @example parseComment('[%eval 0.17] [%clk 0:03:00] good') // { text: 'good', shapes: [], evaluation: { cp: 17 }, clock: 180 }
 */
export function parseComment(comment: string): PgnComment {
  if (typeof comment !== 'string') throw new TypeError('@x/san: parseComment expects a string');
  let clock: number | undefined;
  let emt: number | undefined;
  let evaluation: CommentEvaluation | undefined;
  const shapes: CommentShape[] = [];
  const kept: string[] = [];
  let from = 0;
  for (const m of comment.matchAll(COMMAND)) {
    const name = m[1]!;
    const args = m[2]!;
    let read = true;
    if (name === 'clk' || name === 'emt') {
      const seconds = parseTime(args);
      if (seconds === undefined) read = false;
      else if (name === 'clk') clock = seconds;
      else emt = seconds;
    } else if (name === 'eval') {
      const value = parseEvaluation(args);
      if (value === undefined) read = false;
      else evaluation = value;
    } else if (name === 'cal' || name === 'csl') {
      const found = parseShapes(args);
      if (found === undefined) read = false;
      else shapes.push(...found);
    } else read = false;
    if (!read) continue;
    kept.push(comment.slice(from, m.index).trim());
    from = m.index + m[0].length;
  }
  kept.push(comment.slice(from).trim());
  return { text: joinText(kept), shapes, ...fields(clock, emt, evaluation) };
}

/**
 * The parts of the text around the commands read, joined by one space; by two where one would make a command
 * of `[%name` and `args]` (so the text reads back as itself, chessops' round-trip vectors).
 */
function joinText(parts: readonly string[]): string {
  let text = '';
  for (const part of parts) {
    if (part === '') continue;
    if (text === '') text = part;
    else text += (OPEN_END.test(text) && CLOSE_START.test(part) ? '  ' : ' ') + part;
  }
  return text;
}

/** The optional fields of a comment, present only when read. */
function fields(
  clock: number | undefined,
  emt: number | undefined,
  evaluation: CommentEvaluation | undefined,
): Partial<PgnComment> {
  return {
    ...(clock === undefined ? {} : { clock }),
    ...(emt === undefined ? {} : { emt }),
    ...(evaluation === undefined ? {} : { evaluation }),
  };
}

/** `h:mm:ss` with up to three decimals (trailing zeros dropped); a negative time is written as 0. */
function formatTime(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  // Trailing zeros dropped by an index scan (no `/0+$/`, which backtracks on long runs of zeros).
  let fraction = String(ms % 1000).padStart(3, '0');
  while (fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${fraction && `.${fraction}`}`;
}

/** `[%eval]` arguments: pawns with two decimals, or `#` and the mate count; `,depth` when known. */
function formatEvaluation(evaluation: CommentEvaluation): string {
  let value: string;
  if ('mate' in evaluation) value = `#${evaluation.mate}`;
  else {
    const cp = Math.round(evaluation.cp);
    const abs = Math.abs(cp);
    value = `${cp < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  }
  return evaluation.depth === undefined ? value : `${value},${evaluation.depth}`;
}

/** A shape as `[%cal]`/`[%csl]` write it: colour letter, square(s). */
function formatShape(shape: CommentShape): string {
  const letter = LETTER_OF.get(shape.color) ?? 'G';
  return shape.from === shape.to ? letter + shape.from : letter + shape.from + shape.to;
}

/**
 * Writes a comment as lichess does: the text, then `[%csl …]` (circles), `[%cal …]` (arrows), `[%eval …]`,
 * `[%emt …]` and `[%clk …]`, separated by spaces (chessops' order). Times are `h:mm:ss` with up to three
 * decimals, evaluations pawns with two decimals (`[%eval -0.42]`) or `#N`. `parseComment` reads it back.
 *
 * @example makeComment({ text: 'good', evaluation: { cp: 17 }, clock: 180 }) // 'good [%eval 0.17] [%clk 0:03:00]'
 */
export function makeComment(comment: Partial<PgnComment>): string {
  const parts: string[] = [];
  if (comment.text) parts.push(comment.text);
  const shapes = comment.shapes ?? [];
  const circles = shapes.filter((s) => s.from === s.to).map(formatShape);
  if (circles.length > 0) parts.push(`[%csl ${circles.join(',')}]`);
  const arrows = shapes.filter((s) => s.from !== s.to).map(formatShape);
  if (arrows.length > 0) parts.push(`[%cal ${arrows.join(',')}]`);
  if (comment.evaluation !== undefined) parts.push(`[%eval ${formatEvaluation(comment.evaluation)}]`);
  if (comment.emt !== undefined) parts.push(`[%emt ${formatTime(comment.emt)}]`);
  if (comment.clock !== undefined) parts.push(`[%clk ${formatTime(comment.clock)}]`);
  return parts.join(' ');
}

/**
 * The commands of several comments (a move's `data.comments`, its `startingComments`, a game's `comments`) as
 * one: each read by `parseComment`, the texts joined by a space, the shapes in order, the last clock, move time
 * and evaluation.
 *
 * @example parseComments(node.data.comments).clock // the clock after the move, in seconds
 */
export function parseComments(comments: readonly string[]): PgnComment {
  const texts: string[] = [];
  const shapes: CommentShape[] = [];
  let merged: Partial<PgnComment> = {};
  for (const comment of comments) {
    const { text, shapes: found, ...rest } = parseComment(comment);
    if (text !== '') texts.push(text);
    shapes.push(...found);
    merged = { ...merged, ...rest };
  }
  return { ...merged, text: texts.join(' '), shapes };
}
